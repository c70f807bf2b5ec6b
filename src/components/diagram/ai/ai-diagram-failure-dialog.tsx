"use client";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { DIAGRAM_REPAIR_ROUNDS } from "@/lib/ai/ai-rules";
import { AI_PLAN_TEXT } from "@/lib/errors/ai";
import type { DiagramPipelineState } from "./diagram-pipeline";

/**
 * Spec section 8's rewrite-failure dialog (the automatic repairs did not give a diagram that
 * draws; it offers Retry) and retry-failure dialog (the retry failed too).
 */
export function AiDiagramFailureDialog({
  state,
  onRetry,
  onClose,
}: {
  state: DiagramPipelineState;
  onRetry(): void;
  onClose(): void;
}) {
  const rewrite = state.phase === "rewrite_failed";
  const open = rewrite || state.phase === "retry_failed";
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open ? (
        <DialogContent
          className="max-w-lg"
          data-testid={rewrite ? "diagram-rewrite-failure" : "diagram-retry-failure"}
        >
          <DialogHeader>
            <DialogTitle>
              {rewrite ? AI_PLAN_TEXT.rewriteFailureTitle : AI_PLAN_TEXT.retryFailureTitle}
            </DialogTitle>
            <DialogDescription>
              {rewrite
                ? AI_PLAN_TEXT.rewriteFailureBody(DIAGRAM_REPAIR_ROUNDS)
                : AI_PLAN_TEXT.retryFailureBody}
            </DialogDescription>
          </DialogHeader>
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">
              {AI_PLAN_TEXT.lastError}
            </summary>
            <pre className="mt-2 max-h-40 overflow-auto rounded bg-muted px-2 py-1 font-mono text-xs whitespace-pre-wrap">
              {state.error}
            </pre>
          </details>
          <DialogFooter>
            <Button type="button" variant={rewrite ? "ghost" : "default"} onClick={onClose}>
              {rewrite ? "Not now" : "OK"}
            </Button>
            {rewrite ? (
              <Button type="button" onClick={onRetry}>
                Retry
              </Button>
            ) : null}
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
