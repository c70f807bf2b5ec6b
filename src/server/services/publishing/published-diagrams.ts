/**
 * Which pictures of diagrams a snapshot keeps. A picture is drawn in the owner's browser, so the
 * server trusts nothing about it: it is kept only when the ```mermaid block at that position of
 * that section (the same parse the public page renders) has exactly the source it claims to be
 * drawn from, and only as the sanitizer's output. A block without a picture is drawn in the
 * visitor's browser instead, so dropping a picture never loses a diagram.
 *
 * The blocks are found in the render pool's workers (render/render-pool.ts), with its time limit:
 * a section whose Markdown is too slow to parse keeps no pictures, and the plan is published all
 * the same (the public page shows that section as text anyway).
 */
import type { MermaidBlock } from "@/lib/publishing/mermaid-blocks";
import type { DrawnDiagram } from "@/lib/publishing/publish-schemas";
import {
  diagramKey,
  type PublishedDiagram,
  type PublishedSection,
} from "@/lib/publishing/snapshot";
import { PUBLIC_RENDER_PLAN_TIME_LIMIT_MS, renderPool } from "./render/render-pool";
import { sanitizeDiagramSvg } from "./svg-sanitize";

/** A fence opens every block with a language; without one a section has no Mermaid block. */
const FENCE = /```|~~~/;

/** The section's Mermaid blocks, or none when its parse fails or runs out of time. */
async function blocksOf(markdown: string, limitMs: number): Promise<MermaidBlock[]> {
  if (limitMs <= 0 || !FENCE.test(markdown)) return [];
  try {
    const answer = await renderPool().run(
      { kind: "mermaidBlocks", markdown },
      { timeLimitMs: limitMs },
    );
    return answer.kind === "mermaidBlocks" ? answer.blocks : [];
  } catch {
    return [];
  }
}

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
export async function publishedDiagrams(
  sections: readonly PublishedSection[],
  drawn: readonly DrawnDiagram[],
  previous: Record<string, unknown> | null,
): Promise<Record<string, PublishedDiagram>> {
  // Only sections with a picture to check are parsed (bulk updates of plans without pictures
  // parse nothing).
  const previousKeys = Object.keys(previous ?? {});
  const withPictures = (sectionId: string) => {
    const prefix = diagramKey(sectionId, 0).slice(0, -1);
    return (
      drawn.some((diagram) => diagram.sectionId === sectionId) ||
      previousKeys.some((key) => key.startsWith(prefix))
    );
  };
  const sourceByKey = new Map<string, string>();
  const deadline = performance.now() + PUBLIC_RENDER_PLAN_TIME_LIMIT_MS;
  for (const section of sections) {
    if (!withPictures(section.id)) continue;
    for (const block of await blocksOf(section.body, deadline - performance.now())) {
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
