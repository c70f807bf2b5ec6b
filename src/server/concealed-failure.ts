import { createLogger } from "@/server/log";

/**
 * A lookup failed; what failed is in the server log line written just before this was thrown.
 * It carries no cause, no query and no parameters.
 */
export class ConcealedFailure extends Error {
  constructor(what: string, scope: string) {
    super(`${what} failed (described in the [${scope}] log line before this one)`);
    this.name = "ConcealedFailure";
  }
}

/**
 * Runs a lookup whose input is a secret (an unlisted link's token) from code whose errors Next.js
 * logs by itself (pages, metadata, route handlers outside restHandler). Next prints a thrown error
 * with all its fields and its cause, and Drizzle's query error holds the query's parameters — the
 * token. A failure is therefore described through the server log (src/server/log.ts, which keeps
 * the SQL and drops the parameters) and rethrown as a {@link ConcealedFailure} that holds none.
 */
export async function withConcealedFailure<T>(
  scope: string,
  what: string,
  lookup: () => Promise<T>,
): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    createLogger(scope).error(`${what} failed:`, error);
    throw new ConcealedFailure(what, scope);
  }
}
