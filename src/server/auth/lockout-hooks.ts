/**
 * Better Auth hooks for every sign-in, whoever calls it (our REST and tRPC adapters or Better
 * Auth's own /api/identity endpoints): e-mail addresses are normalised before any endpoint sees
 * them, the e-mail sign-in is refused while its address or client IP is locked out (each with
 * its own budget: see ../services/accounts/lockout), and a confirmation link (which signs in)
 * lands on the confirm page saying what it did.
 */
import { APIError, createAuthMiddleware } from "better-auth/api";
import { lockoutMessage, minutesLeft } from "@/lib/auth/lockout-rules";
import { normalizeEmail } from "@/lib/auth/normalize-email";
import type { Database } from "@/server/db/types";
import {
  clearFailedLogins,
  lockedUntil,
  lockoutKeys,
  recordFailedLogin,
  type LockoutKey,
} from "@/server/services/accounts/lockout";
import { clientIpFrom } from "./client-ip";
import { confirmationLinkQuery, VERIFY_EMAIL_PATH } from "./confirm-link-hooks";

const PASSWORD_SIGN_IN = "/sign-in/email";
export const ACCOUNT_LOCKED_CODE = "ACCOUNT_LOCKED";

function keysFor(ctx: { body?: unknown; headers?: Headers; request?: Request }): LockoutKey[] {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return lockoutKeys(
    typeof email === "string" ? normalizeEmail(email) : null,
    clientIpFrom(ctx.request?.headers ?? ctx.headers),
  );
}

export function loginLockoutHooks(db: Database, now: () => Date) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === VERIFY_EMAIL_PATH) {
        const query = await confirmationLinkQuery(db, ctx.query);
        return query ? { context: { query } } : undefined;
      }
      const body = ctx.body as Record<string, unknown> | undefined;
      if (ctx.path === PASSWORD_SIGN_IN) {
        const until = await lockedUntil(db, keysFor(ctx), now());
        if (until) {
          throw new APIError("TOO_MANY_REQUESTS", {
            code: ACCOUNT_LOCKED_CODE,
            message: lockoutMessage(minutesLeft(until.getTime(), now().getTime())),
          });
        }
      }
      if (typeof body?.email === "string") {
        return { context: { body: { ...body, email: normalizeEmail(body.email) } } };
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== PASSWORD_SIGN_IN) return;
      const keys = keysFor(ctx);
      if (ctx.context.newSession) await clearFailedLogins(db, keys);
      else await recordFailedLogin(db, keys, now());
    }),
  };
}
