"use client";

import { useSyncExternalStore } from "react";
import {
  SERVER_TIME_ZONE,
  formatCalendarDate,
  formatFullDate,
  formatRelativeTime,
} from "@/lib/text/date-text";

const MINUTE = 60_000;

/**
 * The reader's clock, read at most once a minute and shared by every <RelativeTime> on the page
 * (one timer for all), so "just now" does not stay on screen for an hour.
 */
const clock: {
  now: number;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
} = { now: 0, listeners: new Set() };

function subscribeToClock(listener: () => void) {
  clock.listeners.add(listener);
  clock.timer ??= setInterval(() => {
    clock.now = Date.now();
    for (const notify of clock.listeners) notify();
  }, MINUTE);
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size > 0) return;
    clearInterval(clock.timer);
    clock.timer = undefined;
  };
}

function readClock(): number {
  // The same value for a minute: React compares snapshots, and each new one re-renders.
  if (Date.now() - clock.now >= MINUTE) clock.now = Date.now();
  return clock.now;
}

/** Neither the reader's clock nor their time zone is known to the server. */
const NO_CLOCK = () => null;

/**
 * A `<time>` that reads "3 hours ago", with the exact date and time on hover. The server render
 * and the browser's hydration both show the date in UTC; right after hydration the text turns
 * relative and the hover text moves to the reader's own time zone.
 */
export function RelativeTime({
  date,
  prefix,
  className,
}: {
  date: Date;
  /** Words before the time, e.g. "Updated". */
  prefix?: string;
  className?: string;
}) {
  const now = useSyncExternalStore(subscribeToClock, readClock, NO_CLOCK);
  const timeZone =
    now === null ? SERVER_TIME_ZONE : Intl.DateTimeFormat().resolvedOptions().timeZone;
  const text =
    now === null
      ? formatCalendarDate(date, SERVER_TIME_ZONE)
      : formatRelativeTime(date, new Date(now), timeZone);
  return (
    <time
      dateTime={date.toISOString()}
      title={formatFullDate(date, timeZone)}
      className={className}
    >
      {prefix ? `${prefix} ${text}` : text}
    </time>
  );
}
