"use client";

import { Copy, RotateCcw, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PlanListView } from "@/lib/plans/plan-schemas";

/**
 * Shown while plans are selected: how many, and what can be done to all of them at once
 * (duplicate and delete; in the trash, restore and delete forever).
 */
export function BulkActionsBar({
  count,
  view,
  disabled,
  onDuplicate,
  onTrash,
  onRestore,
  onDeleteForever,
  onClear,
}: {
  count: number;
  view: PlanListView;
  disabled: boolean;
  onDuplicate(): void;
  onTrash(): void;
  onRestore(): void;
  onDeleteForever(): void;
  onClear(): void;
}) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      // Floats at the bottom, so selecting a row never moves the rows under the pointer.
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-2 rounded-xl border border-primary/30 bg-popover px-3 py-2 text-popover-foreground shadow-lg"
    >
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Clear selection"
        onClick={onClear}
      >
        <X aria-hidden />
      </Button>
      <p className="mr-auto text-sm font-medium" aria-live="polite">
        {count} selected
      </p>
      {view === "trash" ? (
        <>
          <Button variant="outline" size="sm" disabled={disabled} onClick={onRestore}>
            <RotateCcw aria-hidden /> Restore
          </Button>
          <Button variant="destructive" size="sm" disabled={disabled} onClick={onDeleteForever}>
            <Trash2 aria-hidden /> Delete forever
          </Button>
        </>
      ) : (
        <>
          <Button variant="outline" size="sm" disabled={disabled} onClick={onDuplicate}>
            <Copy aria-hidden /> Duplicate
          </Button>
          <Button variant="destructive" size="sm" disabled={disabled} onClick={onTrash}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </>
      )}
    </div>
  );
}
