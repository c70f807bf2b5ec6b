import { proposalRefInput } from "@/lib/ai/assistant-schemas";
import { planRefInput } from "@/lib/plans/plan-schemas";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import {
  applyProposal,
  dismissProposal,
  getProposal,
  listOpenProposals,
} from "@/server/services/ai/proposals/proposals";

/** planAssistant.*: the assistant's proposed changes to the signed-in user's plans. */
export const planAssistantRouter = createTRPCRouter({
  proposal: protectedProcedure
    .input(proposalRefInput)
    .query(({ ctx, input }) => getProposal(ctx.db, ctx.session.user.id, input.proposalId)),
  openProposals: protectedProcedure
    .input(planRefInput)
    .query(({ ctx, input }) => listOpenProposals(ctx.db, ctx.session.user.id, input.planId)),
  /** A revision is recorded first; `revisionId` is the undo (plan.revision.restore). */
  // `apply` is a name tRPC reserves.
  applyProposal: protectedProcedure
    .input(proposalRefInput)
    .mutation(({ ctx, input }) => applyProposal(ctx.db, ctx.session.user.id, input.proposalId)),
  dismissProposal: protectedProcedure
    .input(proposalRefInput)
    .mutation(({ ctx, input }) => dismissProposal(ctx.db, ctx.session.user.id, input.proposalId)),
});
