import { decideRetry, isAbortError, retryDelayMs, type RetryLogger } from "./request-retry";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface FetchWithRetryInit extends RequestInit {
  /** Allow retries of a write that is safe to repeat (for example one with an idempotency key). */
  idempotent?: boolean;
  logger?: RetryLogger;
  /** Injected in tests; defaults to the global fetch. */
  fetchImpl?: typeof fetch;
}

/**
 * `fetch` with the app-wide retry rule. Reads (GET, HEAD, OPTIONS) and writes marked idempotent
 * are retried on network errors and 5xx; everything else is tried once. Resolves with the last
 * Response (callers handle 4xx/5xx bodies); rejects on network failure or abort.
 */
export async function fetchWithRetry(
  input: string | URL,
  init: FetchWithRetryInit = {},
): Promise<Response> {
  const { idempotent, logger, fetchImpl = fetch, ...requestInit } = init;
  const method = (requestInit.method ?? "GET").toUpperCase();
  const retryable = idempotent === true || SAFE_METHODS.has(method);
  const description = `${method} ${String(input)}`;
  const signal = requestInit.signal ?? undefined;

  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetchImpl(input, requestInit);
    } catch (error) {
      const aborted = signal?.aborted === true || isAbortError(error);
      if (!retryable || !decideRetry({ aborted, status: null }, attempt, description, logger)) {
        throw error;
      }
      await sleep(retryDelayMs(attempt - 1), signal);
      continue;
    }
    if (
      !retryable ||
      !decideRetry({ aborted: false, status: response.status }, attempt, description, logger)
    ) {
      return response;
    }
    // Free the connection of the failed answer before trying again.
    await response.body?.cancel().catch(() => undefined);
    await sleep(retryDelayMs(attempt - 1), signal);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
