/**
 * The colours every diagram palette is built from, per page theme (issue 11, point 1). The spec
 * fixes the nodes and lines (#666666) and a transparent background, so text drawn directly on
 * the diagram stands on the page itself: it takes the page's ink, and every fill that carries
 * text comes with its own readable label colour. Values are checked against each other by the
 * unit tests (WCAG 4.5 : 1).
 */
import { DIAGRAM_LINE_COLOR, DIAGRAM_PRIMARY_COLOR } from "@/lib/diagrams/renderer-constants";

export interface PageTokens {
  darkMode: boolean;
  /** What shows through the transparent diagram background (the app's page colour). */
  page: string;
  /** Text drawn directly on the page. */
  ink: string;
  /** The spec's node fill, and the label colour on it. */
  node: string;
  nodeText: string;
  line: string;
  /** Quiet fills for clusters, boxes and label backgrounds, and their borders; `ink` reads on both. */
  surface: string;
  surfaceStrong: string;
  border: string;
  /** Notes. */
  note: string;
  /**
   * Categorical colours for sections (timeline, mind map, kanban, journey, radar): light tints on a
   * light page and dark shades on a dark page, so the page's ink reads on them (dark enough that
   * the timeline's 120 % brightness filter keeps 4.5 : 1), with hues spread for colour-vision
   * deficiencies.
   */
  sections: readonly string[];
  /** Red for critical work (gantt): mermaid writes its label in the node text colour (white). */
  critical: string;
  criticalBorder: string;
  /** In-progress work (gantt), with `ink` readable on it. */
  active: string;
}

/**
 * Series colours for charts (pie slices, xy bars and lines, git branches): the Okabe–Ito hues
 * (chosen to stay apart for protanopia, deuteranopia and tritanopia), lifted where needed so that
 * black labels read on every one (relative luminance ≥ 0.25) and every one stands out on a light
 * and a dark page; the faint yellow comes late, after seven stronger hues.
 */
export const SERIES_COLORS = [
  "#56b4e9",
  "#e07b39",
  "#2fb58c",
  "#d98cb8",
  "#e69f00",
  "#8fa7ff",
  "#a3a3a3",
  "#f0e442",
  "#9ad0f5",
  "#f0b38a",
  "#8fd9bf",
  "#f5c26b",
] as const;

/** Label colour on the series colours (all light enough for it). */
export const SERIES_LABEL_COLOR = "#000000";

/** The app's page colours (globals.css `--background`, oklch 1 and 0.16 0.015 265). */
export const LIGHT_PAGE = "#ffffff";
export const DARK_PAGE = "#0a0d14";

/** Text on a dark page (kept from the first palette: light grey, not pure white). */
export const DIAGRAM_DARK_MODE_TEXT_COLOR = "#f5f5f5";

export const LIGHT_TOKENS: PageTokens = {
  darkMode: false,
  page: LIGHT_PAGE,
  ink: "#27272a",
  node: DIAGRAM_PRIMARY_COLOR,
  nodeText: "#ffffff",
  line: DIAGRAM_LINE_COLOR,
  surface: "#f4f4f5",
  surfaceStrong: "#e4e4e7",
  border: "#a1a1aa",
  note: "#fef9c3",
  sections: [
    "#cfe8f7",
    "#fbd9c2",
    "#f7f1b0",
    "#c4ecdd",
    "#f2d4e5",
    "#fde2b3",
    "#dbe2ff",
    "#e4e4e7",
    "#b9def5",
    "#f7c9a8",
    "#a9e3cf",
    "#fbd38f",
  ],
  critical: "#b91c1c",
  criticalBorder: "#7f1d1d",
  active: "#bfdbfe",
};

export const DARK_TOKENS: PageTokens = {
  darkMode: true,
  page: DARK_PAGE,
  ink: DIAGRAM_DARK_MODE_TEXT_COLOR,
  node: DIAGRAM_PRIMARY_COLOR,
  nodeText: "#ffffff",
  line: DIAGRAM_LINE_COLOR,
  surface: "#27272a",
  surfaceStrong: "#3f3f46",
  border: "#71717a",
  note: "#3f3f46",
  sections: [
    "#185a84",
    "#8a3a15",
    "#57530f",
    "#0b5c45",
    "#7a3f63",
    "#6e4a00",
    "#3e52a0",
    "#525252",
    "#174f73",
    "#7f3510",
    "#0f6a50",
    "#664400",
  ],
  critical: "#991b1b",
  criticalBorder: "#f87171",
  active: "#1e3a8a",
};

export function pageTokens(darkMode: boolean): PageTokens {
  return darkMode ? DARK_TOKENS : LIGHT_TOKENS;
}
