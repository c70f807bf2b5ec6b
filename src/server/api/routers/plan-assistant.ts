import { createTRPCRouter } from "@/server/api/trpc";

/** planAssistant.*: the plan chat panel's proposals (assistant helper). */
export const planAssistantRouter = createTRPCRouter({});
