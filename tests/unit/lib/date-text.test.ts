import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RelativeTime } from "@/components/ui/relative-time";
import {
  SERVER_TIME_ZONE,
  formatCalendarDate,
  formatFullDate,
  formatRelativeTime,
} from "@/lib/text/date-text";

/** Late on March 4 in UTC, already March 5 on Kiritimati (UTC+14). */
const lateEvening = new Date("2026-03-04T23:30:00Z");
const weekLater = new Date("2026-03-20T12:00:00Z");

describe("dates in a named time zone", () => {
  it("write the calendar day of the zone they are given, not the machine's", () => {
    expect(formatCalendarDate(lateEvening, "UTC")).toBe("Mar 4, 2026");
    expect(formatCalendarDate(lateEvening, "Pacific/Kiritimati")).toBe("Mar 5, 2026");
    expect(formatRelativeTime(lateEvening, weekLater, "UTC")).toBe("Mar 4, 2026");
    expect(formatRelativeTime(lateEvening, weekLater, "Pacific/Kiritimati")).toBe("Mar 5, 2026");
  });

  it("name UTC in the full date when it is not the reader's own zone", () => {
    expect(formatFullDate(lateEvening, SERVER_TIME_ZONE)).toBe("March 4, 2026 at 11:30:00 PM UTC");
    expect(formatFullDate(lateEvening, "Pacific/Kiritimati")).toBe("March 5, 2026 at 1:30 PM");
  });
});

/**
 * <RelativeTime> as the server renders it, which is also what the browser's hydration renders:
 * it must not depend on the server's clock or time zone, or the browser's first render differs.
 */
describe("<RelativeTime> on the server", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  function serverHtml(now: string, timeZone: string): string {
    vi.useFakeTimers({ now: new Date(now) });
    vi.stubEnv("TZ", timeZone);
    return renderToString(createElement(RelativeTime, { date: lateEvening, prefix: "Updated" }));
  }

  it("renders the same text whatever the server's clock and time zone", () => {
    const html = serverHtml("2026-03-04T23:31:00Z", "UTC");
    expect(html).toContain("Updated Mar 4, 2026");
    expect(html).toContain('title="March 4, 2026 at 11:30:00 PM UTC"');
    expect(serverHtml("2026-03-25T08:00:00Z", "Pacific/Kiritimati")).toBe(html);
    expect(serverHtml("2026-03-05T00:00:00Z", "America/Los_Angeles")).toBe(html);
  });
});
