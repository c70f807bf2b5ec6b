"use client";

import { Loader2, Square } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PlanProgressData } from "@/lib/ai/stream-data";
import { AI_PLAN_TEXT } from "@/lib/errors/ai";

/** 'Writing section 3 of 8', a progress bar, the Markdown as it grows, and Stop. */
export function PlanProgressView({
  progress,
  text,
  onStop,
  stopping,
}: {
  progress: PlanProgressData | null;
  text: string;
  onStop(): void;
  stopping: boolean;
}) {
  const label = progress
    ? AI_PLAN_TEXT.writingSection(progress.current, progress.total)
    : AI_PLAN_TEXT.startingPlan;
  const percent = progress ? Math.round(((progress.current - 0.5) / progress.total) * 100) : 0;
  return (
    <div className="grid gap-4" data-testid="plan-generation">
      <div className="flex flex-wrap items-center gap-3">
        <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        <p role="status" className="min-w-0 flex-1 font-medium">
          {label}
          {progress ? (
            <span className="ml-2 font-normal text-muted-foreground">{progress.title}</span>
          ) : null}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onStop} disabled={stopping}>
          <Square aria-hidden /> Stop
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <pre
        aria-label="The plan as it is written"
        className="max-h-[60vh] min-h-40 overflow-auto rounded-lg border bg-muted/30 p-4 font-sans text-sm whitespace-pre-wrap"
      >
        {text}
      </pre>
    </div>
  );
}
