/**
 * Drives a generation's hooks the way the runner does, without a model: the outcome the runner
 * passes to onEnd, and writers that drop or keep what the hooks write to the stream.
 */
import type { UIMessageChunk } from "ai";
import type { GenerationOutcome, GenerationWriter } from "@/server/services/ai/generations";

/** What the runner hands onEnd when the model ended with `status` after writing `text`. */
export function hookOutcome(status: GenerationOutcome["status"], text: string): GenerationOutcome {
  return {
    status,
    text,
    message: { id: "m1", role: "assistant", parts: [{ type: "text", text }] },
    usage: { inputTokens: 10, outputTokens: 20 },
    creditsCharged: 0,
  };
}

export const noWriter: GenerationWriter = { write: () => undefined };

/** A writer that keeps every chunk the hooks write, in order. */
export function recordingWriter(): GenerationWriter & { chunks: UIMessageChunk[] } {
  const chunks: UIMessageChunk[] = [];
  return { chunks, write: (chunk) => void chunks.push(chunk) };
}
