import { parseTextInput } from "@/lib/plans/import-rules";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { importTextFor } from "@/server/services/plans/import/import-for-user";

/**
 * Importing existing content as a plan preview. Files go through POST /api/plans/import (they
 * are sent as multipart form data, which tRPC does not carry); pasted text comes here. Nothing
 * is saved: the page creates the plan with plan.create once the user has adjusted the preview.
 * Both are read in the import worker pool (import-for-user.ts).
 */
export const planImportRouter = createTRPCRouter({
  parseText: protectedProcedure
    .input(parseTextInput)
    .mutation(({ ctx, input }) => importTextFor(ctx.session.user.id, input)),
});
