/**
 * The one path of an unexpected failure (a bug, a database error) on its way to a client: the
 * details go to the server log under a short random error id, and the client hears only the
 * catalogue's generic message with that id, which a user can quote and an operator can find
 * with `grep`. Used by the tRPC error formatter and the REST adapters.
 */
import { randomBytes } from "node:crypto";
import { REQUEST_TEXT } from "@/lib/errors/common";
import { createLogger } from "@/server/log";

const log = createLogger("error");

/** Bytes of randomness in an error id: 10 hex characters, short enough to read out. */
export const ERROR_ID_BYTES = 5;

/** An error reported twice (one batch answering it for several calls) keeps its first id. */
const reported = new WeakMap<object, string>();

export function newErrorId(): string {
  return randomBytes(ERROR_ID_BYTES).toString("hex");
}

/** Logs `error` once with a new error id (`where` says what failed) and answers the id. */
export function reportUnexpectedError(error: unknown, where: string): string {
  const key = typeof error === "object" && error !== null ? error : null;
  const known = key && reported.get(key);
  if (known) return known;
  const errorId = newErrorId();
  if (key) reported.set(key, errorId);
  log.error(
    `error id ${errorId}: ${where} failed:`,
    error instanceof Error ? error : new Error(String(error)),
  );
  return errorId;
}

/** What the client reads in place of the failure. */
export function unexpectedErrorMessage(errorId: string): string {
  return REQUEST_TEXT.unexpectedWithId(errorId);
}
