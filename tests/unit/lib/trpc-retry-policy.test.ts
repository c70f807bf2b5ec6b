import { TRPCClientError } from "@trpc/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { retryDelayMs, shouldRetryOperation } from "@/trpc/retry-policy";

type Op = Parameters<typeof shouldRetryOperation>[0]["op"];

function op(type: "query" | "mutation", signal?: AbortSignal): Op {
  return { type, path: "plan.list", id: 1, input: undefined, context: {}, signal: signal ?? null };
}

function serverError(httpStatus: number) {
  return TRPCClientError.from({
    error: { code: -32603, message: "boom", data: { httpStatus, code: "X" } },
  } as never);
}

const networkError = () => TRPCClientError.from(new TypeError("Failed to fetch"));

describe("tRPC retry policy", () => {
  afterEach(() => vi.restoreAllMocks());

  it("retries queries on network errors and 5xx up to 3 attempts in total", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(shouldRetryOperation({ op: op("query"), error: networkError(), attempts: 1 })).toBe(
      true,
    );
    expect(shouldRetryOperation({ op: op("query"), error: serverError(500), attempts: 2 })).toBe(
      true,
    );
    expect(shouldRetryOperation({ op: op("query"), error: serverError(500), attempts: 3 })).toBe(
      false,
    );
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("never retries 4xx answers", () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(
        shouldRetryOperation({ op: op("query"), error: serverError(status), attempts: 1 }),
      ).toBe(false);
    }
  });

  it("never retries mutations, which may already have been applied", () => {
    expect(shouldRetryOperation({ op: op("mutation"), error: networkError(), attempts: 1 })).toBe(
      false,
    );
  });

  it("never retries an aborted query", () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      shouldRetryOperation({
        op: op("query", controller.signal),
        error: networkError(),
        attempts: 1,
      }),
    ).toBe(false);
  });

  it("waits longer before each retry", () => {
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2));
  });
});
