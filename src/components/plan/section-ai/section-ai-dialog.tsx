"use client";

import { useMutation } from "@tanstack/react-query";
import { Loader2, Sparkles, Square } from "lucide-react";
import { useState } from "react";
import { useGenerationStream } from "@/components/ai/use-generation-stream";
import { ModelChoice } from "@/components/create-plan/ai/model-choice";
import { dataPartOf } from "@/components/create-plan/ai/stream-parts";
import { useAiModels, useCostEstimate } from "@/components/create-plan/ai/use-ai-models";
import { PendingButton } from "@/components/settings/pending-button";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { SECTION_ACTION_LABELS, type SectionAction } from "@/lib/ai/modes";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "@/lib/ai/plan-writing-schemas";
import type { GenerationResultData } from "@/lib/ai/stream-data";
import { insufficientCreditsDetailsOf } from "@/lib/credits/insufficient-credits";
import { AI_TEXT } from "@/lib/error-catalogue";
import { useTRPC } from "@/trpc/react";
import { issuesFromApiError } from "@/components/create-plan/form-issues";

/**
 * One AI action on one section: choose the model (and the language to translate into), watch
 * the new text being written, then accept it into the editor or discard it. Nothing is saved
 * here: accepting hands the text to the section card, which saves it like typing would.
 */
export function SectionAiDialog({
  planId,
  section,
  action,
  onClose,
  onAccept,
}: {
  planId: string;
  section: { id: string; title: string };
  action: SectionAction;
  onClose(): void;
  onAccept(body: string): void;
}) {
  const trpc = useTRPC();
  const models = useAiModels();
  const [modelId, setModelId] = useState("");
  const [language, setLanguage] = useState<TranslationLanguage>("English");
  const [generationId, setGenerationId] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const chosenModel = modelId || models.defaultModelId;
  const estimate = useCostEstimate({ modelId: chosenModel, text: "" });
  const start = useMutation(trpc.aiPlan.startSectionAction.mutationOptions());
  const keepRevision = useMutation(trpc.aiPlan.keepRevision.mutationOptions());
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const stream = useGenerationStream(generationId);
  const result = dataPartOf<GenerationResultData>(stream.message, "result");
  const body = result?.kind === "text" ? result.text : null;
  const running = stream.status === "connecting" || stream.status === "streaming";
  const label = SECTION_ACTION_LABELS[action];

  function begin() {
    setStartError(null);
    start.mutate(
      {
        planId,
        sectionId: section.id,
        action,
        ...(action === "translate" ? { language } : {}),
        modelId: chosenModel,
      },
      {
        onSuccess: ({ generationId: id }) => setGenerationId(id),
        onError: (error) => {
          if (insufficientCreditsDetailsOf(error)) return;
          setStartError(issuesFromApiError(error).message ?? AI_TEXT.generationFailed);
        },
      },
    );
  }

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

  function close() {
    if (running) void stream.stop();
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-2xl" data-testid="section-ai-dialog">
        <DialogHeader>
          <DialogTitle>
            {label}: {section.title}
          </DialogTitle>
          <DialogDescription>
            The suggestion replaces the section&apos;s text only when you accept it. The previous
            text stays in the plan&apos;s history.
          </DialogDescription>
        </DialogHeader>

        {generationId === null ? (
          <div className="grid gap-4">
            {startError ? <Alert tone="error">{startError}</Alert> : null}
            {action === "translate" ? (
              <Field label="Translate into">
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={language}
                    onChange={(event) => setLanguage(event.target.value as TranslationLanguage)}
                  >
                    {TRANSLATION_LANGUAGES.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            ) : null}
            <ModelChoice
              models={models.models}
              value={chosenModel}
              onChange={setModelId}
              description={estimate === null ? null : AI_TEXT.costEstimate(estimate)}
            />
          </div>
        ) : (
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
        )}

        <DialogFooter>
          {generationId === null ? (
            <>
              <Button type="button" variant="ghost" onClick={close}>
                Cancel
              </Button>
              <PendingButton type="button" pending={start.isPending} onClick={begin}>
                <Sparkles aria-hidden /> Write suggestion
              </PendingButton>
            </>
          ) : (
            <>
              {running ? (
                <Button type="button" variant="outline" onClick={() => void stream.stop()}>
                  <Square aria-hidden /> Stop
                </Button>
              ) : null}
              <Button type="button" variant="ghost" onClick={close}>
                Discard
              </Button>
              {stream.status === "failed" || stream.status === "stopped" ? (
                <Button type="button" variant="outline" onClick={() => setGenerationId(null)}>
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
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
