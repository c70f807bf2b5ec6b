/**
 * WCAG 2.x contrast: relative luminance, the contrast ratio between two colours, and the
 * thresholds text must meet. Shared by the diagram palette, the label-colour fixer for
 * author-chosen fills, the accent preview and the diagram contrast test, so they all measure the
 * same way.
 */
import { parseCssColor, type Rgba } from "./css-color";

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG AA for large text: at least 18 px, or at least 14 px (about 18.66 px) and bold. */
export const MIN_LARGE_TEXT_CONTRAST = 3;
export const LARGE_TEXT_MIN_PX = 18;
export const LARGE_BOLD_TEXT_MIN_PX = 14 * (4 / 3);

/** The threshold for text of this size and weight (numeric CSS weight; 700 and up is bold). */
export function requiredContrast(fontSizePx: number, fontWeight: number): number {
  const large =
    fontSizePx >= LARGE_TEXT_MIN_PX || (fontWeight >= 700 && fontSizePx >= LARGE_BOLD_TEXT_MIN_PX);
  return large ? MIN_LARGE_TEXT_CONTRAST : MIN_TEXT_CONTRAST;
}

function linearChannel(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour (alpha ignored), 0 for black to 1 for white. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** `top` painted over the opaque `bottom` (source-over). */
export function compositeOver(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

/** The contrast ratio (1 to 21) of two opaque colours. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Contrast of two CSS colour strings; `null` when either cannot be read. */
export function cssContrastRatio(first: string, second: string): number | null {
  const a = parseCssColor(first);
  const b = parseCssColor(second);
  return a && b ? contrastRatio(a, b) : null;
}

/**
 * Of two text colours, the one that reads better on `background` (a CSS colour). Unknown
 * backgrounds answer `dark`, the page's usual text.
 */
export function readableTextColor<T extends string>(
  background: string,
  { dark, light }: { dark: T; light: T },
): T {
  const fill = parseCssColor(background);
  const darkColor = parseCssColor(dark);
  const lightColor = parseCssColor(light);
  if (!fill || !darkColor || !lightColor) return dark;
  return contrastRatio(fill, darkColor) >= contrastRatio(fill, lightColor) ? dark : light;
}
