import { describe, expect, it } from "vitest";
import { COLOR_VISIONS, perceivedDistance } from "@/lib/color/color-vision";
import { MIN_TEXT_CONTRAST, contrastRatio } from "@/lib/color/contrast";
import { parseCssColor, type Rgba } from "@/lib/color/css-color";
import { buildMermaidConfig } from "@/lib/diagrams/mermaid-config";
import { c4ElementColors } from "@/lib/diagrams/palette/c4-colors";
import {
  DARK_TOKENS,
  LIGHT_TOKENS,
  SERIES_COLORS,
  SERIES_LABEL_COLOR,
} from "@/lib/diagrams/palette/page-tokens";
import {
  GIT_BRANCH_COUNT,
  JOURNEY_FILL_COUNT,
  SECTION_COUNT,
} from "@/lib/diagrams/palette/section-variables";

/**
 * Issue 11, point 1: the 'base' palette's text/background pairs, by computation. The browser test
 * (tests/e2e/diagram-contrast.spec.ts) measures the drawn pictures; this checks every pair the
 * palette defines, including those the corpus may not reach.
 */
const color = (value: unknown): Rgba => {
  if (typeof value === "object" && value !== null && "r" in value) return value as Rgba;
  const parsed = typeof value === "string" ? parseCssColor(value) : null;
  if (!parsed) throw new Error(`not a colour: ${String(value)}`);
  return parsed;
};
const contrast = (text: unknown, background: unknown) =>
  contrastRatio(color(text), color(background));
/** CSS `filter: brightness(1.2)` (mermaid's timeline events). */
const brighter = (value: string): Rgba => {
  const { r, g, b } = color(value);
  return { r: Math.min(255, r * 1.2), g: Math.min(255, g * 1.2), b: Math.min(255, b * 1.2), a: 1 };
};
/** Series colours of a chart must differ visibly (CIE76 ΔE) for every kind of colour vision. */
const MIN_SERIES_DISTANCE = 7;
/** The first palette's section greys, for comparison. */
const OLD_SECTION_GREYS = ["#666666", "#4f4f4f", "#737373", "#5a5a5a", "#6b6b6b", "#474747"];

function minDistance(colors: readonly string[]): number {
  let min = Infinity;
  for (const vision of COLOR_VISIONS) {
    for (let i = 0; i < colors.length; i += 1) {
      for (let j = i + 1; j < colors.length; j += 1) {
        min = Math.min(min, perceivedDistance(color(colors[i]), color(colors[j]), vision));
      }
    }
  }
  return min;
}

describe.each([
  ["light", LIGHT_TOKENS],
  ["dark", DARK_TOKENS],
] as const)("the base palette on a %s page", (_name, tokens) => {
  const config = buildMermaidConfig({
    theme: "base",
    securityLevel: "loose",
    darkMode: tokens.darkMode,
  });
  const v = config.themeVariables as Record<string, unknown> & {
    xyChart: Record<string, string>;
    packet: Record<string, string>;
    radar: Record<string, string>;
  };
  const page = tokens.page;
  const expectReadable = (text: unknown, background: unknown, what: string) =>
    expect(contrast(text, background), what).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);

  it("keeps the spec's grey nodes and lines and the transparent background", () => {
    expect(v).toMatchObject({
      primaryColor: "#666666",
      lineColor: "#666666",
      background: "transparent",
    });
    expectReadable(v.primaryTextColor, v.primaryColor, "node labels");
    expectReadable(v.nodeTextColor, v.primaryColor, "node labels");
  });

  it("draws text on the page in the page's ink", () => {
    for (const key of [
      "textColor",
      "titleColor",
      "actorTextColor",
      "signalTextColor",
      "loopTextColor",
      "quadrantTitleFill",
      "quadrantXAxisTextFill",
      "quadrantYAxisTextFill",
      "quadrantPointTextFill",
      "pieTitleTextColor",
      "pieLegendTextColor",
      "taskTextOutsideColor",
      "commitLabelColor",
    ]) {
      expectReadable(v[key], page, key);
    }
    for (const [key, value] of Object.entries(v.xyChart)) {
      if (key.endsWith("Color") && key !== "backgroundColor") expectReadable(value, page, key);
    }
    for (const key of ["labelColor", "titleColor", "startByteColor", "endByteColor"]) {
      expectReadable(v.packet[key], page, `packet ${key}`);
      expectReadable(v.packet[key], v.packet.blockFillColor, `packet ${key} in a block`);
    }
  });

  it("pairs every fill that carries text with a readable label colour", () => {
    const pairs: [string, unknown, unknown][] = [
      ["cluster titles", v.titleColor, v.clusterBkg],
      ["edge labels", v.primaryTextColor, v.edgeLabelBackground],
      ["class labels", v.classText, v.primaryColor],
      ["state transitions", v.transitionLabelColor, v.labelBackgroundColor],
      ["ER odd rows", v.nodeTextColor, v.rowOdd],
      ["ER even rows", v.nodeTextColor, v.rowEven],
      ["requirements", v.requirementTextColor, v.requirementBackground],
      ["requirement relations", v.relationLabelColor, v.relationLabelBackground],
      ["participants", v.actorTextColor, v.actorBkg],
      ["loop labels", v.labelTextColor, v.labelBoxBkgColor],
      ["autonumber", v.sequenceNumberColor, v.signalColor],
      ["notes", v.noteTextColor, v.noteBkgColor],
      ["gantt tasks", v.taskTextColor, v.taskBkgColor],
      ["gantt critical tasks", v.taskTextColor, v.critBkgColor],
      ["gantt active tasks", v.taskTextDarkColor, v.activeTaskBkgColor],
      ["gantt done tasks", v.taskTextDarkColor, v.doneTaskBkgColor],
      ["gantt section titles", v.titleColor, v.sectionBkgColor],
      ["gantt section titles", v.titleColor, v.sectionBkgColor2],
      ["git tags", v.tagLabelColor, v.tagLabelBackground],
      ["git commit labels", v.commitLabelColor, v.commitLabelBackground],
    ];
    for (const quadrant of [1, 2, 3, 4]) {
      pairs.push([
        `quadrant ${quadrant}`,
        v[`quadrant${quadrant}TextFill`],
        v[`quadrant${quadrant}Fill`],
      ]);
      pairs.push([
        `points in quadrant ${quadrant}`,
        v.quadrantPointTextFill,
        v[`quadrant${quadrant}Fill`],
      ]);
    }
    for (const [what, text, fill] of pairs) expectReadable(text, fill, what);
  });

  it("gives every section colour a readable label, also where mermaid lightens it", () => {
    for (let index = 0; index < SECTION_COUNT; index += 1) {
      const fill = v[`cScale${index}`] as string;
      expectReadable(v[`cScaleLabel${index}`], fill, `cScale${index}`);
      // Timeline events are drawn at 120 % brightness.
      expectReadable(v[`cScaleLabel${index}`], brighter(fill), `timeline event ${index}`);
      // Kanban cards and journey tasks write the text colour on the section fills.
      expectReadable(v.textColor, fill, `kanban/journey section ${index}`);
    }
    for (let index = 0; index < JOURNEY_FILL_COUNT; index += 1) {
      expectReadable(v.textColor, v[`fillType${index}`], `journey fillType${index}`);
    }
  });

  it("labels pie slices and git branches readably", () => {
    for (let index = 1; index <= SERIES_COLORS.length; index += 1) {
      expectReadable(v.pieSectionTextColor, v[`pie${index}`], `pie${index}`);
    }
    expect(v.pieOpacity, "slices look exactly like their legend swatches").toBe("1");
    for (let index = 0; index < GIT_BRANCH_COUNT; index += 1) {
      expectReadable(v[`gitBranchLabel${index}`], v[`git${index}`], `git${index}`);
    }
  });
});

