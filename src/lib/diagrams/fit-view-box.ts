/**
 * Widens a drawn picture's viewBox to take in all of its text. Mermaid lays out some types
 * without every label (a radar chart's title and axis labels), so those labels lay outside the
 * viewBox and were cut off on the page, in full screen and in downloads. Only text counts: mermaid
 * also draws shapes outside on purpose and relies on the viewBox to hide them (a Gantt chart's
 * 'today' line, years away from the chart's dates). Run on the picture in the live page (it needs
 * layout); it only ever grows the viewBox, so a picture whose text fits stays as mermaid drew it.
 */

/** Room around text that reaches the edge (user units), so glyphs are not shaved. */
export const VIEW_BOX_MARGIN = 4;

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Answers whether the viewBox changed. `text` defaults to the picture's laid-out labels. */
export function fitViewBoxToContent(
  svg: SVGSVGElement,
  text: Bounds | null = textBounds(svg),
): boolean {
  const live = svg.viewBox?.baseVal;
  if (!live || live.width <= 0 || live.height <= 0) return false;
  if (!text || text.width <= 0 || text.height <= 0) return false;
  // A copy: the live value follows the attribute once it is rewritten below.
  const current = { x: live.x, y: live.y, width: live.width, height: live.height };
  const overflows =
    text.x < current.x ||
    text.y < current.y ||
    text.x + text.width > current.x + current.width ||
    text.y + text.height > current.y + current.height;
  if (!overflows) return false;
  const left = Math.min(current.x, text.x - VIEW_BOX_MARGIN);
  const top = Math.min(current.y, text.y - VIEW_BOX_MARGIN);
  const right = Math.max(current.x + current.width, text.x + text.width + VIEW_BOX_MARGIN);
  const bottom = Math.max(current.y + current.height, text.y + text.height + VIEW_BOX_MARGIN);
  const width = right - left;
  svg.setAttribute("viewBox", [left, top, width, bottom - top].map(round).join(" "));
  // Mermaid caps the picture at its natural width (`max-width: Npx`): grow it in step, so the
  // drawing keeps its scale instead of shrinking to make room.
  const maxWidth = Number.parseFloat(svg.style.maxWidth);
  if (Number.isFinite(maxWidth) && maxWidth > 0) {
    svg.style.maxWidth = `${round((maxWidth * width) / current.width)}px`;
  }
  return true;
}

/**
 * The union of the picture's text boxes (SVG text and HTML labels) in its own user units, or
 * null where nothing is laid out (no layout engine, hidden, no text).
 */
export function textBounds(svg: SVGSVGElement): Bounds | null {
  const toUser = svg.getScreenCTM?.()?.inverse();
  if (!toUser) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const label of svg.querySelectorAll("text, foreignObject")) {
    const rect = label.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) continue;
    for (const [x, y] of [
      [rect.left, rect.top],
      [rect.right, rect.bottom],
    ] as const) {
      const point = new DOMPoint(x, y).matrixTransform(toUser);
      left = Math.min(left, point.x);
      top = Math.min(top, point.y);
      right = Math.max(right, point.x);
      bottom = Math.max(bottom, point.y);
    }
  }
  if (!Number.isFinite(left)) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
