import { checkUsernameInput, profileUpdateInput } from "@/lib/auth/schemas";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import {
  checkUsernameAvailability,
  getProfile,
  updateProfile,
} from "@/server/services/accounts/profile";

/** The signed-in user's profile: the same services as GET/PUT /api/profile. */
export const profileRouter = createTRPCRouter({
  get: protectedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.session.user.id)),
  update: protectedProcedure
    .input(profileUpdateInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.session.user.id, input)),
  checkUsername: protectedProcedure
    .input(checkUsernameInput)
    .query(({ ctx, input }) =>
      checkUsernameAvailability(ctx.db, input.username, ctx.session.user.id),
    ),
});
