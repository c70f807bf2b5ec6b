import { createTRPCRouter } from "@/server/api/trpc";

/** aiPlan.*: AI plan writing, section actions and diagrams (plan-AI helper). */
export const aiPlanRouter = createTRPCRouter({});
