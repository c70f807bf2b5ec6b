"use client";

import { Sparkles } from "lucide-react";
import { toast } from "sonner";
import { useAiModels } from "@/components/create-plan/ai/use-ai-models";
import { Button } from "@/components/ui/button";
import { AI_PLAN_TEXT } from "@/lib/errors/ai";
import { AiDiagramFailureDialog } from "./ai-diagram-failure-dialog";
import { AiDiagramProgress } from "./ai-diagram-progress";
import { useAiDiagram } from "./use-ai-diagram";

/**
 * 'Fix with AI' beside a diagram's error: sends the source and the validator's message for
 * repair; `onFixed` receives only a source the renderer validated.
 */
export function FixWithAiButton({
  source,
  problem,
  onFixed,
}: {
  source: string;
  problem: { error: string; line?: number };
  onFixed(source: string): void;
}) {
  const models = useAiModels();
  const pipeline = useAiDiagram((fixed) => {
    onFixed(fixed);
    toast.success(AI_PLAN_TEXT.diagramFixed);
  });
  const error = problem.line ? `Line ${problem.line}: ${problem.error}` : problem.error;
  const busy = pipeline.state.phase === "generating";
  return (
    <div className="mt-2 grid gap-2">
      {busy ? (
        <AiDiagramProgress state={pipeline.state} onStop={pipeline.stop} />
      ) : (
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={!pipeline.rendererReady || !models.defaultModelId}
            onClick={() => pipeline.start({ source, error }, models.defaultModelId)}
          >
            <Sparkles aria-hidden /> Fix with AI
          </Button>
        </div>
      )}
      {pipeline.state.phase === "failed" ? (
        <p role="alert" className="text-sm text-destructive">
          {pipeline.state.message}
        </p>
      ) : null}
      {pipeline.watcher}
      <AiDiagramFailureDialog
        state={pipeline.state}
        onRetry={pipeline.retry}
        onClose={pipeline.reset}
      />
    </div>
  );
}
