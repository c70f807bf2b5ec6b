"use client";

/**
 * A diagram of a published plan that has no picture drawn at publishing (bulk publish, a render
 * that failed in the owner's browser, a picture the server refused): drawn in the visitor's
 * browser instead. The public page renders this island only for such blocks, so a page whose
 * diagrams all have pictures never downloads the renderer or mermaid; here both are loaded on
 * mount (dynamic imports). Drawing goes through the app's renderer at the strict security level,
 * so the picture reaches the page only through its inert parse and cleaning (svg-markup.ts). If
 * it cannot be drawn, the visitor sees the source as a code block; without JavaScript, too.
 */
import { useEffect, useRef, useState } from "react";
import { resolveDiagramTheme, type DiagramTheme } from "@/lib/diagrams/diagram-settings";
import type { MermaidLike } from "@/lib/diagrams/renderer";
import {
  DIAGRAM_BLOCK_CLASS,
  DIAGRAM_RENDERED_EVENT,
  type DiagramRenderedDetail,
} from "@/lib/diagrams/renderer-constants";
import { DIAGRAM_ERROR_TEXT } from "@/lib/errors/diagrams";

/** Height kept free while the diagram is drawn, so the text below does not jump twice. */
export const PUBLIC_DIAGRAM_RESERVED_HEIGHT = 240;
/** Public pages draw diagrams at the strict level only. */
const PUBLIC_SECURITY_LEVEL = "strict";

export type PublicDiagramState = "drawing" | "drawn" | "failed";

export interface PublicDiagramFallbackProps {
  /** The block's Mermaid source, as published. */
  source: string;
  /** The owner's diagram theme from the snapshot; null is the default. */
  theme?: DiagramTheme | null;
  /** Draw for a dark page (the pictures drawn at publishing are light). Default false. */
  darkMode?: boolean;
  /** Space kept while drawing, in CSS pixels (default PUBLIC_DIAGRAM_RESERVED_HEIGHT). */
  reservedHeight?: number;
  /** For tests: a stand-in for mermaid (the renderer's own dynamic import otherwise). */
  loadMermaid?: () => Promise<MermaidLike>;
}

function SourceBlock({ source }: { source: string }) {
  return (
    <pre className="overflow-x-auto rounded-md border p-3 text-sm">
      <code className="language-mermaid">{source}</code>
    </pre>
  );
}

/**
 * The island. Keyed by what it draws, so a new source or theme starts again from "drawing"
 * (also after a failure, when the drawing host is no longer there).
 */
export function PublicDiagramFallback(props: PublicDiagramFallbackProps) {
  const key = `${props.theme ?? ""}|${props.darkMode ? "dark" : "light"}|${props.source}`;
  return <PublicDiagramDrawing key={key} {...props} />;
}

function PublicDiagramDrawing({
  source,
  theme = null,
  darkMode = false,
  reservedHeight = PUBLIC_DIAGRAM_RESERVED_HEIGHT,
  loadMermaid,
}: PublicDiagramFallbackProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PublicDiagramState>("drawing");

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let destroy = () => {};
    const fail = () => {
      if (cancelled) return;
      cancelled = true;
      destroy();
      setState("failed");
    };

    // The block is made here, not by React: the renderer replaces its content with the picture.
    // Its text stays hidden until then (the reserved space shows instead).
    const block = document.createElement("div");
    block.className = DIAGRAM_BLOCK_CLASS;
    block.textContent = source;
    block.style.visibility = "hidden";
    block.addEventListener(DIAGRAM_RENDERED_EVENT, (event) => {
      const detail = (event as CustomEvent<DiagramRenderedDetail>).detail;
      if (!detail.ok) return fail();
      block.style.visibility = "";
      if (!cancelled) setState("drawn");
    });
    host.replaceChildren(block);

    import("@/lib/diagrams/renderer")
      .then(({ DiagramRenderer }) => {
        if (cancelled) return;
        const renderer = new DiagramRenderer({
          settings: {
            theme: resolveDiagramTheme(theme),
            securityLevel: PUBLIC_SECURITY_LEVEL,
            darkMode,
          },
          // A reader's page: the public rules (in-picture links only, mermaid's vocabulary).
          surface: "public",
          loadMermaid,
          // Mermaid that cannot load or start: the source is all the visitor gets.
          onError: fail,
        });
        destroy = () => renderer.destroy();
        renderer.start(host);
      })
      .catch(fail);

    return () => {
      cancelled = true;
      destroy();
      host.replaceChildren();
    };
  }, [source, theme, darkMode, loadMermaid]);

  if (state === "failed") {
    return (
      <figure data-public-diagram="failed" className="my-4">
        <figcaption className="mb-2 text-sm text-muted-foreground">
          {DIAGRAM_ERROR_TEXT.publicFallback.notDrawn}
        </figcaption>
        <SourceBlock source={source} />
      </figure>
    );
  }
  return (
    <figure data-public-diagram={state} aria-busy={state === "drawing"} className="my-4">
      <div
        ref={hostRef}
        className="overflow-x-auto"
        style={state === "drawing" ? { minHeight: reservedHeight, overflow: "hidden" } : undefined}
      />
      {state === "drawing" ? (
        <span className="sr-only">{DIAGRAM_ERROR_TEXT.publicFallback.drawing}</span>
      ) : null}
      <noscript>
        <SourceBlock source={source} />
      </noscript>
    </figure>
  );
}
