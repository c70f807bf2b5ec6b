"use client";

import { cn } from "@/lib/cn";
import { PLAN_HISTORY_TEXT } from "@/lib/errors/plan-editor";
import type { RevisionView } from "../revision-preview";

const VIEWS: ReadonlyArray<{ value: RevisionView; label: string }> = [
  { value: "changes", label: PLAN_HISTORY_TEXT.changesView },
  { value: "version", label: PLAN_HISTORY_TEXT.versionView },
];

/** "Changes" or "This version": two pressed-state buttons, so each says which one is shown. */
export function ViewToggle({
  value,
  onChange,
  changesDisabled = false,
}: {
  value: RevisionView;
  onChange: (view: RevisionView) => void;
  changesDisabled?: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={PLAN_HISTORY_TEXT.viewChoice}
      className="inline-flex w-fit rounded-md border p-0.5"
    >
      {VIEWS.map((view) => (
        <button
          key={view.value}
          type="button"
          aria-pressed={value === view.value}
          disabled={view.value === "changes" && changesDisabled}
          onClick={() => onChange(view.value)}
          className={cn(
            "rounded px-3 py-1 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50",
            value === view.value ? "bg-primary text-primary-foreground" : "hover:bg-accent",
          )}
        >
          {view.label}
        </button>
      ))}
    </div>
  );
}
