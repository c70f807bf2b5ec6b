import { createTRPCRouter } from "@/server/api/trpc";

/** ai.*: the model list, cost estimates, a generation's status and stop (runner helper). */
export const aiRouter = createTRPCRouter({});
