/**
 * Telling visitors of shared pages apart without storing who they are, so a view counts once per
 * visitor, plan and UTC day. A visitor is a keyed hash (HMAC-SHA-256) of their client address,
 * user agent, the plan and the day. The key is random, one per day, kept in view_day_keys so
 * every app instance hashes alike, and deleted once the day is over — with every hash of that
 * day (the foreign key cascades). While the day runs the hashes cannot be reversed without the
 * key; after it, nothing is left to reverse.
 *
 * Past days are deleted when a new day's key is made (the first counted view of the day, on any
 * instance) and by the hourly plans maintenance, so a quiet night still ends in deletion.
 */
import { createHmac, randomBytes } from "node:crypto";
import { eq, gt, lt } from "drizzle-orm";
import { planViewVisitors, viewDayKeys } from "@/server/db/schema";
import type { DbOrTx } from "@/server/services/plans/plan-access";

/** 256 bits, the size of HMAC-SHA-256's block of output. */
export const VIEW_DAY_KEY_BYTES = 32;

/** What identifies a visitor for the day; none of it is stored. */
export interface ViewVisitor {
  /** As per-IP limits count it (an IPv6 client by its /64), or null when unknown. */
  clientAddress: string | null;
  userAgent: string | null;
  planId: string;
  day: string;
}

/** The visitor's hash under the day's key (base64url). */
export function visitorHash(key: string, visitor: ViewVisitor): string {
  // JSON keeps the parts apart: no two different visitors join into the same text.
  const parts = JSON.stringify([
    visitor.clientAddress ?? "",
    visitor.userAgent ?? "",
    visitor.planId,
    visitor.day,
  ]);
  return createHmac("sha256", Buffer.from(key, "base64url")).update(parts).digest("base64url");
}

/**
 * The key of `day`, made on first use. Two instances making it at once agree: the second insert
 * does nothing and both read the row that won. Making it is also when the past days' keys and
 * hashes are deleted. Null when a later day has begun (an instance whose clock is behind): that
 * day is over, and its key is not made again.
 */
export async function viewDayKey(db: DbOrTx, day: string): Promise<string | null> {
  const [existing] = await db
    .select({ key: viewDayKeys.key })
    .from(viewDayKeys)
    .where(eq(viewDayKeys.day, day));
  if (existing) return existing.key;
  const [later] = await db
    .select({ day: viewDayKeys.day })
    .from(viewDayKeys)
    .where(gt(viewDayKeys.day, day))
    .limit(1);
  if (later) return null;
  const [made] = await db
    .insert(viewDayKeys)
    .values({ day, key: randomBytes(VIEW_DAY_KEY_BYTES).toString("base64url") })
    .onConflictDoNothing({ target: viewDayKeys.day })
    .returning({ key: viewDayKeys.key });
  if (made) {
    await forgetViewDaysBefore(db, day);
    return made.key;
  }
  const [won] = await db
    .select({ key: viewDayKeys.key })
    .from(viewDayKeys)
    .where(eq(viewDayKeys.day, day));
  return won?.key ?? null;
}

/**
 * Records the visitor for the day; true when this is their first view of the plan that day.
 * Run it in the transaction that counts the view: of concurrent first views of one visitor the
 * primary key lets exactly one through.
 */
export async function firstViewOfVisitor(
  tx: DbOrTx,
  day: string,
  visitor: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(planViewVisitors)
    .values({ day, visitor })
    .onConflictDoNothing()
    .returning({ day: planViewVisitors.day });
  return inserted.length > 0;
}

/** Deletes the keys of the days before `day` and, by the foreign key, their visitors' hashes. */
export async function forgetViewDaysBefore(db: DbOrTx, day: string): Promise<number> {
  const deleted = await db
    .delete(viewDayKeys)
    .where(lt(viewDayKeys.day, day))
    .returning({ day: viewDayKeys.day });
  return deleted.length;
}
