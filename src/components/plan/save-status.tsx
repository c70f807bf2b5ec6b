"use client";

import { Check, CloudOff, LoaderCircle, TriangleAlert } from "lucide-react";
import { SAVE_STATE_TEXT, type SaveState } from "@/lib/plans/editor-autosave";
import { cn } from "@/lib/cn";
import { useCombinedSaveProblem, useCombinedSaveState } from "./save-registry";

const LOOK: Record<SaveState, { icon: typeof Check; className: string }> = {
  saved: { icon: Check, className: "text-muted-foreground" },
  saving: { icon: LoaderCircle, className: "text-muted-foreground [&_svg]:animate-spin" },
  offline: { icon: CloudOff, className: "text-amber-700 dark:text-amber-400" },
  conflict: { icon: TriangleAlert, className: "text-destructive" },
  error: { icon: TriangleAlert, className: "text-destructive" },
};

/**
 * The page's save state in words ('Saving…', 'Saved', 'Offline — …'), announced politely. A
 * refused save says why (the same reason is shown next to the section it concerns).
 */
export function SaveStatus({ className }: { className?: string }) {
  const state = useCombinedSaveState();
  const problem = useCombinedSaveProblem();
  const { icon: Icon, className: look } = LOOK[state];
  const text = (state === "error" && problem) || SAVE_STATE_TEXT[state];
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-state={state}
      title={text}
      className={cn("flex min-w-0 items-center gap-1.5 text-sm", look, className)}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{text}</span>
    </p>
  );
}
