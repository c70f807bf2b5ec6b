import {
  addSectionInput,
  planRefInput,
  reorderSectionsInput,
  sectionRefInput,
  updateSectionInput,
} from "@/lib/plans/plan-schemas";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { addNextSteps } from "@/server/services/plans/next-steps";
import {
  addSection,
  deleteSection,
  reorderSections,
  updateSection,
} from "@/server/services/plans/sections";

/** `plan.section.*`: the sections of one of the signed-in user's plans. */
export const planSectionRouter = createTRPCRouter({
  add: protectedProcedure
    .input(addSectionInput)
    .mutation(({ ctx, input: { planId, ...section } }) =>
      addSection(ctx.db, ctx.session.user.id, planId, section),
    ),
  /** A stale `expectedVersion` is CONFLICT with `data.details.current` = the server's section. */
  update: protectedProcedure
    .input(updateSectionInput)
    .mutation(({ ctx, input: { planId, sectionId, expectedVersion, ...changes } }) =>
      updateSection(ctx.db, ctx.session.user.id, planId, sectionId, expectedVersion, changes),
    ),
  delete: protectedProcedure
    .input(sectionRefInput)
    .mutation(({ ctx, input }) =>
      deleteSection(ctx.db, ctx.session.user.id, input.planId, input.sectionId),
    ),
  reorder: protectedProcedure
    .input(reorderSectionsInput)
    .mutation(({ ctx, input }) =>
      reorderSections(ctx.db, ctx.session.user.id, input.planId, input.sectionIds),
    ),
  addNextSteps: protectedProcedure
    .input(planRefInput)
    .mutation(({ ctx, input }) => addNextSteps(ctx.db, ctx.session.user.id, input.planId)),
});
