import "server-only";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { COMMON_ERRORS } from "@/lib/errors/common";
import {
  appMailer,
  configuredOAuthProviders,
  getAuth,
  userFromHeaders,
  type SignedInUser,
} from "@/server/auth";
import { runAfterResponse } from "@/server/after-response";
import { getDb } from "@/server/db/client";
import type { AccountsContext } from "@/server/services/accounts/context";

export { configuredOAuthProviders };

/** The accounts context of one request, and who is asking. */
export async function accountsContextFor(
  request: Request,
): Promise<AccountsContext & { user: () => Promise<SignedInUser | null> }> {
  const [auth, db] = await Promise.all([getAuth(), getDb()]);
  const ctx: AccountsContext = {
    auth,
    db,
    headers: request.headers,
    mailer: appMailer,
    afterResponse: runAfterResponse,
  };
  let user: Promise<SignedInUser | null> | undefined;
  return { ...ctx, user: () => (user ??= userFromHeaders(auth, request.headers)) };
}

/** The signed-in user, or a 401 with `message` (default: 'User not authenticated'). */
export async function requireUser(
  ctx: { user: () => Promise<SignedInUser | null> },
  message: string = COMMON_ERRORS.notAuthenticated,
): Promise<SignedInUser> {
  const user = await ctx.user();
  if (!user) throw new AppError(ERROR_CODES.notAuthenticated, 401, message);
  return user;
}
