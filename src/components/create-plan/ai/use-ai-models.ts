"use client";
/**
 * The models the server offers (tRPC `ai.models`) and what a generation may cost at most
 * (`ai.estimate`: the hold the runner will reserve).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import type { AiModelInfo } from "@/lib/ai/models";
import { PROMPT_FRAME_CHARS } from "@/lib/ai/plan-writing-schemas";
import { useTRPC } from "@/trpc/react";

export function useAiModels(): { models: AiModelInfo[]; defaultModelId: string } {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.ai.models.queryOptions());
  return data ?? { models: [], defaultModelId: "" };
}

/**
 * Credits the generation may cost at most for the user's `promptChars` characters; null
 * while unknown. Typing is deferred so the estimate does not refetch on every key.
 */
export function useCostEstimate(input: { modelId: string; promptChars: number }): number | null {
  const trpc = useTRPC();
  const promptChars = useDeferredValue(input.promptChars) + PROMPT_FRAME_CHARS;
  const { data } = useQuery({
    ...trpc.ai.estimate.queryOptions({ modelId: input.modelId, promptChars }),
    enabled: input.modelId !== "",
    placeholderData: keepPreviousData,
  });
  return data?.credits ?? null;
}
