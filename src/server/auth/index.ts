import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db/client";
import { sendMail } from "@/server/services/mail";
import { createAuth, type Auth } from "./auth";
import type { AuthMailer } from "./mailer";
import { parseAdminEmails } from "./profile-hooks";
import { resolveAuthSecret } from "./secret";

export type { Auth } from "./auth";

const globalForAuth = globalThis as unknown as { plansmithAuth?: Promise<Auth> };

function oauthCredentials(clientId?: string, clientSecret?: string) {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/** Which OAuth providers are configured (the login page shows only these). */
export function configuredOAuthProviders(): ("github" | "google")[] {
  return [
    ...(oauthCredentials(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET)
      ? (["github"] as const)
      : []),
    ...(oauthCredentials(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET)
      ? (["google"] as const)
      : []),
  ];
}

export const appMailer: AuthMailer = {
  send: (kind, user, link) =>
    sendMail(kind, {
      to: user.email,
      name: user.name ?? null,
      link,
      appUrl: env.APP_URL ?? (link ? new URL(link).origin : "http://localhost:3000"),
    }),
};

/** The app's Better Auth instance, created on first use over the app's database. */
export function getAuth(): Promise<Auth> {
  globalForAuth.plansmithAuth ??= (async () =>
    createAuth({
      db: await getDb(),
      secret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
      appUrl: env.APP_URL,
      // HTTPS in production; a plain-HTTP APP_URL (a local production build) cannot carry them.
      secureCookies: env.APP_URL
        ? env.APP_URL.startsWith("https://")
        : env.NODE_ENV === "production",
      github: oauthCredentials(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
      google: oauthCredentials(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
      adminEmails: parseAdminEmails(env.ADMIN_EMAILS),
      mailer: appMailer,
    }))().catch((error: unknown) => {
    globalForAuth.plansmithAuth = undefined;
    throw error;
  });
  return globalForAuth.plansmithAuth;
}

export {
  readSession,
  refreshedSessionCookies,
  userFromHeaders,
  type SignedInUser,
} from "./session-user";