describe("series colours", () => {
  it("stay distinguishable for normal vision and protanopia, deuteranopia and tritanopia", () => {
    expect(minDistance(SERIES_COLORS.slice(0, 8))).toBeGreaterThanOrEqual(MIN_SERIES_DISTANCE);
    // The first palette's greys (its section and pie colours) were not.
    expect(minDistance(OLD_SECTION_GREYS)).toBeLessThan(MIN_SERIES_DISTANCE);
  });

  it("take black labels on every colour", () => {
    for (const series of SERIES_COLORS) {
      expect(contrast(SERIES_LABEL_COLOR, series), series).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });

  it("are the xy chart's plot colours and the pie's slices", () => {
    const v = buildMermaidConfig({ theme: "base", securityLevel: "loose", darkMode: false })
      .themeVariables as Record<string, unknown> & { xyChart: Record<string, string> };
    expect(v.xyChart.plotColorPalette).toBe(SERIES_COLORS.join(","));
    SERIES_COLORS.forEach((series, index) => expect(v[`pie${index + 1}`]).toBe(series));
  });
});

describe("C4 element colours", () => {
  it("are dark enough for mermaid's white C4 labels on either page", () => {
    const colors = c4ElementColors();
    const fills = Object.entries(colors).filter(([key]) => key.endsWith("_bg_color"));
    expect(fills.length).toBeGreaterThanOrEqual(20);
    for (const [key, fill] of fills) {
      expect(contrast("#ffffff", fill), key).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    const config = buildMermaidConfig({ theme: "base", securityLevel: "loose", darkMode: true });
    expect(config.c4).toMatchObject(colors);
  });
});

describe("the page-drawn style sheet", () => {
  it("gives texts mermaid colours like nodes but draws on the page the page's ink", () => {
    for (const tokens of [LIGHT_TOKENS, DARK_TOKENS]) {
      const css = buildMermaidConfig({
        theme: "base",
        securityLevel: "loose",
        darkMode: tokens.darkMode,
      }).themeCSS;
      expect(css).toContain(`.edgeTerminals .edgeLabel { color: ${tokens.ink}`);
      expect(css).toContain(".relationshipLine");
      expect(css).toContain(`rect.text`);
      expect(css).toContain(`stroke: ${tokens.page}`);
      expectNoResourceLoads(css ?? "");
    }
  });

  it("is the base theme's only: other themes keep their own look", () => {
    const config = buildMermaidConfig({ theme: "forest", securityLevel: "loose", darkMode: false });
    expect(config.themeCSS).toBeUndefined();
    expect(config.c4).toBeUndefined();
  });
});

function expectNoResourceLoads(css: string) {
  expect(css).not.toMatch(/url\(|@import/i);
}

describe("mermaid's error picture", () => {
  it.each([
    ["light", false, LIGHT_TOKENS.page],
    ["dark", true, DARK_TOKENS.page],
  ] as const)("draws its bomb and text plainly on the %s page", (_name, darkMode, page) => {
    const variables = buildMermaidConfig({ theme: "base", securityLevel: "strict", darkMode })
      .themeVariables as Record<string, string>;
    // The bomb is a graphic (WCAG 1.4.11: 3 : 1); 'Syntax error in text' is text.
    expect(contrast(variables.errorBkgColor, page)).toBeGreaterThanOrEqual(3);
    expect(contrast(variables.errorTextColor, page)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
