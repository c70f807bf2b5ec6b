/** Signing in and out: password, magic link, OAuth, and reading the session. */
import { eq } from "drizzle-orm";
import { normalizeEmail } from "@/lib/auth/normalize-email";
import { OAUTH_ERROR_PAGE } from "@/lib/auth/oauth-errors";
import { AppError } from "@/lib/app-error";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import { safeReturnPath } from "@/lib/routes/route-access";
import { readSession, signedInUser, type SignedInUser } from "@/server/auth/session-user";
import { users } from "@/server/db/schema";
import { authError, signInError } from "./auth-errors";
import { limitAction } from "./limits";
import { cookiesOf, type AccountsContext, type WithCookies } from "./context";

export type OAuthProvider = "github" | "google";

export async function signInWithPassword(
  ctx: AccountsContext,
  input: { email: string; password: string },
): Promise<WithCookies<SignedInUser>> {
  try {
    const { headers, response } = await ctx.auth.api.signInEmail({
      body: { email: normalizeEmail(input.email), password: input.password },
      headers: ctx.headers,
      returnHeaders: true,
    });
    // The answer already carries the user: no second session lookup.
    return { result: signedInUser(response.user), setCookies: cookiesOf(headers) };
  } catch (error) {
    throw signInError(error);
  }
}

export async function signOut(ctx: AccountsContext): Promise<WithCookies<null>> {
  const { headers } = await ctx.auth.api.signOut({ headers: ctx.headers, returnHeaders: true });
  return { result: null, setCookies: cookiesOf(headers) };
}

/**
 * Sends a sign-in link to an existing account; never reveals whether an account exists for the
 * address: the answer is the same, and comes before the lookup and the mail, so it takes as long
 * either way. Nobody is mailed when no account exists: accounts are made by sign-up, which
 * confirms the address and sets a password.
 */
export async function sendMagicLink(
  ctx: AccountsContext,
  input: { email: string; returnTo?: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  await limitAction(ctx, "magic-link", email);
  const headers = new Headers(ctx.headers);
  ctx.afterResponse("magic-link", async () => {
    const [account] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (!account) return;
    await ctx.auth.api.signInMagicLink({
      body: {
        email,
        callbackURL: safeReturnPath(input.returnTo),
        // An expired or used link lands on the confirm page, which offers a new one.
        errorCallbackURL: "/auth/confirm?flow=magic-link",
      },
      headers,
    });
  });
}

/** The provider's authorization URL; the browser goes there next. */
export async function oauthUrl(
  ctx: AccountsContext,
  input: { provider: OAuthProvider; returnTo?: string },
  configured: readonly OAuthProvider[],
): Promise<WithCookies<{ url: string }>> {
  if (!configured.includes(input.provider)) {
    throw new AppError(ERROR_CODES.badRequest, 400, ACCOUNT_ERRORS.oauthProviderUnavailable);
  }
  try {
    const { headers, response } = await ctx.auth.api.signInSocial({
      body: {
        provider: input.provider,
        callbackURL: safeReturnPath(input.returnTo),
        // A failed callback (the user said no, an address that may not be linked…) lands on
        // the login page, which says what went wrong.
        errorCallbackURL: OAUTH_ERROR_PAGE,
        disableRedirect: true,
      },
      headers: ctx.headers,
      returnHeaders: true,
    });
    if (!response.url)
      throw new AppError(ERROR_CODES.internal, 500, ACCOUNT_ERRORS.oauthProviderUnavailable);
    // The state cookie set here is checked when the provider sends the user back.
    return { result: { url: response.url }, setCookies: cookiesOf(headers) };
  } catch (error) {
    throw authError(error);
  }
}

/**
 * The session of the request: its user and when it expires, or null (503 on an outage). This is
 * the session check of the client (page load, a tab regaining focus), so it asks the database
 * rather than the cookie cache: a session revoked elsewhere is seen at once, and the answer's
 * cookies (a refreshed cache, or cleared cookies) go back to the browser.
 */
export async function currentSession(ctx: AccountsContext) {
  const { session, user, setCookies } = await readSession(ctx.auth, ctx.headers, {
    bypassCache: true,
  });
  const result =
    session && user ? { expiresAt: session.expiresAt, createdAt: session.createdAt, user } : null;
  return { result, setCookies };
}
