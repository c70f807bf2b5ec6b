import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchWithRetry } from "@/lib/http/fetch-with-retry";
import {
  decideRetry,
  isTransientFailure,
  MAX_REQUEST_ATTEMPTS,
  retryDelayMs,
} from "@/lib/http/request-retry";

function recordingLogger() {
  return { warn: vi.fn<(message: string) => void>(), error: vi.fn<(message: string) => void>() };
}

const respond = (status: number) => new Response(`status ${status}`, { status });
const networkError = () => new TypeError("fetch failed");

describe("retry rule", () => {
  it("tries 3 times in total", () => {
    expect(MAX_REQUEST_ATTEMPTS).toBe(3);
  });

  it.each([
    [{ aborted: false, status: null }, true],
    [{ aborted: false, status: 500 }, true],
    [{ aborted: false, status: 503 }, true],
    [{ aborted: false, status: 400 }, false],
    [{ aborted: false, status: 404 }, false],
    [{ aborted: false, status: 429 }, false],
    [{ aborted: true, status: null }, false],
    [{ aborted: true, status: 503 }, false],
  ])("%o transient → %s", (failure, expected) => {
    expect(isTransientFailure(failure)).toBe(expected);
  });

  it("warns on each retry and logs an error on the third failure", () => {
    const logger = recordingLogger();
    expect(decideRetry({ aborted: false, status: 502 }, 1, "GET /x", logger)).toBe(true);
    expect(decideRetry({ aborted: false, status: null }, 2, "GET /x", logger)).toBe(true);
    expect(decideRetry({ aborted: false, status: 500 }, 3, "GET /x", logger)).toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toContain("after 3 attempts");
  });

  it("backs off between retries", () => {
    expect(retryDelayMs(0)).toBeLessThan(retryDelayMs(1));
    expect(retryDelayMs(20)).toBe(5_000);
  });
});

describe("fetchWithRetry", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function run(promise: Promise<Response>) {
    // Let the backoff timers fire.
    const settled = promise.then(
      (value) => ({ value, error: undefined }),
      (error: unknown) => ({ value: undefined, error }),
    );
    await vi.runAllTimersAsync();
    return settled;
  }

  it("retries a read after network errors and 5xx, then returns the success", async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(respond(503))
      .mockResolvedValueOnce(respond(200));
    const logger = recordingLogger();
    const { value } = await run(fetchWithRetry("/api/x", { fetchImpl, logger }));
    expect(value?.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("stops after 3 attempts, logging an error, and returns the last 5xx", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => respond(500));
    const logger = recordingLogger();
    const { value } = await run(fetchWithRetry("/api/x", { fetchImpl, logger }));
    expect(value?.status).toBe(500);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it("rejects after 3 network failures", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(networkError());
    const logger = recordingLogger();
    const { error } = await run(fetchWithRetry("/api/x", { fetchImpl, logger }));
    expect(error).toBeInstanceOf(TypeError);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it("never retries a 4xx", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(respond(404));
    const { value } = await run(fetchWithRetry("/api/x", { fetchImpl, logger: recordingLogger() }));
    expect(value?.status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("never retries after an abort", async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => {
      controller.abort();
      throw new DOMException("The operation was aborted.", "AbortError");
    });
    const logger = recordingLogger();
    const { error } = await run(
      fetchWithRetry("/api/x", { fetchImpl, logger, signal: controller.signal }),
    );
    expect((error as Error).name).toBe("AbortError");
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("does not retry writes unless they are marked idempotent", async () => {
    const failing = () => vi.fn<typeof fetch>().mockResolvedValue(respond(502));
    const post = failing();
    await run(
      fetchWithRetry("/api/x", { method: "POST", fetchImpl: post, logger: recordingLogger() }),
    );
    expect(post).toHaveBeenCalledTimes(1);

    const idempotentPut = failing();
    await run(
      fetchWithRetry("/api/x", {
        method: "PUT",
        idempotent: true,
        fetchImpl: idempotentPut,
        logger: recordingLogger(),
      }),
    );
    expect(idempotentPut).toHaveBeenCalledTimes(3);
  });
});
