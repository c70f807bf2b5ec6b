/**
 * Turns a registry entry into an AI SDK language model: the offline planner, or a provider
 * client made from configuration. Clients are made per call (cheap objects; no sockets until a
 * request), so a test's registry and the server's never share state.
 */
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { AiModelInfo } from "@/lib/ai/models";
import { createOfflinePlannerModel } from "../offline/offline-model";
import { providerModelName, type ModelRegistry } from "./registry";

export function languageModelFor(model: AiModelInfo, registry: ModelRegistry): LanguageModel {
  const name = providerModelName(model);
  const { config } = registry;
  switch (model.provider) {
    case "offline":
      return createOfflinePlannerModel();
    case "openai": {
      if (!config.openai) throw new Error("OpenAI is not configured");
      return createOpenAI({ apiKey: config.openai.apiKey, baseURL: config.openai.baseURL })(name);
    }
    case "anthropic": {
      if (!config.anthropic) throw new Error("Anthropic is not configured");
      return createAnthropic({
        apiKey: config.anthropic.apiKey,
        baseURL: config.anthropic.baseURL,
      })(name);
    }
    case "openai-compatible": {
      const compatible = config.openaiCompatible;
      if (!compatible) throw new Error("The OpenAI-compatible server is not configured");
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: compatible.baseURL,
        apiKey: compatible.apiKey,
        // Without it the server sends no token usage on streams, and credits could not be settled.
        includeUsage: true,
      })(name);
    }
  }
}
