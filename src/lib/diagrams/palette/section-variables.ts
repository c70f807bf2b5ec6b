/**
 * Theme variables of the section-coloured diagrams (timeline, mind map, kanban, journey, radar
 * series, gantt, git graph): categorical section colours with a label colour chosen per fill,
 * gantt bars whose text reads on them, and git branches in the series colours.
 */
import { readableTextColor } from "@/lib/color/contrast";
import { SERIES_COLORS, SERIES_LABEL_COLOR, type PageTokens } from "./page-tokens";

/** Mermaid's THEME_COLOR_LIMIT: cScale0 … cScale11. */
export const SECTION_COUNT = 12;
/** Journey section fills: fillType0 … fillType7. */
export const JOURNEY_FILL_COUNT = 8;
/** Git branch colours: git0 … git7. */
export const GIT_BRANCH_COUNT = 8;

function labelFor(fill: string, t: PageTokens): string {
  return readableTextColor(fill, {
    dark: t.darkMode ? "#000000" : t.ink,
    light: t.darkMode ? t.ink : "#ffffff",
  });
}

function sectionScale(t: PageTokens): Record<string, string> {
  const scale: Record<string, string> = {};
  for (let index = 0; index < SECTION_COUNT; index += 1) {
    const fill = t.sections[index % t.sections.length]!;
    scale[`cScale${index}`] = fill;
    // Mermaid draws these as the sections' borders and lines.
    scale[`cScalePeer${index}`] = t.border;
    scale[`cScaleLabel${index}`] = labelFor(fill, t);
    if (index < JOURNEY_FILL_COUNT) scale[`fillType${index}`] = fill;
  }
  return scale;
}

function gitVariables(t: PageTokens): Record<string, string> {
  const git: Record<string, string> = {};
  for (let index = 0; index < GIT_BRANCH_COUNT; index += 1) {
    const color = index === 0 ? t.node : SERIES_COLORS[(index - 1) % SERIES_COLORS.length]!;
    git[`git${index}`] = color;
    git[`gitInv${index}`] = t.darkMode ? t.ink : t.page;
    git[`gitBranchLabel${index}`] = index === 0 ? t.nodeText : SERIES_LABEL_COLOR;
  }
  return {
    ...git,
    commitLabelColor: t.ink,
    commitLabelBackground: t.surface,
    tagLabelColor: t.ink,
    tagLabelBackground: t.surfaceStrong,
    tagLabelBorder: t.border,
  };
}

function ganttVariables(t: PageTokens): Record<string, string> {
  return {
    sectionBkgColor: t.surface,
    altSectionBkgColor: t.page,
    sectionBkgColor2: t.surfaceStrong,
    excludeBkgColor: t.darkMode ? "#18181b" : "#fafafa",
    gridColor: t.darkMode ? "#3f3f46" : "#d4d4d8",
    taskBkgColor: t.node,
    taskBorderColor: t.darkMode ? "#8a8a8a" : "#4d4d4d",
    taskTextColor: t.nodeText,
    taskTextLightColor: t.nodeText,
    taskTextOutsideColor: t.ink,
    taskTextDarkColor: t.ink,
    taskTextClickableColor: t.darkMode ? "#93c5fd" : "#1d4ed8",
    activeTaskBkgColor: t.active,
    activeTaskBorderColor: t.darkMode ? "#60a5fa" : "#1d4ed8",
    doneTaskBkgColor: t.surfaceStrong,
    doneTaskBorderColor: t.border,
    critBkgColor: t.critical,
    critBorderColor: t.criticalBorder,
    todayLineColor: t.criticalBorder,
    vertLineColor: t.ink,
  };
}

export function sectionVariables(t: PageTokens): Record<string, string> {
  return {
    ...sectionScale(t),
    ...gitVariables(t),
    ...ganttVariables(t),
    // Journey and kanban draw their text in the text colour on section fills.
    scaleLabelColor: t.ink,
  };
}
