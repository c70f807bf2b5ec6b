/**
 * The offline planner as an AI SDK language model (LanguageModelV4). CONTRACT STUB: the offline
 * helper implements it (streams text, follows the task in providerOptions.offline, calls tools).
 */
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { OFFLINE_MODEL_ID } from "@/lib/ai/models";

export function createOfflinePlannerModel(): LanguageModelV4 {
  const notYet = () =>
    Promise.reject(new Error("The offline planner model is not implemented yet"));
  return {
    specificationVersion: "v4",
    provider: "offline",
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},
    doGenerate: notYet,
    doStream: notYet,
  };
}
