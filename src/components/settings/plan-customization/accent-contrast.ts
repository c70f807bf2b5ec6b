import { readableTextColor } from "@/lib/color/contrast";

/**
 * Text colour that stays readable on an accent colour, by WCAG contrast: a light accent gets
 * dark text, a dark one white text.
 */
export function readableTextOn(color: string): "#ffffff" | "#111827" {
  return readableTextColor(color, { dark: "#111827", light: "#ffffff" });
}
