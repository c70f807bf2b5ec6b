/**
 * Repairs to mermaid's own themes where their text is unreadable on their own colours (measured
 * by the diagram contrast tests): the dark theme's black timeline and mind-map section labels on
 * near-black sections, grey branch labels on the gitGraph's grey, light grey edge labels on a
 * mid-grey box; the forest theme's white branch and mind-map root labels on light green.
 *
 * Worked out from the theme's computed variables, not from a list of known bad values: for every
 * background variable and the text variable drawn on it, a text colour below WCAG AA becomes dark
 * or light, whichever reads better; where the text colour is shared with text on the page (edge
 * labels use `textColor`) the label's box takes the theme's background instead.
 */
import { compositeOver, contrastRatio, MIN_TEXT_CONTRAST } from "@/lib/color/contrast";
import { parseCssColor, type Rgba } from "@/lib/color/css-color";
import { readableLabelColor } from "@/lib/diagrams/label-contrast";

/** Mermaid's colour scales: 12 section colours, 8 git branch colours. */
const SECTION_COLORS = 12;
const BRANCH_COLORS = 8;

/** [background variable, the text variable drawn only on it]. */
export const OWNED_TEXT_PAIRS: readonly (readonly [string, string])[] = [
  ...Array.from({ length: SECTION_COLORS }, (_, i) => [`cScale${i}`, `cScaleLabel${i}`] as const),
  ...Array.from({ length: BRANCH_COLORS }, (_, i) => [`git${i}`, `gitBranchLabel${i}`] as const),
  ["noteBkgColor", "noteTextColor"],
];

/** [box variable, shared text variable]: the box takes the theme's `background` when needed. */
export const SHARED_TEXT_BOXES: readonly (readonly [string, string])[] = [
  ["edgeLabelBackground", "textColor"],
];

function colorOf(variables: Record<string, unknown>, name: string): Rgba | null {
  const value = variables[name];
  return typeof value === "string" ? parseCssColor(value) : null;
}

/**
 * Theme variables to set so the pairs above read at WCAG AA, given a theme's computed
 * `variables` (mermaid's `getConfig().themeVariables`). Empty when the theme is fine as it is.
 */
export function readabilityFixes(variables: Record<string, unknown>): Record<string, string> {
  const fixes: Record<string, string> = {};
  const page = colorOf(variables, "background") ?? parseCssColor("#ffffff")!;
  const opaque = (color: Rgba) =>
    compositeOver(color, compositeOver(page, { r: 255, g: 255, b: 255, a: 1 }));
  for (const [fillName, textName] of OWNED_TEXT_PAIRS) {
    const fill = colorOf(variables, fillName);
    if (!fill) continue;
    const behind = opaque(fill);
    const text = colorOf(variables, textName);
    if (text && contrastRatio(compositeOver(text, behind), behind) >= MIN_TEXT_CONTRAST) continue;
    fixes[textName] = readableLabelColor(behind);
  }
  for (const [boxName, textName] of SHARED_TEXT_BOXES) {
    const box = colorOf(variables, boxName);
    const text = colorOf(variables, textName);
    const background = variables.background;
    if (!box || !text || typeof background !== "string") continue;
    const behind = opaque(box);
    if (contrastRatio(compositeOver(text, behind), behind) >= MIN_TEXT_CONTRAST) continue;
    const replacement = opaque(page);
    if (contrastRatio(compositeOver(text, replacement), replacement) >= MIN_TEXT_CONTRAST) {
      fixes[boxName] = background;
    }
  }
  return fixes;
}
