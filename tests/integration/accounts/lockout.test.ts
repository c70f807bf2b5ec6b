import { describe, expect, it } from "vitest";
import { LOCKOUT_MS, MAX_FAILED_LOGINS } from "@/lib/auth/lockout-rules";
import {
  clearFailedLogins,
  failedLoginCount,
  lockedUntil,
  lockoutKeys,
  recordFailedLogin,
} from "@/server/services/accounts/lockout";
import { describeTarget } from "../../helpers/test-database";
import { useTestDatabase } from "../../helpers/use-test-database";

describe(`server-side login lockout on ${describeTarget()}`, () => {
  const database = useTestDatabase();

  const t0 = new Date("2026-11-22T10:00:00Z");
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it("locks after 5 failures for 15 minutes, by e-mail and by IP", async () => {
    const db = database.db;
    const keys = lockoutKeys("jane@example.com", "10.0.0.1");
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await recordFailedLogin(db, keys, at(i * 1000));
    expect(await lockedUntil(db, keys, at(5_000))).toBeNull();

    await recordFailedLogin(db, keys, at(5_000));
    expect(await lockedUntil(db, keys, at(5_001))).toEqual(at(5_000 + LOCKOUT_MS));
    // Either key alone is locked: another address from the same IP, or the same address elsewhere.
    expect(
      await lockedUntil(db, lockoutKeys("other@example.com", "10.0.0.1"), at(6_000)),
    ).not.toBeNull();
    expect(
      await lockedUntil(db, lockoutKeys("jane@example.com", "10.9.9.9"), at(6_000)),
    ).not.toBeNull();
    // The lock ends after 15 minutes.
    expect(await lockedUntil(db, keys, at(5_000 + LOCKOUT_MS))).toBeNull();
  });

  it("starts a new count when failures are more than 15 minutes apart", async () => {
    const db = database.db;
    const keys = lockoutKeys("slow@example.com", null);
    for (let i = 0; i < 4; i++) await recordFailedLogin(db, keys, at(i * 1000));
    await recordFailedLogin(db, keys, at(3_000 + LOCKOUT_MS + 1));
    expect(await failedLoginCount(db, "email:slow@example.com")).toBe(1);
    expect(await lockedUntil(db, keys, at(3_000 + LOCKOUT_MS + 2))).toBeNull();
  });

  it("is cleared by a successful login", async () => {
    const db = database.db;
    const keys = lockoutKeys("ok@example.com", "10.0.0.2");
    for (let i = 0; i < 4; i++) await recordFailedLogin(db, keys, at(i));
    await clearFailedLogins(db, keys);
    expect(await failedLoginCount(db, "email:ok@example.com")).toBe(0);
    await recordFailedLogin(db, keys, at(10));
    expect(await lockedUntil(db, keys, at(11))).toBeNull();
  });
});
