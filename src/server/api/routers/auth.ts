/**
 * Sign-in, sign-up, links and passwords for the React pages: the same service functions as the
 * REST adapters under /api/auth, so the two cannot drift.
 */
import {
  deleteAccountInput,
  emailOnlyInput,
  loginInput,
  oauthUrlInput,
  resetPasswordInput,
  signUpInput,
  updatePasswordInput,
} from "@/lib/auth/schemas";
import { configuredOAuthProviders } from "@/server/auth";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import {
  deleteAccount,
  requestPasswordReset,
  resetPasswordWithToken,
  updatePassword,
} from "@/server/services/accounts/password";
import {
  currentSession,
  oauthUrl,
  sendMagicLink,
  signInWithPassword,
  signOut,
} from "@/server/services/accounts/sign-in";
import { resendConfirmation, signUp } from "@/server/services/accounts/sign-up";
import { accountsContextOf, setCookies } from "./accounts-context";

export const authRouter = createTRPCRouter({
  /** The signed-in user and when the session ends, or null. */
  session: publicProcedure.query(async ({ ctx }) => {
    const { result, setCookies: cookies } = await currentSession(await accountsContextOf(ctx));
    setCookies(ctx, cookies);
    return result;
  }),
  /** The OAuth providers that are configured (the login page shows only these). */
  providers: publicProcedure.query(() => configuredOAuthProviders()),

  signIn: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { result, setCookies: cookies } = await signInWithPassword(
      await accountsContextOf(ctx),
      input,
    );
    setCookies(ctx, cookies);
    return result;
  }),
  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) =>
    signUp(await accountsContextOf(ctx), {
      email: input.email,
      password: input.password,
      fullName: input.full_name,
      username: input.username,
    }),
  ),
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    setCookies(ctx, (await signOut(await accountsContextOf(ctx))).setCookies);
    return null;
  }),
  oauthUrl: publicProcedure.input(oauthUrlInput).mutation(async ({ ctx, input }) => {
    const { result, setCookies: cookies } = await oauthUrl(
      await accountsContextOf(ctx),
      input,
      configuredOAuthProviders(),
    );
    setCookies(ctx, cookies);
    return result;
  }),
  sendMagicLink: publicProcedure.input(emailOnlyInput).mutation(async ({ ctx, input }) => {
    await sendMagicLink(await accountsContextOf(ctx), input);
    return null;
  }),
  resendConfirmation: publicProcedure
    .input(emailOnlyInput)
    .mutation(async ({ ctx, input }) => resendConfirmation(await accountsContextOf(ctx), input)),
  requestPasswordReset: publicProcedure.input(emailOnlyInput).mutation(async ({ ctx, input }) => {
    await requestPasswordReset(await accountsContextOf(ctx), input);
    return null;
  }),
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await resetPasswordWithToken(await accountsContextOf(ctx), input);
    return null;
  }),
  // Signed-in only; the services answer with the spec's 'You must be logged in to …' messages.
  updatePassword: publicProcedure.input(updatePasswordInput).mutation(async ({ ctx, input }) => {
    const result = await updatePassword(
      await accountsContextOf(ctx),
      ctx.session?.user ?? null,
      input,
    );
    setCookies(ctx, result.setCookies);
    return null;
  }),
  deleteAccount: publicProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    const result = await deleteAccount(
      await accountsContextOf(ctx),
      ctx.session?.user ?? null,
      input,
    );
    setCookies(ctx, result.setCookies);
    return null;
  }),
});
