/**
 * The REST adapters' shared shape (spec section 7): success answers `{ data: … }`, failure
 * answers `{ error: { code, message } }` with the right status. Input is checked with the same
 * zod schemas as the tRPC procedures.
 */
import { z, ZodError, type ZodType } from "zod";
import { AppError, isAppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { REST_JSON_MAX_BYTES } from "@/lib/http/request-size-limits";
import { findNulCharacter, nulCharacterError } from "@/lib/text/nul-character";
import { assertSameSiteRequest, type StateChangeBody } from "@/server/api/cross-site-guard";
import { readBodyWithin } from "@/server/api/read-body";
import { reportUnexpectedError, unexpectedErrorMessage } from "@/server/api/unexpected-errors";

export function jsonData(
  data: unknown,
  options: { status?: number; setCookies?: string[] } = {},
): Response {
  const response = Response.json(
    { data },
    { status: options.status ?? 200, headers: { "Cache-Control": "no-store" } },
  );
  for (const cookie of options.setCookies ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
}

export function jsonError(error: AppError, errorId?: string): Response {
  return Response.json(
    {
      error: {
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        // Facts the client acts on, e.g. INSUFFICIENT_CREDITS's { balance, available, needed }.
        ...(error.details ? { details: error.details } : {}),
        ...(errorId ? { errorId } : {}),
      },
    },
    { status: error.status, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * Reads and validates a JSON body: over REST_JSON_MAX_BYTES (or the route's own `maxBytes`) is
 * a 413 before anything is parsed; a missing or malformed one, or one holding U+0000 anywhere, is
 * a 400 with field errors.
 */
export async function readJson<T>(
  request: Request,
  schema: ZodType<T>,
  maxBytes: number = REST_JSON_MAX_BYTES,
): Promise<T> {
  const bytes = await readBodyWithin(request, maxBytes);
  let body: unknown;
  try {
    const text = new TextDecoder().decode(bytes);
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError(ERROR_CODES.badRequest, 400, "The request body must be JSON.");
  }
  const nulField = findNulCharacter(body);
  if (nulField !== null) throw nulCharacterError(nulField);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export function validationError(error: ZodError): AppError {
  const { fieldErrors } = z.flattenError(error);
  const first = Object.values(fieldErrors).flat()[0] as string | undefined;
  return new AppError(
    ERROR_CODES.badRequest,
    400,
    first ?? COMMON_ERRORS.invalidInput,
    fieldErrors as Record<string, string[]>,
  );
}

/**
 * Wraps an adapter: a state-changing request another site could have sent is refused first
 * (../cross-site-guard; `body` is what the route reads, JSON unless it takes an upload), and
 * every failure becomes the error shape. An unexpected one is logged with an error id, and the
 * client reads only a generic message with that id.
 */
export function restHandler(
  handle: (request: Request) => Promise<Response>,
  options: {
    body?: StateChangeBody;
    /** What failed, for the log; never a URL's query, which can carry a token. */
    describeRequest?: (request: Request) => string;
    /**
     * The answer is the same for everyone (public data, no session read): a successful one
     * keeps the Cache-Control the adapter set. Failures are still never stored.
     */
    publicAnswer?: boolean;
  } = {},
) {
  const describeRequest =
    options.describeRequest ??
    ((request: Request) => `${request.method} ${new URL(request.url).pathname}`);
  return async (request: Request): Promise<Response> => {
    try {
      assertSameSiteRequest(request, options.body ?? "json");
      const response = await handle(request);
      return options.publicAnswer && response.ok ? response : withNoStore(response);
    } catch (error) {
      if (isAppError(error)) return jsonError(error);
      if (error instanceof ZodError) return jsonError(validationError(error));
      const errorId = reportUnexpectedError(error, describeRequest(request));
      return jsonError(
        new AppError(ERROR_CODES.internal, 500, unexpectedErrorMessage(errorId)),
        errorId,
      );
    }
  };
}

/**
 * Every REST answer may carry private data: none is stored by a browser or a proxy, whatever
 * the adapter built (a redirect's headers are immutable, so it is copied first).
 */
function withNoStore(response: Response): Response {
  // "private, no-store" (a user's file) already says it.
  if (/\bno-store\b/.test(response.headers.get("Cache-Control") ?? "")) return response;
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", "no-store");
    return copy;
  }
}

/** {@link restHandler} for a route that takes an upload: multipart/form-data instead of JSON. */
export function uploadHandler(handle: (request: Request) => Promise<Response>) {
  return restHandler(handle, { body: "multipart" });
}
