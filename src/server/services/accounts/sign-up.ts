/** Creating an account and confirming its e-mail address. */
import { eq } from "drizzle-orm";
import { normalizeEmail } from "@/lib/auth/normalize-email";
import { ERROR_MESSAGES } from "@/lib/error-catalogue";
import { profiles, users } from "@/server/db/schema";
import { authError } from "./auth-errors";
import type { AccountsContext } from "./context";
import { setUsername } from "./profile";

export interface SignUpInput {
  email: string;
  password: string;
  fullName?: string;
  username?: string;
}

/**
 * Creates the account and mails a confirmation link; the user signs in after confirming. A
 * chosen username is checked first, so a taken one fails before anything is created.
 */
export async function signUp(ctx: AccountsContext, input: SignUpInput): Promise<{ email: string }> {
  const email = normalizeEmail(input.email);
  if (input.username) await setUsername(ctx.db, null, input.username, { dryRun: true });
  let userId: string;
  try {
    const result = await ctx.auth.api.signUpEmail({
      body: { email, password: input.password, name: input.fullName?.trim() ?? "" },
      headers: ctx.headers,
    });
    userId = result.user.id;
  } catch (error) {
    throw authError(error);
  }
  if (input.username) await setUsername(ctx.db, userId, input.username);
  if (input.fullName) {
    await ctx.db
      .update(profiles)
      .set({ fullName: input.fullName.trim() })
      .where(eq(profiles.userId, userId));
  }
  return { email };
}

/**
 * Sends the confirmation link again. Answers whether the address is already confirmed (the spec's
 * `alreadyConfirmed`) but not whether an unconfirmed account exists.
 */
export async function resendConfirmation(
  ctx: AccountsContext,
  input: { email: string; returnTo?: string },
): Promise<{ alreadyConfirmed: boolean; message: string }> {
  const email = normalizeEmail(input.email);
  const [user] = await ctx.db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  if (user?.emailVerified)
    return { alreadyConfirmed: true, message: ERROR_MESSAGES.alreadyConfirmed };
  if (user) {
    try {
      await ctx.auth.api.sendVerificationEmail({
        body: { email, callbackURL: input.returnTo ?? "/dashboard" },
        headers: ctx.headers,
      });
    } catch (error) {
      const failure = authError(error);
      if (failure.status === 429) throw failure;
    }
  }
  return { alreadyConfirmed: false, message: ERROR_MESSAGES.confirmationSent };
}
