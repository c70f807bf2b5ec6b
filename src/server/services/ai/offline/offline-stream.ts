/**
 * Turns the offline planner's finished reply into the SDK's stream parts, sent a few words at a
 * time with a pause between pieces (AI_OFFLINE_STREAM_DELAY_MS) so the answer streams at a
 * readable pace and can be stopped or resumed mid-way like a real provider's. The reply is
 * computed up front (templates are fast); only its delivery is paced.
 */
import type {
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { estimateTokens } from "@/lib/ai/models";

export interface OfflineToolCall {
  toolName: string;
  input: Record<string, unknown>;
}

/** What the offline planner answers: text, and at most one tool call after it. */
export interface OfflineReply {
  text: string;
  toolCall?: OfflineToolCall;
  /** Cut at the call's maxOutputTokens (finish reason "length"). */
  truncated?: boolean;
}

/**
 * The reply within the call's output limit, as a provider would stop: the text is cut at the
 * limit (estimateTokens' characters per token) and a tool call that no longer fits is dropped.
 */
export function limitReply(reply: OfflineReply, maxOutputTokens: number | undefined): OfflineReply {
  if (maxOutputTokens === undefined) return reply;
  const toolTokens = reply.toolCall ? estimateTokens(JSON.stringify(reply.toolCall.input)) : 0;
  const textTokens = estimateTokens(reply.text);
  if (textTokens + toolTokens <= maxOutputTokens) return reply;
  return { text: reply.text.slice(0, Math.max(0, maxOutputTokens * 4)), truncated: true };
}

/** Words per streamed piece for ordinary replies. */
export const PIECE_WORDS = 3;
/** A piece never grows past this (a run without spaces is cut). */
export const PIECE_MAX_LENGTH = 48;
/**
 * The most pieces one reply is sent in: a very long reply gets bigger pieces instead of more
 * pauses, so a 200,000-character section is not streamed for minutes.
 */
export const MAX_PIECES = 400;

/** Splits text into pieces of a few words (white space kept with the word before it). */
export function splitIntoPieces(text: string): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const perPiece = Math.max(PIECE_WORDS, Math.ceil(words.length / MAX_PIECES));
  const maxLength = Math.max(PIECE_MAX_LENGTH, Math.ceil(text.length / MAX_PIECES));
  const pieces: string[] = [];
  let piece = "";
  let count = 0;
  for (const word of words) {
    for (let at = 0; at < word.length; at += maxLength) {
      const slice = word.slice(at, at + maxLength);
      if (piece.length + slice.length > maxLength && piece) {
        pieces.push(piece);
        piece = "";
        count = 0;
      }
      piece += slice;
    }
    count += 1;
    // A line break ends a piece, so a heading arrives as soon as it is written.
    if (count >= perPiece || word.includes("\n")) {
      pieces.push(piece);
      piece = "";
      count = 0;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

export function usageOf(inputLength: number, reply: OfflineReply): LanguageModelV4Usage {
  const input = Math.ceil(inputLength / 4);
  const text = estimateTokens(reply.text);
  const tool = reply.toolCall ? estimateTokens(JSON.stringify(reply.toolCall.input)) : 0;
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: text + tool, text, reasoning: 0 },
  };
}

export function finishReasonOf(reply: OfflineReply): LanguageModelV4FinishReason {
  if (reply.truncated) return { unified: "length", raw: "length" };
  return reply.toolCall
    ? { unified: "tool-calls", raw: "tool-calls" }
    : { unified: "stop", raw: "stop" };
}

/** The reply as doGenerate content. */
export function replyContent(reply: OfflineReply, toolCallId: string): LanguageModelV4Content[] {
  const content: LanguageModelV4Content[] = [];
  if (reply.text) content.push({ type: "text", text: reply.text });
  if (reply.toolCall) {
    content.push({
      type: "tool-call",
      toolCallId,
      toolName: reply.toolCall.toolName,
      input: JSON.stringify(reply.toolCall.input),
    });
  }
  return content;
}

/** Every part of the stream, in order; `paced` marks the parts a pause comes before. */
export function replyParts(
  reply: OfflineReply,
  usage: LanguageModelV4Usage,
  ids: { text: string; toolCall: string },
): { part: LanguageModelV4StreamPart; paced: boolean }[] {
  const parts: { part: LanguageModelV4StreamPart; paced: boolean }[] = [
    { part: { type: "stream-start", warnings: [] }, paced: false },
  ];
  if (reply.text) {
    parts.push({ part: { type: "text-start", id: ids.text }, paced: false });
    for (const delta of splitIntoPieces(reply.text)) {
      parts.push({ part: { type: "text-delta", id: ids.text, delta }, paced: true });
    }
    parts.push({ part: { type: "text-end", id: ids.text }, paced: false });
  }
  if (reply.toolCall) {
    const { toolName } = reply.toolCall;
    const input = JSON.stringify(reply.toolCall.input);
    parts.push({
      part: { type: "tool-input-start", id: ids.toolCall, toolName },
      paced: true,
    });
    for (const delta of splitIntoPieces(input)) {
      parts.push({ part: { type: "tool-input-delta", id: ids.toolCall, delta }, paced: true });
    }
    parts.push({ part: { type: "tool-input-end", id: ids.toolCall }, paced: false });
    parts.push({
      part: { type: "tool-call", toolCallId: ids.toolCall, toolName, input },
      paced: false,
    });
  }
  parts.push({
    part: { type: "finish", usage, finishReason: finishReasonOf(reply) },
    paced: false,
  });
  return parts;
}

/** Resolves after `ms`, or at once when the signal aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** What an aborted call fails with: the signal's AbortError, or one of ours, as fetch would. */
export function abortError(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && reason.name === "AbortError") return reason;
  const error = new Error("The offline planner was stopped.");
  error.name = "AbortError";
  return error;
}

/**
 * A pull stream over the parts: a part is made ready only when the reader asks for it, after the
 * pause. An abort (the caller's signal) or a cancel (the reader) ends it at once: no part is sent
 * after it, the stream errors with an AbortError, as a provider's fetch would.
 */
export function pacedStream(
  parts: readonly { part: LanguageModelV4StreamPart; paced: boolean }[],
  delayMs: number,
  signal: AbortSignal | undefined,
): ReadableStream<LanguageModelV4StreamPart> {
  let next = 0;
  let cancelled = false;
  return new ReadableStream<LanguageModelV4StreamPart>({
    async pull(controller) {
      const item = parts[next];
      if (item?.paced) await pause(delayMs, signal);
      if (cancelled) return;
      if (signal?.aborted) {
        controller.error(abortError(signal));
        return;
      }
      if (!item) {
        controller.close();
        return;
      }
      next += 1;
      controller.enqueue(item.part);
      if (next === parts.length) controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
}
