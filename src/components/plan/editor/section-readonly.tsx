"use client";

import { useLayoutEffect, useRef } from "react";
import { EDITOR_SHELL_TEXT } from "@/lib/errors/plan-editor";
import { renderSectionMarkdown } from "./readonly-markdown";

/** Where the user clicked, to put the caret there once the editor is up. */
export interface CaretRequest {
  x: number;
  y: number;
}

/**
 * A section's text before its editor is mounted: real text in the same box and `plan-prose`
 * look as the editor (find, print and screen readers get it; the page does not jump when the
 * editor takes its place). Focusing it — a click, Tab — asks for the editor, with the click's
 * position so the caret lands where the user pointed.
 */
export function SectionReadOnly({
  markdown,
  title,
  onActivate,
}: {
  markdown: string;
  /** The section's display title, for the accessible name. */
  title: string;
  onActivate?: (caret: CaretRequest | null) => void;
}) {
  const proseRef = useRef<HTMLDivElement>(null);
  const pointer = useRef<CaretRequest | null>(null);

  useLayoutEffect(() => {
    const prose = proseRef.current;
    if (!prose) return;
    prose.replaceChildren(
      renderSectionMarkdown(markdown, prose.ownerDocument, EDITOR_SHELL_TEXT.diagramPlaceholder),
    );
  }, [markdown]);

  return (
    <div
      data-section-readonly=""
      role="group"
      aria-label={EDITOR_SHELL_TEXT.readOnlyLabel(title)}
      tabIndex={onActivate ? 0 : -1}
      onPointerDown={(event) => {
        pointer.current = { x: event.clientX, y: event.clientY };
      }}
      onFocus={() => {
        onActivate?.(pointer.current);
        pointer.current = null;
      }}
      onClickCapture={(event) => {
        // A link opens once the text is edited, as in the editor (no navigation from here).
        if ((event.target as HTMLElement).closest("a")) event.preventDefault();
      }}
      className="cursor-text overflow-hidden rounded-lg border bg-background outline-none focus-visible:border-ring/60 print:border-0"
    >
      <div ref={proseRef} className="plan-prose plan-readonly min-h-24 px-4 py-3 print:px-0" />
    </div>
  );
}
