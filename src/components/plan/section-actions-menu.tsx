"use client";

import { ArrowDown, ArrowUp, EllipsisVertical, PencilLine, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";

export interface SectionMenuActions {
  rename: () => void;
  moveUp: () => void;
  moveDown: () => void;
  remove: () => void;
}

/**
 * Rename, move up or down, delete: the same menu in the navigation and on each section. The
 * section card adds its AI actions (`extraItems`) before Delete.
 */
export function SectionActionsMenu({
  title,
  isFirst,
  isLast,
  actions,
  className,
  extraItems,
}: {
  title: string;
  isFirst: boolean;
  isLast: boolean;
  actions: SectionMenuActions;
  className?: string;
  extraItems?: React.ReactNode;
}) {
  // Rename puts the focus in the title field: the menu must not take it back when it closes.
  const focusMovesOn = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Actions for ${title || "this section"}`}
          className={cn("size-8 print:hidden", className)}
        >
          <EllipsisVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          if (focusMovesOn.current) event.preventDefault();
          focusMovesOn.current = false;
        }}
      >
        <DropdownMenuItem
          onSelect={() => {
            focusMovesOn.current = true;
            actions.rename();
          }}
        >
          <PencilLine aria-hidden /> Rename
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isFirst} onSelect={actions.moveUp}>
          <ArrowUp aria-hidden /> Move up
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isLast} onSelect={actions.moveDown}>
          <ArrowDown aria-hidden /> Move down
        </DropdownMenuItem>
        {extraItems}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={actions.remove}
          className="text-destructive focus:bg-destructive/10 focus:text-destructive"
        >
          <Trash2 aria-hidden /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
