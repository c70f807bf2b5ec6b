import { describe, expect, it } from "vitest";
import type { MermaidConfig } from "mermaid";
import {
  BACKDROP_ATTRIBUTE,
  PAGE_BACKGROUNDS,
  THEME_PANEL_ATTRIBUTE,
  THEME_PANEL_COLORS,
  diagramOwnTheme,
  ownThemeConfig,
  panelFor,
} from "@/lib/diagrams/diagram-theme";
import { buildMermaidConfig } from "@/lib/diagrams/mermaid-config";
import { drawingTheme, markBackdrop, withDiagramThemes } from "@/lib/diagrams/themed-mermaid";
import type { MermaidLike } from "@/lib/diagrams/renderer";
import { LABEL_ON_FILL_COLORS } from "@/lib/diagrams/label-contrast";
import { readabilityFixes } from "@/lib/diagrams/theme-readability";

describe("diagramOwnTheme", () => {
  it.each([
    ["%%{init: {'theme':'forest'}}%%\nflowchart LR\n A --> B", "forest"],
    ['%%{init: { "theme": "dark" }}%%\ntimeline\n title T', "dark"],
    [
      "%%{ initialize: { 'theme': 'neutral', 'themeVariables': { 'primaryColor': '#f00' } } }%%\npie\n \"a\": 1",
      "neutral",
    ],
    ["---\nconfig:\n  theme: neutral\n---\nflowchart LR\n A --> B", "neutral"],
    [
      "---\ntitle: T\nconfig:\n  look: classic\n  theme: 'default'\n---\ngitGraph\n commit",
      "default",
    ],
    ["---\nconfig: { theme: base, layout: elk }\n---\nflowchart LR\n A", "base"],
    // Mermaid merges directives over front matter, and the last directive wins.
    ["---\nconfig:\n  theme: forest\n---\n%%{init: {'theme':'dark'}}%%\nflowchart LR\n A", "dark"],
    [
      "%%{init: {'theme':'forest'}}%%\n%%{init: {'theme':'neutral'}}%%\nflowchart LR\n A",
      "neutral",
    ],
  ])("reads %j as %s", (source, theme) => {
    expect(diagramOwnTheme(source)).toBe(theme);
  });

  it.each([
    ["flowchart LR\n A --> B"],
    ["%%{init: {'themeVariables': {'primaryColor': '#f00'}}}%%\nflowchart LR\n A"],
    ["%%{init: {'theme':'sunset'}}%%\nflowchart LR\n A"],
    // Mermaid reads settings only under `config:`.
    ["---\ntheme: dark\n---\nflowchart LR\n A"],
    ["---\nconfig:\n  themeVariables:\n    theme: dark\n---\nflowchart LR\n A"],
  ])("finds no theme of its own in %j", (source) => {
    expect(diagramOwnTheme(source)).toBeNull();
  });
});

describe("ownThemeConfig", () => {
  it("keeps the settings and the font but none of the product's colours", () => {
    const page = buildMermaidConfig({ theme: "base", securityLevel: "strict", darkMode: true });
    const own = ownThemeConfig(page, "forest");
    expect(own).toMatchObject({ theme: "forest", securityLevel: "strict", darkMode: true });
    expect(own.themeVariables).toEqual({ fontFamily: "inherit", darkMode: false });
    expect(ownThemeConfig(page, "dark").themeVariables).toMatchObject({ darkMode: true });
  });

  it("leaves out the base palette's style sheet and C4 colours", () => {
    const page = buildMermaidConfig({ theme: "base", securityLevel: "strict", darkMode: false });
    expect(page.themeCSS).toBeTruthy();
    expect(page.c4).toBeTruthy();
    const own = ownThemeConfig(page, "neutral");
    expect(own.themeCSS).toBeUndefined();
    expect(own.c4).toBeUndefined();
  });
});

describe("panelFor", () => {
  it("paints a theme's own background only where the page is the other kind", () => {
    expect(panelFor(null, false)).toEqual({ panel: null, backdrop: PAGE_BACKGROUNDS.light });
    expect(panelFor(null, true)).toEqual({ panel: null, backdrop: PAGE_BACKGROUNDS.dark });
    expect(panelFor("dark", true).panel).toBeNull();
    expect(panelFor("dark", false).panel).toBe(THEME_PANEL_COLORS.dark);
    for (const theme of ["base", "default", "forest", "neutral"] as const) {
      expect(panelFor(theme, false).panel).toBeNull();
      expect(panelFor(theme, true)).toEqual({
        panel: THEME_PANEL_COLORS.light,
        backdrop: THEME_PANEL_COLORS.light,
      });
    }
  });
});

describe("drawingTheme and markBackdrop", () => {
  it("uses the diagram's theme, else a non-base setting, else the product's palette", () => {
    const base = buildMermaidConfig({ theme: "base", securityLevel: "loose", darkMode: false });
    const neutral = buildMermaidConfig({
      theme: "neutral",
      securityLevel: "loose",
      darkMode: false,
    });
    const own = "%%{init: {'theme':'dark'}}%%\nflowchart LR\n A";
    expect(drawingTheme(own, base)).toBe("dark");
    expect(drawingTheme("flowchart LR\n A", neutral)).toBe("neutral");
    expect(drawingTheme("flowchart LR\n A", base)).toBeNull();
  });

  it("adds its attributes to the root element only", () => {
    const marked = markBackdrop('<svg id="d1" width="100%"><g></g></svg>', "dark", false);
    expect(marked).toBe(
      `<svg ${BACKDROP_ATTRIBUTE}="${THEME_PANEL_COLORS.dark}" ${THEME_PANEL_ATTRIBUTE}="${THEME_PANEL_COLORS.dark}" id="d1" width="100%"><g></g></svg>`,
    );
    expect(markBackdrop("not a picture", "dark", false)).toBe("not a picture");
  });
});

