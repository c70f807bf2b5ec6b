/** Creating an account and confirming its e-mail address. */
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { normalizeEmail } from "@/lib/auth/normalize-email";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import { safeReturnPath } from "@/lib/routes/route-access";
import type { Database } from "@/server/db/types";
import { profiles, users } from "@/server/db/schema";
import { authError } from "./auth-errors";
import { limitAction } from "./limits";
import { assertStrongPassword } from "./password-strength";
import type { AccountsContext } from "./context";
import { setUsername } from "./profile";

/** Where confirmation links land. */
export const CONFIRM_PAGE = "/auth/confirm";

export interface SignUpInput {
  email: string;
  password: string;
  fullName?: string;
  username?: string;
}

async function userIdByEmail(db: Database, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

async function userExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return !!row;
}

function emailTaken(): AppError {
  return new AppError(ERROR_CODES.emailTaken, 409, ACCOUNT_ERRORS.emailTaken);
}

/**
 * Creates the account and mails a confirmation link; the user signs in after confirming. An
 * address that already has an account (in any spelling that normalises alike) is a 409, and a
 * chosen username is checked first, so a taken one fails before anything is created. A guessable
 * password is a 400 on the `password` field.
 */
export async function signUp(ctx: AccountsContext, input: SignUpInput): Promise<{ email: string }> {
  const email = normalizeEmail(input.email);
  await limitAction(ctx, "sign-up", email);
  await assertStrongPassword(input.password, {
    email,
    name: input.fullName,
    username: input.username,
  });
  if (await userIdByEmail(ctx.db, email)) throw emailTaken();
  if (input.username) await setUsername(ctx.db, null, input.username, { dryRun: true });
  let userId: string;
  try {
    const result = await ctx.auth.api.signUpEmail({
      body: {
        email,
        password: input.password,
        name: input.fullName?.trim() ?? "",
        // The confirmation link lands on /auth/confirm, signed in (or with ?error= when expired).
        callbackURL: CONFIRM_PAGE,
      },
      headers: ctx.headers,
    });
    userId = result.user.id;
  } catch (error) {
    throw authError(error);
  }
  // With e-mail confirmation on, Better Auth answers a duplicate address with a made-up user
  // (to hide which addresses have accounts) instead of an error: a sign-up that raced ours.
  if (!(await userExists(ctx.db, userId))) throw emailTaken();
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
 * `alreadyConfirmed`) but not whether an unconfirmed account exists: the mail goes out after the
 * answer, so the answer takes as long for an unknown address as for a known one.
 */
export async function resendConfirmation(
  ctx: AccountsContext,
  input: { email: string; returnTo?: string },
): Promise<{ alreadyConfirmed: boolean; message: string }> {
  const email = normalizeEmail(input.email);
  await limitAction(ctx, "resend-confirmation", email);
  const [user] = await ctx.db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  if (user?.emailVerified)
    return { alreadyConfirmed: true, message: ACCOUNT_ERRORS.alreadyConfirmed };
  if (user) {
    const headers = new Headers(ctx.headers);
    ctx.afterResponse("resend-confirmation", () =>
      ctx.auth.api.sendVerificationEmail({
        // Only a path of this app: the link must never send the user to another site.
        body: { email, callbackURL: safeReturnPath(input.returnTo) },
        headers,
      }),
    );
  }
  return { alreadyConfirmed: false, message: ACCOUNT_ERRORS.confirmationSent };
}
