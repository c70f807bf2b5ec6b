import { describe, expect, it } from "vitest";
import {
  MIN_LARGE_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
  compositeOver,
  contrastRatio,
  cssContrastRatio,
  readableTextColor,
  requiredContrast,
} from "@/lib/color/contrast";
import { parseCssColor, toHex } from "@/lib/color/css-color";

describe("parseCssColor", () => {
  it.each([
    ["#fff", { r: 255, g: 255, b: 255, a: 1 }],
    ["#FFF8", { r: 255, g: 255, b: 255, a: 136 / 255 }],
    ["#666666", { r: 102, g: 102, b: 102, a: 1 }],
    ["#00000080", { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ["white", { r: 255, g: 255, b: 255, a: 1 }],
    ["Pink", { r: 255, g: 192, b: 203, a: 1 }],
    ["transparent", { r: 0, g: 0, b: 0, a: 0 }],
    ["rgb(1, 2, 3)", { r: 1, g: 2, b: 3, a: 1 }],
    ["rgba(1,2,3,0.5)", { r: 1, g: 2, b: 3, a: 0.5 }],
    ["rgb(100% 0% 0% / 25%)", { r: 255, g: 0, b: 0, a: 0.25 }],
    ["hsl(0, 100%, 50%)", { r: 255, g: 0, b: 0, a: 1 }],
    ["hsl(120deg 100% 25%)", { r: 0, g: 127.5, b: 0, a: 1 }],
  ])("reads %s", (text, expected) => {
    const color = parseCssColor(text);
    expect(color).not.toBeNull();
    for (const key of ["r", "g", "b", "a"] as const)
      expect(color![key]).toBeCloseTo(expected[key], 3);
  });

  it.each([
    "",
    "currentColor",
    "var(--x)",
    "url(#g)",
    "#12",
    "rgb(1,2)",
    "rgb(a,b,c)",
    "x".repeat(100),
  ])("answers null for %j", (text) => expect(parseCssColor(text)).toBeNull());

  it("writes opaque colours back as hex", () => {
    expect(toHex(parseCssColor("rgb(255, 192, 203)")!)).toBe("#ffc0cb");
  });
});

describe("contrast", () => {
  it("matches WCAG's reference values", () => {
    expect(cssContrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(cssContrastRatio("#fff", "#fff")).toBeCloseTo(1, 5);
    // The numbers: dark text on #666666 is 2.6 : 1 or so, white on it 5.7 : 1.
    expect(cssContrastRatio("#27272a", "#666666")!).toBeLessThan(3);
    expect(cssContrastRatio("#ffffff", "#666666")!).toBeGreaterThan(MIN_TEXT_CONTRAST);
    expect(cssContrastRatio("nonsense", "#fff")).toBeNull();
  });

  it("composites translucent colours over the background", () => {
    const half = compositeOver({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255, a: 1 });
    expect(half.r).toBeCloseTo(127.5);
    expect(contrastRatio(half, { r: 255, g: 255, b: 255, a: 1 })).toBeGreaterThan(3);
  });

  it("picks the text colour with more contrast", () => {
    const choice = { dark: "#111827", light: "#ffffff" };
    expect(readableTextColor("white", choice)).toBe("#111827");
    expect(readableTextColor("pink", choice)).toBe("#111827");
    expect(readableTextColor("#1e3a8a", choice)).toBe("#ffffff");
    expect(readableTextColor("url(#x)", choice)).toBe("#111827");
  });

  it("uses the large-text threshold from 18 px, or 14 pt bold", () => {
    expect(requiredContrast(16, 400)).toBe(MIN_TEXT_CONTRAST);
    expect(requiredContrast(18, 400)).toBe(MIN_LARGE_TEXT_CONTRAST);
    expect(requiredContrast(18.7, 700)).toBe(MIN_LARGE_TEXT_CONTRAST);
    expect(requiredContrast(16, 700)).toBe(MIN_TEXT_CONTRAST);
  });
});
