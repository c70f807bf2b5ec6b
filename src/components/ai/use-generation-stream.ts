"use client";
/**
 * Follows one generation from GET /api/ai/generations/{id}/stream (the AI SDK's UI message
 * stream over SSE): its text, data parts and status, live; reconnects after a dropped network
 * and replays from the start after a reload, so nothing is lost. `stop()` is a real cancel
 * (POST /api/ai/generations/{id}/stop).
 */
import { useCallback, useEffect, useState } from "react";
import type { PlansmithUIMessage } from "@/lib/ai/stream-data";
import { AI_TEXT } from "@/lib/errors/ai";
import { messageText, readGenerationStream } from "./generation-stream-reader";

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

/** Waits before reconnecting: 0.5 s, doubling, at most RECONNECT_MAX_MS. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 8_000;

interface State {
  /** The generation this state belongs to (a new id starts from "connecting"). */
  forId: string | null;
  status: GenerationStreamStatus;
  message: PlansmithUIMessage | null;
  error: { code: string; message: string } | null;
}

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    if (body.error?.code && body.error.message) {
      return { code: body.error.code, message: body.error.message };
    }
  } catch {
    // not our JSON error shape
  }
  return { code: "HTTP_" + response.status, message: AI_TEXT.streamUnavailable };
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
}

export function useGenerationStream(generationId: string | null): GenerationStream {
  const [stored, setState] = useState<State>({
    forId: null,
    status: "idle",
    message: null,
    error: null,
  });
  // State of an earlier id is never shown for a new one.
  const state: State =
    stored.forId === generationId
      ? stored
      : {
          forId: generationId,
          status: generationId ? "connecting" : "idle",
          message: null,
          error: null,
        };

  useEffect(() => {
    if (!generationId) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let delay = RECONNECT_FIRST_MS;
      while (!signal.aborted) {
        try {
          const response = await fetch(
            `/api/ai/generations/${encodeURIComponent(generationId)}/stream`,
            { signal, headers: { accept: "text/event-stream" }, cache: "no-store" },
          );
          if (!response.ok || !response.body) {
            // 4xx will not get better by retrying (signed out, not found); 5xx may.
            if (response.status < 500) {
              const error = await errorOf(response);
              setState({ forId: generationId, status: "failed", message: null, error });
              return;
            }
          } else {
            const ended = await readGenerationStream(response.body, (read) => {
              if (signal.aborted) return;
              setState({
                forId: generationId,
                status: read.ended ?? "streaming",
                message: read.message,
                error: read.error,
              });
            });
            if (ended.ended) return;
            delay = RECONNECT_FIRST_MS; // it was connected: the next drop starts over
          }
        } catch {
          if (signal.aborted) return;
        }
        // Cut before the end: wait, then replay from the start (the message is rebuilt).
        setState((current) =>
          current.forId === generationId ? { ...current, status: "connecting" } : current,
        );
        await wait(delay, signal);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      }
    })();
    return () => controller.abort();
  }, [generationId]);

  const stop = useCallback(async () => {
    if (!generationId) return;
    await fetch(`/api/ai/generations/${encodeURIComponent(generationId)}/stop`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    }).catch(() => undefined);
  }, [generationId]);

  return {
    status: state.status,
    message: state.message,
    text: messageText(state.message),
    error: state.error,
    stop,
  };
}
