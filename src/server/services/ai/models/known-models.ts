/**
 * Built-in facts about models we know by id: label, capabilities, context size, output cap and a
 * default price in credits per 1,000 tokens. Operators override prices and context sizes with
 * AI_MODEL_PRICES / AI_MODEL_CONTEXT_TOKENS; an id we do not know gets UNKNOWN_MODEL_DEFAULTS.
 * Prices are set so that 1 credit (≈ $0.01 in the packs) covers the provider cost with a margin.
 */
import type { AiModelCapabilities, AiModelPrice } from "@/lib/ai/models";

export interface KnownModel {
  label: string;
  capabilities: AiModelCapabilities;
  contextTokens: number;
  maxOutputTokens: number;
  price: AiModelPrice;
}

const ALL = { vision: true, files: true, tools: true, reasoning: true } as const;
const NO_REASONING = { ...ALL, reasoning: false } as const;

export const KNOWN_MODELS: Record<string, KnownModel> = {
  "gpt-5": {
    label: "GPT-5",
    capabilities: ALL,
    contextTokens: 400_000,
    maxOutputTokens: 16_000,
    price: { inputPer1k: 1, outputPer1k: 4 },
  },
  "gpt-5-mini": {
    label: "GPT-5 mini",
    capabilities: ALL,
    contextTokens: 400_000,
    maxOutputTokens: 16_000,
    price: { inputPer1k: 0.2, outputPer1k: 1 },
  },
  "gpt-4.1": {
    label: "GPT-4.1",
    capabilities: NO_REASONING,
    contextTokens: 1_000_000,
    maxOutputTokens: 16_000,
    price: { inputPer1k: 1, outputPer1k: 3 },
  },
  "gpt-4.1-mini": {
    label: "GPT-4.1 mini",
    capabilities: NO_REASONING,
    contextTokens: 1_000_000,
    maxOutputTokens: 16_000,
    price: { inputPer1k: 0.2, outputPer1k: 0.8 },
  },
  "claude-sonnet-4-5": {
    label: "Claude Sonnet 4.5",
    capabilities: ALL,
    contextTokens: 200_000,
    maxOutputTokens: 16_000,
    price: { inputPer1k: 1, outputPer1k: 5 },
  },
  "claude-haiku-4-5": {
    label: "Claude Haiku 4.5",
    capabilities: ALL,
    contextTokens: 200_000,
    maxOutputTokens: 16_000,
    price: { inputPer1k: 0.3, outputPer1k: 1.5 },
  },
};

/** A model id we have no facts about (typical of local servers): text and tools only. */
export const UNKNOWN_MODEL_DEFAULTS: KnownModel = {
  label: "",
  capabilities: { vision: false, files: false, tools: true, reasoning: false },
  contextTokens: 32_000,
  maxOutputTokens: 8_000,
  price: { inputPer1k: 0.1, outputPer1k: 0.4 },
};

/** The offline planner's facts (free; its "context" is the brief limit it reads). */
export const OFFLINE_MODEL_FACTS: KnownModel = {
  label: "",
  capabilities: { vision: false, files: false, tools: true, reasoning: false },
  contextTokens: 50_000,
  maxOutputTokens: 16_000,
  price: { inputPer1k: 0, outputPer1k: 0 },
};
