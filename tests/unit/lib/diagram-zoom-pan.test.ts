import { describe, expect, it } from "vitest";
import {
  FIT_PADDING,
  IDENTITY_TRANSFORM,
  MAX_ZOOM,
  MIN_ZOOM,
  WHEEL_DELTA_LIMIT,
  ZOOM_STEP,
  canZoomIn,
  canZoomOut,
  clampZoom,
  fitTransform,
  panBy,
  parseViewBoxSize,
  transformToCss,
  wheelZoomFactor,
  zoomAt,
  zoomPercentLabel,
  type ViewTransform,
} from "@/lib/diagrams/zoom-pan";

/** Where a content point lands in the viewport under a transform. */
function toViewport(t: ViewTransform, cx: number, cy: number) {
  return { x: cx * t.scale + t.x, y: cy * t.scale + t.y };
}

/** The content point under a viewport point. */
function toContent(t: ViewTransform, vx: number, vy: number) {
  return { x: (vx - t.x) / t.scale, y: (vy - t.y) / t.scale };
}

describe("zoom limits", () => {
  it("are a quarter to 8×, in steps of 1.25", () => {
    expect(MIN_ZOOM).toBe(0.25);
    expect(MAX_ZOOM).toBe(8);
    expect(ZOOM_STEP).toBe(1.25);
  });

  it("clamps scales, and treats a non-number as 1", () => {
    expect(clampZoom(0.1)).toBe(MIN_ZOOM);
    expect(clampZoom(20)).toBe(MAX_ZOOM);
    expect(clampZoom(1.5)).toBe(1.5);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it("tells whether another step can be taken", () => {
    expect(canZoomIn(MAX_ZOOM)).toBe(false);
    expect(canZoomIn(1)).toBe(true);
    expect(canZoomOut(MIN_ZOOM)).toBe(false);
    expect(canZoomOut(1)).toBe(true);
  });
});

describe("zoomAt", () => {
  it("keeps the content point under the cursor fixed", () => {
    const start: ViewTransform = { scale: 1.3, x: -40, y: 25 };
    const cursor = { x: 310, y: 170 };
    const under = toContent(start, cursor.x, cursor.y);
    const zoomed = zoomAt(start, ZOOM_STEP, cursor.x, cursor.y);
    expect(zoomed.scale).toBeCloseTo(1.3 * ZOOM_STEP);
    const after = toViewport(zoomed, under.x, under.y);
    expect(after.x).toBeCloseTo(cursor.x);
    expect(after.y).toBeCloseTo(cursor.y);
  });

  it("retraces a zoom in with the same zoom out", () => {
    const start: ViewTransform = { scale: 1, x: 12, y: -8 };
    const back = zoomAt(zoomAt(start, ZOOM_STEP, 100, 50), 1 / ZOOM_STEP, 100, 50);
    expect(back.scale).toBeCloseTo(start.scale);
    expect(back.x).toBeCloseTo(start.x);
    expect(back.y).toBeCloseTo(start.y);
  });

  it("stops at the limits, still keeping the cursor's point fixed", () => {
    const start: ViewTransform = { scale: 6, x: 10, y: 20 };
    const under = toContent(start, 200, 100);
    const zoomed = zoomAt(start, 4, 200, 100);
    expect(zoomed.scale).toBe(MAX_ZOOM);
    const after = toViewport(zoomed, under.x, under.y);
    expect(after.x).toBeCloseTo(200);
    expect(after.y).toBeCloseTo(100);

    expect(zoomAt({ scale: 0.3, x: 0, y: 0 }, 0.1, 0, 0).scale).toBe(MIN_ZOOM);
  });

  it("returns the same object when already at the limit (no needless re-render)", () => {
    const atMax: ViewTransform = { scale: MAX_ZOOM, x: 1, y: 2 };
    expect(zoomAt(atMax, ZOOM_STEP, 50, 50)).toBe(atMax);
    const atMin: ViewTransform = { scale: MIN_ZOOM, x: 1, y: 2 };
    expect(zoomAt(atMin, 1 / ZOOM_STEP, 50, 50)).toBe(atMin);
  });
});

describe("panBy", () => {
  it("moves the content by viewport pixels at any scale", () => {
    expect(panBy({ scale: 3, x: 10, y: 20 }, 5, -7)).toEqual({ scale: 3, x: 15, y: 13 });
  });

  it("returns the same object for no movement", () => {
    const t: ViewTransform = { scale: 2, x: 1, y: 1 };
    expect(panBy(t, 0, 0)).toBe(t);
  });
});

describe("fitTransform", () => {
  it("fits a wide diagram to the width, centred vertically", () => {
    const t = fitTransform(1000, 200, 800, 600, 0);
    expect(t.scale).toBeCloseTo(0.8);
    expect(t.x).toBeCloseTo(0);
    expect(t.y).toBeCloseTo((600 - 160) / 2);
  });

  it("fits a tall diagram to the height, centred horizontally, inside the padding", () => {
    const t = fitTransform(300, 1200, 800, 600, 20);
    expect(t.scale).toBeCloseTo(560 / 1200);
    expect(t.y).toBeCloseTo(20);
    expect(t.x).toBeCloseTo((800 - 300 * t.scale) / 2);
  });

  it("uses the default padding", () => {
    const t = fitTransform(100, 100, 400, 300);
    expect(t.scale).toBeCloseTo((300 - 2 * FIT_PADDING) / 100);
  });

  it("enlarges small diagrams and shrinks huge ones within the zoom limits, centred", () => {
    const small = fitTransform(10, 10, 1000, 1000, 0);
    expect(small.scale).toBe(MAX_ZOOM);
    expect(small.x).toBeCloseTo((1000 - 80) / 2);
    const huge = fitTransform(100_000, 100_000, 1000, 1000, 0);
    expect(huge.scale).toBe(MIN_ZOOM);
    // Centred even when it cannot fit: the middle of the diagram is in the middle of the view.
    expect(huge.x + (100_000 * MIN_ZOOM) / 2).toBeCloseTo(500);
  });

  it("gives the identity for unknown sizes", () => {
    expect(fitTransform(0, 100, 800, 600)).toEqual(IDENTITY_TRANSFORM);
    expect(fitTransform(100, 100, 0, 0)).toEqual(IDENTITY_TRANSFORM);
    expect(fitTransform(Number.NaN, 100, 800, 600)).toEqual(IDENTITY_TRANSFORM);
    expect(fitTransform(100, -1, 800, 600)).toEqual(IDENTITY_TRANSFORM);
  });

  it("still fits when the padding is larger than a tiny viewport", () => {
    const t = fitTransform(100, 100, 30, 30, 50);
    expect(t.scale).toBeGreaterThan(0);
    expect(Number.isFinite(t.x) && Number.isFinite(t.y)).toBe(true);
  });
});

describe("wheelZoomFactor", () => {
  it("zooms in for wheel up, out for wheel down, symmetrically", () => {
    const inward = wheelZoomFactor(-100);
    const outward = wheelZoomFactor(100);
    expect(inward).toBeGreaterThan(1);
    expect(outward).toBeLessThan(1);
    expect(inward * outward).toBeCloseTo(1);
  });

  it("does nothing without a vertical delta", () => {
    expect(wheelZoomFactor(0)).toBe(1);
    expect(wheelZoomFactor(Number.NaN)).toBe(1);
  });

  it("converts lines and pages to pixels and limits one event's effect", () => {
    expect(wheelZoomFactor(3, 1)).toBeCloseTo(wheelZoomFactor(48, 0));
    expect(wheelZoomFactor(1, 2)).toBeCloseTo(wheelZoomFactor(WHEEL_DELTA_LIMIT));
    expect(wheelZoomFactor(10_000)).toBeCloseTo(wheelZoomFactor(WHEEL_DELTA_LIMIT));
  });

  it("makes small pinch deltas count more than wheel deltas", () => {
    expect(wheelZoomFactor(-5, 0, true)).toBeGreaterThan(wheelZoomFactor(-5, 0, false));
  });
});

describe("labels and CSS", () => {
  it("shows the zoom as a rounded percentage", () => {
    expect(zoomPercentLabel(1)).toBe("100%");
    expect(zoomPercentLabel(1.25)).toBe("125%");
    expect(zoomPercentLabel(0.333)).toBe("33%");
    expect(zoomPercentLabel(MAX_ZOOM)).toBe("800%");
  });

  it("writes the transform as translate then scale", () => {
    expect(transformToCss({ scale: 2, x: 10, y: -5 })).toBe("translate(10px, -5px) scale(2)");
  });
});

describe("parseViewBoxSize", () => {
  it("reads the width and height, with spaces or commas", () => {
    expect(parseViewBoxSize("0 0 612.5 300")).toEqual({ width: 612.5, height: 300 });
    expect(parseViewBoxSize(" -8,-8, 100 , 50 ")).toEqual({ width: 100, height: 50 });
  });

  it("gives null for missing, malformed or empty boxes", () => {
    expect(parseViewBoxSize(null)).toBeNull();
    expect(parseViewBoxSize("")).toBeNull();
    expect(parseViewBoxSize("0 0 100")).toBeNull();
    expect(parseViewBoxSize("0 0 abc 10")).toBeNull();
    expect(parseViewBoxSize("0 0 0 10")).toBeNull();
  });
});
