import { describe, expect, it } from "vitest";
import { confirmText } from "@/components/projects/confirm-plans-dialog";
import { describePlans } from "@/components/projects/plan-labels";
import { rangeLabel } from "@/components/projects/projects-pagination";
import { daysUntilPurge, purgeCountdownLabel } from "@/components/projects/trash-countdown";
import { PUBLISHING_TEXT } from "@/lib/errors/publishing";
import { formatRelativeTime } from "@/lib/text/date-text";
import { TRASH_RETENTION_DAYS } from "@/lib/plans/plan-schemas";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-03-10T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const plan = (title: string, id = title) => ({ id, title });

describe("formatRelativeTime", () => {
  it.each([
    [0, "just now"],
    [30_000, "just now"],
    [60_000, "1 minute ago"],
    [5 * 60_000, "5 minutes ago"],
    [3 * 60 * 60_000, "3 hours ago"],
    [DAY, "yesterday"],
    [4 * DAY, "4 days ago"],
  ])("%i ms ago reads %s", (elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), now, "UTC")).toBe(text);
  });

  it("gives the date for anything older than a week, and 'just now' for a clock ahead", () => {
    expect(formatRelativeTime(new Date("2026-01-02T12:00:00Z"), now, "UTC")).toBe("Jan 2, 2026");
    expect(formatRelativeTime(new Date(now.getTime() + 5_000), now, "UTC")).toBe("just now");
  });
});

describe("trash countdown", () => {
  it("counts the days left of the retention period", () => {
    expect(daysUntilPurge(now, now)).toBe(TRASH_RETENTION_DAYS);
    expect(purgeCountdownLabel(now, now)).toBe(`Deleted forever in ${TRASH_RETENTION_DAYS} days`);
    expect(purgeCountdownLabel(ago((TRASH_RETENTION_DAYS - 1) * DAY), now)).toBe(
      "Deleted forever in 1 day",
    );
    expect(purgeCountdownLabel(ago(TRASH_RETENTION_DAYS * DAY + 1), now)).toBe(
      "Deleted forever today",
    );
  });
});

describe("delete dialogs", () => {
  it("name one plan by its title and many by their number", () => {
    expect(confirmText({ kind: "trash", plans: [plan("Website")] })).toMatchObject({
      title: 'Delete "Website"?',
      confirm: "Delete",
    });
    const three = [plan("A"), plan("B"), plan("C")];
    expect(confirmText({ kind: "trash", plans: three })).toMatchObject({
      title: "Delete 3 plans?",
      confirm: "Delete 3 plans",
    });
    expect(confirmText({ kind: "trash", plans: three }).description).toContain(
      `Trash for ${TRASH_RETENTION_DAYS} days`,
    );
    expect(confirmText({ kind: "deleteForever", plans: three })).toMatchObject({
      title: "Delete 3 plans forever?",
      confirm: "Delete forever",
    });
    expect(confirmText({ kind: "deleteForever", plans: three }).description).toContain(
      "cannot be undone",
    );
  });

  it("describe the plans of a toast the same way", () => {
    expect(describePlans([plan("Website")])).toBe('"Website"');
    expect(describePlans([plan("A"), plan("B")])).toBe("2 plans");
  });
});

describe("unpublish dialog", () => {
  it("says the shared addresses stop working, naming one plan or counting several", () => {
    expect(confirmText({ kind: "unpublish", plans: [plan("Website")] })).toEqual({
      title: 'Unpublish "Website"?',
      description: PUBLISHING_TEXT.bulk.confirmUnpublishOne,
      confirm: "Unpublish",
    });
    expect(confirmText({ kind: "unpublish", plans: [plan("A"), plan("B")] })).toEqual({
      title: "Unpublish 2 plans?",
      description: PUBLISHING_TEXT.bulk.confirmUnpublishMany,
      confirm: "Unpublish 2 plans",
    });
  });
});

describe("rangeLabel", () => {
  it("says which rows are on screen", () => {
    expect(rangeLabel(1, 10, 12)).toBe("1–10 of 12");
    expect(rangeLabel(2, 10, 12)).toBe("11–12 of 12");
    expect(rangeLabel(1, 25, 0)).toBe("0 of 0");
  });
});
