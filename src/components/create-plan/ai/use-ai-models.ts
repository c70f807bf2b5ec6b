"use client";
/**
 * The models the server offers and what a generation may cost. INTERIM until the runner's `ai`
 * router (ai.models, ai.estimate) is merged: the offline planner only, free.
 */
import { OFFLINE_MODEL_ID, OFFLINE_MODEL_LABEL, type AiModelInfo } from "@/lib/ai/models";

const OFFLINE: AiModelInfo = {
  id: OFFLINE_MODEL_ID,
  label: OFFLINE_MODEL_LABEL,
  provider: "offline",
  capabilities: { vision: false, files: false, tools: true, reasoning: false },
  contextTokens: 0,
  maxOutputTokens: 0,
  price: { inputPer1k: 0, outputPer1k: 0 },
};

export function useAiModels(): { models: AiModelInfo[]; defaultModelId: string } {
  return { models: [OFFLINE], defaultModelId: OFFLINE_MODEL_ID };
}

/** Credits the generation may cost at most; null while unknown. */
export function useCostEstimate(input: { modelId: string; text: string }): number | null {
  void input;
  return 0;
}
