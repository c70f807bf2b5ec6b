/**
 * Dates as the app writes them ("3 hours ago", "Mar 4, 2026", "March 4, 2026 at 11:30 PM").
 * One locale everywhere, and the time zone always named by the caller: the server does not know
 * the reader's zone, so a text rendered on the server and again in the browser must say which
 * one it uses, or the two renders disagree (a hydration mismatch) around midnight.
 */
const LOCALE = "en-US";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The zone of a text rendered where the reader's zone is unknown (the server, hydration). */
export const SERVER_TIME_ZONE = "UTC";

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" });

/** "Mar 4, 2026" in `timeZone`. */
export function formatCalendarDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeZone }).format(date);
}

/** "March 4, 2026 at 11:30 PM" in `timeZone`, with the zone's name when it is UTC. */
export function formatFullDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    dateStyle: "long",
    timeStyle: timeZone === SERVER_TIME_ZONE ? "long" : "short",
    timeZone,
  }).format(date);
}

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago"; older than a week, the
 * date in `timeZone` ("Mar 4, 2026"). Future times (a clock a little ahead) read as "just now".
 */
export function formatRelativeTime(date: Date, now: Date, timeZone: string): string {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), "day");
  return formatCalendarDate(date, timeZone);
}
