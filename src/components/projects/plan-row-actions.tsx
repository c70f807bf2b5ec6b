"use client";

import { Copy, ExternalLink, MoreHorizontal, RotateCcw, Trash2 } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { PlanRef } from "./plan-labels";

/** What a row asks the list to do with its plan. */
export interface PlanRowHandlers {
  onDuplicate(plans: readonly PlanRef[]): void;
  onTrash(plans: readonly PlanRef[]): void;
  onRestore(plans: readonly PlanRef[]): void;
  onDeleteForever(plans: readonly PlanRef[]): void;
}

/** The ⋯ menu of one plan in the list: open, duplicate, delete. */
export function PlanRowActions({ plan, handlers }: { plan: PlanRef; handlers: PlanRowHandlers }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Actions for ${plan.title}`}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuItem asChild>
          <Link href={`/plan/${plan.id}`}>
            <ExternalLink aria-hidden /> Open
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => handlers.onDuplicate([plan])}>
          <Copy aria-hidden /> Duplicate
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className="text-destructive focus:text-destructive"
          onSelect={() => handlers.onTrash([plan])}
        >
          <Trash2 aria-hidden /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A trashed plan's two ways out: back to the list, or gone for good (after a question). */
export function TrashRowActions({ plan, handlers }: { plan: PlanRef; handlers: PlanRowHandlers }) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="outline"
        size="sm"
        aria-label={`Restore ${plan.title}`}
        onClick={() => handlers.onRestore([plan])}
      >
        <RotateCcw aria-hidden />
        Restore
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
        aria-label={`Delete ${plan.title} forever`}
        title="Delete forever"
        onClick={() => handlers.onDeleteForever([plan])}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
