"use client";

import { useEditorState, type Editor } from "@tiptap/react";
import {
  Code2,
  Heading1,
  Heading2,
  Heading3,
  List,
  ListChecks,
  ListOrdered,
  Minus,
  Quote,
  Table,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { cn } from "@/lib/cn";
import { EDITOR_HABITS_TEXT as T } from "@/lib/errors/plan-editor";
import { runSlashItem, slashMenuItems, type SlashItemId } from "./slash-items";
import {
  setSlashMenu,
  slashListboxId,
  slashMenuState,
  slashOptionId,
} from "./slash-menu-extension";

const ICONS: Record<SlashItemId, LucideIcon> = {
  heading1: Heading1,
  heading2: Heading2,
  heading3: Heading3,
  bulletList: List,
  orderedList: ListOrdered,
  taskList: ListChecks,
  table: Table,
  diagram: Workflow,
  divider: Minus,
  quote: Quote,
  codeBlock: Code2,
};

/** Room kept between the list and the edges of the window. */
const EDGE = 8;
/** The list's height when there is room (it scrolls inside beyond that). */
const LIST_MAX_HEIGHT = 288;
/** Below this much room under the "/", the list goes above it if there is more room there. */
const LIST_MIN_HEIGHT = 160;

/** CSS for the list: pinned under the "/" by its top, or above it by its bottom. */
type Placement = { left: number; maxHeight: number } & ({ top: number } | { bottom: number });

/** Where the list goes for a "/" at `at` (viewport coordinates). */
function placeList(at: { top: number; bottom: number; left: number }, width: number): Placement {
  const left = Math.max(EDGE, Math.min(at.left, window.innerWidth - width - EDGE));
  const below = window.innerHeight - at.bottom - 4 - EDGE;
  const above = at.top - 4 - EDGE;
  if (below >= LIST_MIN_HEIGHT || below >= above) {
    return { top: at.bottom + 4, left, maxHeight: Math.min(LIST_MAX_HEIGHT, below) };
  }
  return {
    bottom: window.innerHeight - at.top + 4,
    left,
    maxHeight: Math.min(LIST_MAX_HEIGHT, above),
  };
}

/**
 * The slash menu's list (ARIA listbox). The focus stays in the text: the editor carries
 * `aria-controls` and `aria-activedescendant` (see slash-menu-extension.ts), so screen readers
 * announce the highlighted block while the keys keep typing and choosing.
 */
export function SlashMenuList({ editor }: { editor: Editor }) {
  const menu = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const state = slashMenuState(e.state);
      return state.active ? state : null;
    },
  });
  const items = menu ? slashMenuItems(editor, menu.query, menu.range) : [];
  const listRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Placement | null>(null);
  const open = menu !== null && items.length > 0;
  const index = menu ? Math.min(menu.index, items.length - 1) : 0;
  const from = menu?.range.from ?? 0;

  // Under the "/", or above it when there is more room there; never past the window's edges.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const list = listRef.current;
      if (!list || editor.isDestroyed) return;
      setPosition(placeList(editor.view.coordsAtPos(from), list.offsetWidth));
    };
    place();
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [open, editor, from]);

  useLayoutEffect(() => {
    listRef.current
      ?.querySelector(`[aria-selected="true"]`)
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [index, open]);

  if (!open || !menu) return null;
  return createPortal(
    <div
      ref={listRef}
      id={slashListboxId(editor)}
      role="listbox"
      aria-label={T.slashMenuLabel}
      data-plan-slash-menu
      style={position ?? { top: -9999, left: -9999 }}
      className="fixed z-50 w-60 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md print:hidden"
    >
      {items.map((item, itemIndex) => {
        const Icon = ICONS[item.id];
        const selected = itemIndex === index;
        return (
          <div
            key={item.id}
            id={slashOptionId(editor, itemIndex)}
            role="option"
            aria-selected={selected}
            // The text keeps the focus (and its selection) while the mouse picks.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => {
              if (!selected) setSlashMenu(editor, { type: "highlight", index: itemIndex });
            }}
            onClick={() => runSlashItem(editor, item, menu.range)}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none",
              selected && "bg-accent text-accent-foreground",
            )}
          >
            <Icon aria-hidden className="size-4 text-muted-foreground" />
            {item.label}
          </div>
        );
      })}
    </div>,
    document.body,
  );
}
