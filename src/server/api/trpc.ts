/**
 * The tRPC foundation: request context, the data transformer, the error shape and the three
 * procedure types every router builds on. Access rules live here and in the services, never
 * only in the UI.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError, z } from "zod";
import { getDb } from "@/server/db/client";
import type { Database } from "@/server/db/types";
import { ERROR_MESSAGES } from "@/lib/error-catalogue";

/** The signed-in user as the API sees it; filled from the auth session. */
export interface SessionUser {
  id: string;
  email: string;
  isAdmin: boolean;
}

export interface Session {
  user: SessionUser;
}

export interface TRPCContext {
  db: Database;
  session: Session | null;
  headers: Headers;
}

export type SessionResolver = (headers: Headers) => Promise<Session | null>;

/** Until an auth provider is wired in, nobody is signed in. */
const noSession: SessionResolver = async () => null;

/**
 * Builds the context for one request. `resolveSession` turns the request headers (cookies) into
 * the signed-in user; tests pass their own database and resolver.
 */
export async function createTRPCContext(opts: {
  headers: Headers;
  db?: Database;
  resolveSession?: SessionResolver;
}): Promise<TRPCContext> {
  const [db, session] = await Promise.all([
    opts.db ?? getDb(),
    (opts.resolveSession ?? noSession)(opts.headers),
  ]);
  return { db, session, headers: opts.headers };
}

const t = initTRPC.context<TRPCContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    return {
      ...shape,
      data: {
        ...shape.data,
        // Field-level messages for forms; null when the error is not a validation error.
        zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
      },
    };
  },
});

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;
export const publicProcedure = t.procedure;

/** Signed-in users only; narrows `ctx.session` to non-null for everything built on it. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.session) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: ERROR_MESSAGES.notAuthenticated });
  }
  return next({ ctx: { ...ctx, session: ctx.session } });
});

/** Admins only (profile flag `is_admin`). */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.session.user.isAdmin) {
    throw new TRPCError({ code: "FORBIDDEN", message: ERROR_MESSAGES.adminOnly });
  }
  return next({ ctx });
});
