import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createSessionValidator,
  SESSION_VALIDATION_CACHE_MS,
  sessionAnswerVerdict,
} from "@/lib/auth/session-validation";

describe("session validation (spec section 4)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("caches the answer for 10 seconds", async () => {
    expect(SESSION_VALIDATION_CACHE_MS).toBe(10_000);
    const check = vi.fn(async () => true);
    const validator = createSessionValidator(check);
    expect(await validator.validate()).toBe(true);
    await vi.advanceTimersByTimeAsync(SESSION_VALIDATION_CACHE_MS - 1);
    expect(await validator.validate()).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await validator.validate();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("shares one request between concurrent validations", async () => {
    let resolve!: (valid: boolean) => void;
    const check = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    const validator = createSessionValidator(check);
    const answers = Promise.all([validator.validate(), validator.validate(), validator.validate()]);
    resolve(true);
    expect(await answers).toEqual([true, true, true]);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("treats a session the server says is gone as invalid, and caches that too", async () => {
    const check = vi.fn<() => Promise<boolean | null>>().mockResolvedValue(false);
    const validator = createSessionValidator(check);
    expect(await validator.validate()).toBe(false);
    expect(await validator.validate()).toBe(false);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("never signs out on an outage: no answer or an exception keeps the user, uncached", async () => {
    const check = vi
      .fn<() => Promise<boolean | null>>()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(false);
    const validator = createSessionValidator(check);
    expect(await validator.validate()).toBe(true);
    expect(await validator.validate()).toBe(true);
    // The server answers again, and says the session is gone: now it is invalid.
    expect(await validator.validate()).toBe(false);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("reads the session endpoint's answer: 5xx is unknown, 401 or no session is signed out", () => {
    expect(sessionAnswerVerdict(200, { data: { session: { user: {} } } })).toBe(true);
    expect(sessionAnswerVerdict(200, { data: { session: null } })).toBe(false);
    expect(sessionAnswerVerdict(401, null)).toBe(false);
    for (const status of [500, 502, 503, 504])
      expect(sessionAnswerVerdict(status, null)).toBeNull();
  });

  it("asks again after a reset, and ignores an answer that arrives after it", async () => {
    let resolveFirst!: (valid: boolean) => void;
    const check = vi
      .fn<() => Promise<boolean>>()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockResolvedValueOnce(false);
    const validator = createSessionValidator(check);
    const stale = validator.validate();
    validator.reset();
    resolveFirst(true);
    expect(await stale).toBe(true);
    expect(await validator.validate()).toBe(false);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
