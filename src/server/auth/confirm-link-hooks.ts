/**
 * Better Auth's e-mail verification endpoint redirects to the link's callback whether the link
 * confirmed the address or found it confirmed already, and a link without a callback (the one
 * mailed when someone signs in before confirming) lands on the home page. This before-hook points
 * every link at the confirm page with the outcome in `?status=`: Better Auth still checks the
 * token and redirects there, or there with `&error=` when the token is expired or not valid.
 */
import { eq } from "drizzle-orm";
import { CONFIRM_LINK_STATUS, confirmPageUrl, returnPathOfCallback } from "@/lib/auth/confirm-link";
import { users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

export const VERIFY_EMAIL_PATH = "/verify-email";

interface TokenClaims {
  email?: unknown;
  userId?: unknown;
  updateTo?: unknown;
}

/**
 * The claims of the link's token, read without checking its signature: they only choose which
 * page to name, and Better Auth verifies the token before acting on it (a forged one ends on the
 * page with `&error=`, which the page shows whatever `status` says).
 */
function peekClaims(token: unknown): TokenClaims | null {
  if (typeof token !== "string") return null;
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return claims && typeof claims === "object" ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

async function isConfirmedAlready(db: Database, claims: TokenClaims | null): Promise<boolean> {
  if (!claims) return false;
  const where =
    typeof claims.userId === "string"
      ? eq(users.id, claims.userId)
      : typeof claims.email === "string"
        ? eq(users.email, claims.email)
        : null;
  if (!where) return false;
  const [user] = await db.select({ emailVerified: users.emailVerified }).from(users).where(where);
  return user?.emailVerified ?? false;
}

/** The query to run /verify-email with: the callback becomes the confirm page with the outcome. */
export async function confirmationLinkQuery(
  db: Database,
  query: Record<string, unknown> | undefined,
): Promise<Record<string, unknown> | undefined> {
  const claims = peekClaims(query?.token);
  // Changing the address of an account is another flow with its own redirects.
  if (claims?.updateTo) return undefined;
  const callbackURL = typeof query?.callbackURL === "string" ? query.callbackURL : undefined;
  const status = !claims
    ? null
    : (await isConfirmedAlready(db, claims))
      ? CONFIRM_LINK_STATUS.alreadyConfirmed
      : CONFIRM_LINK_STATUS.confirmed;
  return { ...query, callbackURL: confirmPageUrl(status, returnPathOfCallback(callbackURL)) };
}
