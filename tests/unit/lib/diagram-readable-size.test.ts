import { describe, expect, it } from "vitest";
import {
  READABLE_MIN_SCALE,
  naturalDiagramSize,
  readableLayout,
} from "@/lib/diagrams/readable-size";

describe("naturalDiagramSize", () => {
  it("takes mermaid's max-width as the width and the viewBox's proportions for the height", () => {
    expect(
      naturalDiagramSize({ viewBox: "-8 -8 1216 416", width: "100%", maxWidth: "1216px" }),
    ).toEqual({ width: 1216, height: 416 });
    expect(
      naturalDiagramSize({ viewBox: "0 0 600 300", width: "100%", maxWidth: "300px" }),
    ).toEqual({ width: 300, height: 150 });
  });

  it("falls back to an absolute width, then to the viewBox", () => {
    expect(naturalDiagramSize({ viewBox: "0 0 400 100", width: "200", maxWidth: "" })).toEqual({
      width: 200,
      height: 50,
    });
    expect(naturalDiagramSize({ viewBox: "0,0,400,100", width: "100%", maxWidth: null })).toEqual({
      width: 400,
      height: 100,
    });
  });

  it("answers null without a usable viewBox", () => {
    expect(naturalDiagramSize({ viewBox: null, width: "100%", maxWidth: "300px" })).toBeNull();
    expect(naturalDiagramSize({ viewBox: "0 0 0 0", width: null, maxWidth: null })).toBeNull();
  });
});

describe("readableLayout", () => {
  it("fits a diagram narrower than the column at its natural size", () => {
    expect(readableLayout({ width: 500, height: 300 }, 700)).toEqual({ mode: "fit", scale: 1 });
  });

  it("shrinks a wider diagram to the column down to the readable scale", () => {
    const layout = readableLayout({ width: 1000, height: 300 }, 700);
    expect(layout).toEqual({ mode: "fit", scale: READABLE_MIN_SCALE });
    expect(readableLayout({ width: 800, height: 300 }, 700).mode).toBe("fit");
  });

  it("scrolls a diagram that would shrink below the readable scale, at that scale", () => {
    const layout = readableLayout({ width: 3000, height: 400 }, 700);
    expect(layout).toEqual({
      mode: "scroll",
      scale: READABLE_MIN_SCALE,
      width: 3000 * READABLE_MIN_SCALE,
      height: 400 * READABLE_MIN_SCALE,
    });
  });

  it("scrolls at phone width what fits on a desktop", () => {
    expect(readableLayout({ width: 700, height: 300 }, 343).mode).toBe("scroll");
    expect(readableLayout({ width: 700, height: 300 }, 720).mode).toBe("fit");
  });

  it("leaves a hidden block (no column width) to fit", () => {
    expect(readableLayout({ width: 3000, height: 400 }, 0)).toEqual({ mode: "fit", scale: 1 });
  });
});
