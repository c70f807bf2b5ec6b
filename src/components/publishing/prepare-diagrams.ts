"use client";

import type { DiagramTheme } from "@/lib/diagrams/diagram-settings";
import type { DrawnDiagram } from "@/lib/publishing/publish-schemas";

export type DiagramProgress = { done: number; total: number };

/**
 * The plan's diagrams drawn for its public snapshot. The drawing code (and mermaid with it) is
 * loaded only now, when the owner publishes, never with the plan page.
 */
export async function prepareDiagrams(
  sections: readonly { id: string; body: string }[],
  theme: DiagramTheme | null,
  onProgress: (progress: DiagramProgress) => void,
): Promise<DrawnDiagram[]> {
  const { drawDiagramsForPublishing } = await import("./draw-diagrams-for-publishing");
  return drawDiagramsForPublishing(sections, { theme, onProgress });
}
