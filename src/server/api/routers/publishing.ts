import {
  bulkPublishingInput,
  checkSlugInput,
  planIdInput,
  publishInput,
  updatePublicationInput,
} from "@/lib/publishing/publish-schemas";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import {
  checkSlug,
  getShareState,
  publishPlan,
  publishPlans,
  regenerateUnlistedToken,
  unpublishPlan,
  unpublishPlans,
  updatePublication,
  updatePublications,
} from "@/server/services/publishing/publish";

/**
 * `publishing.*`: sharing the caller's plans (the Share dialog and the plans list's bulk
 * actions). Another user's plan answers NOT_FOUND and changes nothing.
 */
export const publishingRouter = createTRPCRouter({
  state: protectedProcedure
    .input(planIdInput)
    .query(({ ctx, input }) => getShareState(ctx.db, ctx.session.user.id, input.planId)),
  checkSlug: protectedProcedure
    .input(checkSlugInput)
    .query(({ ctx, input }) => checkSlug(ctx.db, ctx.session.user.id, input.planId, input.slug)),
  publish: protectedProcedure
    .input(publishInput)
    .mutation(({ ctx, input }) => publishPlan(ctx.db, ctx.session.user.id, input)),
  update: protectedProcedure
    .input(updatePublicationInput)
    .mutation(({ ctx, input }) => updatePublication(ctx.db, ctx.session.user.id, input)),
  unpublish: protectedProcedure
    .input(planIdInput)
    .mutation(({ ctx, input }) => unpublishPlan(ctx.db, ctx.session.user.id, input.planId)),
  regenerateToken: protectedProcedure
    .input(planIdInput)
    .mutation(({ ctx, input }) =>
      regenerateUnlistedToken(ctx.db, ctx.session.user.id, input.planId),
    ),
  bulkPublish: protectedProcedure
    .input(bulkPublishingInput)
    .mutation(({ ctx, input }) => publishPlans(ctx.db, ctx.session.user.id, input.ids)),
  bulkUpdate: protectedProcedure
    .input(bulkPublishingInput)
    .mutation(({ ctx, input }) => updatePublications(ctx.db, ctx.session.user.id, input.ids)),
  bulkUnpublish: protectedProcedure
    .input(bulkPublishingInput)
    .mutation(({ ctx, input }) => unpublishPlans(ctx.db, ctx.session.user.id, input.ids)),
});
