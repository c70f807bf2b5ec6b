/**
 * Server-side login lockout, per normalised e-mail and per client IP, so that clearing the
 * browser's local storage gives no extra tries. A key locks for LOCKOUT_MS once it has
 * MAX_FAILED_LOGINS failures, each within LOCKOUT_MS of the previous one; success clears it.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { LOCKOUT_MS, MAX_FAILED_LOGINS } from "@/lib/auth/lockout-rules";
import { loginAttempts } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

export function lockoutKeys(normalizedEmail: string | null, clientIp: string | null): string[] {
  const keys: string[] = [];
  if (normalizedEmail) keys.push(`email:${normalizedEmail}`);
  if (clientIp) keys.push(`ip:${clientIp}`);
  return keys;
}

/** When the latest lock among `keys` ends, or null when none is locked at `now`. */
export async function lockedUntil(db: Database, keys: string[], now: Date): Promise<Date | null> {
  if (keys.length === 0) return null;
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.lockedUntil, now)));
  const ends = rows.map((row) => row.lockedUntil!.getTime());
  return ends.length > 0 ? new Date(Math.max(...ends)) : null;
}

/** Counts one failed login against every key; the fifth within the window locks the key. */
export async function recordFailedLogin(db: Database, keys: string[], now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOCKOUT_MS);
  const lockEnd = new Date(now.getTime() + LOCKOUT_MS);
  for (const key of keys) {
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
          lockedUntil: sql`case when ${failures} >= ${MAX_FAILED_LOGINS} then ${lockEnd}::timestamptz else ${loginAttempts.lockedUntil} end`,
        },
      });
  }
}

export async function clearFailedLogins(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
}

export async function failedLoginCount(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ failures: loginAttempts.failures })
    .from(loginAttempts)
    .where(eq(loginAttempts.key, key));
  return row?.failures ?? 0;
}
