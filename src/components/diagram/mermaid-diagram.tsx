"use client";

import { Maximize2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import {
  DIAGRAM_BLOCK_CLASS,
  DIAGRAM_RENDERED_EVENT,
  type DiagramRenderedDetail,
} from "@/lib/diagrams/renderer-constants";
import { thinGanttAxisLabels } from "@/lib/diagrams/gantt-axis";
import type { ReadableLayout } from "@/lib/diagrams/readable-size";
import { applyReadableLayout } from "./readable-layout";

export const DIAGRAM_SIZE_TEXT = {
  scrollRegion: (label: string) => `${label}, scrolls sideways`,
  hint: "This diagram is wider than the page: scroll sideways to see all of it",
  openFullScreen: "Open full screen to read",
} as const;

export interface MermaidDiagramProps {
  source: string;
  /** The accessible name of the picture, e.g. "Diagram: Timeline". */
  label: string;
  /** Called after every render of this block, with the SVG or the error. */
  onRendered?: (detail: DiagramRenderedDetail) => void;
  /** Offered beside a diagram too wide to read in the column. */
  onOpenFullScreen?: () => void;
  className?: string;
}

/**
 * A diagram block for the page's renderer (DiagramRendererProvider) to draw. React owns only the
 * host element: the block inside it is created here by hand, because the renderer replaces the
 * block's children with the SVG and React must never try to reconcile them. A new source gets a
 * fresh, unprocessed block, which the renderer notices and draws.
 *
 * A drawn picture is kept readable: its Gantt date labels are thinned so none overlap, and a
 * picture that would shrink below READABLE_MIN_SCALE to fit the column keeps that scale and the
 * host scrolls sideways (a keyboard-reachable region), with a hint and the full-screen view.
 */
export function MermaidDiagram({
  source,
  label,
  onRendered,
  onOpenFullScreen,
  className,
}: MermaidDiagramProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onRenderedRef = useRef(onRendered);
  const labelRef = useRef(label);
  const [layout, setLayout] = useState<ReadableLayout["mode"]>("fit");
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
    /** Set once a picture (not mermaid's error picture, which is large text) is drawn. */
    let sized = false;
    const relayout = () => {
      if (sized) setLayout(applyReadableLayout(host, block));
    };
    const listener = (event: Event) => {
      let detail = (event as CustomEvent<DiagramRenderedDetail>).detail;
      const svg = block.querySelector("svg");
      if (detail.ok && svg) {
        thinGanttAxisLabels(svg);
        // The full-screen view and the downloads take the picture from here: the same labels.
        detail = { ...detail, svg: svg.outerHTML };
      }
      sized = detail.ok;
      if (sized) relayout();
      else setLayout("fit");
      onRenderedRef.current?.(detail);
    };
    block.addEventListener(DIAGRAM_RENDERED_EVENT, listener);
    host.replaceChildren(block);
    // The column changes width with the window, and when the editor opens the source beside it.
    let lastWidth = host.clientWidth;
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(() => {
            if (host.clientWidth === lastWidth) return;
            lastWidth = host.clientWidth;
            relayout();
          });
    observer?.observe(host);
    return () => {
      observer?.disconnect();
      block.removeEventListener(DIAGRAM_RENDERED_EVENT, listener);
      block.remove();
      setLayout("fit");
    };
  }, [source]);

  // A new name (the type is known once drawn) must not cost a new drawing: rename in place.
  useEffect(() => {
    hostRef.current?.firstElementChild?.setAttribute("aria-label", label);
  }, [label]);

  const scrolls = layout === "scroll";
  return (
    <>
      <div
        ref={hostRef}
        className={cn("diagram-host", className)}
        data-readable={layout}
        // A scrolling region must be reachable with the keyboard (arrow keys then scroll it).
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? "region" : undefined}
        aria-label={scrolls ? DIAGRAM_SIZE_TEXT.scrollRegion(label) : undefined}
      />
      {scrolls ? (
        <p className="diagram-size-hint mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span>{DIAGRAM_SIZE_TEXT.hint}</span>
          {onOpenFullScreen ? (
            <button
              type="button"
              className="inline-flex items-center gap-1 rounded-sm font-medium text-foreground underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              onClick={onOpenFullScreen}
            >
              <Maximize2 aria-hidden className="size-3.5" />
              {DIAGRAM_SIZE_TEXT.openFullScreen}
            </button>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
