"use client";

import { Loader2, Square } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DIAGRAM_REPAIR_ROUNDS } from "@/lib/ai/ai-rules";
import { AI_PLAN_TEXT } from "@/lib/errors/ai";
import type { DiagramPipelineState } from "./diagram-pipeline";

/** What the AI is doing with the diagram right now, and Stop. */
export function AiDiagramProgress({
  state,
  onStop,
}: {
  state: DiagramPipelineState;
  onStop(): void;
}) {
  if (state.phase !== "generating") return null;
  const label =
    state.round === 0
      ? "Writing the diagram…"
      : AI_PLAN_TEXT.diagramRepairing(state.round, DIAGRAM_REPAIR_ROUNDS);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="ai-diagram-progress">
      <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
      <p role="status" className="min-w-0 flex-1 text-muted-foreground">
        {label}
      </p>
      <Button type="button" size="sm" variant="outline" onClick={onStop}>
        <Square aria-hidden /> Stop
      </Button>
    </div>
  );
}
