import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LOCKOUT_MINUTES,
  LOCKOUT_MS,
  MAX_FAILED_LOGINS,
  lockoutMessage,
} from "@/lib/auth/lockout-rules";
import { LOGIN_ATTEMPTS_STORAGE_KEY, createLoginLockout } from "@/lib/auth/login-lockout-store";

/** An in-memory Storage, as window.localStorage behaves. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

const MINUTE = 60_000;

describe("client login lockout (spec sections 4 and 9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-03-01T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("uses the spec's numbers: 5 failures, 15 minutes", () => {
    expect(MAX_FAILED_LOGINS).toBe(5);
    expect(LOCKOUT_MINUTES).toBe(15);
    expect(LOCKOUT_MS).toBe(15 * MINUTE);
  });

  it("counts failures and locks at the fifth, with the spec's message", () => {
    const lockout = createLoginLockout(memoryStorage());
    for (let attempt = 1; attempt < MAX_FAILED_LOGINS; attempt += 1) {
      lockout.recordFailure();
      expect(lockout.status()).toEqual({ locked: false, attempts: attempt });
    }
    lockout.recordFailure();
    expect(lockout.status()).toEqual({
      locked: true,
      minutesLeft: 15,
      message: "Too many failed login attempts. Please try again in 15 minutes.",
    });
  });

  it("counts the minutes left down as time passes", () => {
    const lockout = createLoginLockout(memoryStorage());
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) lockout.recordFailure();

    vi.advanceTimersByTime(30_000);
    expect(lockout.status()).toMatchObject({ locked: true, minutesLeft: 15 });
    vi.advanceTimersByTime(30_000);
    expect(lockout.status()).toMatchObject({ locked: true, minutesLeft: 14 });
    vi.advanceTimersByTime(4 * MINUTE);
    expect(lockout.status()).toEqual({
      locked: true,
      minutesLeft: 10,
      message: lockoutMessage(10),
    });
    // Never "0 minutes" while still locked: the last minute reads 1.
    vi.advanceTimersByTime(10 * MINUTE - 1_000);
    expect(lockout.status()).toMatchObject({ locked: true, minutesLeft: 1 });
  });

  it("unlocks 15 minutes after the last failure and starts counting again", () => {
    const storage = memoryStorage();
    const lockout = createLoginLockout(storage);
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) lockout.recordFailure();

    vi.advanceTimersByTime(LOCKOUT_MS - 1);
    expect(lockout.status().locked).toBe(true);
    vi.advanceTimersByTime(1);
    expect(lockout.status()).toEqual({ locked: false, attempts: 0 });
    expect(storage.items.has(LOGIN_ATTEMPTS_STORAGE_KEY)).toBe(false);

    lockout.recordFailure();
    expect(lockout.status()).toEqual({ locked: false, attempts: 1 });
  });

  it("clears the record on a successful login", () => {
    const storage = memoryStorage();
    const lockout = createLoginLockout(storage);
    for (let i = 0; i < 3; i += 1) lockout.recordFailure();
    lockout.clear();
    expect(lockout.status()).toEqual({ locked: false, attempts: 0 });
    expect(storage.items.has(LOGIN_ATTEMPTS_STORAGE_KEY)).toBe(false);

    // Clearing also ends a lock at once.
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) lockout.recordFailure();
    expect(lockout.status().locked).toBe(true);
    lockout.clear();
    expect(lockout.status().locked).toBe(false);
  });

  it("keeps the record in storage, so a new page (same storage) is still locked", () => {
    const storage = memoryStorage();
    const first = createLoginLockout(storage);
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) first.recordFailure();
    expect(JSON.parse(storage.items.get(LOGIN_ATTEMPTS_STORAGE_KEY)!)).toEqual({
      attempts: MAX_FAILED_LOGINS,
      timestamp: Date.now(),
    });
    vi.advanceTimersByTime(5 * MINUTE);
    expect(createLoginLockout(storage).status()).toMatchObject({ locked: true, minutesLeft: 10 });
  });

  it("mirrors a lock the server reports with lockFor", () => {
    const lockout = createLoginLockout(memoryStorage());
    lockout.lockFor(Date.now() + 7 * MINUTE);
    expect(lockout.status()).toEqual({ locked: true, minutesLeft: 7, message: lockoutMessage(7) });
    vi.advanceTimersByTime(7 * MINUTE);
    expect(lockout.status().locked).toBe(false);
  });

  it("ignores a damaged record", () => {
    const storage = memoryStorage();
    storage.setItem(LOGIN_ATTEMPTS_STORAGE_KEY, "{not json");
    const lockout = createLoginLockout(storage);
    expect(lockout.status()).toEqual({ locked: false, attempts: 0 });
    storage.setItem(LOGIN_ATTEMPTS_STORAGE_KEY, JSON.stringify({ attempts: "5" }));
    expect(lockout.status()).toEqual({ locked: false, attempts: 0 });
    lockout.recordFailure();
    expect(lockout.status()).toEqual({ locked: false, attempts: 1 });
  });
});
