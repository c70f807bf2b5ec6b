import {
  bulkPlansInput,
  createPlanInput,
  listPlansInput,
  planByIdInput,
  updatePlanDetailsInput,
} from "@/lib/plans/plan-schemas";
import { planRevisionRouter } from "@/server/api/routers/plan-revisions";
import { planSectionRouter } from "@/server/api/routers/plan-sections";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import {
  deletePlansForever,
  duplicatePlans,
  restorePlans,
  trashPlans,
} from "@/server/services/plans/bulk";
import { exportPlanMarkdown } from "@/server/services/plans/export-markdown";
import { planExportSource, planPrintView } from "@/server/services/plans/export/export-source";
import { listPlans } from "@/server/services/plans/list";
import { createPlan, getPlan, updatePlanDetails } from "@/server/services/plans/plans";

/**
 * `plan.*`: the signed-in user's plans. Every service call is scoped to the caller; another
 * user's plan answers NOT_FOUND.
 */
export const planRouter = createTRPCRouter({
  create: protectedProcedure
    .input(createPlanInput)
    .mutation(({ ctx, input }) => createPlan(ctx.db, ctx.session.user.id, input)),
  get: protectedProcedure
    .input(planByIdInput)
    .query(({ ctx, input }) => getPlan(ctx.db, ctx.session.user.id, input.id)),
  list: protectedProcedure
    .input(listPlansInput)
    .query(({ ctx, input }) => listPlans(ctx.db, ctx.session.user.id, input)),
  /** A stale `expectedVersion` is CONFLICT with `data.details` = { currentVersion, current }. */
  updateDetails: protectedProcedure
    .input(updatePlanDetailsInput)
    .mutation(({ ctx, input: { id, expectedVersion, ...changes } }) =>
      updatePlanDetails(ctx.db, ctx.session.user.id, id, expectedVersion, changes),
    ),
  trash: protectedProcedure
    .input(bulkPlansInput)
    .mutation(({ ctx, input }) => trashPlans(ctx.db, ctx.session.user.id, input.ids)),
  restore: protectedProcedure
    .input(bulkPlansInput)
    .mutation(({ ctx, input }) => restorePlans(ctx.db, ctx.session.user.id, input.ids)),
  deleteForever: protectedProcedure
    .input(bulkPlansInput)
    .mutation(({ ctx, input }) => deletePlansForever(ctx.db, ctx.session.user.id, input.ids)),
  duplicate: protectedProcedure
    .input(bulkPlansInput)
    .mutation(({ ctx, input }) => duplicatePlans(ctx.db, ctx.session.user.id, input.ids)),
  exportMarkdown: protectedProcedure
    .input(planByIdInput)
    .query(({ ctx, input }) => exportPlanMarkdown(ctx.db, ctx.session.user.id, input.id)),
  /** What the Word export is built from in the browser (the owner's plan, branding, theme). */
  exportSource: protectedProcedure
    .input(planByIdInput)
    .query(({ ctx, input }) => planExportSource(ctx.db, ctx.session.user.id, input.id)),
  /** The print view (PDF export): sections rendered to safe HTML, diagrams left to the browser. */
  printView: protectedProcedure
    .input(planByIdInput)
    .query(({ ctx, input }) => planPrintView(ctx.db, ctx.session.user.id, input.id)),
  section: planSectionRouter,
  revision: planRevisionRouter,
});
