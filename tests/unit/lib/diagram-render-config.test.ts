import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_DIAGRAM_RENDER_SETTINGS,
  DIAGRAM_DARK_MODE_TEXT_COLOR,
  buildMermaidConfig,
  mergeMermaidConfig,
} from "@/lib/diagrams/mermaid-config";
import { createRenderId } from "@/lib/diagrams/render-id";

const RENDER_ID = /^mermaid-\d+-\d+-[a-z0-9]+$/;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("createRenderId", () => {
  it("has the form mermaid-{time}-{counter}-{random}", () => {
    vi.spyOn(Date, "now").mockReturnValue(1_700_000_000_000);
    const id = createRenderId();
    expect(id).toMatch(RENDER_ID);
    expect(id.split("-")[1]).toBe("1700000000000");
  });

  it("counts up, so ids made in the same millisecond with the same randomness still differ", () => {
    vi.spyOn(Date, "now").mockReturnValue(5);
    vi.spyOn(Math, "random").mockReturnValue(0);
    const [a, b] = [createRenderId(), createRenderId()];
    expect(a).toMatch(RENDER_ID);
    expect(b).toMatch(RENDER_ID);
    expect(a).not.toBe(b);
    expect(Number(b.split("-")[2])).toBe(Number(a.split("-")[2]) + 1);
  });
});

describe("buildMermaidConfig", () => {
  it("has the spec's defaults", () => {
    expect(DEFAULT_DIAGRAM_RENDER_SETTINGS).toEqual({
      theme: "base",
      securityLevel: "loose",
      darkMode: false,
    });
    const config = buildMermaidConfig(DEFAULT_DIAGRAM_RENDER_SETTINGS);
    expect(config).toMatchObject({
      startOnLoad: false,
      theme: "base",
      securityLevel: "loose",
      fontFamily: "inherit",
      maxTextSize: 50_000,
      themeVariables: {
        fontFamily: "inherit",
        background: "transparent",
        primaryColor: "#666666",
        lineColor: "#666666",
      },
    });
    expect(config.themeVariables.darkMode).toBeUndefined();
  });

  it("keeps labels readable on the grey: light text on nodes, dark text around them", () => {
    const variables = buildMermaidConfig(DEFAULT_DIAGRAM_RENDER_SETTINGS).themeVariables;
    expect(variables).toMatchObject({ primaryTextColor: "#ffffff", textColor: "#27272a" });
  });

  it("leaves other themes their own palette: no grey, the theme's own light or dark design", () => {
    // Mermaid derives a chosen theme's colours from these variables: the spec's grey in here
    // made every theme the same grey (issue 11). The page's darkness stays in `darkMode`.
    const forest = buildMermaidConfig({ theme: "forest", securityLevel: "loose", darkMode: true });
    expect(forest.darkMode).toBe(true);
    expect(forest.themeVariables).toEqual({ fontFamily: "inherit", darkMode: false });
    const dark = buildMermaidConfig({ theme: "dark", securityLevel: "loose", darkMode: false });
    expect(dark.themeVariables).toEqual({ fontFamily: "inherit", darkMode: true });
  });

  it("passes the chosen theme and security level", () => {
    const config = buildMermaidConfig({
      theme: "forest",
      securityLevel: "strict",
      darkMode: false,
    });
    expect(config.theme).toBe("forest");
    expect(config.securityLevel).toBe("strict");
  });

  it("in dark mode tells mermaid so and keeps the text on the page light", () => {
    const config = buildMermaidConfig({ ...DEFAULT_DIAGRAM_RENDER_SETTINGS, darkMode: true });
    expect(config.themeVariables).toMatchObject({
      darkMode: true,
      textColor: DIAGRAM_DARK_MODE_TEXT_COLOR,
      // Node labels stay white on the spec's grey nodes.
      primaryTextColor: "#ffffff",
      background: "transparent",
    });
  });
});

describe("mergeMermaidConfig", () => {
  it("overrides top-level options and merges theme variables", () => {
    const base = buildMermaidConfig(DEFAULT_DIAGRAM_RENDER_SETTINGS);
    const merged = mergeMermaidConfig(base, {
      htmlLabels: false,
      themeVariables: { primaryColor: "#123456" },
    });
    expect(merged.htmlLabels).toBe(false);
    expect(merged.themeVariables).toMatchObject({ primaryColor: "#123456", lineColor: "#666666" });
    expect(base.themeVariables.primaryColor).toBe("#666666");
    expect(mergeMermaidConfig(base, undefined)).toBe(base);
  });
});
