// @vitest-environment happy-dom
/**
 * The theme handling against the real mermaid 11.17 configuration code (drawing needs a browser;
 * tests/e2e/diagram-contrast-themes.spec.ts measures the pictures): a chosen theme keeps its own
 * colours instead of the product's grey, and the repaired labels read on their backgrounds.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Mermaid } from "mermaid";
import { contrastRatio, MIN_TEXT_CONTRAST } from "@/lib/color/contrast";
import { parseCssColor } from "@/lib/color/css-color";
import { DIAGRAM_THEMES } from "@/lib/diagrams/diagram-settings";
import { buildMermaidConfig } from "@/lib/diagrams/mermaid-config";
import { OWNED_TEXT_PAIRS } from "@/lib/diagrams/theme-readability";
import { withDiagramThemes } from "@/lib/diagrams/themed-mermaid";

let mermaid: Mermaid;

beforeAll(async () => {
  mermaid = (await import("mermaid")).default;
});

function computedVariables(): Record<string, string> {
  return mermaid.mermaidAPI.getConfig().themeVariables as Record<string, string>;
}

describe("the owner's theme setting with mermaid's own configuration", () => {
  for (const theme of DIAGRAM_THEMES.filter((name) => name !== "base")) {
    it(`'${theme}' keeps its own colours, and every section, branch and note label reads`, () => {
      const themed = withDiagramThemes(mermaid);
      for (const darkMode of [false, true]) {
        themed.initialize(buildMermaidConfig({ theme, securityLevel: "loose", darkMode }));
        const variables = computedVariables();
        expect(variables.primaryColor, `${theme} on a dark page: ${darkMode}`).not.toBe("#666666");
        for (const [fill, text] of OWNED_TEXT_PAIRS) {
          const background = parseCssColor(variables[fill] ?? "");
          const label = parseCssColor(variables[text] ?? "");
          if (!background || !label || background.a < 1) continue;
          expect(
            contrastRatio(label, background),
            `${theme} ${text} on ${fill}`,
          ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
      }
    });
  }
});
