/**
 * Server-side login lockout, per normalised e-mail and per client IP, so that clearing the
 * browser's local storage gives no extra tries. A key locks for LOCKOUT_MS once it has its
 * budget of failures (MAX_FAILED_LOGINS per address, MAX_FAILED_LOGINS_PER_IP per IP), each
 * within LOCKOUT_MS of the previous one. A success clears the address's count only: the IP's
 * count is shared by everyone behind it, so one person's success must not reset it for a guesser.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { LOCKOUT_MS, MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_PER_IP } from "@/lib/auth/lockout-rules";
import { loginAttempts } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

/** One counter of failed logins and the number of failures that locks it. */
export interface LockoutKey {
  key: string;
  maxFailures: number;
  /** Whether a successful login clears this counter. */
  clearedBySuccess: boolean;
}

export function lockoutKeys(normalizedEmail: string | null, clientIp: string | null): LockoutKey[] {
  const keys: LockoutKey[] = [];
  if (normalizedEmail) {
    keys.push({
      key: `email:${normalizedEmail}`,
      maxFailures: MAX_FAILED_LOGINS,
      clearedBySuccess: true,
    });
  }
  if (clientIp) {
    keys.push({
      key: `ip:${clientIp}`,
      maxFailures: MAX_FAILED_LOGINS_PER_IP,
      clearedBySuccess: false,
    });
  }
  return keys;
}

/** When the latest lock among `keys` ends, or null when none is locked at `now`. */
export async function lockedUntil(
  db: Database,
  keys: LockoutKey[],
  now: Date,
): Promise<Date | null> {
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

/** After a successful login: clears the counters a success may clear (the address's). */
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
