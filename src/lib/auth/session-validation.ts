/**
 * Session validation on the client (spec section 4): asks the server whether the session is
 * still valid. A failure or exception counts as invalid; the answer is cached for 10 seconds;
 * validations that overlap share one request.
 */
export const SESSION_VALIDATION_CACHE_MS = 10_000;

export interface SessionValidator {
  validate(): Promise<boolean>;
  /** Forgets the cached answer (after sign-in, sign-out, or a session found gone). */
  reset(): void;
}

export function createSessionValidator(
  checkSession: () => Promise<boolean>,
  now: () => number = Date.now,
): SessionValidator {
  let cached: { valid: boolean; at: number } | null = null;
  let inFlight: Promise<boolean> | null = null;
  let generation = 0;

  return {
    validate() {
      if (cached && now() - cached.at < SESSION_VALIDATION_CACHE_MS)
        return Promise.resolve(cached.valid);
      if (inFlight) return inFlight;
      const started = generation;
      inFlight = checkSession()
        .catch(() => false)
        .then((valid) => {
          // A reset during the request makes its answer stale: don't cache it.
          if (started === generation) cached = { valid, at: now() };
          return valid;
        })
        .finally(() => {
          if (started === generation) inFlight = null;
        });
      return inFlight;
    },
    reset() {
      generation++;
      cached = null;
      inFlight = null;
    },
  };
}
