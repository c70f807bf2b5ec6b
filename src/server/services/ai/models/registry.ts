/**
 * The model registry: which models this server offers, with their facts and prices, built once
 * from configuration. The offline planner is always first and always present. Clients choose
 * only ids from `models`; `requireModel` refuses anything else.
 */
import { AppError } from "@/lib/app-error";
import {
  OFFLINE_MODEL_ID,
  OFFLINE_MODEL_LABEL,
  type AiModelInfo,
  type AiProvider,
} from "@/lib/ai/models";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import {
  KNOWN_MODELS,
  OFFLINE_MODEL_FACTS,
  UNKNOWN_MODEL_DEFAULTS,
  type KnownModel,
} from "./known-models";
import { aiProviderConfigFromEnv, type AiProviderConfig } from "./model-config";

export interface ModelRegistry {
  /** Offered models, the offline planner first. */
  models: AiModelInfo[];
  defaultModelId: string;
  config: AiProviderConfig;
}

const PROVIDER_PREFIX: Record<Exclude<AiProvider, "offline">, string> = {
  openai: "openai",
  "openai-compatible": "local",
  anthropic: "anthropic",
};

/** Registry ids are `<provider>:<model>` so two providers may serve a model of the same name. */
export function registryId(provider: Exclude<AiProvider, "offline">, modelName: string): string {
  return `${PROVIDER_PREFIX[provider]}:${modelName}`;
}

/** The provider's own model name of a registry id ("openai:gpt-5" → "gpt-5"). */
export function providerModelName(model: AiModelInfo): string {
  return model.provider === "offline" ? model.id : model.id.slice(model.id.indexOf(":") + 1);
}

function describe(
  id: string,
  provider: AiProvider,
  modelName: string,
  facts: KnownModel,
  config: AiProviderConfig,
  labelSuffix = "",
): AiModelInfo {
  return {
    id,
    provider,
    label: (facts.label || modelName) + labelSuffix,
    capabilities: { ...facts.capabilities },
    contextTokens:
      config.contextTokens[id] ?? config.contextTokens[modelName] ?? facts.contextTokens,
    maxOutputTokens: facts.maxOutputTokens,
    price: config.prices[id] ?? config.prices[modelName] ?? { ...facts.price },
  };
}

export function buildModelRegistry(config: AiProviderConfig): ModelRegistry {
  const models: AiModelInfo[] = [
    {
      ...describe(OFFLINE_MODEL_ID, "offline", OFFLINE_MODEL_ID, OFFLINE_MODEL_FACTS, config),
      label: OFFLINE_MODEL_LABEL,
      // The offline planner is free whatever AI_MODEL_PRICES says: it costs the server nothing.
      price: { inputPer1k: 0, outputPer1k: 0 },
    },
  ];
  const add = (
    provider: Exclude<AiProvider, "offline">,
    names: string[],
    labelSuffix = "",
    unknownFacts = UNKNOWN_MODEL_DEFAULTS,
  ) => {
    for (const name of names) {
      const facts = KNOWN_MODELS[name] ?? unknownFacts;
      models.push(describe(registryId(provider, name), provider, name, facts, config, labelSuffix));
    }
  };
  if (config.openai) add("openai", config.openai.models);
  if (config.anthropic) add("anthropic", config.anthropic.models);
  if (config.openaiCompatible) {
    add("openai-compatible", config.openaiCompatible.models, ` (${config.openaiCompatible.name})`);
  }
  const wanted = config.defaultModelId;
  const defaultModelId =
    (wanted &&
      models.find((model) => model.id === wanted || providerModelName(model) === wanted)?.id) ??
    models[1]?.id ??
    OFFLINE_MODEL_ID;
  return { models, defaultModelId, config };
}

const globalForRegistry = globalThis as unknown as { plansmithModelRegistry?: ModelRegistry };

/** The registry of this server's configuration (built on first use). */
export function getModelRegistry(): ModelRegistry {
  globalForRegistry.plansmithModelRegistry ??= buildModelRegistry(aiProviderConfigFromEnv());
  return globalForRegistry.plansmithModelRegistry;
}

export function modelNotAvailable(): AppError {
  return new AppError(ERROR_CODES.modelNotAvailable, 400, AI_TEXT.modelNotAvailable);
}

/** The offered model with this id, or MODEL_NOT_AVAILABLE (400). */
export function requireModel(
  modelId: unknown,
  registry: ModelRegistry = getModelRegistry(),
): AiModelInfo {
  const model =
    typeof modelId === "string" ? registry.models.find((entry) => entry.id === modelId) : undefined;
  if (!model) throw modelNotAvailable();
  return model;
}
