"use client";

import { useEffect, useRef } from "react";
import { useGenerationStream } from "@/components/ai/use-generation-stream";
import { dataPartOf } from "@/components/create-plan/ai/stream-parts";
import type { GenerationResultData } from "@/lib/ai/stream-data";

export type GenerationEnd =
  | { status: "finished"; text: string | null }
  | { status: "failed"; message: string | null }
  | { status: "stopped" };

/**
 * Follows one generation and reports its end once. Rendered with `key={generationId}`, so the
 * next generation never sees this one's result. `stopRef` lets the owner stop it.
 */
export function GenerationWatcher({
  generationId,
  onEnd,
  stopRef,
}: {
  generationId: string;
  onEnd(end: GenerationEnd): void;
  stopRef: React.RefObject<(() => Promise<void>) | null>;
}) {
  const stream = useGenerationStream(generationId);
  const result = dataPartOf<GenerationResultData>(stream.message, "result");
  const text = result?.kind === "text" ? result.text : null;
  const reported = useRef(false);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
    stopRef.current = stream.stop;
  });
  useEffect(() => {
    if (reported.current) return;
    if (stream.status === "finished") {
      reported.current = true;
      onEndRef.current({ status: "finished", text });
    } else if (stream.status === "failed") {
      reported.current = true;
      onEndRef.current({ status: "failed", message: stream.error?.message ?? null });
    } else if (stream.status === "stopped") {
      reported.current = true;
      onEndRef.current({ status: "stopped" });
    }
  }, [stream.status, stream.error, text]);
  return null;
}
