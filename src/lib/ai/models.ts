/**
 * What the client may know about the AI models: the public shape of the server's model registry
 * (src/server/services/ai/models). The client only ever sends an `id` it received from the
 * server; the server refuses any other (AI_TEXT.modelNotAvailable).
 */
export const AI_PROVIDERS = ["offline", "openai", "openai-compatible", "anthropic"] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

export interface AiModelCapabilities {
  /** Takes images as input. */
  vision: boolean;
  /** Takes PDF files as input (else attachments are sent as extracted text). */
  files: boolean;
  /** Calls tools (reading the plan, proposing changes). */
  tools: boolean;
  /** Thinks before answering (reasoning parts). */
  reasoning: boolean;
}

/** Credits charged per 1,000 tokens; 0 and 0 means free. */
export interface AiModelPrice {
  inputPer1k: number;
  outputPer1k: number;
}

export interface AiModelInfo {
  id: string;
  label: string;
  provider: AiProvider;
  capabilities: AiModelCapabilities;
  /** Tokens the model reads at most (prompt + attachments + history). */
  contextTokens: number;
  /** Tokens one generation may write at most; the credit hold is priced on it. */
  maxOutputTokens: number;
  price: AiModelPrice;
}

/** The embedded default: always offered, free, needs no key. */
export const OFFLINE_MODEL_ID = "offline-planner";
export const OFFLINE_MODEL_LABEL = "Offline planner — templates, no AI provider";

export function isFreeModel(model: Pick<AiModelInfo, "price">): boolean {
  return model.price.inputPer1k === 0 && model.price.outputPer1k === 0;
}

/**
 * Credits for a number of tokens at a price: rounded up per generation (never per token), so a
 * paid model costs at least 1 credit and a free one 0.
 */
export function creditsForTokens(
  price: AiModelPrice,
  tokens: { inputTokens: number; outputTokens: number },
): number {
  const exact =
    (tokens.inputTokens * price.inputPer1k + tokens.outputTokens * price.outputPer1k) / 1000;
  return exact <= 0 ? 0 : Math.ceil(exact - 1e-9);
}

/**
 * A rough token count for text we have not sent yet (cost estimates, holds, and the usage of a
 * stopped stream, which providers do not report): ~4 characters per token, rounded up.
 */
export function estimateTokens(text: string): number {
  return estimateTokensForLength(text.length);
}

/** estimateTokens for a text of `length` characters (a cost estimate before it is written). */
export function estimateTokensForLength(length: number): number {
  return Math.ceil(Math.max(0, length) / 4);
}

/**
 * The most a generation can cost: the hold reserved before it starts and the estimate shown
 * before it is asked for. A free model costs nothing.
 */
export function maxGenerationCredits(
  model: Pick<AiModelInfo, "price">,
  tokens: { inputTokens: number; maxOutputTokens: number },
): number {
  if (isFreeModel(model)) return 0;
  return creditsForTokens(model.price, {
    inputTokens: tokens.inputTokens,
    outputTokens: tokens.maxOutputTokens,
  });
}
