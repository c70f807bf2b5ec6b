import { planRefInput, revisionRefInput } from "@/lib/plans/plan-schemas";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { getRevision, listRevisions, restoreRevision } from "@/server/services/plans/revisions";

/** `plan.revision.*`: the history of one of the signed-in user's plans. */
export const planRevisionRouter = createTRPCRouter({
  list: protectedProcedure
    .input(planRefInput)
    .query(({ ctx, input }) => listRevisions(ctx.db, ctx.session.user.id, input.planId)),
  get: protectedProcedure
    .input(revisionRefInput)
    .query(({ ctx, input }) =>
      getRevision(ctx.db, ctx.session.user.id, input.planId, input.revisionId),
    ),
  /** The current state is recorded as a revision first, so a restore can be undone. */
  restore: protectedProcedure
    .input(revisionRefInput)
    .mutation(({ ctx, input }) =>
      restoreRevision(ctx.db, ctx.session.user.id, input.planId, input.revisionId),
    ),
});
