import { createTRPCRouter } from "@/server/api/trpc";

/** aiThreads.*: chat threads and messages of the signed-in user (chat helper). */
export const aiThreadsRouter = createTRPCRouter({});
