/**
 * The model registry: the offline planner first, always and free; registry ids per provider;
 * price and context overrides; the default model; requireModel refuses anything not offered.
 */
import { describe, expect, it } from "vitest";
import { isAppError } from "@/lib/app-error";
import { OFFLINE_MODEL_ID, OFFLINE_MODEL_LABEL } from "@/lib/ai/models";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { KNOWN_MODELS, UNKNOWN_MODEL_DEFAULTS } from "@/server/services/ai/models/known-models";
import {
  parseContextTokens,
  parsePrices,
  type AiProviderConfig,
} from "@/server/services/ai/models/model-config";
import { languageModelFor } from "@/server/services/ai/models/providers";
import { buildModelRegistry, requireModel } from "@/server/services/ai/models/registry";

const NONE: AiProviderConfig = { prices: {}, contextTokens: {} };

const ALL: AiProviderConfig = {
  openai: { apiKey: "sk-test", models: ["gpt-5-mini", "gpt-5"] },
  anthropic: { apiKey: "ant-test", models: ["claude-haiku-4-5"] },
  openaiCompatible: { baseURL: "http://127.0.0.1:11434/v1", models: ["llama3.1"], name: "Ollama" },
  prices: {},
  contextTokens: {},
};

function refusal(work: () => unknown) {
  try {
    work();
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("the model registry", () => {
  it("offers only the offline planner without providers: first, free, labelled honestly", () => {
    const registry = buildModelRegistry(NONE);
    expect(registry.models).toHaveLength(1);
    expect(registry.models[0]).toMatchObject({
      id: OFFLINE_MODEL_ID,
      provider: "offline",
      label: OFFLINE_MODEL_LABEL,
      price: { inputPer1k: 0, outputPer1k: 0 },
    });
    expect(registry.defaultModelId).toBe(OFFLINE_MODEL_ID);
  });

  it("names models <provider>:<model>, the offline planner still first", () => {
    const registry = buildModelRegistry(ALL);
    expect(registry.models.map((model) => model.id)).toEqual([
      OFFLINE_MODEL_ID,
      "openai:gpt-5-mini",
      "openai:gpt-5",
      "anthropic:claude-haiku-4-5",
      "local:llama3.1",
    ]);
    expect(registry.models[1]).toMatchObject({
      label: KNOWN_MODELS["gpt-5-mini"]!.label,
      price: KNOWN_MODELS["gpt-5-mini"]!.price,
    });
    // An unknown local model: text and tools, default facts, the server's name in its label.
    expect(registry.models[4]).toMatchObject({
      label: "llama3.1 (Ollama)",
      provider: "openai-compatible",
      capabilities: UNKNOWN_MODEL_DEFAULTS.capabilities,
      contextTokens: UNKNOWN_MODEL_DEFAULTS.contextTokens,
    });
    // With providers, the default is the first provider model, not the offline planner.
    expect(registry.defaultModelId).toBe("openai:gpt-5-mini");
  });

  it("applies price and context overrides by registry id or model name; never prices the offline planner", () => {
    const registry = buildModelRegistry({
      ...ALL,
      prices: parsePrices("openai:gpt-5=2/8,claude-haiku-4-5=0.5/2,offline-planner=9/9"),
      contextTokens: parseContextTokens("local:llama3.1=128000"),
    });
    const byId = (id: string) => registry.models.find((model) => model.id === id)!;
    expect(byId("openai:gpt-5").price).toEqual({ inputPer1k: 2, outputPer1k: 8 });
    expect(byId("anthropic:claude-haiku-4-5").price).toEqual({ inputPer1k: 0.5, outputPer1k: 2 });
    expect(byId("local:llama3.1").contextTokens).toBe(128_000);
    expect(byId(OFFLINE_MODEL_ID).price).toEqual({ inputPer1k: 0, outputPer1k: 0 });
  });

  it("refuses malformed price and context settings at start-up", () => {
    expect(() => parsePrices("gpt-5=2")).toThrow(/AI_MODEL_PRICES/);
    expect(() => parsePrices("gpt-5=a/b")).toThrow(/AI_MODEL_PRICES/);
    expect(() => parseContextTokens("gpt-5=12")).toThrow(/AI_MODEL_CONTEXT_TOKENS/);
  });

  it("takes AI_DEFAULT_MODEL by registry id or model name, and ignores one it does not offer", () => {
    expect(
      buildModelRegistry({ ...ALL, defaultModelId: "anthropic:claude-haiku-4-5" }).defaultModelId,
    ).toBe("anthropic:claude-haiku-4-5");
    expect(buildModelRegistry({ ...ALL, defaultModelId: "gpt-5" }).defaultModelId).toBe(
      "openai:gpt-5",
    );
    expect(buildModelRegistry({ ...ALL, defaultModelId: OFFLINE_MODEL_ID }).defaultModelId).toBe(
      OFFLINE_MODEL_ID,
    );
    expect(buildModelRegistry({ ...ALL, defaultModelId: "gpt-2" }).defaultModelId).toBe(
      "openai:gpt-5-mini",
    );
  });

  it("requireModel answers an offered model and refuses anything else with MODEL_NOT_AVAILABLE", () => {
    const registry = buildModelRegistry(ALL);
    expect(requireModel("openai:gpt-5", registry).id).toBe("openai:gpt-5");
    for (const wanted of ["gpt-5", "openai:gpt-4o", "anthropic:claude-sonnet-4-5", "", null, 42]) {
      expect(refusal(() => requireModel(wanted, registry))).toMatchObject({
        code: ERROR_CODES.modelNotAvailable,
        status: 400,
        message: AI_TEXT.modelNotAvailable,
      });
    }
  });

  it("builds each provider's language model under its own model name", () => {
    const registry = buildModelRegistry(ALL);
    const built = registry.models.map((model) => {
      const languageModel = languageModelFor(model, registry);
      return typeof languageModel === "string"
        ? languageModel
        : [languageModel.provider, languageModel.modelId];
    });
    expect(built).toEqual([
      ["offline", OFFLINE_MODEL_ID],
      ["openai.responses", "gpt-5-mini"],
      ["openai.responses", "gpt-5"],
      ["anthropic.messages", "claude-haiku-4-5"],
      ["openai-compatible.chat", "llama3.1"],
    ]);
  });
});
