/**
 * Reads what the server said in a failed tRPC call: the catalogue's code, the HTTP status and
 * the field errors (ours and zod's, merged). A failure that never reached the server has none
 * of them, and its message is not meant for users: callers fall back to a catalogue text.
 */
import { ERROR_CODES } from "@/lib/errors/codes";

export interface ApiErrorInfo {
  /** The server's message, when the server answered with a catalogue code; otherwise null. */
  message: string | null;
  appCode: string | null;
  httpStatus: number | null;
  fieldErrors: Partial<Record<string, string[]>>;
}

interface ErrorData {
  appCode?: string | null;
  httpStatus?: number;
  fieldErrors?: Record<string, string[]> | null;
  zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null;
}

export function readApiError(error: unknown): ApiErrorInfo {
  const data = ((error as { data?: ErrorData } | null)?.data ?? {}) as ErrorData;
  const appCode = data.appCode ?? null;
  const fieldErrors: Partial<Record<string, string[]>> = {
    ...(data.zodError?.fieldErrors ?? {}),
    ...(data.fieldErrors ?? {}),
  };
  const fromServer = appCode !== null && appCode !== ERROR_CODES.internal;
  const message = fromServer && error instanceof Error ? error.message : null;
  return { message, appCode, httpStatus: data.httpStatus ?? null, fieldErrors };
}

/** The first error for `field`, if any. */
export function firstFieldError(info: ApiErrorInfo, field: string): string | null {
  return info.fieldErrors[field]?.[0] ?? null;
}
