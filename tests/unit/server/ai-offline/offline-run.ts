/**
 * Drives the offline planner through the real `streamText` of the AI SDK, as the generation
 * runner does, and collects what a consumer sees.
 */
import { streamText, type ModelMessage, type TextStreamPart, type ToolSet } from "ai";
import type { JSONObject } from "@ai-sdk/provider";
import { createOfflinePlannerModel } from "@/server/services/ai/offline/offline-model";
import { OFFLINE_TASK_KEY, type OfflineTask } from "@/server/services/ai/offline/offline-task";

export const TEST_NOW = new Date("2026-11-24T15:30:00Z");

export interface RunOptions {
  messages?: ModelMessage[];
  prompt?: string;
  tools?: ToolSet;
  steps?: number;
  delayMs?: number;
  abortSignal?: AbortSignal;
  maxOutputTokens?: number;
  /** Raw provider option value (to send malformed tasks). */
  rawTask?: unknown;
}

export function offlineStream(task: OfflineTask | undefined, options: RunOptions = {}) {
  const model = createOfflinePlannerModel({
    streamDelayMs: options.delayMs ?? 0,
    now: () => TEST_NOW,
  });
  const value = options.rawTask ?? task;
  const common = {
    model,
    tools: options.tools,
    abortSignal: options.abortSignal,
    maxOutputTokens: options.maxOutputTokens,
    maxRetries: 0,
    // Errors are asserted on the stream's parts; the SDK's default logging would only add noise.
    onError: () => undefined,
    ...(options.steps
      ? { stopWhen: ({ steps }: { steps: unknown[] }) => steps.length >= (options.steps ?? 1) }
      : {}),
    providerOptions: value === undefined ? undefined : { [OFFLINE_TASK_KEY]: value as JSONObject },
  };
  return options.messages
    ? streamText({ ...common, messages: options.messages })
    : streamText({ ...common, prompt: options.prompt ?? "" });
}

export interface RunResult {
  text: string;
  parts: TextStreamPart<ToolSet>[];
  deltas: string[];
}

export async function runOffline(
  task: OfflineTask | undefined,
  options: RunOptions = {},
): Promise<RunResult> {
  const result = offlineStream(task, options);
  const parts: TextStreamPart<ToolSet>[] = [];
  for await (const part of result.fullStream) parts.push(part);
  const deltas = parts.flatMap((part) => (part.type === "text-delta" ? [part.text] : []));
  return { text: deltas.join(""), parts, deltas };
}

/** The text of a run whose last step is text (after tool steps). */
export const textOf = (run: RunResult) => run.text;
