// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { VIEW_BOX_MARGIN, fitViewBoxToContent } from "@/lib/diagrams/fit-view-box";

function picture(
  viewBox: string,
  content: { x: number; y: number; width: number; height: number },
) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", viewBox);
  svg.style.maxWidth = "400px";
  // happy-dom has no layout: the drawn content's box is what the browser would answer.
  Object.defineProperty(svg, "getBBox", { value: () => content });
  return svg;
}

describe("fitViewBoxToContent", () => {
  it("grows the viewBox to a title drawn above it and a label drawn past its right edge", () => {
    const svg = picture("0 0 400 300", { x: 10, y: -18, width: 420, height: 310 });
    expect(fitViewBoxToContent(svg)).toBe(true);
    const m = VIEW_BOX_MARGIN;
    expect(svg.getAttribute("viewBox")).toBe(`0 ${-18 - m} ${430 + m} ${318 + m}`);
    // The picture keeps its scale: its width cap grows with the viewBox.
    expect(svg.style.maxWidth).toBe(`${Math.round(((400 * (430 + m)) / 400) * 100) / 100}px`);
  });

  it("leaves a picture whose drawing fits exactly as mermaid drew it", () => {
    const svg = picture("0 0 400 300", { x: 0, y: 0, width: 400, height: 300 });
    expect(fitViewBoxToContent(svg)).toBe(false);
    expect(svg.getAttribute("viewBox")).toBe("0 0 400 300");
    expect(svg.style.maxWidth).toBe("400px");
  });

  it("does nothing without a viewBox or without layout (an empty box)", () => {
    const noViewBox = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    expect(fitViewBoxToContent(noViewBox)).toBe(false);
    const hidden = picture("0 0 400 300", { x: 0, y: 0, width: 0, height: 0 });
    expect(fitViewBoxToContent(hidden)).toBe(false);
  });
});
