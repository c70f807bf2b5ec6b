/**
 * Which pictures of diagrams a snapshot keeps. A picture is drawn in the owner's browser, so the
 * server trusts nothing about it: it is kept only when the ```mermaid block at that position of
 * that section (the same parse the public page renders) has exactly the source it claims to be
 * drawn from, and only as the sanitizer's output. A block without a picture is drawn in the
 * visitor's browser instead, so dropping a picture never loses a diagram.
 */
import { extractMermaidBlocks } from "@/lib/publishing/mermaid-blocks";
import type { DrawnDiagram } from "@/lib/publishing/publish-schemas";
import {
  diagramKey,
  type PublishedDiagram,
  type PublishedSection,
} from "@/lib/publishing/snapshot";
import { sanitizeDiagramSvg } from "./svg-sanitize";

/** The sanitizer's output, or null when it refuses the markup (or fails: one bad picture must not stop a publish). */
function sanitized(svg: string): { svg: string; width: number; height: number } | null {
  try {
    return sanitizeDiagramSvg(svg);
  } catch {
    return null;
  }
}

function isPublishedDiagram(value: unknown): value is PublishedDiagram {
  const diagram = value as Partial<PublishedDiagram> | null;
  return (
    typeof diagram?.source === "string" &&
    typeof diagram.svg === "string" &&
    typeof diagram.width === "number" &&
    typeof diagram.height === "number"
  );
}

/**
 * The pictures for `sections`: freshly drawn ones that match their block and pass the sanitizer,
 * else the previous snapshot's picture of the same block when its source has not changed (bulk
 * updates draw nothing, and a picture the sanitizer refuses now should not erase a good one).
 */
export function publishedDiagrams(
  sections: readonly PublishedSection[],
  drawn: readonly DrawnDiagram[],
  previous: Record<string, unknown> | null,
): Record<string, PublishedDiagram> {
  const sourceByKey = new Map<string, string>();
  for (const section of sections) {
    for (const block of extractMermaidBlocks(section.body)) {
      sourceByKey.set(diagramKey(section.id, block.index), block.source);
    }
  }
  const kept = new Map<string, PublishedDiagram>();
  for (const [key, diagram] of Object.entries(previous ?? {})) {
    if (isPublishedDiagram(diagram) && sourceByKey.get(key) === diagram.source) {
      kept.set(key, diagram);
    }
  }
  for (const diagram of drawn) {
    const key = diagramKey(diagram.sectionId, diagram.index);
    if (sourceByKey.get(key) !== diagram.source) continue;
    const clean = sanitized(diagram.svg);
    if (clean) kept.set(key, { source: diagram.source, ...clean });
  }
  return Object.fromEntries(kept);
}
