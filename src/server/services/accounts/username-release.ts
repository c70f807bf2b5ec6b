/**
 * A username its owner gives up (a rename, or clearing it) stays reserved for them for
 * USERNAME_RELEASE_HOLD_DAYS (issue 23, A4): nobody else may take it meanwhile, so nobody can
 * pick up a name the moment it is free and pose as its owner to the people who know it; the
 * previous owner may take it back. The plan addresses the name had are recorded when it is given
 * up and keep leading to those plans for good (../publishing/released-addresses).
 */
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { env } from "@/env";
import { profiles, releasedUsernames } from "@/server/db/schema";
import type { DbOrTx } from "@/server/services/plans/plan-access";
import {
  forgetOwnReleasedAddresses,
  recordReleasedPlanAddresses,
} from "@/server/services/publishing/released-addresses";

/** Days a given-up username stays reserved when USERNAME_RELEASE_HOLD_DAYS is not set. */
export const DEFAULT_USERNAME_RELEASE_HOLD_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

/** How long a given-up username stays reserved for its previous owner, in milliseconds. */
export function usernameReleaseHoldMs(
  days: number = env.USERNAME_RELEASE_HOLD_DAYS ?? DEFAULT_USERNAME_RELEASE_HOLD_DAYS,
): number {
  return days * DAY_MS;
}

/**
 * Why `userId` (null: an account being created) cannot take `username` at `now`: another
 * account has it ("taken"), or another account gave it up within the hold ("held"); null when
 * it can. One statement, so a rename committing meanwhile is seen whole (as taken, or as held).
 */
export async function usernameUnavailability(
  db: DbOrTx,
  username: string,
  userId: string | null,
  now: Date,
): Promise<"taken" | "held" | null> {
  const sameName = sql`lower(${profiles.username}) = lower(${username})`;
  const heldSince = new Date(now.getTime() - usernameReleaseHoldMs());
  const rows = await db
    .select({ reason: sql<"taken" | "held">`'taken'` })
    .from(profiles)
    .where(and(sameName, userId ? ne(profiles.userId, userId) : undefined))
    .unionAll(
      db
        .select({ reason: sql<"taken" | "held">`'held'` })
        .from(releasedUsernames)
        .where(
          and(
            eq(releasedUsernames.username, username.toLowerCase()),
            userId ? ne(releasedUsernames.userId, userId) : undefined,
            gt(releasedUsernames.releasedAt, heldSince),
          ),
        ),
    );
  if (rows.some((row) => row.reason === "taken")) return "taken";
  return rows.length > 0 ? "held" : null;
}

/**
 * `userId`'s username changes from `previous` to `next` (null: none), inside the transaction
 * that writes it: a name given up is reserved for them and its plan addresses recorded; a name
 * they gave up before and take back is plainly theirs again. A change of case is no change.
 */
export async function recordUsernameChange(
  tx: DbOrTx,
  userId: string,
  previous: string | null,
  next: string | null,
  now: Date,
): Promise<void> {
  if (previous && previous.toLowerCase() !== next?.toLowerCase()) {
    await tx
      .insert(releasedUsernames)
      .values({ username: previous.toLowerCase(), userId, releasedAt: now })
      .onConflictDoUpdate({
        target: [releasedUsernames.username, releasedUsernames.userId],
        set: { releasedAt: now },
      });
    await recordReleasedPlanAddresses(tx, userId, previous);
  }
  if (next) {
    await tx
      .delete(releasedUsernames)
      .where(
        and(
          eq(releasedUsernames.username, next.toLowerCase()),
          eq(releasedUsernames.userId, userId),
        ),
      );
    await forgetOwnReleasedAddresses(tx, userId, next);
  }
}
