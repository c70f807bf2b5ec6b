/**
 * A failure the user should hear about: a stable code for clients, the HTTP status, and a
 * message from the error catalogue. Services throw it; the REST adapters answer
 * `{ error: { code, message } }` with the status, and tRPC maps it to its own codes.
 */
export type AppErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: AppErrorStatus,
    message: string,
    /** Field-level messages for forms, when the failure is about particular fields. */
    readonly fieldErrors?: Record<string, string[]>,
    /** Facts a client can act on (for a version conflict, the current version). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
