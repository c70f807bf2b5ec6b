/**
 * The end of a generation: its status, what it cost, the owner's onEnd hook, the credit hold
 * settled or released, the closing chunks, and the row. The money rules (issue 13, point 14):
 * - finished: the provider's reported usage (estimated when it reports none), at the model's price;
 * - stopped: providers report no usage after an abort, so the prompt estimate plus the streamed
 *   text's estimate; nothing when nothing was written yet (the hold is released);
 * - failed (provider error, cut stream, timeout, a hook refusing the output): nothing.
 * The charge never exceeds the hold, the maximum the user was shown: a cost beyond it (a provider
 * reporting more tokens than estimated) is charged as the hold, and settleHold records the rest
 * as a usage shortfall with the generation, the user and the model, for admins.
 */
import { readUIMessageStream, type LanguageModelUsage, type UIMessageChunk } from "ai";
import { and, eq, sql } from "drizzle-orm";
import { isAppError } from "@/lib/app-error";
import { creditsForTokens, estimateTokens } from "@/lib/ai/models";
import type {
  GenerationErrorData,
  GenerationResultData,
  PlansmithUIMessage,
} from "@/lib/ai/stream-data";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { aiGenerations } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { createLogger } from "@/server/log";
import { releaseHold, settleHold } from "@/server/services/credits";
import type { ChunkWriter } from "./chunk-writer";
import type { GenerationConfig } from "./config";
import type { RunJob } from "./run";
import type { GenerationOutcome } from "./types";

const log = createLogger("ai-generations");

export interface RunFacts {
  /** All text the model wrote. */
  text: string;
  /** Whether anything billable was written (text or a tool call). */
  producedOutput: boolean;
  failure: GenerationErrorData | null;
  stopped?: boolean;
  usage: LanguageModelUsage | null;
}

/** The assistant message the chunks build (what a client shows). */
export async function messageOf(
  chunks: readonly UIMessageChunk[],
  fallbackId: string,
): Promise<PlansmithUIMessage> {
  let message: PlansmithUIMessage = { id: fallbackId, role: "assistant", parts: [] };
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  for await (const next of readUIMessageStream<PlansmithUIMessage>({ stream })) message = next;
  return message;
}

function tokensOf(job: RunJob, facts: RunFacts) {
  return {
    inputTokens: facts.usage?.inputTokens ?? job.inputTokensEstimate,
    outputTokens: facts.usage?.outputTokens ?? estimateTokens(facts.text),
  };
}

/** Settles the hold at `cost` (charged up to the hold) or releases it; answers what was charged. */
async function moveCredits(db: Database, job: RunJob, cost: number): Promise<number> {
  if (!job.holdId) return 0;
  const hold = { holdId: job.holdId, userId: job.request.userId };
  try {
    if (cost > 0) {
      return (await settleHold(db, { ...hold, actual: cost, modelId: job.model.id })).charged;
    }
    await releaseHold(db, hold);
  } catch (error) {
    // The hold stays open and the credit sweep releases it: the user is never overcharged.
    log.error("settling a generation's credits failed", error);
  }
  return 0;
}

/** Why an onEnd hook was given up on (logged; the client reads generationFailed). */
class HookTimeout extends Error {
  constructor(ms: number) {
    super(`onEnd took longer than ${ms} ms`);
    this.name = "HookTimeout";
  }
}

/** The hook's answer, or a HookTimeout once config.onEndTimeoutMs has passed. */
async function withinTime<T>(work: Promise<T> | undefined, config: GenerationConfig) {
  if (!work) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HookTimeout(config.onEndTimeoutMs)), config.onEndTimeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The abort reason when the stale sweep ended a generation this process still ran. */
export class GenerationSwept extends Error {
  constructor() {
    super("Ended by the stale generation sweep");
    this.name = "GenerationSwept";
  }
}

/** Whether the row is still running: the stale sweep may have failed it (and released the hold). */
async function stillRunning(db: Database, generationId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: aiGenerations.status })
    .from(aiGenerations)
    .where(eq(aiGenerations.id, generationId));
  return row?.status === "running";
}

export async function endGeneration(
  db: Database,
  job: RunJob,
  config: GenerationConfig,
  writer: ChunkWriter,
  facts: RunFacts,
): Promise<void> {
  const { request, generationId } = job;
  if (!(await stillRunning(db, generationId))) {
    // The sweep's verdict (failed, nothing charged, hold released) stands: no onEnd, so nothing
    // is stored for a generation its owner was told had failed.
    const failure = { code: ERROR_CODES.aiStreamInterrupted, message: AI_TEXT.streamInterrupted };
    writer.write({ type: "data-generation-error", data: failure });
    writer.write({ type: "finish", messageMetadata: { generationId, modelId: job.model.id } });
    await writer.flush();
    return;
  }
  let failure = facts.failure;
  const status = failure ? "failed" : facts.stopped ? "stopped" : "finished";
  const usage = tokensOf(job, facts);
  const chargeable = status === "finished" || (status === "stopped" && facts.producedOutput);
  let cost = chargeable ? creditsForTokens(job.model.price, usage) : 0;
  // What the hook is told matches what settling charges: never more than the hold.
  const charge = Math.min(cost, job.holdAmount);
  const hookWriter = { write: (chunk: UIMessageChunk) => writer.write(chunk) };
  const outcome: GenerationOutcome = {
    status,
    text: facts.text,
    message: await messageOf(writer.written, job.messageId),
    usage,
    creditsCharged: charge,
    ...(failure ? { error: { code: failure.code, message: failure.message } } : {}),
  };
  let result: GenerationResultData | null = null;
  try {
    result = (await withinTime(request.hooks?.onEnd?.(outcome, hookWriter), config)) ?? null;
  } catch (error) {
    if (!isAppError(error)) log.error("a generation's onEnd hook failed", error);
    failure = isAppError(error)
      ? { code: error.code, message: error.message }
      : { code: ERROR_CODES.aiGenerationFailed, message: AI_TEXT.generationFailed };
    writer.write({ type: "error", errorText: failure.message });
    cost = 0;
  }
  const finalStatus = failure ? "failed" : status;
  const credits = await moveCredits(db, job, cost);
  if (failure) writer.write({ type: "data-generation-error", data: failure });
  writer.write({
    type: "finish",
    messageMetadata: { generationId, modelId: job.model.id, credits },
  });
  await writer.flush();
  await db
    .update(aiGenerations)
    .set({
      status: finalStatus,
      result,
      errorCode: failure?.code ?? null,
      errorMessage: failure?.message ?? null,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      creditsCharged: credits,
      finishedAt: sql`now()`,
    })
    // The stale sweep may have ended it already (this process stalled): that verdict stands.
    .where(and(eq(aiGenerations.id, generationId), eq(aiGenerations.status, "running")));
}
