"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { EDITOR_SHELL_TEXT } from "@/lib/errors/plan-editor";
import { useActiveEditor, useActiveEditorStore } from "./active-editor";
import { EditorToolbarButtons } from "./editor-toolbar";
import { useRovingFocus } from "./use-roving-focus";

/** Which ends of the toolbar have buttons scrolled out of sight (a phone's narrow bar). */
function useOverflowEdges() {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);
  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  return { scrollerRef, edges, measure };
}

/**
 * The plan's one formatting toolbar, in the sticky bar above the sections. It acts on the
 * section editor focused last (see active-editor.ts) and says which one; with none yet, its
 * buttons are disabled and it says how to pick one. On a narrow screen its buttons scroll
 * sideways, with a fade at the edge that has more. Keyboard: one Tab stop with arrow keys
 * inside (ARIA toolbar), Alt+F10 from a section's text comes here, Escape goes back.
 */
export function DocumentToolbar({ titleOf }: { titleOf: (sectionId: string) => string | null }) {
  const store = useActiveEditorStore();
  const target = useActiveEditor();
  const editor = target && !target.editor.isDestroyed ? target.editor : null;
  const title = target ? titleOf(target.sectionId) : null;
  const hintId = useId();
  const keysId = useId();
  const { ref, onKeyDown, onFocus } = useRovingFocus<HTMLDivElement>();
  const { scrollerRef, edges, measure } = useOverflowEdges();

  useEffect(() => {
    if (!store) return;
    store.setToolbarFocuser(() => {
      const toolbar = ref.current;
      const item =
        toolbar?.querySelector<HTMLElement>('button[tabindex="0"]:not([disabled])') ??
        toolbar?.querySelector<HTMLElement>("button:not([disabled])");
      item?.focus();
      return Boolean(item);
    });
    return () => store.setToolbarFocuser(null);
  }, [store, ref]);

  function keyDown(event: React.KeyboardEvent) {
    // Only from the toolbar's own buttons: menus and dialogs it opened handle their Escape.
    const fromToolbar = ref.current?.contains(event.target as Node) ?? false;
    if (event.key === "Escape" && fromToolbar && editor) {
      event.preventDefault();
      editor.commands.focus();
      return;
    }
    onKeyDown(event);
  }

  return (
    <div
      role="toolbar"
      aria-label={EDITOR_SHELL_TEXT.toolbarLabel}
      aria-describedby={`${hintId} ${keysId}`}
      ref={ref}
      onKeyDown={keyDown}
      onFocus={onFocus}
      data-testid="document-toolbar"
      className="flex min-w-0 items-center gap-2"
    >
      <div className="relative min-w-0 flex-1">
        <div
          data-toolbar-scroller=""
          ref={scrollerRef}
          onScroll={measure}
          className="flex [scrollbar-width:thin] items-center gap-0.5 overflow-x-auto py-0.5"
        >
          <EditorToolbarButtons editor={editor} />
        </div>
        <span
          aria-hidden
          data-toolbar-fade="start"
          hidden={!edges.start}
          className="pointer-events-none absolute inset-y-0 left-0 w-8 bg-gradient-to-r from-background to-transparent"
        />
        <span
          aria-hidden
          data-toolbar-fade="end"
          hidden={!edges.end}
          className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-background to-transparent"
        />
      </div>
      <p
        id={hintId}
        className={cn(
          "max-w-[45%] shrink-0 truncate text-xs text-muted-foreground sm:max-w-[14rem]",
          // On a phone the buttons need the room once a section is picked.
          editor && "sr-only sm:not-sr-only",
        )}
      >
        {editor && title ? EDITOR_SHELL_TEXT.target(title) : EDITOR_SHELL_TEXT.noSectionFocused}
      </p>
      <span id={keysId} className="sr-only">
        {EDITOR_SHELL_TEXT.toolbarKeys}
      </span>
    </div>
  );
}
