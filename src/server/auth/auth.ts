/**
 * The Better Auth instance: e-mail + password with confirmation, magic link, GitHub and Google
 * sign-in when configured, sessions in our database. Mounted at /api/identity/* (its own
 * handler); our REST adapters and tRPC procedures call it through the accounts service.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins/magic-link";
import { normalizeEmail } from "@/lib/auth/normalize-email";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { SESSION_COOKIE_PREFIX } from "@/lib/auth/session-cookie";
import { accounts, rateLimits, sessions, users, verifications } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { openAccountForNewUser } from "@/server/services/credits";
import {
  CONFIRM_EMAIL_LINK_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  RESET_PASSWORD_LINK_TTL_SECONDS,
} from "@/server/services/mail/mail-links";
import { loginLockoutHooks } from "./lockout-hooks";
import {
  ACCOUNT_LINKING,
  OAUTH_API_ERROR,
  socialProviders,
  type OAuthCredentials,
} from "./oauth-providers";
import { createProfileForNewUser, isListedAdmin, promoteListedAdmin } from "./profile-hooks";
import { SESSION_COOKIE_CACHE_SECONDS } from "./session-cache";
import { attachSessionMemo, SessionMemo } from "./session-memo";
import type { AuthMailer } from "./mailer";
import { betterAuthLogger } from "./auth-logger";

export const IDENTITY_BASE_PATH = "/api/identity";
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export type { OAuthCredentials };

export interface AuthConfig {
  db: Database;
  secret: string;
  /** Public URL; undefined lets Better Auth take it from each request. */
  appUrl?: string;
  /** Secure cookies (HTTPS). */
  secureCookies: boolean;
  github?: OAuthCredentials;
  google?: OAuthCredentials;
  adminEmails: readonly string[];
  mailer: AuthMailer;
  /** The clock for the lockout and the trusted-device cookie; tests move it. */
  now?: () => Date;
  /** Age of the signed session cookie cache; default SESSION_COOKIE_CACHE_SECONDS. */
  sessionCacheSeconds?: number;
}

/**
 * Without APP_URL, links in mails are built from the request's host, but only for loopback hosts
 * (a developer's machine): trusting any Host header would let a forged one put another site's
 * address into a password-reset mail. Other hosts get the fallback; production sets APP_URL.
 */
const LOOPBACK_BASE_URL = {
  allowedHosts: ["localhost", "localhost:*", "127.0.0.1", "127.0.0.1:*", "[::1]", "[::1]:*"],
  fallback: "http://localhost:3000",
};

/**
 * The identity tables as the handle's own schema holds them. Better Auth finds the relational
 * query for its joined session read by table identity, and a production build can load the
 * schema module more than once (instrumentation and route handlers are separate bundles), so
 * tables imported here might not be the ones the handle was created with.
 */
function identityTables(db: Database) {
  const own = (db as unknown as { _?: { fullSchema?: Record<string, unknown> } })._?.fullSchema;
  const table = <T>(name: string, imported: T): T => (own?.[name] as T | undefined) ?? imported;
  return {
    user: table("users", users),
    session: table("sessions", sessions),
    account: table("accounts", accounts),
    verification: table("verifications", verifications),
    rateLimit: table("rateLimits", rateLimits),
  };
}

export function createAuth(config: AuthConfig) {
  const { db, mailer } = config;
  const now = config.now ?? (() => new Date());
  const cacheSeconds = config.sessionCacheSeconds ?? SESSION_COOKIE_CACHE_SECONDS;
  // Session reads remembered per process; every session row deleted here revokes its reads.
  const sessionMemo = new SessionMemo({ cacheSeconds });
  const auth = betterAuth({
    appName: "Plansmith",
    logger: betterAuthLogger,
    baseURL: config.appUrl ?? LOOPBACK_BASE_URL,
    basePath: IDENTITY_BASE_PATH,
    secret: config.secret,
    database: drizzleAdapter(db, { provider: "pg", schema: identityTables(db) }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => mailer.send("reset-password", user, url),
      onPasswordReset: ({ user }) => mailer.send("password-changed", user),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRM_EMAIL_LINK_TTL_SECONDS,
      sendVerificationEmail: ({ user, url }) => mailer.send("confirm-email", user, url),
    },
    socialProviders: socialProviders(config),
    account: { accountLinking: ACCOUNT_LINKING },
    // An unexpected failure reaches our route wrapper (error id, redacted log) instead of Better
    // Auth's router, which would print the raw error, query parameters included; failed OAuth
    // callbacks (redirects, which Better Auth never throws) land on our login page.
    onAPIError: { throw: true, ...OAUTH_API_ERROR },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        // Accounts are created by sign-up (with a password) or OAuth; a link only signs in.
        disableSignUp: true,
        sendMagicLink: ({ email, url }) => mailer.send("magic-link", { email, name: null }, url),
      }),
    ],
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      // A read writes the session at most once a day (to extend it), never per request.
      updateAge: 24 * 60 * 60,
      cookieCache: {
        enabled: true,
        maxAge: cacheSeconds,
        strategy: "compact",
      },
    },
    user: {
      // Read with the session (and cached with it); never settable through sign-up or update-user.
      additionalFields: { isAdmin: { type: "boolean", defaultValue: false, input: false } },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/*": { window: 60, max: 20 },
        "/sign-up/*": { window: 60, max: 10 },
        "/forget-password": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 5 },
      },
    },
    advanced: {
      // One joined query for a session and its user (needs sessionsRelations in the schema).
      database: { joins: true },
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies },
      // Only the address our app server resolved (src/lib/http/client-ip.ts), for its limits too.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // One account per mailbox: store the normalised address.
          before: async (user) => ({
            data: {
              ...user,
              email: normalizeEmail(user.email),
              isAdmin: isListedAdmin(user.email, config.adminEmails),
            },
          }),
          after: async (user) => {
            await createProfileForNewUser(db, user);
            await openAccountForNewUser(db, user.id);
          },
        },
      },
      session: {
        create: {
          // ADMIN_EMAILS also promotes accounts that existed before the address was listed.
          after: async (session) => promoteListedAdmin(db, session.userId, config.adminEmails),
        },
        delete: {
          // Sign-out, "sign out everywhere", a password change or reset all end sessions here:
          // refused by this process at once, not when their cookie cache ends (session-memo.ts).
          after: async (session) => sessionMemo.revoke(session.token),
        },
      },
    },
    hooks: loginLockoutHooks(db, {
      secret: config.secret,
      secureCookies: config.secureCookies,
      now,
    }),
  });
  attachSessionMemo(auth, sessionMemo);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
