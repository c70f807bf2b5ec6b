/**
 * The offline planner as an AI SDK language model (LanguageModelV4): the embedded default that
 * needs no key. It reads the task a feature passes as `providerOptions.offline` (checked with
 * zod) and the prompt's last user message, computes its reply with the template engine, and
 * streams it a few words at a time (AI_OFFLINE_STREAM_DELAY_MS apart), stopping at once when the
 * call's abort signal fires. Usage is estimated like any stopped stream's (estimateTokens).
 */
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4StreamPart,
} from "@ai-sdk/provider";
import { OFFLINE_MODEL_ID } from "@/lib/ai/models";
import { env } from "@/env";
import { chatReply } from "./chat-reply";
import { writeCoverLetter } from "./cover-letter";
import { draftDiagram } from "./diagram-draft";
import { repairDiagram } from "./diagram-repair";
import { OFFLINE_TASK_KEY, type OfflineTask } from "./offline-task";
import { parseOfflineTask } from "./offline-task-schema";
import {
  abortError,
  finishReasonOf,
  limitReply,
  pacedStream,
  replyContent,
  replyParts,
  usageOf,
  type OfflineReply,
} from "./offline-stream";
import { planChatReply } from "./plan-chat-reply";
import { planMarkdown } from "./plan-reply";
import {
  lastUserText,
  offeredTools,
  promptLength,
  splitUserMessage,
  trailingToolResults,
} from "./prompt-reading";
import { applySectionAction } from "./section-actions";

export interface OfflinePlannerOptions {
  /** Pause between streamed pieces; default AI_OFFLINE_STREAM_DELAY_MS. */
  streamDelayMs?: number;
  /** The clock for dated output without a `today` in the task (diagram schedules). */
  now?: () => Date;
}

export function offlineReply(
  task: OfflineTask,
  options: LanguageModelV4CallOptions,
  now: Date,
): OfflineReply {
  switch (task.kind) {
    case "chat": {
      const message = splitUserMessage(lastUserText(options.prompt));
      return task.plan
        ? planChatReply(
            task.plan,
            message.words,
            offeredTools(options),
            trailingToolResults(options.prompt),
          )
        : chatReply(message, now);
    }
    case "plan":
      return { text: planMarkdown(task) };
    case "section_action":
      return { text: applySectionAction(task.action, task.section, task.language) };
    case "diagram":
      return { text: draftDiagram(task.description, now) };
    case "diagram_repair":
      return { text: repairDiagram(task.source, task.error) };
    case "cover_letter":
      return { text: writeCoverLetter(task) };
  }
}

let callCount = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(callCount += 1)}`;

function errorStream(message: string): ReadableStream<LanguageModelV4StreamPart> {
  const parts: LanguageModelV4StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "error", error: new Error(message) },
    {
      type: "finish",
      usage: {
        inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 0, text: 0, reasoning: 0 },
      },
      finishReason: { unified: "error", raw: "invalid-task" },
    },
  ];
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}

export function createOfflinePlannerModel(settings: OfflinePlannerOptions = {}): LanguageModelV4 {
  const delayMs = settings.streamDelayMs ?? env.AI_OFFLINE_STREAM_DELAY_MS;
  const now = settings.now ?? (() => new Date());
  return {
    specificationVersion: "v4",
    provider: "offline",
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},
    doGenerate(options) {
      // Like a provider's fetch: a call aborted before it starts does no work and fails.
      if (options.abortSignal?.aborted) return Promise.reject(abortError(options.abortSignal));
      const parsed = parseOfflineTask(options.providerOptions?.[OFFLINE_TASK_KEY]);
      if (!parsed.ok) return Promise.reject(new Error(parsed.message));
      const reply = limitReply(offlineReply(parsed.task, options, now()), options.maxOutputTokens);
      return Promise.resolve({
        content: replyContent(reply, nextId("offline-call")),
        finishReason: finishReasonOf(reply),
        usage: usageOf(promptLength(options.prompt), reply),
        warnings: [],
      });
    },
    doStream(options) {
      const parsed = parseOfflineTask(options.providerOptions?.[OFFLINE_TASK_KEY]);
      if (!parsed.ok) return Promise.resolve({ stream: errorStream(parsed.message) });
      const reply = limitReply(offlineReply(parsed.task, options, now()), options.maxOutputTokens);
      const parts = replyParts(reply, usageOf(promptLength(options.prompt), reply), {
        text: nextId("offline-text"),
        toolCall: nextId("offline-call"),
      });
      return Promise.resolve({ stream: pacedStream(parts, delayMs, options.abortSignal) });
    },
  };
}
