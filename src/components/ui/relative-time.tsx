"use client";

import { useEffect, useState } from "react";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** One locale on server and client, so a server render and its hydration agree. */
const LOCALE = "en-US";
const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" });
const calendarDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium" });
const fullDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: "long", timeStyle: "short" });

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago"; older than a week, the
 * date ("Mar 4, 2026"). Future times (a clock a little ahead) read as "just now".
 */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), "day");
  return calendarDate.format(date);
}

/** Re-renders every minute so "just now" does not stay on screen for an hour. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A `<time>` that reads "3 hours ago", with the exact date and time on hover. */
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
  const now = useMinuteClock();
  const text = formatRelativeTime(date, now);
  return (
    // The server's clock and the browser's differ by the time the page took to arrive.
    <time
      dateTime={date.toISOString()}
      title={fullDate.format(date)}
      className={className}
      suppressHydrationWarning
    >
      {prefix ? `${prefix} ${text}` : text}
    </time>
  );
}
