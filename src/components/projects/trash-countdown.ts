import { TRASH_RETENTION_DAYS } from "@/lib/plans/plan-schemas";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left before the trash purge deletes a plan trashed at `deletedAt` (0 = today). */
export function daysUntilPurge(deletedAt: Date, now: Date = new Date()): number {
  const purgeAt = deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS;
  return Math.max(0, Math.ceil((purgeAt - now.getTime()) / DAY_MS));
}

/** "Deleted forever in 12 days", "… in 1 day", "… today". */
export function purgeCountdownLabel(deletedAt: Date, now: Date = new Date()): string {
  const days = daysUntilPurge(deletedAt, now);
  if (days === 0) return "Deleted forever today";
  return `Deleted forever in ${days} ${days === 1 ? "day" : "days"}`;
}
