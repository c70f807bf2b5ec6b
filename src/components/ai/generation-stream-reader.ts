/**
 * Reads one connection to GET /api/ai/generations/{id}/stream (the AI SDK's UI message stream over
 * SSE) into the message it builds and the generation's state. Pure (no React), so the hook and
 * the tests share it. A connection that closes without the generation's `finish` chunk was cut
 * (network, server restart): the caller reconnects and replays from the start.
 */
import {
  parseJsonEventStream,
  readUIMessageStream,
  uiMessageChunkSchema,
  type UIMessageChunk,
} from "ai";
import type { GenerationErrorData, PlansmithUIMessage } from "@/lib/ai/stream-data";

export type GenerationEnd = "finished" | "failed" | "stopped";

export interface GenerationReadState {
  message: PlansmithUIMessage | null;
  error: GenerationErrorData | null;
  /** Set once the generation's closing chunk arrived; null while it runs (or the line was cut). */
  ended: GenerationEnd | null;
}

/** All text parts of a message, joined. */
export function messageText(message: PlansmithUIMessage | null): string {
  return (message?.parts ?? []).map((part) => (part.type === "text" ? part.text : "")).join("");
}

export async function readGenerationStream(
  body: ReadableStream<Uint8Array>,
  onUpdate: (state: GenerationReadState) => void,
): Promise<GenerationReadState> {
  const state: GenerationReadState = { message: null, error: null, ended: null };
  let aborted = false;
  let finished = false;
  const chunks = parseJsonEventStream({ stream: body, schema: uiMessageChunkSchema }).pipeThrough(
    new TransformStream<{ success: boolean; value?: UIMessageChunk }, UIMessageChunk>({
      transform(result, controller) {
        if (!result.success || !result.value) return; // a line we cannot read is skipped
        const chunk = result.value;
        if (chunk.type === "abort") aborted = true;
        if (chunk.type === "finish") finished = true;
        if (chunk.type === "data-generation-error") {
          state.error = chunk.data as GenerationErrorData;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  for await (const message of readUIMessageStream<PlansmithUIMessage>({ stream: chunks })) {
    state.message = message;
    onUpdate({ ...state });
  }
  if (finished) state.ended = state.error ? "failed" : aborted ? "stopped" : "finished";
  else if (state.error) state.ended = "failed"; // a dead process's generation: no finish chunk
  onUpdate({ ...state });
  return state;
}
