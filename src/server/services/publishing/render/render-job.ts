/** What the server sends a render worker, and what it answers (see render-worker.ts). */
import type { MermaidBlock } from "@/lib/publishing/mermaid-blocks";
import type { RenderedChunk } from "@/lib/publishing/public-view";
import type { PublishedDiagram } from "@/lib/publishing/snapshot";

export type SectionRenderJob = {
  kind: "section";
  sectionId: string;
  sectionTitle: string;
  anchor: string;
  markdown: string;
  /** Element ids the page already uses (earlier sections). */
  usedIds: string[];
  /** The section's pre-drawn pictures by Mermaid block index. */
  pictures: Record<number, PublishedDiagram>;
};

export type RenderJob = SectionRenderJob | { kind: "mermaidBlocks"; markdown: string };

export type SectionRenderAnswer = {
  kind: "section";
  chunks: RenderedChunk[];
  /** Element ids this section added. */
  addedIds: string[];
  /** The text of the section's top-level paragraphs (the page's description may need it). */
  prose: string;
  /** How long the worker took (the plan's time budget is charged this). */
  elapsedMs: number;
};

export type RenderAnswer =
  SectionRenderAnswer | { kind: "mermaidBlocks"; blocks: MermaidBlock[] } | { kind: "failed" };
