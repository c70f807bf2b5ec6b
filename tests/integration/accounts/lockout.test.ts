import { describe, expect, it } from "vitest";
import {
  LOCKOUT_MS,
  MAX_FAILED_LOGINS,
  MAX_FAILED_LOGINS_PER_EMAIL,
  MAX_FAILED_LOGINS_PER_IP,
} from "@/lib/auth/lockout-rules";
import {
  clearFailedLogins,
  failedLoginCount,
  lockedUntil,
  lockoutKeys,
  recordFailedLogin,
} from "@/server/services/accounts/lockout";
import { describeTarget } from "../../helpers/test-database";
import { useTestDatabase } from "../../helpers/use-test-database";

/** An attempt from a client that never signed in to the address's account. */
const fromIp = (email: string | null, clientIp: string | null) =>
  lockoutKeys({ email, clientIp, trustedDeviceId: null });
/** An attempt from a device that signed in to the address's account before. */
const fromDevice = (email: string, clientIp: string, deviceId: string) =>
  lockoutKeys({ email, clientIp, trustedDeviceId: deviceId });

describe(`server-side login lockout on ${describeTarget()}`, () => {
  const database = useTestDatabase();

  const t0 = new Date("2026-11-22T10:00:00Z");
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it("locks an address after 5 failures for 15 minutes, for the client IP that failed only", async () => {
    const db = database.db;
    const keys = fromIp("jane@example.com", "10.0.0.1");
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await recordFailedLogin(db, keys, at(i * 1000));
    expect(await lockedUntil(db, keys, at(5_000))).toBeNull();

    await recordFailedLogin(db, keys, at(5_000));
    expect(await lockedUntil(db, keys, at(5_001))).toEqual(at(5_000 + LOCKOUT_MS));
    // The same address from elsewhere is not locked: one client's failures lock nobody else.
    expect(await lockedUntil(db, fromIp("jane@example.com", "10.9.9.9"), at(6_000))).toBeNull();
    // Nor another address from the same IP.
    expect(await lockedUntil(db, fromIp("other@example.com", "10.0.0.1"), at(6_000))).toBeNull();
    // The lock ends after 15 minutes.
    expect(await lockedUntil(db, keys, at(5_000 + LOCKOUT_MS))).toBeNull();
  });

  it("refuses clients that never signed in once the address's ceiling is reached, not its devices", async () => {
    const db = database.db;
    const email = "ceiling@example.com";
    // Failures spread over many IPs, each below its own lock.
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_EMAIL - 1; i++) {
      await recordFailedLogin(db, fromIp(email, `10.1.${i % 250}.${Math.floor(i / 250)}`), at(i));
    }
    expect(await lockedUntil(db, fromIp(email, "10.2.0.1"), at(1_000))).toBeNull();
    await recordFailedLogin(db, fromIp(email, "10.2.0.2"), at(1_000));
    expect(await lockedUntil(db, fromIp(email, "10.2.0.1"), at(1_001))).toEqual(
      at(1_000 + LOCKOUT_MS),
    );
    // A device that signed in before still gets in, from any IP.
    expect(await lockedUntil(db, fromDevice(email, "10.2.0.1", "dev-1"), at(1_001))).toBeNull();
    // Other addresses are not touched.
    expect(await lockedUntil(db, fromIp("bystander@example.com", "10.2.0.1"), at(1_001))).toBe(
      null,
    );
  });

  it("locks a trusted device after its own 5 failures, and nobody else with it", async () => {
    const db = database.db;
    const keys = fromDevice("devices@example.com", "10.3.0.1", "dev-2");
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await recordFailedLogin(db, keys, at(i));
    expect(await lockedUntil(db, keys, at(10))).toEqual(at(MAX_FAILED_LOGINS - 1 + LOCKOUT_MS));
    // Another device of the account, and a fresh client on the same IP, are not locked.
    expect(
      await lockedUntil(db, fromDevice("devices@example.com", "10.3.0.1", "dev-3"), at(10)),
    ).toBeNull();
    expect(await lockedUntil(db, fromIp("devices@example.com", "10.3.0.1"), at(10))).toBeNull();
  });

  it("locks an IP only after its much larger budget of failures on any addresses", async () => {
    const db = database.db;
    const ip = "10.0.0.3";
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_IP - 1; i++) {
      await recordFailedLogin(db, fromIp(`guess${i}@example.com`, ip), at(i));
    }
    expect(await lockedUntil(db, fromIp("fresh@example.com", ip), at(1_000))).toBeNull();
    await recordFailedLogin(db, fromIp("last@example.com", ip), at(1_000));
    expect(await lockedUntil(db, fromIp("fresh@example.com", ip), at(1_001))).toEqual(
      at(1_000 + LOCKOUT_MS),
    );
    expect(await lockedUntil(db, fromIp("fresh@example.com", "10.0.0.4"), at(1_001))).toBeNull();
    // A device that signed in to its account before is not held back by its IP's lock.
    expect(await lockedUntil(db, fromDevice("fresh@example.com", ip, "dev-4"), at(1_001))).toBe(
      null,
    );
  });

  it("starts a new count when failures are more than 15 minutes apart", async () => {
    const db = database.db;
    const keys = fromIp("slow@example.com", null);
    for (let i = 0; i < 4; i++) await recordFailedLogin(db, keys, at(i * 1000));
    await recordFailedLogin(db, keys, at(3_000 + LOCKOUT_MS + 1));
    expect(await failedLoginCount(db, "client:ip:unknown|slow@example.com")).toBe(1);
    expect(await failedLoginCount(db, "email:slow@example.com")).toBe(1);
    expect(await lockedUntil(db, keys, at(3_000 + LOCKOUT_MS + 2))).toBeNull();
  });

  it("is cleared by a successful login for the client, not for the address or the shared IP", async () => {
    const db = database.db;
    const keys = fromIp("ok@example.com", "10.0.0.2");
    for (let i = 0; i < 4; i++) await recordFailedLogin(db, keys, at(i));
    await clearFailedLogins(db, keys);
    expect(await failedLoginCount(db, "client:ip:10.0.0.2|ok@example.com")).toBe(0);
    // Someone's success gives a guesser no fresh budget on the address or behind the same IP.
    expect(await failedLoginCount(db, "email:ok@example.com")).toBe(4);
    expect(await failedLoginCount(db, "ip:10.0.0.2")).toBe(4);
    await recordFailedLogin(db, keys, at(10));
    expect(await lockedUntil(db, keys, at(11))).toBeNull();
  });
});
