/**
 * Reading CSS colour values into numbers, for contrast decisions (diagram labels on author-chosen
 * fills, the accent preview, the diagram contrast test). Pure and DOM-free so it runs in the
 * browser, on the server and in tests alike. Understands what people and mermaid write: hex
 * (3, 4, 6 or 8 digits), rgb()/rgba() and hsl()/hsla() in comma or space syntax, named colours
 * and `transparent`. Anything else (currentColor, var(), gradients, url()) is `null`: the caller
 * decides what an unknown colour means.
 */
import { CSS_NAMED_COLORS } from "./named-colors";

/** Channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Longer values are not colours; bounding the input keeps every pattern below cheap. */
const MAX_COLOR_LENGTH = 64;
const HEX_PATTERN = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION_PATTERN = /^(rgba?|hsla?)\(([^()]*)\)$/i;

export function parseCssColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  if (text.length === 0 || text.length > MAX_COLOR_LENGTH) return null;
  if (text === "transparent") return { r: 0, g: 0, b: 0, a: 0 };
  const named = CSS_NAMED_COLORS[text];
  if (named) return parseHex(named);
  if (HEX_PATTERN.test(text)) return parseHex(text);
  const call = FUNCTION_PATTERN.exec(text);
  if (!call) return null;
  const args = splitArguments(call[2]!);
  if (!args) return null;
  return call[1]!.startsWith("rgb") ? rgbFromArguments(args) : hslFromArguments(args);
}

/** `#rrggbb` for an opaque colour (alpha dropped), e.g. for a generated SVG attribute. */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

function parseHex(text: string): Rgba {
  let digits = text.slice(1);
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join("");
  const channel = (index: number) => Number.parseInt(digits.slice(index, index + 2), 16);
  return {
    r: channel(0),
    g: channel(2),
    b: channel(4),
    a: digits.length === 8 ? channel(6) / 255 : 1,
  };
}

/** `1, 2, 3` / `1 2 3` / `1 2 3 / 50%` into three or four argument strings. */
function splitArguments(body: string): string[] | null {
  const [channels, alpha, extra] = body.split("/");
  if (extra !== undefined) return null;
  const parts = channels!
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (alpha !== undefined) parts.push(alpha.trim());
  return parts.length === 3 || parts.length === 4 ? parts : null;
}

function parseNumber(text: string): number | null {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?%?$/.test(text)) return null;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : null;
}

function alphaOf(text: string | undefined): number | null {
  if (text === undefined) return 1;
  const value = parseNumber(text);
  if (value === null) return null;
  return clamp(text.endsWith("%") ? value / 100 : value, 0, 1);
}

function rgbFromArguments(args: string[]): Rgba | null {
  const channels = args.slice(0, 3).map((arg) => {
    const value = parseNumber(arg);
    if (value === null) return null;
    return clamp(arg.endsWith("%") ? (value * 255) / 100 : value, 0, 255);
  });
  const a = alphaOf(args[3]);
  if (channels.some((channel) => channel === null) || a === null) return null;
  const [r, g, b] = channels as number[];
  return { r: r!, g: g!, b: b!, a };
}

function hslFromArguments(args: string[]): Rgba | null {
  const hue = parseNumber(args[0]!.replace(/deg$/, ""));
  const saturation = parseNumber(args[1]!);
  const lightness = parseNumber(args[2]!);
  const a = alphaOf(args[3]);
  if (hue === null || saturation === null || lightness === null || a === null) return null;
  const s = clamp(saturation, 0, 100) / 100;
  const l = clamp(lightness, 0, 100) / 100;
  const h = (((hue % 360) + 360) % 360) / 30;
  const k = (n: number) => (n + h) % 12;
  const f = (n: number) =>
    l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255, a };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