/** A stand-in for mermaid that records what it was configured with at each render. */
function recordingMermaid() {
  const calls: string[] = [];
  let config: MermaidConfig = {};
  const mermaid: MermaidLike = {
    initialize(next) {
      config = next;
      calls.push(`initialize ${String(next.theme)} ${String(next.themeVariables?.primaryColor)}`);
    },
    render(id) {
      calls.push(`render ${String(config.theme)} ${String(config.themeVariables?.primaryColor)}`);
      return Promise.resolve({ svg: `<svg id="${id}"></svg>`, diagramType: "flowchart-v2" });
    },
    parse: () => Promise.resolve({ diagramType: "flowchart-v2" }),
  };
  return { mermaid, calls };
}

describe("withDiagramThemes", () => {
  it("draws a diagram with its own theme without the product's grey, then restores the page's", async () => {
    const { mermaid, calls } = recordingMermaid();
    const themed = withDiagramThemes(mermaid);
    themed.initialize(
      buildMermaidConfig({ theme: "base", securityLevel: "loose", darkMode: true }),
    );
    const result = await themed.render("d1", "%%{init: {'theme':'forest'}}%%\nflowchart LR\n A");
    expect(calls).toEqual([
      "initialize base #666666",
      "initialize forest undefined",
      "render forest undefined",
      "initialize base #666666",
    ]);
    // Forest is drawn for white: on the dark page it gets a white panel.
    expect(result.svg).toContain(`${THEME_PANEL_ATTRIBUTE}="${THEME_PANEL_COLORS.light}"`);
  });

  it("leaves mermaid's configuration alone for a diagram without a theme of its own", async () => {
    const { mermaid, calls } = recordingMermaid();
    const themed = withDiagramThemes(mermaid);
    themed.initialize(
      buildMermaidConfig({ theme: "base", securityLevel: "loose", darkMode: false }),
    );
    const result = await themed.render("d1", "flowchart LR\n A");
    expect(calls).toEqual(["initialize base #666666", "render base #666666"]);
    expect(result.svg).toContain(`${BACKDROP_ATTRIBUTE}="${PAGE_BACKGROUNDS.light}"`);
    expect(result.svg).not.toContain(THEME_PANEL_ATTRIBUTE);
  });

  it("restores the page's configuration when the themed render fails", async () => {
    const { mermaid, calls } = recordingMermaid();
    const failing: MermaidLike = {
      ...mermaid,
      render: () => Promise.reject(new Error("Parse error")),
    };
    const themed = withDiagramThemes(failing);
    themed.initialize(
      buildMermaidConfig({ theme: "base", securityLevel: "loose", darkMode: false }),
    );
    await expect(
      themed.render("d1", "%%{init: {'theme':'dark'}}%%\nflowchart LR\n A"),
    ).rejects.toThrow("Parse error");
    expect(calls.at(-1)).toBe("initialize base #666666");
  });
});

describe("readabilityFixes", () => {
  it("gives section and branch labels that vanish on their own colour dark or light text", () => {
    // Values of mermaid 11's dark theme (timeline sections, gitGraph main) and forest (git0).
    const fixes = readabilityFixes({
      background: "#333",
      cScale0: "#1f2020",
      cScaleLabel0: "black",
      cScale1: "#0b0000",
      cScaleLabel1: "black",
      git0: "#9bc834",
      gitBranchLabel0: "#ffffff",
      cScale2: "#ffffff",
      cScaleLabel2: "#333333",
    });
    expect(fixes).toEqual({
      cScaleLabel0: LABEL_ON_FILL_COLORS.light,
      cScaleLabel1: LABEL_ON_FILL_COLORS.light,
      gitBranchLabel0: LABEL_ON_FILL_COLORS.dark,
    });
  });

  it("gives an edge label box the theme's background where the shared text colour fails on it", () => {
    expect(
      readabilityFixes({ background: "#333", textColor: "#ccc", edgeLabelBackground: "#585858" }),
    ).toEqual({ edgeLabelBackground: "#333" });
    expect(
      readabilityFixes({ background: "white", textColor: "#333", edgeLabelBackground: "#e8e8e8" }),
    ).toEqual({});
  });

  it("skips what it cannot read (mermaid's 'calculated' placeholders, missing values)", () => {
    expect(readabilityFixes({ edgeLabelBackground: "calculated", cScaleLabel0: "black" })).toEqual(
      {},
    );
  });
});

describe("withDiagramThemes with mermaid's computed colours", () => {
  it("configures a theme's repairs once per theme and keeps the product palette as it is", async () => {
    const { mermaid, calls } = recordingMermaid();
    const computed = { background: "#333", git0: "#9bc834", gitBranchLabel0: "#ffffff" };
    const themed = withDiagramThemes({
      ...mermaid,
      mermaidAPI: { getConfig: () => ({ themeVariables: computed }) },
    });
    themed.initialize(
      buildMermaidConfig({ theme: "base", securityLevel: "loose", darkMode: false }),
    );
    expect(calls).toEqual(["initialize base #666666"]);
    themed.initialize(
      buildMermaidConfig({ theme: "forest", securityLevel: "loose", darkMode: false }),
    );
    expect(calls.slice(1)).toEqual(["initialize forest undefined", "initialize forest undefined"]);
  });
});
