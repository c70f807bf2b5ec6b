import {
  startDiagramInput,
  startPlanInput,
  startSectionActionInput,
} from "@/lib/ai/plan-writing-schemas";
import { planRefInput } from "@/lib/plans/plan-schemas";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import {
  keepRevisionBeforeSectionAction,
  startDiagramGeneration,
  startPlanGeneration,
  startSectionAction,
} from "@/server/services/ai/plan-writing";

/** aiPlan.*: AI plan writing, section actions and diagrams. Each answers a generation id. */
export const aiPlanRouter = createTRPCRouter({
  startPlan: protectedProcedure
    .input(startPlanInput)
    .mutation(({ ctx, input }) => startPlanGeneration(ctx.db, ctx.session.user.id, input)),
  startSectionAction: protectedProcedure
    .input(startSectionActionInput)
    .mutation(({ ctx, input }) => startSectionAction(ctx.db, ctx.session.user.id, input)),
  /** Called when a suggestion is accepted, before the editor saves it. */
  keepRevision: protectedProcedure
    .input(planRefInput)
    .mutation(({ ctx, input }) =>
      keepRevisionBeforeSectionAction(ctx.db, ctx.session.user.id, input.planId),
    ),
  startDiagram: protectedProcedure
    .input(startDiagramInput)
    .mutation(({ ctx, input }) => startDiagramGeneration(ctx.db, ctx.session.user.id, input)),
});
