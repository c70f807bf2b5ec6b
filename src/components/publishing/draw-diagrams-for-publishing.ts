/**
 * Draws a plan's diagrams in the owner's browser for its public snapshot (issue 14): the Share
 * dialog calls it before publish/update and sends the result with the request; the server keeps
 * a picture only when the block at that index still has that exact source, and only after
 * `sanitizeDiagramSvg`. Visitors then see pictures without downloading mermaid.
 *
 * Pictures are drawn the way a public page would draw them: the strict security level, the
 * owner's diagram theme on the light page, through the app's renderer (its queue, its cleaning,
 * its viewBox fitting). They are shown as standalone images, so they are drawn with plain SVG
 * text labels in a font every system has, not the page's web font (which an image cannot use).
 * A diagram that does not render, or does not pass the editor's validation, is left out (the
 * public page draws it from its source instead). The renderer, and with it mermaid, is loaded on
 * the first call only.
 */
import type { MermaidConfig } from "mermaid";
import { resolveDiagramTheme, type DiagramTheme } from "@/lib/diagrams/diagram-settings";
import { withoutLeadingBlankLines } from "@/lib/diagrams/front-matter";
import { GANTT_EXPORT_MIN_WIDTH } from "@/lib/diagrams/png-render-config";
import { DIAGRAM_MAX_TEXT_SIZE } from "@/lib/diagrams/renderer-constants";
import type { MermaidLike } from "@/lib/diagrams/renderer";
import { validateDiagram } from "@/lib/diagrams/validate";
import { extractMermaidBlocks } from "@/lib/publishing/mermaid-blocks";
import {
  PUBLISHED_SVG_MAX_LENGTH,
  PUBLISH_MAX_DIAGRAMS,
  type DrawnDiagram,
} from "@/lib/publishing/publish-schemas";

/** Fonts installed nearly everywhere (mermaid's own default list), so labels fit their boxes. */
export const PUBLISHED_DIAGRAM_FONT = '"trebuchet ms", verdana, arial, sans-serif';

/** Public pages draw diagrams at the strict level only. */
export const PUBLISHED_DIAGRAM_SECURITY_LEVEL = "strict";

/**
 * What differs from the page's configuration: SVG text labels (an image shows `<foreignObject>`
 * HTML labels unevenly across browsers), the system font, and a Gantt chart as wide as a PNG
 * export (off screen it would otherwise be drawn 300 px wide).
 */
export const PUBLISHED_DIAGRAM_CONFIG: Partial<MermaidConfig> = {
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  fontFamily: PUBLISHED_DIAGRAM_FONT,
  themeVariables: { fontFamily: PUBLISHED_DIAGRAM_FONT },
  gantt: { useWidth: GANTT_EXPORT_MIN_WIDTH },
};

export type PublishingSection = { id: string; body: string };
export type DiagramDrawingProgress = { done: number; total: number };

/** The part of the renderer this needs (a DiagramRenderer; tests pass one with a fake mermaid). */
export interface PublishingRenderer {
  renderToSvg(
    text: string,
    config?: Partial<MermaidConfig>,
  ): Promise<{ svg: string; diagramType: string }>;
  destroy(): void;
}

export interface DrawDiagramsOptions {
  /** The owner's diagram theme (plan customization); null is the default. */
  theme: DiagramTheme | null;
  /** Called with 0 of n first, then after each diagram (drawn or left out). */
  onProgress?: (progress: DiagramDrawingProgress) => void;
  /** Stops drawing; the diagrams drawn so far are answered. */
  signal?: AbortSignal;
  /** For tests: a stand-in for mermaid inside the app's renderer. */
  loadMermaid?: () => Promise<MermaidLike>;
  /** Default: the app's DiagramRenderer (strict, light), loaded on demand. */
  createRenderer?: (theme: DiagramTheme) => Promise<PublishingRenderer>;
}

async function createAppRenderer(
  theme: DiagramTheme,
  loadMermaid: DrawDiagramsOptions["loadMermaid"],
): Promise<PublishingRenderer> {
  const { DiagramRenderer } = await import("@/lib/diagrams/renderer");
  return new DiagramRenderer({
    settings: { theme, securityLevel: PUBLISHED_DIAGRAM_SECURITY_LEVEL, darkMode: false },
    // Cleaned by the public rules here already, as the server will clean it again.
    surface: "public",
    loadMermaid,
  });
}

