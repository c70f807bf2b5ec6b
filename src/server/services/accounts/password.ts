/** Password reset by e-mail, password change, and account deletion (which needs the password). */
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { normalizeEmail } from "@/lib/auth/normalize-email";
import { expiredCookie } from "@/lib/auth/session-cookie";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import type { SignedInUser } from "@/server/auth/session-user";
import { users } from "@/server/db/schema";
import {
  attachmentKeysOf,
  deleteAttachmentFiles,
} from "@/server/services/attachments/account-files";
import { authError } from "./auth-errors";
import { limitAction } from "./limits";
import { cookiesOf, type AccountsContext, type WithCookies } from "./context";
import { isFreshSession } from "./fresh-session";
import { assertStrongPassword } from "./password-strength";

export const RESET_PASSWORD_PAGE = "/auth/reset-password";

/**
 * Mails a reset link; never reveals whether an account exists for the address: the lookup and
 * the mail happen after the answer, which is the same, and as quick, for every address.
 */
export async function requestPasswordReset(
  ctx: AccountsContext,
  input: { email: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  await limitAction(ctx, "password-reset", email);
  const headers = new Headers(ctx.headers);
  ctx.afterResponse("password-reset", () =>
    ctx.auth.api.requestPasswordReset({
      body: { email, redirectTo: RESET_PASSWORD_PAGE },
      headers,
    }),
  );
}

/** The account a reset token belongs to (Better Auth keeps it as `reset-password:<token>`). */
async function ownerOfResetToken(ctx: AccountsContext, token: string) {
  const internals = await ctx.auth.$context;
  const verification = await internals.internalAdapter.findVerificationValue(
    `reset-password:${token}`,
  );
  if (!verification || verification.expiresAt < new Date()) return null;
  return internals.internalAdapter.findUserById(verification.value);
}

/**
 * Sets a new password with the token from a reset link (signs out every session). The token is
 * the proof of ownership; the new password must be strong for that account. An unknown or
 * expired token is left to Better Auth, which answers that the link expired.
 */
export async function resetPasswordWithToken(
  ctx: AccountsContext,
  input: { token: string; password: string },
): Promise<void> {
  const owner = await ownerOfResetToken(ctx, input.token);
  if (owner) await assertStrongPassword(input.password, owner);
  try {
    await ctx.auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: ctx.headers,
    });
  } catch (error) {
    const failure = authError(error);
    // A used or expired reset link: say which link, not the sign-in link's words.
    if (failure.code === ERROR_CODES.linkExpired)
      throw new AppError(ERROR_CODES.linkExpired, 400, ACCOUNT_ERRORS.resetLinkExpired);
    throw failure;
  }
}

/** Checks the signed-in user's current password. */
export async function verifyPassword(
  ctx: AccountsContext,
  user: SignedInUser | null,
  password: string,
): Promise<void> {
  if (!user)
    throw new AppError(ERROR_CODES.notAuthenticated, 401, ACCOUNT_ERRORS.loginToVerifyPassword);
  try {
    await ctx.auth.api.verifyPassword({ body: { password }, headers: ctx.headers });
  } catch {
    throw new AppError(ERROR_CODES.wrongPassword, 403, ACCOUNT_ERRORS.wrongPassword, {
      currentPassword: [ACCOUNT_ERRORS.wrongPassword],
    });
  }
}

/**
 * Proof that the caller is the owner, not someone holding an old or stolen session: the current
 * password (the settings page always sends it), or else a session signed in within
 * PASSWORD_CHANGE_FRESH_AGE_SECONDS (the spec's payload is `{ password }` alone).
 */
async function proveOwnership(
  ctx: AccountsContext,
  user: SignedInUser,
  currentPassword: string | undefined,
): Promise<void> {
  if (currentPassword !== undefined) return verifyPassword(ctx, user, currentPassword);
  if (await isFreshSession(ctx)) return;
  throw new AppError(
    ERROR_CODES.reauthenticationRequired,
    403,
    ACCOUNT_ERRORS.reauthenticateToChangePassword,
    { currentPassword: [ACCOUNT_ERRORS.reauthenticateToChangePassword] },
  );
}

/**
 * Gives the signed-in user a new password, once they prove they own the account (see
 * proveOwnership) and the new password is strong enough. Other sessions are signed out, the
 * acting one stays; a mail tells the owner, in case it was not them.
 *
 * An account created with OAuth has no password: a fresh session (just signed in with the
 * provider) may set its first one here, and at any time the reset flow (a link mailed to the
 * address) sets one.
 */
export async function updatePassword(
  ctx: AccountsContext,
  user: SignedInUser | null,
  input: { password: string; currentPassword?: string },
): Promise<WithCookies<null>> {
  if (!user)
    throw new AppError(ERROR_CODES.notAuthenticated, 401, ACCOUNT_ERRORS.loginToUpdatePassword);
  await assertStrongPassword(input.password, user);
  await limitAction(ctx, "password-change", user.email);
  await proveOwnership(ctx, user, input.currentPassword);
  const internals = await ctx.auth.$context;
  const hash = await internals.password.hash(input.password);
  const accounts = await internals.internalAdapter.findAccounts(user.id);
  if (accounts.some((account) => account.providerId === "credential")) {
    await internals.internalAdapter.updatePassword(user.id, hash);
  } else {
    // Signed up with OAuth: this becomes the account's first password.
    await internals.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: hash,
    });
  }
  const { headers } = await ctx.auth.api.revokeOtherSessions({
    headers: ctx.headers,
    returnHeaders: true,
  });
  await ctx.mailer.send("password-changed", user);
  return { result: null, setCookies: cookiesOf(headers) };
}

/**
 * Deletes the signed-in user's account after checking the password. Everything the user owns is
 * removed by the database's cascading foreign keys.
 */
export async function deleteAccount(
  ctx: AccountsContext,
  user: SignedInUser | null,
  input: { password: string },
): Promise<WithCookies<null>> {
  if (!user)
    throw new AppError(ERROR_CODES.notAuthenticated, 401, ACCOUNT_ERRORS.loginToDeleteAccount);
  await verifyPassword(ctx, user, input.password);
  const attachmentKeys = await attachmentKeysOf(ctx.db, user.id);
  const internals = await ctx.auth.$context;
  // Through Better Auth rather than the cascade: its session delete hook makes this process
  // refuse the account's other browsers at once (src/server/auth/session-memo.ts).
  await internals.internalAdapter.deleteUserSessions(user.id);
  await ctx.db.delete(users).where(eq(users.id, user.id));
  await deleteAttachmentFiles(attachmentKeys);
  await ctx.mailer.send("account-deleted", user);
  // The session row went with the user; expire the browser's cookies too, with the attributes
  // they were set with (a `__Secure-` cookie is only removed by a line marked Secure).
  const { sessionToken, sessionData, dontRememberToken, accountData } = internals.authCookies;
  const expired = [sessionToken, sessionData, dontRememberToken, accountData].map((cookie) =>
    expiredCookie(cookie.name, { secure: cookie.attributes.secure }),
  );
  return { result: null, setCookies: expired };
}
