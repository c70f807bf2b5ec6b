/**
 * Moves the clock (Date only; timers and the database keep real time) past the age of the
 * signed session cookie cache, after which a session revoked elsewhere must be refused.
 * Call `vi.useRealTimers()` afterwards (an afterEach does it).
 */
import { vi } from "vitest";
import { SESSION_COOKIE_CACHE_SECONDS } from "@/server/auth/session-cache";

export function passSessionCacheAge(): void {
  vi.useFakeTimers({
    toFake: ["Date"],
    now: Date.now() + (SESSION_COOKIE_CACHE_SECONDS + 1) * 1000,
  });
}