/** Every ```mermaid block of the sections, in document order, with its section and index. */
export function publishableBlocks(
  sections: readonly PublishingSection[],
): { sectionId: string; index: number; source: string }[] {
  return sections.flatMap((section) =>
    extractMermaidBlocks(section.body).map((block) => ({ sectionId: section.id, ...block })),
  );
}

/**
 * Draws the diagrams of `sections` for publishing. Never rejects for a diagram's sake: one that
 * fails is left out. At most PUBLISH_MAX_DIAGRAMS are drawn (the publish request takes no more);
 * the rest, and pictures over PUBLISHED_SVG_MAX_LENGTH, are drawn by the visitor's browser.
 */
export async function drawDiagramsForPublishing(
  sections: readonly PublishingSection[],
  options: DrawDiagramsOptions,
): Promise<DrawnDiagram[]> {
  const blocks = publishableBlocks(sections)
    .filter((block) => block.source.trim() !== "" && block.source.length <= DIAGRAM_MAX_TEXT_SIZE)
    .slice(0, PUBLISH_MAX_DIAGRAMS);
  const total = blocks.length;
  options.onProgress?.({ done: 0, total });
  if (total === 0 || options.signal?.aborted) return [];

  const theme = resolveDiagramTheme(options.theme);
  const renderer = options.createRenderer
    ? await options.createRenderer(theme)
    : await createAppRenderer(theme, options.loadMermaid);
  const drawn: DrawnDiagram[] = [];
  try {
    for (const [done, block] of blocks.entries()) {
      if (options.signal?.aborted) break;
      const svg = await drawOne(renderer, block.source);
      if (svg !== null) drawn.push({ ...block, svg });
      options.onProgress?.({ done: done + 1, total });
    }
  } finally {
    renderer.destroy();
  }
  return drawn;
}

/** One diagram's picture, or null when it does not render or is not a valid diagram. */
async function drawOne(renderer: PublishingRenderer, source: string): Promise<string | null> {
  let picture: { svg: string; diagramType: string };
  try {
    // Mermaid finds front matter only at the very start (as the page's renderer draws it).
    picture = await renderer.renderToSvg(
      withoutLeadingBlankLines(source).source,
      PUBLISHED_DIAGRAM_CONFIG,
    );
  } catch {
    return null;
  }
  // The editor's check, on this render: a supported type, and no error picture.
  const validation = await validateDiagram(source, {
    parse: () => Promise.resolve({ diagramType: picture.diagramType }),
    renderHidden: () => Promise.resolve(picture.svg),
  });
  if (!validation.valid || picture.svg.length > PUBLISHED_SVG_MAX_LENGTH) return null;
  return picture.svg;
}

/**
 * Draws Mermaid sources the way publishing does (strict, light, the owner's theme, SVG text
 * labels, the editor's validation), each distinct source once, for the PDF and Word exports.
 * Answers the pictures by source; a source that fails, is empty or is too long is left out (the
 * caller shows it as code). Never rejects for a diagram's sake.
 */
export async function drawDiagramSources(
  sources: readonly string[],
  options: DrawDiagramsOptions,
): Promise<Map<string, string>> {
  const distinct = [...new Set(sources)].filter(
    (source) => source.trim() !== "" && source.length <= DIAGRAM_MAX_TEXT_SIZE,
  );
  const drawn = new Map<string, string>();
  options.onProgress?.({ done: 0, total: distinct.length });
  if (distinct.length === 0 || options.signal?.aborted) return drawn;
  const theme = resolveDiagramTheme(options.theme);
  const renderer = options.createRenderer
    ? await options.createRenderer(theme)
    : await createAppRenderer(theme, options.loadMermaid);
  try {
    for (const [done, source] of distinct.entries()) {
      if (options.signal?.aborted) break;
      const svg = await drawOne(renderer, source);
      if (svg !== null) drawn.set(source, svg);
      options.onProgress?.({ done: done + 1, total: distinct.length });
    }
  } finally {
    renderer.destroy();
  }
  return drawn;
}
