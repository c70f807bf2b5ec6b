import type { Operation, TRPCClientError } from "@trpc/client";
import type { AnyRouter } from "@trpc/server";
import { decideRetry, isAbortError, retryDelayMs as delayForRetry } from "@/lib/http/request-retry";

/**
 * The tRPC side of the app-wide retry rule. Only queries are retried: a mutation may have been
 * applied before its answer was lost, so repeating it blindly could apply it twice.
 */
export function shouldRetryOperation(opts: {
  op: Operation;
  error: TRPCClientError<AnyRouter>;
  attempts: number;
}): boolean {
  if (opts.op.type !== "query") return false;
  const aborted = opts.op.signal?.aborted === true || isAbortError(opts.error.cause);
  // tRPC errors carry their HTTP status; a failure without one never got an answer.
  const status = (opts.error.data as { httpStatus?: number } | undefined)?.httpStatus ?? null;
  return decideRetry({ aborted, status }, opts.attempts, `tRPC ${opts.op.path}`);
}

/** retryLink passes the number of attempts made so far (1 after the first failure). */
export function retryDelayMs(attempts: number): number {
  return delayForRetry(Math.max(0, attempts - 1));
}
