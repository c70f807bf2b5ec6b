import { planViewsInput } from "@/lib/publishing/view-rules";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { planViewHistory } from "@/server/services/publishing/views";

/**
 * `publishingViews.*`: the views of the caller's shared plans, per UTC day. Another user's plan
 * answers NOT_FOUND (the totals shown in the Share dialog come with `publishing.state`).
 */
export const publishingViewsRouter = createTRPCRouter({
  daily: protectedProcedure
    .input(planViewsInput)
    .query(({ ctx, input }) =>
      planViewHistory(ctx.db, ctx.session.user.id, input.planId, input.days),
    ),
});
