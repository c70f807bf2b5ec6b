/**
 * A fresh session: one signed in moments ago, which proves the person knows the password (or
 * holds the mailbox or the OAuth account) right now. Like Better Auth's `freshAge`, but only for
 * the calls that need it, so other sessions keep their normal life.
 */
import type { AccountsContext } from "./context";

/** How long after signing in a password may be changed without the current one. */
export const PASSWORD_CHANGE_FRESH_AGE_SECONDS = 5 * 60;

/** Whether the request's session was created within `maxAgeSeconds`. */
export async function isFreshSession(
  ctx: AccountsContext,
  maxAgeSeconds: number = PASSWORD_CHANGE_FRESH_AGE_SECONDS,
): Promise<boolean> {
  // Read from the database, not from a cached session cookie, and without extending it.
  const found = await ctx.auth.api.getSession({
    headers: ctx.headers,
    query: { disableCookieCache: true, disableRefresh: true },
  });
  if (!found) return false;
  const ageMs = Date.now() - new Date(found.session.createdAt).getTime();
  return ageMs < maxAgeSeconds * 1000;
}
