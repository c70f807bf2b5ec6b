// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { VIEW_BOX_MARGIN, fitViewBoxToContent } from "@/lib/diagrams/fit-view-box";

/** happy-dom has no layout: the text's box is given as the browser would measure it. */
function picture(viewBox: string) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", viewBox);
  svg.style.maxWidth = "400px";
  return svg;
}

describe("fitViewBoxToContent", () => {
  it("grows the viewBox to a title drawn above it and a label drawn past its right edge", () => {
    const svg = picture("0 0 400 300");
    expect(fitViewBoxToContent(svg, { x: 10, y: -18, width: 420, height: 310 })).toBe(true);
    const m = VIEW_BOX_MARGIN;
    expect(svg.getAttribute("viewBox")).toBe(`0 ${-18 - m} ${430 + m} ${318 + m}`);
    // The picture keeps its scale: its width cap grows with the viewBox.
    expect(svg.style.maxWidth).toBe(`${430 + m}px`);
  });

  it("leaves a picture whose text fits exactly as mermaid drew it", () => {
    const svg = picture("0 0 400 300");
    expect(fitViewBoxToContent(svg, { x: 0, y: 0, width: 400, height: 300 })).toBe(false);
    expect(svg.getAttribute("viewBox")).toBe("0 0 400 300");
    expect(svg.style.maxWidth).toBe("400px");
  });

  it("does nothing without a viewBox or without laid-out text", () => {
    const noViewBox = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    expect(fitViewBoxToContent(noViewBox, { x: -5, y: 0, width: 10, height: 10 })).toBe(false);
    expect(fitViewBoxToContent(picture("0 0 400 300"), null)).toBe(false);
    // Without layout (no screen matrix) the text bounds are unknown: nothing changes.
    const svg = picture("0 0 400 300");
    expect(fitViewBoxToContent(svg)).toBe(false);
    expect(svg.getAttribute("viewBox")).toBe("0 0 400 300");
  });
});
