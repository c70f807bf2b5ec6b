import { describe, expect, it } from "vitest";
import { GANTT_EXPORT_MIN_WIDTH, pngRenderConfig } from "@/lib/diagrams/png-render-config";

describe("pngRenderConfig", () => {
  it("asks for plain SVG text labels, which a canvas can export", () => {
    const config = pngRenderConfig('<svg viewBox="0 0 700 244"></svg>');
    expect(config.htmlLabels).toBe(false);
    expect(config.flowchart?.htmlLabels).toBe(false);
  });

  it("draws a Gantt chart as wide as the one on screen, not the off-screen 300 px", () => {
    const shown =
      '<svg id="m" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 1100px;" viewBox="0 0 1100 244" aria-roledescription="gantt"><g></g></svg>';
    expect(pngRenderConfig(shown).gantt?.useWidth).toBe(1100);
  });

  it("keeps a floor for charts drawn in a narrow column, and for markup without a size", () => {
    const narrow = '<svg width="100%" style="max-width: 343px;" viewBox="0 0 343 244"></svg>';
    expect(pngRenderConfig(narrow).gantt?.useWidth).toBe(GANTT_EXPORT_MIN_WIDTH);
    expect(pngRenderConfig("<p>no picture</p>").gantt?.useWidth).toBe(GANTT_EXPORT_MIN_WIDTH);
  });
});
