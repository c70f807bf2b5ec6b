/**
 * Server-side login lockout, so that clearing the browser's local storage gives no extra tries,
 * and so that no client can lock out another (issue 23, A2). Failures are counted under keys:
 *
 * - the client: the e-mail address from one client IP (or, for a device that signed in to the
 *   account before, from that device): MAX_FAILED_LOGINS lock that client for LOCKOUT_MS with
 *   the spec's text; a success clears it;
 * - the e-mail address from everywhere: MAX_FAILED_LOGINS_PER_EMAIL, far above the first, slows
 *   a guesser spread over many addresses; it refuses clients that never signed in to the account;
 * - the client IP on any addresses: MAX_FAILED_LOGINS_PER_IP stops one IP guessing across many
 *   accounts.
 *
 * A key locks once it has its budget of failures, each within LOCKOUT_MS of the previous one.
 * Only the client's own key is cleared by a success: the others are shared with other people,
 * and one person's success must not reset them for a guesser. A trusted device is counted on
 * every key but held back only by its own.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import {
  LOCKOUT_MS,
  MAX_FAILED_LOGINS,
  MAX_FAILED_LOGINS_PER_EMAIL,
  MAX_FAILED_LOGINS_PER_IP,
} from "@/lib/auth/lockout-rules";
import { loginAttempts } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

/** One counter of failed logins and the number of failures that locks it. */
export interface LockoutKey {
  key: string;
  maxFailures: number;
  /** Whether a successful login clears this counter. */
  clearedBySuccess: boolean;
  /** Whether this counter, when locked, refuses the attempt it was made for. */
  refuses: boolean;
}

/** Who is signing in to which address, as far as the lockout is concerned. */
export interface SignInAttempt {
  /** The normalised e-mail address, or null when the request has none. */
  email: string | null;
  /** The client IP (src/server/auth/client-ip.ts), or null when unknown. */
  clientIp: string | null;
  /** The id of a device that signed in to this address's account before, else null. */
  trustedDeviceId: string | null;
}

/** The keys one sign-in attempt is counted under and checked against (see the module comment). */
export function lockoutKeys({ email, clientIp, trustedDeviceId }: SignInAttempt): LockoutKey[] {
  const keys: LockoutKey[] = [];
  const trusted = trustedDeviceId !== null;
  if (email) {
    // The client comes first: it never holds "|", so the two parts cannot run into each other.
    const client = trusted ? `device:${trustedDeviceId}` : `ip:${clientIp ?? "unknown"}`;
    keys.push({
      key: `client:${client}|${email}`,
      maxFailures: MAX_FAILED_LOGINS,
      clearedBySuccess: true,
      refuses: true,
    });
    keys.push({
      key: `email:${email}`,
      maxFailures: MAX_FAILED_LOGINS_PER_EMAIL,
      clearedBySuccess: false,
      refuses: !trusted,
    });
  }
  if (clientIp) {
    keys.push({
      key: `ip:${clientIp}`,
      maxFailures: MAX_FAILED_LOGINS_PER_IP,
      clearedBySuccess: false,
      refuses: !trusted,
    });
  }
  return keys;
}

/** When the latest lock among the refusing `keys` ends, or null when none is locked at `now`. */
export async function lockedUntil(
  db: Database,
  allKeys: LockoutKey[],
  now: Date,
): Promise<Date | null> {
  const keys = allKeys.filter((entry) => entry.refuses);
  if (keys.length === 0) return null;
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(
      and(
        inArray(
          loginAttempts.key,
          keys.map((entry) => entry.key),
        ),
        gt(loginAttempts.lockedUntil, now),
      ),
    );
  let latest: number | null = null;
  for (const row of rows) latest = Math.max(latest ?? 0, row.lockedUntil!.getTime());
  return latest === null ? null : new Date(latest);
}

/** Counts one failed login against every key; the key's budget within the window locks it. */
export async function recordFailedLogin(
  db: Database,
  keys: LockoutKey[],
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - LOCKOUT_MS);
  const lockEnd = new Date(now.getTime() + LOCKOUT_MS);
  for (const { key, maxFailures } of keys) {
    // A failure long after the previous one starts a new count.
    const failures = sql`case when ${loginAttempts.lastFailureAt} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`;
    await db
      .insert(loginAttempts)
      .values({ key, failures: 1, lastFailureAt: now, lockedUntil: null })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures,
          lastFailureAt: now,
          lockedUntil: sql`case when ${failures} >= ${maxFailures} then ${lockEnd}::timestamptz else ${loginAttempts.lockedUntil} end`,
        },
      });
  }
}

/** After a successful login: clears the counters a success may clear (the client's own). */
export async function clearFailedLogins(db: Database, keys: LockoutKey[]): Promise<void> {
  const cleared = keys.filter((entry) => entry.clearedBySuccess).map((entry) => entry.key);
  if (cleared.length === 0) return;
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, cleared));
}

export async function failedLoginCount(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ failures: loginAttempts.failures })
    .from(loginAttempts)
    .where(eq(loginAttempts.key, key));
  return row?.failures ?? 0;
}
