/**
 * The trash keeps plans for TRASH_RETENTION_DAYS; after that they are deleted for good (with their
 * sections and revisions) and each owner gets one 'plans_purged' notification naming them.
 *
 * `purgeExpiredTrash` runs hourly in every server process (see ./maintenance.ts, started from
 * src/instrumentation.ts) and for one owner whenever they open the trash, so an expired plan never
 * shows even between runs. Instances racing on the same rows are harmless: a row is deleted once,
 * and only the instance that deleted it notifies.
 */
import { and, eq, isNotNull, lt, type SQL } from "drizzle-orm";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { TRASH_RETENTION_DAYS } from "@/lib/plans/plan-schemas";
import { plans } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import {
  createNotifications,
  type NewNotification,
} from "@/server/services/notifications/notifications";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A notification names this many purged plans, then says how many more. */
const TITLES_IN_NOTIFICATION = 5;

/** Plans trashed before this moment have been in the trash for the whole retention period. */
export function trashExpiryCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
}

/**
 * Deletes every plan (or, with `ownerId`, every plan of that owner) that has been in the trash
 * longer than TRASH_RETENTION_DAYS, and notifies the owners. Answers how many were deleted.
 */
export async function purgeExpiredTrash(
  db: Database,
  now: Date = new Date(),
  options: { ownerId?: string } = {},
): Promise<{ count: number }> {
  const conditions: SQL[] = [
    isNotNull(plans.deletedAt),
    lt(plans.deletedAt, trashExpiryCutoff(now)),
  ];
  if (options.ownerId) conditions.push(eq(plans.ownerId, options.ownerId));
  return db.transaction(async (tx) => {
    const purged = await tx
      .delete(plans)
      .where(and(...conditions))
      .returning({ ownerId: plans.ownerId, title: plans.title });
    await createNotifications(tx, purgeNotifications(purged));
    return { count: purged.length };
  });
}

function purgeNotifications(purged: { ownerId: string; title: string }[]): NewNotification[] {
  const titlesByOwner = new Map<string, string[]>();
  for (const { ownerId, title } of purged) {
    titlesByOwner.set(ownerId, [...(titlesByOwner.get(ownerId) ?? []), title]);
  }
  return [...titlesByOwner].map(([userId, titles]) => {
    const named = titles.slice(0, TITLES_IN_NOTIFICATION).map((title) => `“${title}”`);
    const more = titles.length - named.length;
    return {
      userId,
      kind: NOTIFICATION_KINDS.plansPurged,
      title:
        titles.length === 1
          ? "A plan was deleted from the trash"
          : `${titles.length} plans were deleted from the trash`,
      body: `${named.join(", ")}${more > 0 ? ` and ${more} more` : ""} had been in the trash for ${TRASH_RETENTION_DAYS} days and ${titles.length === 1 ? "was" : "were"} deleted for good.`,
      link: null,
    };
  });
}
