/**
 * Reads the AI configuration (env.ts) into a plain object, so the registry can be built from a
 * test's own configuration without touching the environment.
 */
import { z } from "zod";
import type { AiModelPrice } from "@/lib/ai/models";
import { env } from "@/env";

export interface AiProviderConfig {
  openai?: { apiKey: string; baseURL?: string; models: string[] };
  openaiCompatible?: { baseURL: string; apiKey?: string; models: string[]; name: string };
  anthropic?: { apiKey: string; baseURL?: string; models: string[] };
  /** Price overrides per model id. */
  prices: Record<string, AiModelPrice>;
  /** Context-size overrides per model id. */
  contextTokens: Record<string, number>;
  defaultModelId?: string;
}

export function splitList(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

const priceSchema = z.object({
  inputPer1k: z.number().finite().min(0).max(1_000_000),
  outputPer1k: z.number().finite().min(0).max(1_000_000),
});

/** `id=in/out,id=in/out` → prices; a malformed entry is a configuration error at start-up. */
export function parsePrices(value: string | undefined): Record<string, AiModelPrice> {
  const prices: Record<string, AiModelPrice> = {};
  for (const entry of splitList(value)) {
    const [id, pair] = entry.split("=");
    const [input, output] = (pair ?? "").split("/");
    const parsed = priceSchema.safeParse({
      inputPer1k: Number(input),
      outputPer1k: Number(output),
    });
    if (!id || !parsed.success || input === undefined || output === undefined) {
      throw new Error(`AI_MODEL_PRICES: "${entry}" is not "model-id=input/output"`);
    }
    prices[id.trim()] = parsed.data;
  }
  return prices;
}

/** `id=tokens,…` → context sizes. */
export function parseContextTokens(value: string | undefined): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const entry of splitList(value)) {
    const [id, tokens] = entry.split("=");
    const size = Number(tokens);
    if (!id || !Number.isInteger(size) || size < 1_000) {
      throw new Error(`AI_MODEL_CONTEXT_TOKENS: "${entry}" is not "model-id=tokens"`);
    }
    sizes[id.trim()] = size;
  }
  return sizes;
}

export function aiProviderConfigFromEnv(): AiProviderConfig {
  const compatibleModels = splitList(env.OPENAI_COMPATIBLE_MODELS);
  return {
    openai: env.OPENAI_API_KEY
      ? {
          apiKey: env.OPENAI_API_KEY,
          baseURL: env.OPENAI_BASE_URL,
          models: splitList(env.OPENAI_MODELS),
        }
      : undefined,
    openaiCompatible:
      env.OPENAI_COMPATIBLE_BASE_URL && compatibleModels.length > 0
        ? {
            baseURL: env.OPENAI_COMPATIBLE_BASE_URL,
            apiKey: env.OPENAI_COMPATIBLE_API_KEY,
            models: compatibleModels,
            name: env.OPENAI_COMPATIBLE_NAME,
          }
        : undefined,
    anthropic: env.ANTHROPIC_API_KEY
      ? {
          apiKey: env.ANTHROPIC_API_KEY,
          baseURL: env.ANTHROPIC_BASE_URL,
          models: splitList(env.ANTHROPIC_MODELS),
        }
      : undefined,
    prices: parsePrices(env.AI_MODEL_PRICES),
    contextTokens: parseContextTokens(env.AI_MODEL_CONTEXT_TOKENS),
    defaultModelId: env.AI_DEFAULT_MODEL,
  };
}
