/**
 * The login lockout as the client keeps it (spec sections 3, 4 and 9): the count of failed
 * attempts and the time of the last one, in local storage, so the form can say 'Too many failed
 * login attempts. Please try again in N minutes.' without asking the server. The server enforces
 * the same rule on its own, so clearing storage gives no extra tries.
 */
import { LOCKOUT_MS, MAX_FAILED_LOGINS, lockoutMessage, minutesLeft } from "./lockout-rules";

export const LOGIN_ATTEMPTS_STORAGE_KEY = "plansmith:login-attempts";

export interface LoginAttemptRecord {
  attempts: number;
  timestamp: number;
}

export type LockoutStatus =
  { locked: false; attempts: number } | { locked: true; minutesLeft: number; message: string };

export function createLoginLockout(
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">,
  now: () => number = Date.now,
) {
  function read(): LoginAttemptRecord | null {
    try {
      const record = JSON.parse(
        storage.getItem(LOGIN_ATTEMPTS_STORAGE_KEY) ?? "null",
      ) as LoginAttemptRecord | null;
      if (!record || typeof record.attempts !== "number" || typeof record.timestamp !== "number")
        return null;
      // The window has passed: the count starts again.
      if (now() - record.timestamp >= LOCKOUT_MS) {
        storage.removeItem(LOGIN_ATTEMPTS_STORAGE_KEY);
        return null;
      }
      return record;
    } catch {
      return null;
    }
  }

  return {
    status(): LockoutStatus {
      const record = read();
      if (record && record.attempts >= MAX_FAILED_LOGINS) {
        const minutes = minutesLeft(record.timestamp + LOCKOUT_MS, now());
        return { locked: true, minutesLeft: minutes, message: lockoutMessage(minutes) };
      }
      return { locked: false, attempts: record?.attempts ?? 0 };
    },
    recordFailure(): void {
      const attempts = (read()?.attempts ?? 0) + 1;
      storage.setItem(LOGIN_ATTEMPTS_STORAGE_KEY, JSON.stringify({ attempts, timestamp: now() }));
    },
    /** The server says the address is locked: show the same lock here. */
    lockFor(lockedUntilMs: number): void {
      storage.setItem(
        LOGIN_ATTEMPTS_STORAGE_KEY,
        JSON.stringify({ attempts: MAX_FAILED_LOGINS, timestamp: lockedUntilMs - LOCKOUT_MS }),
      );
    },
    clear(): void {
      storage.removeItem(LOGIN_ATTEMPTS_STORAGE_KEY);
    },
  };
}

export type LoginLockout = ReturnType<typeof createLoginLockout>;
