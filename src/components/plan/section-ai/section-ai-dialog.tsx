"use client";

import { useMutation } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { ModelChoice } from "@/components/create-plan/ai/model-choice";
import { useAiModels, useCostEstimate } from "@/components/create-plan/ai/use-ai-models";
import { issuesFromApiError } from "@/components/create-plan/form-issues";
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
import { insufficientCreditsDetailsOf } from "@/lib/credits/insufficient-credits";
import { AI_TEXT } from "@/lib/errors/ai";
import { useTRPC } from "@/trpc/react";
import { SectionSuggestion } from "./section-suggestion";

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
  section: { id: string; title: string; bodyLength: number };
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
  const estimate = useCostEstimate({ modelId: chosenModel, promptChars: section.bodyLength });
  const start = useMutation(trpc.aiPlan.startSectionAction.mutationOptions());

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

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="section-ai-dialog">
        <DialogHeader>
          <DialogTitle>
            {SECTION_ACTION_LABELS[action]}: {section.title}
          </DialogTitle>
          <DialogDescription>
            The suggestion replaces the section&apos;s text only when you accept it. The previous
            text stays in the plan&apos;s history.
          </DialogDescription>
        </DialogHeader>

        {generationId !== null ? (
          <SectionSuggestion
            key={generationId}
            planId={planId}
            generationId={generationId}
            onAccept={onAccept}
            onDiscard={onClose}
            onTryAgain={() => setGenerationId(null)}
          />
        ) : (
          <>
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
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <PendingButton type="button" pending={start.isPending} onClick={begin}>
                <Sparkles aria-hidden /> Write suggestion
              </PendingButton>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
