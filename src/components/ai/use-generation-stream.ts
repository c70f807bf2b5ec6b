"use client";
/**
 * Follows one generation from GET /api/ai/generations/{id}/stream (the AI SDK's UI message
 * stream over SSE): its text, data parts and status, live; reconnects after a dropped network
 * and replays from the start after a reload, so nothing is lost. `stop()` is a real cancel
 * (POST /api/ai/generations/{id}/stop). CONTRACT STUB: the runner helper implements it.
 */
import type { PlansmithUIMessage } from "@/lib/ai/stream-data";

export type GenerationStreamStatus =
  "idle" | "connecting" | "streaming" | "finished" | "failed" | "stopped";

export interface GenerationStream {
  status: GenerationStreamStatus;
  /** The message built so far (text parts, data parts such as plan-progress and result). */
  message: PlansmithUIMessage | null;
  /** Convenience: all text parts joined. */
  text: string;
  /** The catalogue message when the generation failed. */
  error: { code: string; message: string } | null;
  stop(): Promise<void>;
}

export function useGenerationStream(generationId: string | null): GenerationStream {
  void generationId;
  return {
    status: "idle",
    message: null,
    text: "",
    error: null,
    stop: () => Promise.resolve(),
  };
}
