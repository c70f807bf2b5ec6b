/**
 * Widens a drawn picture's viewBox to everything drawn in it. Mermaid computes some layouts
 * without every label (a radar chart's title and axis labels, long edge labels at the border), so
 * parts of the drawing lie outside the viewBox and were cut off on the page, in full screen and in
 * downloads. Run on the picture in the live page (getBBox needs layout); it only ever grows the
 * viewBox, so a picture that fits is left exactly as mermaid drew it.
 */

/** Room around content that reaches the edge (user units), so strokes and glyphs are not shaved. */
export const VIEW_BOX_MARGIN = 4;

/** Answers whether the viewBox changed. */
export function fitViewBoxToContent(svg: SVGSVGElement): boolean {
  const live = svg.viewBox?.baseVal;
  if (!live || live.width <= 0 || live.height <= 0) return false;
  // A copy: the live value follows the attribute once it is rewritten below.
  const current = { x: live.x, y: live.y, width: live.width, height: live.height };
  if (typeof svg.getBBox !== "function") return false;
  let content: DOMRect;
  try {
    content = svg.getBBox();
  } catch {
    return false; // not rendered (display: none, or no layout engine)
  }
  if (content.width <= 0 || content.height <= 0) return false;
  const left = Math.min(current.x, content.x - VIEW_BOX_MARGIN);
  const top = Math.min(current.y, content.y - VIEW_BOX_MARGIN);
  const right = Math.max(current.x + current.width, content.x + content.width + VIEW_BOX_MARGIN);
  const bottom = Math.max(current.y + current.height, content.y + content.height + VIEW_BOX_MARGIN);
  const overflows =
    content.x < current.x ||
    content.y < current.y ||
    content.x + content.width > current.x + current.width ||
    content.y + content.height > current.y + current.height;
  if (!overflows) return false;
  const width = right - left;
  const height = bottom - top;
  svg.setAttribute("viewBox", [left, top, width, height].map(round).join(" "));
  // Mermaid caps the picture at its natural width (`max-width: Npx`): grow it in step, so the
  // drawing keeps its scale instead of shrinking to make room.
  const maxWidth = Number.parseFloat(svg.style.maxWidth);
  if (Number.isFinite(maxWidth) && maxWidth > 0) {
    svg.style.maxWidth = `${round((maxWidth * width) / current.width)}px`;
  }
  return true;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
