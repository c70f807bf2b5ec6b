import { planCustomizationUpdateInput } from "@/lib/plans/customization-rules";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import {
  getPlanCustomization,
  updatePlanCustomization,
} from "@/server/services/plan-customization";

/** The signed-in user's plan customization (settings → Plan customization). */
export const planCustomizationRouter = createTRPCRouter({
  get: protectedProcedure.query(({ ctx }) => getPlanCustomization(ctx.db, ctx.session.user.id)),
  update: protectedProcedure
    .input(planCustomizationUpdateInput)
    .mutation(({ ctx, input }) => updatePlanCustomization(ctx.db, ctx.session.user.id, input)),
});
