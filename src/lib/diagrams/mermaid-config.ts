import type { MermaidConfig } from "mermaid";
import {
  DEFAULT_DIAGRAM_THEME,
  DEFAULT_OWNER_SECURITY_LEVEL,
  type DiagramSecurityLevel,
  type DiagramTheme,
} from "@/lib/diagrams/diagram-settings";
import { ownThemeConfig } from "@/lib/diagrams/diagram-theme";
import {
  DIAGRAM_BACKGROUND,
  DIAGRAM_FONT_FAMILY,
  DIAGRAM_LINE_COLOR,
  DIAGRAM_MAX_TEXT_SIZE,
  DIAGRAM_PRIMARY_COLOR,
} from "@/lib/diagrams/renderer-constants";

/** What a page chooses about its diagrams; everything else is the product's fixed default. */
export interface DiagramRenderSettings {
  theme: DiagramTheme;
  securityLevel: DiagramSecurityLevel;
  /** The app is in its dark colour scheme: labels must stay readable on a dark page. */
  darkMode: boolean;
}

export const DEFAULT_DIAGRAM_RENDER_SETTINGS: Readonly<DiagramRenderSettings> = {
  theme: DEFAULT_DIAGRAM_THEME,
  securityLevel: DEFAULT_OWNER_SECURITY_LEVEL,
  darkMode: false,
};

/**
 * Label colour on a dark page. The background is transparent (the page shows through), so with
 * the default dark-grey text a diagram would be unreadable in the dark theme.
 */
export const DIAGRAM_DARK_MODE_TEXT_COLOR = "#f5f5f5";

/**
 * Section colours (timeline, mind map, kanban, journey, pie): mermaid derives them from the
 * primary colour, which for a grey gives light greys under white labels. Darker greys of the
 * same family keep white labels readable (contrast of at least 4.5 : 1).
 */
const SECTION_GREYS = ["#666666", "#4f4f4f", "#737373", "#5a5a5a", "#6b6b6b", "#474747"];

function sectionScale(labelColor: string): Record<string, string> {
  const scale: Record<string, string> = { transitionLabelColor: labelColor };
  for (let index = 0; index < 12; index += 1) {
    const grey = SECTION_GREYS[index % SECTION_GREYS.length]!;
    scale[`cScale${index}`] = grey;
    scale[`cScaleLabel${index}`] = labelColor;
    // The journey diagram's section fills.
    if (index < 8) scale[`fillType${index}`] = grey;
  }
  return scale;
}

/**
 * Colours around the spec's grey (#666666 nodes and lines) so every label stays readable: light
 * text on the grey nodes, page-coloured text elsewhere, and light (or, on a dark page, dark)
 * tints for the secondary and tertiary fills (clusters, notes, edge labels) instead of mermaid's
 * greys derived from #666666, which would put dark text on dark fills. Used with the 'base'
 * theme only: the other themes bring their own palettes.
 */
/** Packet diagrams read their own nested colours (black text on #efefef by default). */
function packetColors(text: string, fill: string, stroke: string) {
  return {
    packet: {
      startByteColor: text,
      endByteColor: text,
      labelColor: text,
      titleColor: text,
      blockFillColor: fill,
      blockStrokeColor: stroke,
    },
  };
}

const LIGHT_PAGE_VARIABLES = {
  ...sectionScale("#ffffff"),
  ...packetColors("#27272a", "#f4f4f5", "#71717a"),
  classText: "#ffffff",
  attributeBackgroundColorOdd: "#737373",
  attributeBackgroundColorEven: "#666666",
  primaryTextColor: "#ffffff",
  primaryBorderColor: "#4d4d4d",
  textColor: "#27272a",
  titleColor: "#27272a",
  secondaryColor: "#e4e4e7",
  secondaryTextColor: "#18181b",
  secondaryBorderColor: "#a1a1aa",
  tertiaryColor: "#f4f4f5",
  tertiaryTextColor: "#18181b",
  tertiaryBorderColor: "#a1a1aa",
  // Edge labels share the nodes' (white) text colour in mermaid's flowchart styles.
  edgeLabelBackground: "#666666",
  signalTextColor: "#27272a",
  loopTextColor: "#27272a",
  noteBkgColor: "#fef9c3",
  noteTextColor: "#27272a",
  noteBorderColor: "#a1a1aa",
};

