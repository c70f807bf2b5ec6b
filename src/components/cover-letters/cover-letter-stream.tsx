"use client";
/**
 * A cover letter being written: the generation's text streams in; when it has finished, the
 * stored letter opens (the `data-result` part carries its id). A failure shows the catalogue's
 * message; Stop cancels the provider call.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useGenerationStream } from "@/components/ai/use-generation-stream";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { GenerationResultData } from "@/lib/ai/stream-data";
import { useTRPC } from "@/trpc/react";
import { coverLettersPath } from "./cover-letter-labels";

export function CoverLetterStream({
  planId,
  generationId,
  onDone,
}: {
  planId: string;
  generationId: string;
  /** Called when the generation ended without a letter (failed or stopped). */
  onDone: () => void;
}) {
  const router = useRouter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const stream = useGenerationStream(generationId);
  const result = stream.message?.parts.find(
    (part): part is { type: "data-result"; data: GenerationResultData } =>
      part.type === "data-result",
  )?.data;
  const letterId = result?.kind === "cover_letter" ? result.coverLetterId : null;

  useEffect(() => {
    if (!letterId) return;
    // The plan's list (cached before the letter existed) must show it on the way back.
    void queryClient.invalidateQueries({ queryKey: trpc.coverLetters.list.queryKey({ planId }) });
    router.push(coverLettersPath(planId, letterId));
  }, [letterId, planId, router, queryClient, trpc]);

  const writing = stream.status === "connecting" || stream.status === "streaming";
  return (
    <section aria-label="Cover letter being written" className="grid gap-3">
      <div
        className="min-h-40 rounded-lg border bg-card p-4 text-sm leading-relaxed whitespace-pre-wrap"
        aria-live="polite"
        aria-busy={writing}
        data-testid="cover-letter-stream"
      >
        {stream.text || (writing ? "Writing…" : "")}
      </div>
      {stream.error && <Alert tone="error">{stream.error.message}</Alert>}
      <div className="flex gap-2">
        {writing ? (
          <Button variant="outline" onClick={() => void stream.stop()}>
            Stop
          </Button>
        ) : !letterId ? (
          <Button variant="outline" onClick={onDone}>
            Back to the form
          </Button>
        ) : null}
      </div>
    </section>
  );
}
