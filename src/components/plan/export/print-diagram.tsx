"use client";

import { useLayoutEffect, useRef } from "react";
import { parseSanitizedSvg } from "@/lib/diagrams/svg-markup";
import { PLAN_EXPORT_TEXT } from "@/lib/errors/plan-editor";

/**
 * One diagram of the print view: the picture drawn in this browser, inserted as inline SVG (so
 * it prints as vector graphics and its labels stay text in the PDF), through the same inert
 * parse and cleaning as every diagram the app shows. Not drawn: its source, as code.
 */
export function PrintDiagram({
  source,
  label,
  svg,
  drawing,
}: {
  source: string;
  label: string;
  /** The picture; undefined while drawing or when it could not be drawn. */
  svg: string | undefined;
  drawing: boolean;
}) {
  const hostRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host || svg === undefined) return;
    host.replaceChildren(parseSanitizedSvg(svg));
    return () => host.replaceChildren();
  }, [svg]);

  if (svg === undefined && !drawing) {
    return (
      <figure className="print-diagram" data-print-diagram="source" aria-label={label}>
        <figcaption className="print-diagram-note">{PLAN_EXPORT_TEXT.diagramNotDrawn}</figcaption>
        <pre>
          <code className="language-mermaid">{source}</code>
        </pre>
      </figure>
    );
  }
  return (
    <figure
      className="print-diagram"
      data-print-diagram={svg === undefined ? "drawing" : "drawn"}
      aria-label={label}
      aria-busy={svg === undefined}
    >
      <div ref={hostRef} role="img" aria-label={label} />
    </figure>
  );
}
