/**
 * Gantt date labels that never overlap.
 *
 * Mermaid sizes a Gantt chart to its container's width but always asks d3 for about ten ticks,
 * whatever that width is, and labels them 'YYYY-MM-DD' in 10 px text (about 55 px per label).
 * Below roughly 600 px of axis the labels run into each other: in a two-column editor, on a
 * phone, and in the full-screen view and PNG of such a chart. Mermaid has no setting for the
 * number of ticks, and a chart's own `tickInterval`/`axisFormat` can be anything, so the labels
 * are thinned after drawing: every k-th label is kept, with the smallest k whose labels fit side
 * by side (the grid lines all stay). The estimate below works on the SVG markup alone, so the
 * inline picture, the full-screen view and the PNG (drawn off-screen) thin the same labels.
 */

/**
 * Width of one character of an axis label, in ems. Generous on purpose: digits are 0.52–0.55 em
 * in Inter and Helvetica, 0.64 em in DejaVu Sans (the usual fallback on Linux); month names mix
 * wider and narrower letters. Overestimating only drops a label that would just have fitted.
 */
export const AXIS_LABEL_CHAR_EM = 0.62;
/** Clear space between two neighbouring labels, in SVG units (px at 100 %). */
export const AXIS_LABEL_MIN_GAP = 6;
/** d3 axis labels are drawn in 10 px text when nothing says otherwise (mermaid's gantt does). */
export const AXIS_LABEL_DEFAULT_FONT_SIZE = 10;

export interface AxisTick {
  /** Centre of the label along the axis (the tick's position). */
  x: number;
  label: string;
}

export function estimateLabelWidth(label: string, fontSize: number): number {
  return label.trim().length * fontSize * AXIS_LABEL_CHAR_EM;
}

/**
 * The indices of the ticks whose labels to keep: 0, k, 2k… for the smallest stride k at which no
 * two kept labels (centred on their ticks) come closer than AXIS_LABEL_MIN_GAP. Ticks are
 * expected in axis order, as d3 draws them; empty labels take no room.
 */
export function axisLabelsToKeep(ticks: readonly AxisTick[], fontSize: number): number[] {
  const widths = ticks.map((tick) => estimateLabelWidth(tick.label, fontSize));
  const fits = (stride: number) => {
    for (let index = stride; index < ticks.length; index += stride) {
      const previous = index - stride;
      const room = Math.abs(ticks[index]!.x - ticks[previous]!.x);
      const needed = (widths[index]! + widths[previous]!) / 2 + AXIS_LABEL_MIN_GAP;
      if (room < needed) return false;
    }
    return true;
  };
  let stride = 1;
  while (stride < ticks.length && !fits(stride)) stride += 1;
  const kept: number[] = [];
  for (let index = 0; index < ticks.length; index += stride) kept.push(index);
  return kept;
}

/** The x of a d3 tick's `translate(x,y)` / `translate(x)` transform, or null. */
export function translateX(transform: string | null): number | null {
  const match = transform?.match(/translate\(\s*(-?[\d.]+(?:e-?\d+)?)/i);
  if (!match) return null;
  const x = Number(match[1]);
  return Number.isFinite(x) ? x : null;
}

/**
 * Removes the date labels of a rendered Gantt chart that would overlap their neighbours, on
 * every date axis (the bottom one, and the top one of `topAxis`). Works on markup that is not
 * laid out (a parsed file); does nothing to other diagrams. Running it twice changes nothing.
 */
export function thinGanttAxisLabels(svg: Element): void {
  if (svg.getAttribute("aria-roledescription") !== "gantt") return;
  for (const axis of Array.from(svg.querySelectorAll("g.grid"))) {
    const labelled = Array.from(axis.children).flatMap((tick) => {
      if (!tick.classList.contains("tick")) return [];
      const text = tick.querySelector("text");
      const x = translateX(tick.getAttribute("transform"));
      if (!text || x === null || (text.textContent ?? "").trim() === "") return [];
      return [{ x, label: text.textContent ?? "", text }];
    });
    if (labelled.length < 2) continue;
    const fontSize =
      Number.parseFloat(labelled[0]!.text.getAttribute("font-size") ?? "") ||
      AXIS_LABEL_DEFAULT_FONT_SIZE;
    const keep = new Set(axisLabelsToKeep(labelled, fontSize));
    labelled.forEach((tick, index) => {
      if (!keep.has(index)) tick.text.remove();
    });
  }
}
