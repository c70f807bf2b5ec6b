/**
 * Starting a generation: the model must be offered (requireModel), the user within
 * AI_REQUESTS_PER_MINUTE and AI_MAX_CONCURRENT_GENERATIONS, and able to pay the maximum cost.
 * The concurrency count, the credit hold and the row are one transaction under a per-user
 * advisory lock, so concurrent starts (on any instance) cannot pass the limit together, and a
 * refusal leaves nothing behind. Then the model runs detached (run.ts) and we answer at once.
 */
import { randomUUID } from "node:crypto";
import type { ModelMessage } from "ai";
import { and, count, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import type { AiModelInfo } from "@/lib/ai/models";
import { estimateTokens, maxGenerationCredits } from "@/lib/ai/models";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { aiGenerations } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { takeRequest } from "@/server/services/accounts/request-limits";
import { reserveCredits } from "@/server/services/credits";
import { languageModelFor } from "../models/providers";
import { requireModel } from "../models/registry";
import { listenForCancels } from "./channels";
import {
  generationConfig,
  HOLD_MARGIN_SECONDS,
  INSTANCE_ID,
  type GenerationOptions,
} from "./config";
import { runGeneration } from "./run";
import type { GenerationRequest } from "./types";

const MINUTE_MS = 60_000;

/** Text a prompt sends, for the token estimate (images and files count by their text only). */
export function promptText(system: string, messages: readonly ModelMessage[]): string {
  return system + "\n" + messages.map((message) => JSON.stringify(message.content)).join("\n");
}

/** Tokens a generation may write: what it asks for, never more than the model's cap. */
export function outputTokenLimit(model: AiModelInfo, wanted?: number): number {
  return Math.max(1, Math.min(wanted ?? model.maxOutputTokens, model.maxOutputTokens));
}

export function generationHoldKey(generationId: string): string {
  return `generation:${generationId}`;
}

export async function startGeneration(
  db: Database,
  request: GenerationRequest,
  options?: GenerationOptions,
): Promise<{ generationId: string; messageId: string }> {
  const config = generationConfig(options);
  const model = requireModel(request.modelId, config.registry);
  const languageModel = languageModelFor(model, config.registry);
  const { userId } = request;

  const allowed = await takeRequest(
    db,
    `ai-requests:${userId}`,
    { max: config.requestsPerMinute, windowMs: MINUTE_MS },
    new Date(),
  );
  if (!allowed) {
    throw new AppError(
      ERROR_CODES.aiTooManyRequests,
      429,
      AI_TEXT.tooManyRequests(config.requestsPerMinute),
    );
  }

  const generationId = randomUUID();
  const messageId = request.messageId ?? randomUUID();
  const maxOutputTokens = outputTokenLimit(model, request.maxOutputTokens);
  const inputTokensEstimate = estimateTokens(promptText(request.system, request.messages));
  const maximum = maxGenerationCredits(model, {
    inputTokens: inputTokensEstimate,
    maxOutputTokens,
  });

  // Before the row exists, so a stop from another instance always finds this process listening.
  await listenForCancels(db);
  const holdId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ai-generations:${userId}`}))`);
    const [running] = await tx
      .select({ n: count() })
      .from(aiGenerations)
      .where(and(eq(aiGenerations.userId, userId), eq(aiGenerations.status, "running")));
    if ((running?.n ?? 0) >= config.maxConcurrent) {
      throw new AppError(
        ERROR_CODES.aiTooManyGenerations,
        429,
        AI_TEXT.tooManyGenerations(config.maxConcurrent),
      );
    }
    const hold =
      maximum > 0
        ? (
            await reserveCredits(
              tx,
              {
                userId,
                amount: maximum,
                reference: { type: "generation", id: generationId },
                idempotencyKey: generationHoldKey(generationId),
                description: request.description,
                ttlSeconds: config.timeoutSeconds + HOLD_MARGIN_SECONDS,
              },
              config.credits,
            )
          ).hold
        : null;
    await tx.insert(aiGenerations).values({
      id: generationId,
      userId,
      purpose: request.purpose,
      mode: request.mode,
      modelId: model.id,
      threadId: request.threadId ?? null,
      messageId,
      planId: request.planId ?? null,
      holdId: hold?.id ?? null,
      input: request.input ?? {},
      instanceId: INSTANCE_ID,
    });
    return hold?.id ?? null;
  });

  // Synchronously after the commit: runGeneration registers its AbortController before any stop
  // (a NOTIFY, an I/O event) can be handled.
  void runGeneration(
    db,
    {
      generationId,
      messageId,
      request,
      model,
      languageModel,
      holdId,
      holdAmount: holdId ? maximum : 0,
      maxOutputTokens,
      inputTokensEstimate,
    },
    config,
  );
  return { generationId, messageId };
}
