import { z } from "zod";
import { estimateTokensForLength, maxGenerationCredits } from "@/lib/ai/models";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { getGeneration, stopGeneration } from "@/server/services/ai/generations";
import { outputTokenLimit } from "@/server/services/ai/generations/start";
import { getModelRegistry, requireModel } from "@/server/services/ai/models/registry";

const generationInput = z.object({ id: z.string().min(1).max(100) });

/** ai.*: the model list, cost estimates, a generation's status and stop. */
export const aiRouter = createTRPCRouter({
  /** The models this server offers (public facts only) and the default choice. */
  models: publicProcedure.query(() => {
    const registry = getModelRegistry();
    return { models: registry.models, defaultModelId: registry.defaultModelId };
  }),
  /** The most a generation of this size can cost: what the hold will reserve. */
  estimate: protectedProcedure
    .input(
      z.object({
        modelId: z.string().min(1).max(200),
        promptChars: z.number().int().min(0).max(10_000_000),
        maxOutputTokens: z.number().int().min(1).max(1_000_000).optional(),
      }),
    )
    .query(({ input }) => {
      const model = requireModel(input.modelId);
      const maxOutputTokens = outputTokenLimit(model, input.maxOutputTokens);
      return {
        modelId: model.id,
        credits: maxGenerationCredits(model, {
          inputTokens: estimateTokensForLength(input.promptChars),
          maxOutputTokens,
        }),
      };
    }),
  generation: protectedProcedure
    .input(generationInput)
    .query(({ ctx, input }) =>
      getGeneration(ctx.db, { userId: ctx.session.user.id, generationId: input.id }),
    ),
  /** A real cancel of the provider call; answers the generation once it has ended. */
  stop: protectedProcedure
    .input(generationInput)
    .mutation(({ ctx, input }) =>
      stopGeneration(ctx.db, { userId: ctx.session.user.id, generationId: input.id }),
    ),
});
