import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { deleteAttachment, listAttachments } from "@/server/services/attachments";
import { fileStorage } from "@/server/services/storage";

/** attachments.*: the signed-in user's attachments (uploads go through POST /api/ai/attachments). */
export const attachmentsRouter = createTRPCRouter({
  /** Newest first, ATTACHMENT_PAGE_SIZE per page. */
  list: protectedProcedure
    .input(z.object({ page: z.number().int().min(1).max(10_000).default(1) }))
    .query(({ ctx, input }) => listAttachments(ctx.db, ctx.session.user.id, input.page)),
  /** Removes the row and the stored file; another user's id is NOT_FOUND, like a missing one. */
  delete: protectedProcedure
    .input(z.object({ id: z.string().max(100) }))
    .mutation(async ({ ctx, input }) => {
      await deleteAttachment(ctx.db, fileStorage(), { userId: ctx.session.user.id, id: input.id });
      return { id: input.id };
    }),
});
