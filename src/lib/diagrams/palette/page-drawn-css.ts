/**
 * CSS for the few texts whose colour mermaid takes from a node variable although it draws them
 * straight onto the page (no theme variable of their own): class-diagram cardinalities, ER
 * relationship labels, flowchart text and comment shapes, and the C4 relation and boundary texts
 * mermaid paints in a fixed #444444. Each gets the page's ink (and ER labels a quiet surface).
 * Texts that may overlap shapes get an outline ("halo") in the page colour.
 * Passed as `themeCSS`; mermaid scopes it to each diagram's own id.
 */
import { SERIES_COLORS, type PageTokens } from "./page-tokens";

/** Width of the page-coloured outline behind C4 relation labels. */
export const TEXT_HALO_PX = 4;

export function pageDrawnCss(t: PageTokens): string {
  // Mermaid nests this sheet inside the diagram's id, so rules select by structure: ER relation
  // lines, the flowchart's text shape (`rect.text`) and comment shape (a child `g` of class
  // exactly `text`; class-diagram nodes have `g.text` children with more classes).
  const erLabel = ".root:has(.relationshipLine) .edgeLabel";
  return [
    `.edgeTerminals .edgeLabel { color: ${t.ink} !important; }`,
    `${erLabel} .edgeLabel, ${erLabel} .label { color: ${t.ink} !important; }`,
    `${erLabel} .labelBkg { background-color: ${t.surface} !important; }`,
    `.node:has(> rect.text, > g[class="text"]) .nodeLabel { color: ${t.ink} !important; }`,
    // C4 relation labels and gantt labels outside their bars (milestones at the chart's end)
    // can cross lines and shapes: a halo in the page colour keeps them readable.
    `text[fill="#444444"] { fill: ${t.ink}; }`,
    // C4 relation lines, also a fixed #444444: the app's line grey shows on both pages.
    `line[stroke="#444444"], path[stroke="#444444"] { stroke: ${t.line}; }`,
    `text[fill="#444444"], .taskTextOutsideLeft, .taskTextOutsideRight { paint-order: stroke;` +
      ` stroke: ${t.page}; stroke-width: ${TEXT_HALO_PX}px; stroke-linejoin: round; }`,
    ...radarSeriesCss(),
  ].join("\n");
}

/**
 * Radar curves take mermaid's section colours (cScale), which must be light tints on a light
 * page and dark shades on a dark one for the section labels; as lines and areas on the page they
 * need the chart series colours instead. The legend boxes use the same colours.
 */
function radarSeriesCss(): string[] {
  return SERIES_COLORS.map(
    (color, index) =>
      `.radarCurve-${index}, .radarLegendBox-${index} { fill: ${color} !important;` +
      ` stroke: ${color} !important; color: ${color} !important; }`,
  );
}
