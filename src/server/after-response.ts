import "server-only";
import { after } from "next/server";
import { createLogger } from "@/server/log";
import type { AfterResponse } from "@/server/services/accounts/context";

const log = createLogger("after-response");

/**
 * Runs `task` once the response has been sent (Next's `after()`, which also keeps a serverless
 * function alive until it ends). Outside a request (a script, a test calling a handler directly)
 * there is no response to wait for, and the task simply runs detached. A failure is logged: the
 * caller has already answered.
 */
export const runAfterResponse: AfterResponse = (label, task) => {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      log.error(`${label} failed after the response:`, error);
    }
  };
  try {
    after(run);
  } catch {
    // `after` was called outside a request scope.
    const pending = run().finally(() => detached.delete(pending));
    detached.add(pending);
  }
};

const detached = new Set<Promise<void>>();

/** Resolves once every task that ran detached (outside a request) has ended; tests read them. */
export async function detachedTasksSettled(): Promise<void> {
  while (detached.size > 0) await Promise.all([...detached]);
}
