import { describe, expect, it } from "vitest";
import { ogSafeText } from "@/lib/publishing/og-text";

/**
 * The Open Graph picture must never make next/og fetch a font (it sends the text to Google
 * Fonts): only characters of the bundled font reach it.
 */
describe("ogSafeText", () => {
  it("keeps Latin text, accents and typographic punctuation", () => {
    expect(ogSafeText("Café “Déjà vu” — 50 % off… €20™")).toBe("Café “Déjà vu” — 50 % off… €20™");
  });

  it.each([
    ["CJK", "网站重新设计 Website", "Website"],
    ["Arabic", "خطة المشروع Plan", "Plan"],
    ["emoji", "Launch 🚀 plan", "Launch plan"],
    ["bidi overrides", "abc\u202Egnp.exe\u202C", "abc gnp.exe"],
    ["zero-width and BOM", "a\u200Bb\uFEFFc", "a b c"],
  ])("drops %s", (_, input, output) => {
    expect(ogSafeText(input)).toBe(output);
  });

  it("answers the fallback when nothing drawable is left", () => {
    expect(ogSafeText("计划 🚀", "A project plan")).toBe("A project plan");
  });
});
