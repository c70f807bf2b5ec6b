"use client";

import { Sparkles } from "lucide-react";
import { useState } from "react";
import { ModelChoice } from "@/components/create-plan/ai/model-choice";
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
import { Textarea } from "@/components/ui/textarea";
import { DIAGRAM_DESCRIPTION_MAX_LENGTH } from "@/lib/ai/ai-rules";
import { AI_PLAN_TEXT, AI_TEXT } from "@/lib/errors/ai";
import { AiDiagramFailureDialog } from "./ai-diagram-failure-dialog";
import { AiDiagramProgress } from "./ai-diagram-progress";
import { useAiDiagram } from "./use-ai-diagram";

/**
 * 'Generate diagram': a description in, a diagram that the renderer validated out. `onInsert`
 * receives only validated Mermaid source.
 */
export function GenerateDiagramDialog({
  open,
  onOpenChange,
  onInsert,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onInsert(source: string): void;
}) {
  const models = useAiModels();
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const pipeline = useAiDiagram((source) => {
    onInsert(source);
    setDescription("");
    onOpenChange(false);
  });
  const modelId = pipeline.modelId || models.defaultModelId;
  const estimate = useCostEstimate({ modelId, promptChars: description.length });
  const busy = pipeline.state.phase === "generating";

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!description.trim()) {
      setError(AI_PLAN_TEXT.diagramDescriptionRequired);
      return;
    }
    setError(null);
    pipeline.start({ description: description.trim() }, modelId);
  }

  return (
    <>
      <Dialog
        open={
          open &&
          (pipeline.state.phase === "idle" ||
            busy ||
            pipeline.state.phase === "failed" ||
            pipeline.state.phase === "done")
        }
        onOpenChange={(next) => {
          if (!next && busy) pipeline.stop();
          onOpenChange(next);
        }}
      >
        <DialogContent className="max-w-lg" data-testid="generate-diagram-dialog">
          <form className="grid gap-4" noValidate onSubmit={submit}>
            <DialogHeader>
              <DialogTitle>Generate diagram</DialogTitle>
              <DialogDescription>
                Describe the steps, people or parts to draw. The diagram is checked before it is
                added, and fixed automatically when it does not draw.
              </DialogDescription>
            </DialogHeader>
            {pipeline.state.phase === "failed" ? (
              <Alert tone="error">{pipeline.state.message}</Alert>
            ) : null}
            <Field
              label="Description"
              errors={error ? [error] : null}
              description={`Up to ${DIAGRAM_DESCRIPTION_MAX_LENGTH.toLocaleString("en-US")} characters.`}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="description"
                  rows={5}
                  autoFocus
                  value={description}
                  maxLength={DIAGRAM_DESCRIPTION_MAX_LENGTH}
                  readOnly={busy}
                  placeholder="Order flow: customer places an order, we confirm stock, take payment, ship, and send a tracking email."
                  onChange={(event) => setDescription(event.target.value)}
                />
              )}
            </Field>
            <ModelChoice
              models={models.models}
              value={modelId}
              onChange={pipeline.setModelId}
              disabled={busy}
              description={estimate === null ? null : AI_TEXT.costEstimate(estimate)}
            />
            <AiDiagramProgress state={pipeline.state} onStop={pipeline.stop} />
            {pipeline.watcher}
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <PendingButton type="submit" pending={busy} disabled={!pipeline.rendererReady}>
                <Sparkles aria-hidden /> Generate
              </PendingButton>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <AiDiagramFailureDialog
        state={pipeline.state}
        onRetry={pipeline.retry}
        onClose={() => {
          pipeline.reset();
          onOpenChange(false);
        }}
      />
    </>
  );
}
