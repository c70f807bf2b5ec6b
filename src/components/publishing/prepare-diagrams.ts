"use client";

import type { DiagramTheme } from "@/lib/diagrams/diagram-settings";
import type { DrawnDiagram } from "@/lib/publishing/publish-schemas";

export type DiagramProgress = { done: number; total: number };

/**
 * The plan's diagrams drawn for its public snapshot. Until the drawing module of the diagrams
 * work is merged, nothing is drawn: the public page then draws every diagram from its source.
 */
export async function prepareDiagrams(
  _sections: readonly { id: string; body: string }[],
  _theme: DiagramTheme | null,
  _onProgress: (progress: DiagramProgress) => void,
): Promise<DrawnDiagram[]> {
  return [];
}
