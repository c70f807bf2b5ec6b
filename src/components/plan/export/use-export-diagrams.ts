"use client";

import { useEffect, useState } from "react";
import type { DiagramTheme } from "@/lib/diagrams/diagram-settings";

export type ExportDiagramsState = {
  /** Pictures by Mermaid source (sanitized SVG markup); null while drawing. */
  drawn: ReadonlyMap<string, string> | null;
  done: number;
  total: number;
};

/**
 * Draws the given Mermaid sources once, in this browser, the way publishing draws them (strict
 * security level, light, the owner's theme). The drawing code, and mermaid with it, is loaded
 * only here (dynamic import), so only pages that export pay for it.
 */
export function useExportDiagrams(
  sources: readonly string[],
  theme: DiagramTheme | null,
): ExportDiagramsState {
  const key = JSON.stringify(sources);
  const [state, setState] = useState<ExportDiagramsState>({
    drawn: sources.length === 0 ? new Map() : null,
    done: 0,
    total: new Set(sources).size,
  });

  useEffect(() => {
    const list = JSON.parse(key) as string[];
    if (list.length === 0) return;
    const controller = new AbortController();
    void import("@/components/publishing/draw-diagrams-for-publishing")
      .then(({ drawDiagramSources }) =>
        drawDiagramSources(list, {
          theme,
          signal: controller.signal,
          onProgress: ({ done, total }) => {
            if (!controller.signal.aborted) setState((now) => ({ ...now, done, total }));
          },
        }),
      )
      // Mermaid that cannot load: every diagram is shown as its source.
      .catch(() => new Map<string, string>())
      .then((drawn) => {
        if (!controller.signal.aborted) setState((now) => ({ ...now, drawn }));
      });
    return () => controller.abort();
  }, [key, theme]);

  return state;
}
