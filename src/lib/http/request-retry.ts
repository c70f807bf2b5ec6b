/**
 * The app-wide rule for retrying requests (spec sections 7 and 9): a request is tried up to
 * 3 times in total on network errors and 5xx answers, never after an abort and never on 4xx.
 * Each retry logs a warning and the final failure logs an error. Writes are not retried unless
 * the caller says they are idempotent, so a retried write can never apply twice.
 */
export const MAX_REQUEST_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 300;
export const RETRY_MAX_DELAY_MS = 5_000;

export interface RequestFailure {
  /** The caller aborted the request. */
  aborted: boolean;
  /** HTTP status of the answer, or null when no answer arrived (network error). */
  status: number | null;
}

export interface RetryLogger {
  warn(message: string): void;
  error(message: string): void;
}

export function isTransientFailure(failure: RequestFailure): boolean {
  if (failure.aborted) return false;
  return failure.status === null || failure.status >= 500;
}

/** Delay before retry number `retryIndex` (0 for the first retry): 300 ms, 600 ms, … up to 5 s. */
export function retryDelayMs(retryIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** retryIndex, RETRY_MAX_DELAY_MS);
}

/**
 * Decides whether to try again after `attempts` failed tries, and logs the decision the spec
 * asks for. Failures that are not transient are ordinary answers and are not logged here.
 */
export function decideRetry(
  failure: RequestFailure,
  attempts: number,
  description: string,
  logger: RetryLogger = console,
): boolean {
  if (!isTransientFailure(failure)) return false;
  const cause = failure.status === null ? "network error" : `HTTP ${failure.status}`;
  if (attempts < MAX_REQUEST_ATTEMPTS) {
    logger.warn(
      `${description} failed (${cause}); retrying, attempt ${attempts + 1} of ${MAX_REQUEST_ATTEMPTS}`,
    );
    return true;
  }
  logger.error(`${description} failed after ${MAX_REQUEST_ATTEMPTS} attempts (${cause})`);
  return false;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}
