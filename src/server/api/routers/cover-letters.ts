import {
  coverLetterRefInput,
  generateCoverLetterInput,
  updateCoverLetterInput,
} from "@/lib/ai/assistant-schemas";
import { planRefInput } from "@/lib/plans/plan-schemas";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import {
  deleteCoverLetter,
  getCoverLetter,
  listCoverLetters,
  updateCoverLetter,
} from "@/server/services/cover-letters/cover-letters";
import { startCoverLetter } from "@/server/services/cover-letters/generate";

/** coverLetters.*: cover letters of the signed-in user. */
export const coverLettersRouter = createTRPCRouter({
  /** Starts the generation; the client follows it and gets `data-result` with the letter id. */
  generate: protectedProcedure
    .input(generateCoverLetterInput)
    .mutation(({ ctx, input }) => startCoverLetter(ctx.db, ctx.session.user.id, input)),
  list: protectedProcedure
    .input(planRefInput)
    .query(({ ctx, input }) => listCoverLetters(ctx.db, ctx.session.user.id, input.planId)),
  get: protectedProcedure
    .input(coverLetterRefInput)
    .query(({ ctx, input }) => getCoverLetter(ctx.db, ctx.session.user.id, input.coverLetterId)),
  update: protectedProcedure
    .input(updateCoverLetterInput)
    .mutation(({ ctx, input: { coverLetterId, ...changes } }) =>
      updateCoverLetter(ctx.db, ctx.session.user.id, coverLetterId, changes),
    ),
  delete: protectedProcedure
    .input(coverLetterRefInput)
    .mutation(({ ctx, input }) =>
      deleteCoverLetter(ctx.db, ctx.session.user.id, input.coverLetterId),
    ),
});
