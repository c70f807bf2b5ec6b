"use client";

import { useEffect, useRef } from "react";
import { cn } from "@/lib/cn";
import {
  DIAGRAM_BLOCK_CLASS,
  DIAGRAM_RENDERED_EVENT,
  type DiagramRenderedDetail,
} from "@/lib/diagrams/renderer-constants";

export interface MermaidDiagramProps {
  source: string;
  /** The accessible name of the picture, e.g. "Diagram: Timeline". */
  label: string;
  /** Called after every render of this block, with the SVG or the error. */
  onRendered?: (detail: DiagramRenderedDetail) => void;
  className?: string;
}

/**
 * A diagram block for the page's renderer (DiagramRendererProvider) to draw. React owns only the
 * host element: the block inside it is created here by hand, because the renderer replaces the
 * block's children with the SVG and React must never try to reconcile them. A new source gets a
 * fresh, unprocessed block, which the renderer notices and draws.
 */
export function MermaidDiagram({ source, label, onRendered, className }: MermaidDiagramProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onRenderedRef = useRef(onRendered);
  const labelRef = useRef(label);
  useEffect(() => {
    onRenderedRef.current = onRendered;
    labelRef.current = label;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const block = document.createElement("div");
    block.className = DIAGRAM_BLOCK_CLASS;
    block.setAttribute("role", "img");
    block.setAttribute("aria-label", labelRef.current);
    block.textContent = source;
    const listener = (event: Event) => {
      onRenderedRef.current?.((event as CustomEvent<DiagramRenderedDetail>).detail);
    };
    block.addEventListener(DIAGRAM_RENDERED_EVENT, listener);
    host.replaceChildren(block);
    return () => {
      block.removeEventListener(DIAGRAM_RENDERED_EVENT, listener);
      block.remove();
    };
  }, [source]);

  // A new name (the type is known once drawn) must not cost a new drawing: rename in place.
  useEffect(() => {
    hostRef.current?.firstElementChild?.setAttribute("aria-label", label);
  }, [label]);

  return <div ref={hostRef} className={cn("diagram-host", className)} />;
}
