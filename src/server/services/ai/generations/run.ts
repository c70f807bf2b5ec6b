/**
 * Runs one generation on this process, detached from the request that started it: the provider
 * call (streamText) with an AbortController that stop and the timeout use, every UI message chunk
 * stored (ChunkWriter), a heartbeat, and at the end the outcome (settle.ts) written to the row.
 */
import { streamText, stepCountIs, type LanguageModel, type UIMessageChunk } from "ai";
import { and, eq, sql } from "drizzle-orm";
import { isAppError } from "@/lib/app-error";
import type { AiModelInfo } from "@/lib/ai/models";
import type { PlansmithMessageMetadata } from "@/lib/ai/stream-data";
import { aiGenerations } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { createLogger } from "@/server/log";
import { describeProviderFailure, GenerationTimeout } from "../models/provider-errors";
import { notify, runningHere } from "./channels";
import { ChunkWriter } from "./chunk-writer";
import { CHUNKS_CHANNEL, HEARTBEAT_INTERVAL_MS, type GenerationConfig } from "./config";
import { endGeneration, GenerationSwept, type RunFacts } from "./settle";
import type { GenerationRequest } from "./types";

const log = createLogger("ai-generations");

export interface RunJob {
  generationId: string;
  messageId: string;
  request: GenerationRequest;
  model: AiModelInfo;
  languageModel: LanguageModel;
  holdId: string | null;
  /** Credits held (the most the generation may be charged); 0 for a free model. */
  holdAmount: number;
  maxOutputTokens: number;
  inputTokensEstimate: number;
}

/**
 * Proves this process alive every HEARTBEAT_INTERVAL_MS. When the row is no longer running, the
 * stale sweep ended it (this process stalled past STALE_HEARTBEAT_MS): the provider call is
 * aborted, since nobody will be charged for it and its result would be thrown away.
 */
function heartbeat(db: Database, generationId: string, controller: AbortController) {
  return setInterval(() => {
    db.update(aiGenerations)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(aiGenerations.id, generationId), eq(aiGenerations.status, "running")))
      .returning({ id: aiGenerations.id })
      .then((rows) => {
        if (rows.length === 0) controller.abort(new GenerationSwept());
      })
      .catch((error: unknown) => log.warn("heartbeat failed", error));
  }, HEARTBEAT_INTERVAL_MS);
}

/** Streams the model into the writer; answers what happened (never throws). */
async function streamModel(
  job: RunJob,
  config: GenerationConfig,
  controller: AbortController,
  writer: ChunkWriter,
): Promise<RunFacts> {
  const { request } = job;
  const facts: RunFacts = { text: "", producedOutput: false, failure: null, usage: null };
  const hookWriter = { write: (chunk: UIMessageChunk) => writer.write(chunk) };
  let providerError: unknown = null;
  const result = streamText({
    model: job.languageModel,
    system: request.system,
    messages: request.messages,
    tools: request.tools,
    stopWhen: stepCountIs(Math.max(1, request.maxSteps ?? 1)),
    maxOutputTokens: job.maxOutputTokens,
    maxRetries: config.maxRetries,
    abortSignal: controller.signal,
    // Real providers ignore it; the offline planner reads its task here.
    providerOptions: { offline: request.offlineTask as never },
    onError: ({ error }) => {
      providerError ??= error;
    },
  });
  try {
    const stream = result.toUIMessageStream({
      sendStart: false,
      sendFinish: false,
      // Called for the stream's error parts AND for every failed tool call. Only the former fail
      // the generation (streamText's onError above sees those): a tool that throws is reported
      // to the model, which goes on. The client reads a catalogue text either way.
      onError: (error) =>
        isAppError(error) ? error.message : describeProviderFailure(error).message,
    });
    for await (const chunk of stream) {
      if (chunk.type === "text-delta") facts.text += chunk.delta;
      if (chunk.type === "text-delta" || chunk.type === "tool-input-start") {
        facts.producedOutput = true;
      }
      writer.write(chunk);
      try {
        request.hooks?.onChunk?.(chunk, hookWriter);
      } catch (error) {
        log.error("a generation's onChunk hook failed", error);
      }
    }
  } catch (error) {
    // A stream cut mid-way is thrown by the iteration, not reported as an error part.
    if (!controller.signal.aborted) {
      facts.failure = describeProviderFailure(error, { thrownByStream: true });
      writer.write({ type: "error", errorText: facts.failure.message });
    }
  }
  const reason: unknown = controller.signal.aborted ? controller.signal.reason : null;
  if (reason instanceof GenerationTimeout) {
    facts.failure = describeProviderFailure(reason, { timedOut: true });
    writer.write({ type: "error", errorText: facts.failure.message });
  } else if (!facts.failure && providerError) {
    facts.failure = describeProviderFailure(providerError);
  }
  facts.stopped = controller.signal.aborted && !(reason instanceof GenerationTimeout);
  if (!facts.failure && !facts.stopped) {
    facts.usage = await Promise.resolve(result.totalUsage).catch(() => null);
  }
  return facts;
}

/** Runs the generation to its end; errors are logged, never thrown (nobody awaits it). */
export async function runGeneration(
  db: Database,
  job: RunJob,
  config: GenerationConfig,
): Promise<void> {
  const { generationId } = job;
  const controller = new AbortController();
  runningHere.set(generationId, controller);
  const timeout = setTimeout(
    () => controller.abort(new GenerationTimeout()),
    config.timeoutSeconds * 1000,
  );
  const beat = heartbeat(db, generationId, controller);
  const writer = new ChunkWriter(db, generationId, (error) =>
    log.error("storing a chunk batch failed", error),
  );
  const metadata: PlansmithMessageMetadata = { generationId, modelId: job.model.id };
  try {
    writer.write({ type: "start", messageId: job.messageId, messageMetadata: metadata });
    const facts = await streamModel(job, config, controller, writer);
    clearTimeout(timeout);
    runningHere.delete(generationId);
    await endGeneration(db, job, config, writer, facts);
  } catch (error) {
    log.error("a generation could not be finished", error);
  } finally {
    clearTimeout(timeout);
    clearInterval(beat);
    runningHere.delete(generationId);
    await notify(db, CHUNKS_CHANNEL, generationId).catch(() => undefined);
  }
}
