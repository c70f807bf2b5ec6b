import type { MermaidConfig } from "mermaid";
import {
  DEFAULT_DIAGRAM_THEME,
  DEFAULT_OWNER_SECURITY_LEVEL,
  type DiagramSecurityLevel,
  type DiagramTheme,
} from "@/lib/diagrams/diagram-settings";
import { ownThemeConfig } from "@/lib/diagrams/diagram-theme";
import { basePalette } from "@/lib/diagrams/palette";
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

export { DIAGRAM_DARK_MODE_TEXT_COLOR } from "@/lib/diagrams/palette/page-tokens";

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
  const { themeVariables: pageVariables, ...palette } = pageVariablesFor(settings);
  const config: MermaidConfig = {
    ...palette,
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

/**
 * The 'base' theme gets the app's palette (src/lib/diagrams/palette: readable text and
 * distinguishable series for every type, per page theme); the other themes bring their own
 * (diagram-theme.ts).
 */
function pageVariablesFor({ theme, darkMode }: DiagramRenderSettings): {
  themeVariables: Record<string, unknown>;
  themeCSS?: string;
  c4?: MermaidConfig["c4"];
} {
  if (theme === "base") return basePalette(darkMode);
  return { themeVariables: {} };
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
