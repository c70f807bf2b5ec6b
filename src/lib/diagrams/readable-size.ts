/**
 * How large a diagram is shown in the content column. Mermaid sizes most pictures to their
 * content (`width="100%"` plus `max-width: <natural width>px`), and the page's CSS shrinks a wider
 * one to the column: a flowchart three times the column's width then has 5 px text. Below
 * READABLE_MIN_SCALE the picture stops shrinking and the column scrolls sideways instead.
 */

/** The smallest scale a diagram is shown at in the column: 16 px labels stay 11 px or larger. */
export const READABLE_MIN_SCALE = 0.7;

export interface DiagramSize {
  width: number;
  height: number;
}

export type ReadableLayout =
  /** Shown at its natural size, or shrunk to the column (at READABLE_MIN_SCALE or more). */
  | { mode: "fit"; scale: number }
  /** Too wide: shown at `width` × `height` (READABLE_MIN_SCALE), scrolling sideways. */
  | { mode: "scroll"; scale: number; width: number; height: number };

function positive(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

function viewBoxSize(viewBox: string | null): DiagramSize | null {
  const parts = (viewBox ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4) return null;
  const [, , width, height] = parts;
  return positive(width) && positive(height) ? { width, height } : null;
}

function pixels(value: string | null | undefined): number | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)(?:px)?$/);
  return match ? Number(match[1]) : null;
}

/**
 * The size a rendered SVG is drawn at without any shrinking, from what mermaid writes on its
 * root: the `max-width` it sets (its intended width), else an absolute `width`, else the
 * viewBox; the height follows the viewBox's proportions. Null when nothing says.
 */
export function naturalDiagramSize(svg: {
  viewBox: string | null;
  width: string | null;
  maxWidth: string | null;
}): DiagramSize | null {
  const box = viewBoxSize(svg.viewBox);
  const width = pixels(svg.maxWidth) ?? pixels(svg.width) ?? box?.width ?? null;
  if (!positive(width)) return null;
  if (box) return { width, height: (width * box.height) / box.width };
  return null;
}

/**
 * The layout for a diagram of `natural` size in a column `available` px wide. An unknown or
 * zero column width (a hidden block) leaves the picture to fit.
 */
export function readableLayout(natural: DiagramSize, available: number): ReadableLayout {
  if (!positive(available) || !positive(natural.width) || !positive(natural.height)) {
    return { mode: "fit", scale: 1 };
  }
  const fitScale = Math.min(1, available / natural.width);
  if (fitScale >= READABLE_MIN_SCALE) return { mode: "fit", scale: fitScale };
  return {
    mode: "scroll",
    scale: READABLE_MIN_SCALE,
    width: Math.round(natural.width * READABLE_MIN_SCALE),
    height: Math.round(natural.height * READABLE_MIN_SCALE),
  };
}
