import type { MermaidConfig } from "mermaid";
import { naturalDiagramSize } from "@/lib/diagrams/readable-size";

/**
 * Sizes for an off-screen render of a diagram that is already on the page (the PNG download).
 *
 * A Gantt chart takes the width of the element it is drawn in. Off screen that element has no
 * width of its own, so mermaid drew the chart 300 px wide (the browser's default for an SVG),
 * with its date labels on top of each other, and the PNG came out 600 × 488 px. The copy is
 * drawn as wide as the chart the reader is looking at instead, with GANTT_EXPORT_MIN_WIDTH as a
 * floor for charts drawn in a narrow column (a phone, the editor's preview beside the source).
 */
export const GANTT_EXPORT_MIN_WIDTH = 800;

/**
 * Plain SVG text instead of HTML labels: a canvas that has drawn an SVG with <foreignObject> (an
 * HTML label) cannot be exported.
 */
const TEXT_LABELS: Partial<MermaidConfig> = {
  htmlLabels: false,
  flowchart: { htmlLabels: false },
};

/** The configuration for the PNG copy of the diagram shown as `shownSvg`. */
export function pngRenderConfig(shownSvg: string): Partial<MermaidConfig> {
  const width = shownWidth(shownSvg);
  return {
    ...TEXT_LABELS,
    gantt: { useWidth: Math.max(GANTT_EXPORT_MIN_WIDTH, Math.round(width ?? 0)) },
  };
}

/** The natural width of the picture in `svg` markup (its root's max-width, width or viewBox). */
function shownWidth(svg: string): number | null {
  const root = svg.match(/<svg\b[^>]*>/i)?.[0];
  if (!root) return null;
  const attribute = (name: string) =>
    root.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i"))?.[1] ?? null;
  const maxWidth = attribute("style")?.match(/max-width\s*:\s*([\d.]+px)/i)?.[1] ?? null;
  return (
    naturalDiagramSize({
      viewBox: attribute("viewBox"),
      width: attribute("width"),
      maxWidth,
    })?.width ?? null
  );
}
