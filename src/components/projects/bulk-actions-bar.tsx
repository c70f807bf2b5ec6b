"use client";

import { ChevronDown, Copy, EyeOff, RefreshCw, RotateCcw, Share2, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { PUBLISHING_TEXT } from "@/lib/errors/publishing";
import type { PlanListView } from "@/lib/plans/plan-schemas";

/** The publishing actions on the selection (plans in the trash cannot be shared). */
export interface BulkSharingHandlers {
  onShare(): void;
  onUpdatePublic(): void;
  onUnpublish(): void;
}

/** Share, update the public versions, unpublish: one menu, so the bar fits on a phone. */
function SharingMenu({ disabled, sharing }: { disabled: boolean; sharing: BulkSharingHandlers }) {
  const text = PUBLISHING_TEXT.bulk;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <Share2 aria-hidden /> {text.menu} <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuItem onSelect={sharing.onShare}>
          <Share2 aria-hidden /> {text.share}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={sharing.onUpdatePublic}>
          <RefreshCw aria-hidden /> {text.update}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className="text-destructive focus:text-destructive"
          onSelect={sharing.onUnpublish}
        >
          <EyeOff aria-hidden /> {text.unpublish}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * Shown while plans are selected: how many, and what can be done to all of them at once
 * (sharing, duplicate and delete; in the trash, restore and delete forever).
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
  sharing,
}: {
  count: number;
  view: PlanListView;
  disabled: boolean;
  onDuplicate(): void;
  onTrash(): void;
  onRestore(): void;
  onDeleteForever(): void;
  onClear(): void;
  sharing: BulkSharingHandlers;
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
          <SharingMenu disabled={disabled} sharing={sharing} />
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
