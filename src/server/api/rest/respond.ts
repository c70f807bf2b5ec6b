/**
 * The REST adapters' shared shape (spec section 7): success answers `{ data: … }`, failure
 * answers `{ error: { code, message } }` with the right status. Input is checked with the same
 * zod schemas as the tRPC procedures.
 */
import { z, ZodError, type ZodType } from "zod";
import { AppError, isAppError } from "@/lib/app-error";
import { ERROR_CODES, ERROR_MESSAGES } from "@/lib/error-catalogue";
import { assertSameSiteRequest, type StateChangeBody } from "@/server/api/cross-site-guard";
import { createLogger } from "@/server/log";

const log = createLogger("rest");

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

export function jsonError(error: AppError): Response {
  return Response.json(
    {
      error: {
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      },
    },
    { status: error.status, headers: { "Cache-Control": "no-store" } },
  );
}

/** Reads and validates a JSON body; a missing or malformed one is a 400 with field errors. */
export async function readJson<T>(request: Request, schema: ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError(ERROR_CODES.badRequest, 400, "The request body must be JSON.");
  }
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
    first ?? ERROR_MESSAGES.invalidInput,
    fieldErrors as Record<string, string[]>,
  );
}

/**
 * Wraps an adapter: a state-changing request another site could have sent is refused first
 * (../cross-site-guard; `body` is what the route reads, JSON unless it takes an upload), and
 * every failure becomes the error shape; unexpected ones are logged.
 */
export function restHandler(
  handle: (request: Request) => Promise<Response>,
  options: { body?: StateChangeBody } = {},
) {
  return async (request: Request): Promise<Response> => {
    try {
      assertSameSiteRequest(request, options.body ?? "json");
      return await handle(request);
    } catch (error) {
      if (isAppError(error)) return jsonError(error);
      if (error instanceof ZodError) return jsonError(validationError(error));
      log.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
      return jsonError(new AppError(ERROR_CODES.internal, 500, ERROR_MESSAGES.unexpected));
    }
  };
}

/** {@link restHandler} for a route that takes an upload: multipart/form-data instead of JSON. */
export function uploadHandler(handle: (request: Request) => Promise<Response>) {
  return restHandler(handle, { body: "multipart" });
}