const DARK_PAGE_VARIABLES = {
  darkMode: true,
  ...sectionScale(DIAGRAM_DARK_MODE_TEXT_COLOR),
  ...packetColors(DIAGRAM_DARK_MODE_TEXT_COLOR, "#3f3f46", "#a1a1aa"),
  classText: DIAGRAM_DARK_MODE_TEXT_COLOR,
  attributeBackgroundColorOdd: "#525252",
  attributeBackgroundColorEven: "#474747",
  primaryTextColor: DIAGRAM_DARK_MODE_TEXT_COLOR,
  primaryBorderColor: "#8a8a8a",
  textColor: DIAGRAM_DARK_MODE_TEXT_COLOR,
  titleColor: DIAGRAM_DARK_MODE_TEXT_COLOR,
  secondaryColor: "#3f3f46",
  secondaryTextColor: DIAGRAM_DARK_MODE_TEXT_COLOR,
  secondaryBorderColor: "#71717a",
  tertiaryColor: "#27272a",
  tertiaryTextColor: DIAGRAM_DARK_MODE_TEXT_COLOR,
  tertiaryBorderColor: "#71717a",
  edgeLabelBackground: "#3f3f46",
  signalTextColor: DIAGRAM_DARK_MODE_TEXT_COLOR,
  loopTextColor: DIAGRAM_DARK_MODE_TEXT_COLOR,
  noteBkgColor: "#3f3f46",
  noteTextColor: DIAGRAM_DARK_MODE_TEXT_COLOR,
  noteBorderColor: "#71717a",
};

/**
 * What mermaid's DOMPurify pass keeps of HTML in labels (it runs on every label, at every level,
 * before mermaid puts the label into the live page to measure it). Formatting stays (b, i, em,
 * strong, br, span, links…); nothing that loads may pass: images and media, `<use>`/`<image>`
 * in inline SVG, style sheets, and the attributes that fetch or carry CSS. Our own cleaning of
 * the finished picture (svg-safety.ts) is still the guarantee; this keeps the measuring render
 * from fetching.
 */
export const LABEL_DOMPURIFY_CONFIG = {
  FORBID_TAGS: [
    "style",
    "link",
    "img",
    "image",
    "picture",
    "source",
    "video",
    "audio",
    "track",
    "input",
    "use",
    "feimage",
    "iframe",
    "object",
    "embed",
    "form",
  ],
  FORBID_ATTR: ["style", "src", "srcset", "background", "poster", "ping", "action", "formaction"],
};

/**
 * Settings a diagram's `%%{init}%%` directive or front matter may not change (mermaid drops them
 * there): mermaid's own list, plus the label sanitiser's configuration, CSS that would reach the
 * page unfiltered while measuring, and absolute arrow-marker URLs (which the final cleaning
 * would have to remove, losing the arrows).
 */
export const MERMAID_SECURE_KEYS = [
  "secure",
  "securityLevel",
  "startOnLoad",
  "maxTextSize",
  "suppressErrorRendering",
  "maxEdges",
  "dompurifyConfig",
  "themeCSS",
  "arrowMarkerAbsolute",
];

/**
 * The mermaid configuration for a page (spec section 9): the chosen theme and security level,
 * the app's font, no automatic start (the renderer decides when), a transparent background, grey
 * nodes and lines, and mermaid's own 'Maximum text size in diagram exceeded' picture beyond the
 * size limit.
 */
export function buildMermaidConfig(settings: DiagramRenderSettings): MermaidConfig {
  const pageVariables = pageVariablesFor(settings);
  const config: MermaidConfig = {
    startOnLoad: false,
    theme: settings.theme,
    securityLevel: settings.securityLevel,
    secure: MERMAID_SECURE_KEYS,
    dompurifyConfig: LABEL_DOMPURIFY_CONFIG,
    fontFamily: DIAGRAM_FONT_FAMILY,
    maxTextSize: DIAGRAM_MAX_TEXT_SIZE,
    darkMode: settings.darkMode,
    themeVariables: {
      // Mermaid copies the top-level font into the theme only when the theme has none; set both
      // so every diagram type inherits the page's font.
      fontFamily: DIAGRAM_FONT_FAMILY,
      background: DIAGRAM_BACKGROUND,
      primaryColor: DIAGRAM_PRIMARY_COLOR,
      lineColor: DIAGRAM_LINE_COLOR,
      ...pageVariables,
    },
  };
  // Another theme draws with its own colours, on its own background (diagram-theme.ts).
  return settings.theme === "base" ? config : ownThemeConfig(config, settings.theme);
}

function pageVariablesFor({ theme, darkMode }: DiagramRenderSettings) {
  if (theme === "base") return darkMode ? DARK_PAGE_VARIABLES : LIGHT_PAGE_VARIABLES;
  return {};
}

/**
 * A one-off variation of a page's configuration (for example `{ htmlLabels: false }` for a PNG
 * export, where HTML labels cannot be drawn onto a canvas). Theme variables are merged, not
 * replaced, so an override of one colour keeps the others.
 */
export function mergeMermaidConfig(
  base: MermaidConfig,
  override: Partial<MermaidConfig> | undefined,
): MermaidConfig {
  if (!override) return base;
  return {
    ...base,
    ...override,
    themeVariables: { ...base.themeVariables, ...override.themeVariables },
  };
}
