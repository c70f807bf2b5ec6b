/**
 * The Word export in the browser: the plan's diagrams drawn (as publishing draws them) and
 * rasterized to PNG at twice their size, then the document built by the pure builder
 * (src/lib/export/plan-docx.ts). Loaded with a dynamic import when the owner exports, so the
 * `docx` package and mermaid never weigh on the plan page.
 */
import { svgToPngBlob } from "@/components/diagram/export-image";
import { drawDiagramSources } from "@/components/publishing/draw-diagrams-for-publishing";
import { PUBLISHED_DIAGRAM_FONT } from "@/components/publishing/draw-diagrams-for-publishing";
import { naturalDiagramSize } from "@/lib/diagrams/readable-size";
import type { PlanExportSource } from "@/lib/export/export-types";
import { buildPlanDocx, DOCX_MIME_TYPE, type DocxDiagramImage } from "@/lib/export/plan-docx";
import { extractMermaidBlocks } from "@/lib/publishing/mermaid-blocks";

/** Pixels per diagram unit in the PNG: sharp on paper and on high-density screens. */
export const WORD_DIAGRAM_SCALE = 2;

export type WordExportProgress = { done: number; total: number };

/** The picture's size in CSS pixels, as the page would show it. */
function svgSize(svg: string): { width: number; height: number } | null {
  // Parsed as HTML, as the renderer wrote it (its markup need not be well-formed XML).
  const root = new DOMParser().parseFromString(svg, "text/html").querySelector("svg");
  if (!root) return null;
  const maxWidth = root.getAttribute("style")?.match(/max-width\s*:\s*([\d.]+px)/i)?.[1] ?? null;
  return naturalDiagramSize({
    viewBox: root.getAttribute("viewBox"),
    width: root.getAttribute("width"),
    maxWidth,
  });
}

async function rasterize(svg: string): Promise<DocxDiagramImage | null> {
  const size = svgSize(svg);
  if (!size) return null;
  const blob = await svgToPngBlob(svg, {
    scale: WORD_DIAGRAM_SCALE,
    background: "#ffffff",
    fontFamily: PUBLISHED_DIAGRAM_FONT,
  });
  return { png: new Uint8Array(await blob.arrayBuffer()), ...size };
}

/** The logo's width ÷ height (the document keeps its proportions); 1 when it cannot load. */
function logoAspect(dataUrl: string | null): Promise<number> {
  if (!dataUrl) return Promise.resolve(1);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () =>
      resolve(image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : 1);
    image.onerror = () => resolve(1);
    image.src = dataUrl;
  });
}

export type WordExport = {
  blob: Blob;
  /** Diagrams written as their source because they could not be drawn. */
  diagramsNotDrawn: number;
};

export async function exportPlanAsWord(
  source: PlanExportSource,
  onProgress: (progress: WordExportProgress) => void,
): Promise<WordExport> {
  const sources = source.sections.flatMap((section) =>
    extractMermaidBlocks(section.body).map((block) => block.source),
  );
  const drawn = await drawDiagramSources(sources, { theme: source.diagramTheme, onProgress });
  const images = new Map<string, DocxDiagramImage>();
  for (const [diagram, svg] of drawn) {
    // A picture that cannot be rasterized is written as its source, like one not drawn.
    const image = await rasterize(svg).catch(() => null);
    if (image) images.set(diagram, image);
  }
  const bytes = await buildPlanDocx(source, {
    images,
    logoAspect: await logoAspect(source.branding.logoDataUrl),
  });
  return {
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: DOCX_MIME_TYPE }),
    diagramsNotDrawn: new Set(sources.filter((s) => s.trim() !== "")).size - images.size,
  };
}
