/**
 * Better Auth hooks for every sign-in, whoever calls it (our REST and tRPC adapters through
 * auth.api, or Better Auth's own handler): e-mail addresses are normalised before any endpoint
 * sees them, the e-mail sign-in is refused while a lock holds this client back (see
 * ../services/accounts/lockout for which locks hold back whom), every successful sign-in marks
 * the browser as a trusted device of its account (./trusted-device), and a confirmation link
 * (which signs in) lands on the confirm page saying what it did.
 *
 * Only the password sign-in is ever refused: a mailed sign-in link (magic link, confirmation)
 * proves the mailbox, so it works through any lock.
 */
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { lockoutMessage, minutesLeft } from "@/lib/auth/lockout-rules";
import { normalizeEmail } from "@/lib/auth/normalize-email";
import { users } from "@/server/db/schema";
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
import {
  newDeviceId,
  signTrustedDevice,
  trustedDeviceCookieName,
  trustedDeviceCookieOptions,
  verifyTrustedDevice,
  type TrustedDevice,
} from "./trusted-device";

const PASSWORD_SIGN_IN = "/sign-in/email";
/** Endpoints that create a session: a browser that passes one is a trusted device of the account. */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set([
  PASSWORD_SIGN_IN,
  "/magic-link/verify",
  VERIFY_EMAIL_PATH,
  "/callback/:id",
  "/sign-in/social",
]);
export const ACCOUNT_LOCKED_CODE = "ACCOUNT_LOCKED";

export interface LoginLockoutOptions {
  /** The app's auth secret: the trusted-device cookie is signed with a key derived from it. */
  secret: string;
  /** HTTPS: the device cookie is Secure and `__Secure-` prefixed. */
  secureCookies: boolean;
  now: () => Date;
}

type HookContext = {
  body?: unknown;
  headers?: Headers;
  request?: Request;
  getCookie: (name: string) => string | null;
};

export function loginLockoutHooks(db: Database, options: LoginLockoutOptions) {
  const { secret, secureCookies, now } = options;
  const cookieName = trustedDeviceCookieName(secureCookies);

  /** The device the request's cookie proves, whatever account it was earned for. */
  function deviceOf(ctx: HookContext): TrustedDevice | null {
    return verifyTrustedDevice(secret, ctx.getCookie(cookieName), now());
  }

  async function accountIdOf(email: string): Promise<string | null> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id ?? null;
  }

  /** The lockout keys of a password sign-in: its address, its client, and its device's trust. */
  async function keysFor(ctx: HookContext): Promise<LockoutKey[]> {
    const raw = (ctx.body as { email?: unknown } | undefined)?.email;
    const email = typeof raw === "string" ? normalizeEmail(raw) : null;
    const device = email ? deviceOf(ctx) : null;
    // A device is trusted for the account it signed in to, never for another one.
    const trusted = device !== null && device.userId === (await accountIdOf(email!));
    return lockoutKeys({
      email,
      clientIp: clientIpFrom(ctx.request?.headers ?? ctx.headers),
      trustedDeviceId: trusted ? device.deviceId : null,
    });
  }

  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === VERIFY_EMAIL_PATH) {
        const query = await confirmationLinkQuery(db, ctx.query);
        return query ? { context: { query } } : undefined;
      }
      const body = ctx.body as Record<string, unknown> | undefined;
      if (ctx.path === PASSWORD_SIGN_IN) {
        const until = await lockedUntil(db, await keysFor(ctx), now());
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
      if (!SIGN_IN_PATHS.has(ctx.path)) return;
      const session = ctx.context.newSession;
      if (ctx.path === PASSWORD_SIGN_IN) {
        const keys = await keysFor(ctx);
        if (session) await clearFailedLogins(db, keys);
        else await recordFailedLogin(db, keys, now());
      }
      if (session) {
        // Renewed on every sign-in; a device keeps its id while it signs in to the same account.
        const previous = deviceOf(ctx);
        const deviceId = previous?.userId === session.user.id ? previous.deviceId : newDeviceId();
        ctx.setCookie(
          cookieName,
          signTrustedDevice(secret, { deviceId, userId: session.user.id, issuedAt: now() }),
          trustedDeviceCookieOptions(secureCookies),
        );
      }
    }),
  };
}
