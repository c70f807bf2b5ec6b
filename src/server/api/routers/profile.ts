import { checkUsernameInput, profileUpdateInput } from "@/lib/auth/schemas";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { getAuth, refreshedSessionCookies } from "@/server/auth";
import {
  checkUsernameAvailability,
  getOwnAvatar,
  getProfile,
  updateProfile,
} from "@/server/services/accounts/profile";

/** The signed-in user's profile: the same services as GET/PUT /api/profile. */
export const profileRouter = createTRPCRouter({
  get: protectedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.session.user.id)),
  /** The avatar image itself (the settings form's preview): kept out of `get`, which every page reads. */
  avatar: protectedProcedure.query(({ ctx }) => getOwnAvatar(ctx.db, ctx.session.user.id)),
  update: protectedProcedure.input(profileUpdateInput).mutation(async ({ ctx, input }) => {
    const profile = await updateProfile(ctx.db, ctx.session.user.id, input);
    // The name is in the signed session cache: refresh it for this browser.
    const cookies = await refreshedSessionCookies(await getAuth(), ctx.headers);
    for (const line of cookies) ctx.resHeaders.append("set-cookie", line);
    return profile;
  }),
  checkUsername: protectedProcedure
    .input(checkUsernameInput)
    .query(({ ctx, input }) =>
      checkUsernameAvailability(ctx.db, input.username, ctx.session.user.id),
    ),
});
