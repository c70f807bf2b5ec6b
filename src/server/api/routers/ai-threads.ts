import { listThreadsInput, renameThreadInput, threadByIdInput } from "@/lib/ai/chat-schemas";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import {
  deleteThread,
  getThread,
  listThreads,
  renameThread,
} from "@/server/services/ai/chat/threads";

/**
 * aiThreads.*: chat threads and messages of the signed-in user. Another user's thread answers
 * NOT_FOUND. Messages are written by POST /api/ai/chat (a streamed answer), not here.
 */
export const aiThreadsRouter = createTRPCRouter({
  list: protectedProcedure
    .input(listThreadsInput)
    .query(({ ctx, input }) => listThreads(ctx.db, ctx.session.user.id, input)),
  get: protectedProcedure
    .input(threadByIdInput)
    .query(({ ctx, input }) => getThread(ctx.db, ctx.session.user.id, input.threadId)),
  rename: protectedProcedure
    .input(renameThreadInput)
    .mutation(({ ctx, input }) => renameThread(ctx.db, ctx.session.user.id, input)),
  delete: protectedProcedure
    .input(threadByIdInput)
    .mutation(({ ctx, input }) => deleteThread(ctx.db, ctx.session.user.id, input.threadId)),
});
