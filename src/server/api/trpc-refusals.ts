/**
 * Refusals the tRPC endpoint answers itself, before tRPC reads the request (too many calls, too
 * large a body), in tRPC's own error envelope so the client link reads them like any error.
 */
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { AppError, isAppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { REQUEST_TEXT } from "@/lib/errors/common";
import { TRPC_CODE_BY_STATUS } from "@/server/api/trpc";

/** Sets `Cache-Control: no-store` on an API answer (every tRPC answer may be private). */
export function noStore(response: Response): Response {
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** The 400 of a batch naming more than `max` procedures (`/api/trpc/a,b,c?batch=1`), or null. */
export function oversizeBatch(request: Request, max: number): AppError | null {
  const url = new URL(request.url);
  if (url.searchParams.get("batch") !== "1") return null;
  let paths = url.pathname.split("/").pop() ?? "";
  try {
    paths = decodeURIComponent(paths);
  } catch {
    return null; // tRPC answers a malformed path itself
  }
  const calls = paths.split(",").length;
  return calls > max
    ? new AppError(ERROR_CODES.badRequest, 400, REQUEST_TEXT.batchTooLarge(max))
    : null;
}

/** tRPC's error envelope (superjson output) for `error`; anything else is thrown on. */
export function trpcRefusal(error: unknown): Response {
  if (!isAppError(error)) throw error;
  const code = TRPC_CODE_BY_STATUS[error.status];
  const body = {
    error: {
      json: {
        message: error.message,
        code: TRPC_ERROR_CODES_BY_KEY[code],
        data: { code, httpStatus: error.status, appCode: error.code, errorId: null },
      },
    },
  };
  return noStore(Response.json(body, { status: error.status }));
}
