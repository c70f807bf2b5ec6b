"use client";

import type { Editor } from "@tiptap/core";
import { ChevronDown, ChevronUp, Search, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { EDITOR_HABITS_TEXT as T } from "@/lib/errors/plan-editor";
import { PLAN_EDITOR_AREA, usePlanFind } from "./use-plan-find";
import "./plan-find.css";

/** Selected text this short (one line) becomes the query when find opens, as in browsers. */
const PREFILL_MAX = 200;

/** Tiptap puts its editor on the editable element. */
type EditorElement = HTMLElement & { editor?: Editor };

/** Selects a match in its section editor (through the editor, so its state follows). */
function selectInEditor(range: Range): boolean {
  const element = range.startContainer.parentElement?.closest<EditorElement>(".ProseMirror");
  const editor = element?.editor;
  if (!editor || editor.isDestroyed || !editor.isEditable) return false;
  const from = editor.view.posAtDOM(range.startContainer, range.startOffset);
  const to = editor.view.posAtDOM(range.endContainer, range.endOffset);
  return editor.chain().focus(null, { scrollIntoView: false }).setTextSelection({ from, to }).run();
}

/** Whether Ctrl/Cmd-F belongs to the plan's find rather than the browser's. */
function isFindShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === "f"
  );
}

/**
 * Find within the plan: Ctrl/Cmd-F inside the editing area (`[data-plan-editor-area]`) opens a
 * find bar with the match count across all sections and next/previous. Elsewhere on the page
 * (the plan title, the assistant) Ctrl/Cmd-F stays the browser's own find.
 */
export function PlanFind() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const barRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  // A click on plain text in the area leaves the focus on <body>: it still counts as "in".
  const pointerInArea = useRef(false);
  const find = usePlanFind(open, query, barRef);

  const openFind = useCallback(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && !barRef.current?.contains(active)) {
      returnTo.current = active;
    }
    const selected = window.getSelection()?.toString() ?? "";
    if (selected.trim() && selected.length <= PREFILL_MAX && !selected.includes("\n")) {
      setQuery(selected);
    }
    setOpen(true);
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.select();
    });
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const area = document.querySelector(PLAN_EDITOR_AREA);
      pointerInArea.current = !!area && event.target instanceof Node && area.contains(event.target);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFindShortcut(event)) return;
      const active = document.activeElement;
      const area = document.querySelector(PLAN_EDITOR_AREA);
      const inArea = !!area && !!active && area.contains(active);
      const inBar = !!active && !!barRef.current?.contains(active);
      const onBody = (!active || active === document.body) && pointerInArea.current;
      if (!inArea && !inBar && !onBody) return;
      event.preventDefault();
      openFind();
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("keydown", onKeyDown, true);
    };
  }, [openFind]);

  function close() {
    const range = find.currentRange();
    setOpen(false);
    // Back to the text: on the match when it is in an editor, else where the focus was.
    if (range && selectInEditor(range)) return;
    if (returnTo.current?.isConnected) returnTo.current.focus({ preventScroll: true });
  }

  if (!open) {
    return (
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={T.findOpen}
        title={`${T.findOpen} (Ctrl+F)`}
        aria-keyshortcuts="Control+F Meta+F"
        onClick={openFind}
        className="print:hidden"
      >
        <Search aria-hidden />
      </Button>
    );
  }

  const status = !query.trim()
    ? ""
    : find.total === 0
      ? T.findNone
      : T.findCount(find.current + 1, find.total);
  return (
    <div
      ref={barRef}
      role="search"
      aria-label={T.findLabel}
      data-plan-find
      className="flex items-center gap-1 rounded-md border bg-background px-1 py-0.5 print:hidden"
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        close();
      }}
    >
      <Input
        ref={inputRef}
        type="text"
        aria-label={T.findLabel}
        placeholder={T.findPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          if (event.shiftKey) find.previous();
          else find.next();
        }}
        autoComplete="off"
        spellCheck={false}
        className="h-8 w-40 border-0 shadow-none focus-visible:ring-0 sm:w-56"
      />
      <span
        role="status"
        aria-live="polite"
        data-testid="plan-find-count"
        className="min-w-16 text-right text-xs whitespace-nowrap text-muted-foreground tabular-nums"
      >
        {status}
      </span>
      <FindBarButton
        label={T.findPrevious}
        shortcut="Shift+Enter"
        disabled={find.total === 0}
        onClick={find.previous}
      >
        <ChevronUp aria-hidden />
      </FindBarButton>
      <FindBarButton
        label={T.findNext}
        shortcut="Enter"
        disabled={find.total === 0}
        onClick={find.next}
      >
        <ChevronDown aria-hidden />
      </FindBarButton>
      <FindBarButton label={T.findClose} shortcut="Escape" onClick={close}>
        <X aria-hidden />
      </FindBarButton>
    </div>
  );
}

/** An icon button of the find bar, named for screen readers and showing its key as a tip. */
function FindBarButton({
  label,
  shortcut,
  disabled,
  onClick,
  children,
}: {
  label: string;
  shortcut: string;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={label}
      title={`${label} (${shortcut})`}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
