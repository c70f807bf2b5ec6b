/**
 * The tRPC foundation: request context, the data transformer, the error shape and the three
 * procedure types every router builds on. Access rules live here and in the services, never
 * only in the UI.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError, z } from "zod";
import { type AppError, isAppError } from "@/lib/app-error";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { findNulCharacter, nulCharacterError } from "@/lib/text/nul-character";
import { getAuth, readSession, type SignedInUser } from "@/server/auth";
import { getDb } from "@/server/db/client";
import type { Database } from "@/server/db/types";
import { reportUnexpectedError, unexpectedErrorMessage } from "./unexpected-errors";

/** The signed-in user as the API sees it; filled from the auth session. */
export type SessionUser = SignedInUser;

export interface Session {
  user: SessionUser;
}

export interface TRPCContext {
  db: Database;
  session: Session | null;
  headers: Headers;
  /** Headers of the response; procedures append Set-Cookie here (sign-in, sign-out). */
  resHeaders: Headers;
}

export type SessionResolver = (
  headers: Headers,
  db: Database,
  resHeaders: Headers,
) => Promise<Session | null>;

/**
 * The session cookie of the request, checked by Better Auth (its signed cookie cache, else the
 * database); the refreshed cache cookie goes back on the answer. A session that cannot be read
 * (database outage) is a 503 for the whole request, never "signed out".
 */
const sessionFromCookies: SessionResolver = async (headers, _db, resHeaders) => {
  try {
    const read = await readSession(await getAuth(), headers);
    for (const line of read.setCookies) resHeaders.append("set-cookie", line);
    return read.user ? { user: read.user } : null;
  } catch (error) {
    const status = isAppError(error) ? error.status : 503;
    const message = isAppError(error) ? error.message : COMMON_ERRORS.sessionUnavailable;
    throw new TRPCError({ code: TRPC_CODE_BY_STATUS[status], message, cause: error });
  }
};

/**
 * Builds the context for one request. `resolveSession` turns the request headers (cookies) into
 * the signed-in user; tests pass their own database and resolver.
 */
export async function createTRPCContext(opts: {
  headers: Headers;
  resHeaders?: Headers;
  db?: Database;
  resolveSession?: SessionResolver;
}): Promise<TRPCContext> {
  const db = opts.db ?? (await getDb());
  const resHeaders = opts.resHeaders ?? new Headers();
  const session = await (opts.resolveSession ?? sessionFromCookies)(opts.headers, db, resHeaders);
  return { db, session, headers: opts.headers, resHeaders };
}

export const TRPC_CODE_BY_STATUS = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  402: "PAYMENT_REQUIRED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
  503: "SERVICE_UNAVAILABLE",
} as const;

const t = initTRPC.context<TRPCContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error, path }) {
    // An unexpected failure (not a refusal from the catalogue) is logged here, once, under an
    // error id; the client reads a generic message with the id, never SQL, parameters or stacks.
    const unexpected = error.code === "INTERNAL_SERVER_ERROR" && !isAppError(error.cause);
    const errorId = unexpected
      ? reportUnexpectedError(error.cause ?? error, `tRPC ${path ?? "<no procedure>"}`)
      : null;
    // tRPC adds the stack in development; it never goes to a client.
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      message: errorId ? unexpectedErrorMessage(errorId) : shape.message,
      data: {
        ...data,
        errorId,
        // Field-level messages for forms; null when the error is not a validation error.
        zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
        // The catalogue's code (EMAIL_NOT_CONFIRMED, ACCOUNT_LOCKED…) for clients to branch on.
        appCode: isAppError(error.cause) ? error.cause.code : null,
        fieldErrors: isAppError(error.cause) ? (error.cause.fieldErrors ?? null) : null,
        // Facts the client can act on, e.g. { current: PlanSection } on a section version conflict.
        details: isAppError(error.cause) ? (error.cause.details ?? null) : null,
      },
    };
  },
});

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;
/** Services throw AppError; it reaches the client with the matching tRPC code and its message. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isAppError(result.error.cause)) {
    const cause: AppError = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE_BY_STATUS[cause.status], message: cause.message, cause });
  }
  return result;
});

/**
 * No input may carry U+0000 (PostgreSQL text cannot hold it): the whole raw input is checked
 * before any schema runs, so no field of any procedure, present or future, can miss the check.
 */
const noNulCharacters = t.middleware(async ({ getRawInput, next }) => {
  const field = findNulCharacter(await getRawInput());
  if (field === null) return next();
  throw nulCharacterError(field);
});

export const publicProcedure = t.procedure.use(appErrors).use(noNulCharacters);

/** Signed-in users only; narrows `ctx.session` to non-null for everything built on it. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: COMMON_ERRORS.notAuthenticated });
  }
  return next({ ctx: { ...ctx, session: ctx.session } });
});

/** Admins only (profile flag `is_admin`). */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.session.user.isAdmin) {
    throw new TRPCError({ code: "FORBIDDEN", message: COMMON_ERRORS.adminOnly });
  }
  return next({ ctx });
});
