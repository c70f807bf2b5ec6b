/**
 * Text colour that stays readable on an accent colour, by WCAG relative luminance: a light accent
 * gets dark text, a dark one white text.
 */
function channel(hex: string): number {
  const value = Number.parseInt(hex, 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => channel(color.slice(start, start + 2)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function readableTextOn(color: string): "#ffffff" | "#111827" {
  const luminance = relativeLuminance(color);
  // The luminance where white and near-black text have the same contrast ratio.
  return luminance > 0.179 ? "#111827" : "#ffffff";
}
