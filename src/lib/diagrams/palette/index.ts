/**
 * The app's palette for mermaid's 'base' theme, per page theme (issue 11, point 1): theme
 * variables for every diagram type, the C4 element colours and the small style sheet for texts
 * mermaid draws on the page with a node colour. See docs/architecture.md, "Diagram palette".
 */
import type { MermaidConfig } from "mermaid";
import { c4ElementColors } from "./c4-colors";
import { chartVariables } from "./chart-variables";
import { pageDrawnCss } from "./page-drawn-css";
import { pageTokens } from "./page-tokens";
import { sectionVariables } from "./section-variables";
import { structureVariables } from "./structure-variables";

export interface BasePalette {
  themeVariables: Record<string, unknown>;
  themeCSS: string;
  c4: MermaidConfig["c4"];
}

export function basePalette(darkMode: boolean): BasePalette {
  const tokens = pageTokens(darkMode);
  return {
    themeVariables: {
      ...(darkMode ? { darkMode: true } : {}),
      ...structureVariables(tokens),
      ...sectionVariables(tokens),
      ...chartVariables(tokens),
    },
    themeCSS: pageDrawnCss(tokens),
    c4: c4ElementColors(),
  };
}
