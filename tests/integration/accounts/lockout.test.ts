import { describe, expect, it } from "vitest";
import { LOCKOUT_MS, MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_PER_IP } from "@/lib/auth/lockout-rules";
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

  it("locks an address after 5 failures for 15 minutes, from any IP", async () => {
    const db = database.db;
    const keys = lockoutKeys("jane@example.com", "10.0.0.1");
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await recordFailedLogin(db, keys, at(i * 1000));
    expect(await lockedUntil(db, keys, at(5_000))).toBeNull();

    await recordFailedLogin(db, keys, at(5_000));
    expect(await lockedUntil(db, keys, at(5_001))).toEqual(at(5_000 + LOCKOUT_MS));
    // The same address from elsewhere is locked too.
    expect(
      await lockedUntil(db, lockoutKeys("jane@example.com", "10.9.9.9"), at(6_000)),
    ).not.toBeNull();
    // Another address from the same IP is not: one shared IP's typos lock nobody else out.
    expect(
      await lockedUntil(db, lockoutKeys("other@example.com", "10.0.0.1"), at(6_000)),
    ).toBeNull();
    // The lock ends after 15 minutes.
    expect(await lockedUntil(db, keys, at(5_000 + LOCKOUT_MS))).toBeNull();
  });

  it("locks an IP only after its much larger budget of failures on any addresses", async () => {
    const db = database.db;
    const ip = "10.0.0.3";
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_IP - 1; i++) {
      await recordFailedLogin(db, lockoutKeys(`guess${i}@example.com`, ip), at(i));
    }
    expect(await lockedUntil(db, lockoutKeys("fresh@example.com", ip), at(1_000))).toBeNull();
    await recordFailedLogin(db, lockoutKeys("last@example.com", ip), at(1_000));
    expect(await lockedUntil(db, lockoutKeys("fresh@example.com", ip), at(1_001))).toEqual(
      at(1_000 + LOCKOUT_MS),
    );
    expect(
      await lockedUntil(db, lockoutKeys("fresh@example.com", "10.0.0.4"), at(1_001)),
    ).toBeNull();
  });

  it("starts a new count when failures are more than 15 minutes apart", async () => {
    const db = database.db;
    const keys = lockoutKeys("slow@example.com", null);
    for (let i = 0; i < 4; i++) await recordFailedLogin(db, keys, at(i * 1000));
    await recordFailedLogin(db, keys, at(3_000 + LOCKOUT_MS + 1));
    expect(await failedLoginCount(db, "email:slow@example.com")).toBe(1);
    expect(await lockedUntil(db, keys, at(3_000 + LOCKOUT_MS + 2))).toBeNull();
  });

  it("is cleared by a successful login for the address, not for the shared IP", async () => {
    const db = database.db;
    const keys = lockoutKeys("ok@example.com", "10.0.0.2");
    for (let i = 0; i < 4; i++) await recordFailedLogin(db, keys, at(i));
    await clearFailedLogins(db, keys);
    expect(await failedLoginCount(db, "email:ok@example.com")).toBe(0);
    // Someone else's success behind the same IP gives a guesser no fresh budget.
    expect(await failedLoginCount(db, "ip:10.0.0.2")).toBe(4);
    await recordFailedLogin(db, keys, at(10));
    expect(await lockedUntil(db, keys, at(11))).toBeNull();
  });
});
