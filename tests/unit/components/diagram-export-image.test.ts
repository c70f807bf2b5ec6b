// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PNG_SCALE,
  MAX_PNG_PIXELS,
  MAX_PNG_SIDE,
  MIN_PNG_LONG_SIDE,
  pngScale,
  svgToStandaloneMarkup,
} from "@/components/diagram/export-image";

/**
 * happy-dom's HTML parser drops the children of an <svg>, so these tests look at the root element
 * only; the full conversion (a real mermaid SVG with <style> and HTML labels, and the PNG) was
 * checked in Chromium.
 */
const MERMAID_ROOT =
  '<svg id="m1" width="100%" viewBox="0 0 320 120" style="max-width: 320px;" role="graphics-document"></svg>';

function parse(markup: string) {
  const document = new DOMParser().parseFromString(markup, "image/svg+xml");
  return document.documentElement;
}

describe("svgToStandaloneMarkup", () => {
  it("writes an XML prolog and the SVG and XLink namespaces", () => {
    const markup = svgToStandaloneMarkup(MERMAID_ROOT);
    expect(markup.startsWith('<?xml version="1.0" encoding="UTF-8"')).toBe(true);
    expect(markup).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(markup).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
    expect(parse(markup).getAttribute("viewBox")).toBe("0 0 320 120");
  });

  it("replaces a relative size with the viewBox's", () => {
    const root = parse(svgToStandaloneMarkup(MERMAID_ROOT));
    expect(root.getAttribute("width")).toBe("320");
    expect(root.getAttribute("height")).toBe("120");
  });

  it("keeps an absolute size, and completes a missing side in proportion", () => {
    const both = parse(
      svgToStandaloneMarkup('<svg width="50" height="20" viewBox="0 0 100 40"></svg>'),
    );
    expect([both.getAttribute("width"), both.getAttribute("height")]).toEqual(["50", "20"]);
    const one = parse(svgToStandaloneMarkup('<svg width="50px" viewBox="0 0 100 40"></svg>'));
    expect(one.getAttribute("height")).toBe("20");
  });

  it("leaves the size alone when there is no viewBox to take it from", () => {
    const root = parse(svgToStandaloneMarkup('<svg width="100%"></svg>'));
    expect(root.getAttribute("width")).toBe("100%");
    expect(root.getAttribute("height")).toBeNull();
  });

  it("refuses markup without an SVG", () => {
    expect(() => svgToStandaloneMarkup("<p>Syntax error</p>")).toThrow();
  });
});

describe("pngScale", () => {
  it("uses the requested scale (2 by default) for ordinary diagrams", () => {
    expect(pngScale(800, 600)).toBe(DEFAULT_PNG_SCALE);
    expect(pngScale(800, 600, 3)).toBe(3);
    expect(pngScale(800, 600, 0)).toBe(DEFAULT_PNG_SCALE);
  });

  it("raises the scale until the long side has MIN_PNG_LONG_SIDE pixels (a Gantt chart)", () => {
    // The size mermaid gives the starter Gantt chart in a 700 px column.
    const scale = pngScale(700, 244);
    expect(700 * scale).toBeGreaterThanOrEqual(MIN_PNG_LONG_SIDE);
    expect(scale).toBeGreaterThanOrEqual(DEFAULT_PNG_SCALE);
    // Tall diagrams are measured on their long side too.
    expect(300 * pngScale(120, 300)).toBeGreaterThanOrEqual(MIN_PNG_LONG_SIDE);
  });

  it("never goes below twice the size, nor below the screen's density", () => {
    expect(pngScale(1_700, 800)).toBe(DEFAULT_PNG_SCALE);
    expect(pngScale(1_700, 800, 1)).toBe(DEFAULT_PNG_SCALE);
    expect(pngScale(1_700, 800, 3)).toBe(3);
  });

  it("lowers the scale so huge diagrams stay within the canvas limits", () => {
    const wide = pngScale(20_000, 100);
    expect(20_000 * wide).toBeLessThanOrEqual(MAX_PNG_SIDE);
    const big = pngScale(4_000, 3_000);
    expect(4_000 * big * 3_000 * big).toBeLessThanOrEqual(MAX_PNG_PIXELS + 1);
  });
});
