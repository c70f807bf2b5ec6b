/**
 * What a published plan looks like to visitors: a snapshot taken when the owner publishes or
 * clicks "Update public version" (stored in plan_publications.snapshot). Later edits change the
 * live plan only.
 */
import type { SectionKind } from "@/lib/plans/plan-rules";

export type PublishedSection = {
  id: string;
  kind: SectionKind;
  title: string;
  /** Markdown, exactly as saved. Rendered on the server without raw HTML. */
  body: string;
};

/**
 * A diagram drawn in the owner's browser when publishing (strict security level, the owner's
 * diagram theme), sanitized on the server. Keyed by `diagramKey(sectionId, index)`: the index is
 * the position of the ```mermaid block within its section (`extractMermaidBlocks`). A block with
 * no entry (bulk publish, or a render that failed) is drawn in the visitor's browser instead.
 */
export type PublishedDiagram = {
  /** The Mermaid source it was drawn from; a picture whose source differs is never shown. */
  source: string;
  /** Sanitized SVG markup (`sanitizeDiagramSvg`). */
  svg: string;
  width: number;
  height: number;
};

export type PublishedBranding = {
  brandName: string | null;
  /** `#rrggbb` */
  accentColor: string | null;
  logoDataUrl: string | null;
};

export type PublishedEstimate = {
  /** In the smallest unit of the currency (cents). */
  amountMinor: number;
  /** ISO 4217 */
  currency: string;
  note: string;
};

export type PublishedSnapshot = {
  title: string;
  summary: string;
  sections: PublishedSection[];
  diagrams: Record<string, PublishedDiagram>;
  branding: PublishedBranding;
  /** Present only when the owner chose to show it. */
  estimate: PublishedEstimate | null;
  /** When the plan content was last changed before this snapshot (ISO 8601). */
  contentUpdatedAt: string;
};

export function diagramKey(sectionId: string, index: number): string {
  return `${sectionId}#${index}`;
}
