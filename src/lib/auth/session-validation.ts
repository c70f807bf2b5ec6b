/**
 * Session validation on the client (spec section 4): asks the server whether the session is
 * still valid; the answer is cached for 10 seconds; validations that overlap share one request.
 * Only the server saying so signs the user out: a check that got no answer, a 5xx (a database
 * outage) or an exception keeps the user and is not cached (issue 10: an outage is not a
 * sign-out).
 */
export const SESSION_VALIDATION_CACHE_MS = 10_000;

export interface SessionValidator {
  validate(): Promise<boolean>;
  /** Forgets the cached answer (after sign-in, sign-out, or a session found gone). */
  reset(): void;
}

/**
 * What an answer of GET /api/auth/session says: true (a session), false (signed out: no session,
 * or a 4xx), null (cannot tell: a 5xx).
 */
export function sessionAnswerVerdict(status: number, body: unknown): boolean | null {
  if (status >= 500) return null;
  if (status < 200 || status >= 300) return false;
  return !!(body as { data?: { session?: unknown } } | null)?.data?.session;
}

/** `checkSession` answers true/false, or null when it could not tell (outage). */
export function createSessionValidator(
  checkSession: () => Promise<boolean | null>,
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
        .catch(() => null)
        .then((verdict) => {
          // Could not tell: keep the user, and ask again next time.
          if (verdict === null) return true;
          // A reset during the request makes its answer stale: don't cache it.
          if (started === generation) cached = { valid: verdict, at: now() };
          return verdict;
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
