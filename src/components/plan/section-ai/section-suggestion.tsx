"use client";

import { useMutation } from "@tanstack/react-query";
import { Loader2, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useGenerationStream } from "@/components/ai/use-generation-stream";
import { dataPartOf } from "@/components/create-plan/ai/stream-parts";
import { issuesFromApiError } from "@/components/create-plan/form-issues";
import { PendingButton } from "@/components/settings/pending-button";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import type { GenerationResultData } from "@/lib/ai/stream-data";
import { AI_TEXT } from "@/lib/errors/ai";
import { useTRPC } from "@/trpc/react";

/**
 * One suggestion being written (keyed by its generation, so a new try never shows the last
 * one's text): the streamed text, then the checked body with Accept, Discard or Try again.
 */
export function SectionSuggestion({
  planId,
  generationId,
  onAccept,
  onDiscard,
  onTryAgain,
}: {
  planId: string;
  generationId: string;
  onAccept(body: string): void;
  onDiscard(): void;
  onTryAgain(): void;
}) {
  const trpc = useTRPC();
  const stream = useGenerationStream(generationId);
  const keepRevision = useMutation(trpc.aiPlan.keepRevision.mutationOptions());
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const result = dataPartOf<GenerationResultData>(stream.message, "result");
  const body = result?.kind === "text" ? result.text : null;
  const running = stream.status === "connecting" || stream.status === "streaming";
  const ended = stream.status === "failed" || stream.status === "stopped";

  // Closing the dialog mid-way discards the suggestion: stop paying for it.
  const live = useRef({ running, stop: stream.stop });
  useEffect(() => {
    live.current = { running, stop: stream.stop };
  });
  useEffect(
    () => () => {
      if (live.current.running) void live.current.stop();
    },
    [],
  );

  /** The plan as it is is kept as a revision first, so the history can undo the change. */
  function accept(text: string) {
    setAcceptError(null);
    keepRevision.mutate(
      { planId },
      {
        onSuccess: () => onAccept(text),
        onError: (error) =>
          setAcceptError(issuesFromApiError(error).message ?? AI_TEXT.generationFailed),
      },
    );
  }

  function discard() {
    if (running) void stream.stop();
    onDiscard();
  }

  return (
    <>
      <div className="grid gap-3">
        {acceptError ? <Alert tone="error">{acceptError}</Alert> : null}
        {stream.status === "failed" ? (
          <Alert tone="error">{stream.error?.message ?? AI_TEXT.generationFailed}</Alert>
        ) : stream.status === "stopped" ? (
          <Alert>{AI_TEXT.stopped}</Alert>
        ) : running ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
            Writing the suggestion…
          </p>
        ) : null}
        <pre
          aria-label="Suggested text"
          data-testid="section-ai-preview"
          className="max-h-[50vh] min-h-32 overflow-auto rounded-lg border bg-muted/30 p-4 font-sans text-sm whitespace-pre-wrap"
        >
          {body ?? stream.text}
        </pre>
      </div>
      <DialogFooter>
        {running ? (
          <Button type="button" variant="outline" onClick={() => void stream.stop()}>
            <Square aria-hidden /> Stop
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={discard}>
          Discard
        </Button>
        {ended ? (
          <Button type="button" variant="outline" onClick={onTryAgain}>
            Try again
          </Button>
        ) : null}
        <PendingButton
          type="button"
          pending={keepRevision.isPending}
          disabled={body === null}
          onClick={() => body !== null && accept(body)}
        >
          Accept
        </PendingButton>
      </DialogFooter>
    </>
  );
}
