/**
 * Which mermaid theme draws a diagram, and what must be behind it.
 *
 * A diagram may pick its own theme (`%%{init: {'theme':'forest'}}%%` or front matter
 * `config: { theme: neutral }`), and a plan owner may pick one in Settings. Mermaid computes a
 * chosen theme's colours from the theme variables given to `initialize()` (config.ts
 * `updateCurrentConfig` feeds them to `themes[theme].getThemeVariables`), so with the product's
 * grey 'base' palette in there every theme came out the same grey. A diagram drawn with a theme
 * other than our base palette therefore gets a configuration without our colours
 * (`ownThemeConfig`), and is drawn exactly as the theme's authors designed it.
 *
 * Themes are designed for one background: 'dark' for mermaid's #333, the others for white. When
 * that does not match the page (a 'dark' diagram on the light page, 'forest' on the dark page),
 * the picture gets the theme's background as a rounded panel of its own (`panelFor`), so the text
 * sits on what the theme expects, on the page, in the full-screen viewer and in exports alike.
 */
import type { MermaidConfig } from "mermaid";
import { isDiagramTheme, type DiagramTheme } from "@/lib/diagrams/diagram-settings";
import { diagramConfigValue } from "@/lib/diagrams/front-matter";

/** The themes mermaid designs for a dark background. */
const DARK_BACKGROUND_THEMES: ReadonlySet<DiagramTheme> = new Set(["dark"]);

/** What each kind of theme is drawn on: mermaid's dark theme `background`, and white. */
export const THEME_PANEL_COLORS = { dark: "#333333", light: "#ffffff" } as const;
/**
 * The pages' own backgrounds (globals.css `--background`, light and dark), as far as a contrast
 * decision needs them: what shows through a translucent fill where no panel is painted.
 */
export const PAGE_BACKGROUNDS = { dark: "#0c0e14", light: "#ffffff" } as const;
/** Rounding of the painted panel, matching the app's cards. */
export const THEME_PANEL_RADIUS = "8px";
/** Room between the panel's edge and the drawing (titles start at the picture's very top). */
export const THEME_PANEL_PADDING = "8px";

/**
 * Set on the picture's root by the renderer's mermaid wrapper (values are ours, never the
 * author's): the panel colour to paint, and what is behind the picture (for label-contrast.ts).
 */
export const THEME_PANEL_ATTRIBUTE = "data-diagram-panel";
export const BACKDROP_ATTRIBUTE = "data-diagram-backdrop";

/**
 * The theme a diagram asks for itself, read as mermaid reads it (the last init directive over
 * front matter); null when it asks for none or names one mermaid does not have.
 */
export function diagramOwnTheme(source: string): DiagramTheme | null {
  const theme = diagramConfigValue(source, "theme");
  return isDiagramTheme(theme) ? theme : null;
}

export function themeWantsDarkBackground(theme: DiagramTheme): boolean {
  return DARK_BACKGROUND_THEMES.has(theme);
}

/**
 * `config` for drawing with `theme`'s own colours: the same settings, but of the theme variables
 * only the font (and the theme's own light or dark design), and none of the base palette's extras,
 * so mermaid derives every colour from the theme itself. A diagram's own `themeVariables` still apply on top, as mermaid intends.
 */
export function ownThemeConfig(config: MermaidConfig, theme: DiagramTheme): MermaidConfig {
  const themeVariables: Record<string, unknown> = {
    darkMode: themeWantsDarkBackground(theme),
  };
  const fontFamily = (config.themeVariables as { fontFamily?: unknown } | undefined)?.fontFamily;
  if (typeof fontFamily === "string") themeVariables.fontFamily = fontFamily;
  // The base palette's style sheet and C4 colours (src/lib/diagrams/palette) are made for its
  // own variables; a theme of its own is drawn without them.
  const { themeCSS: _paletteCss, c4: _paletteC4, ...settings } = config;
  return { ...settings, theme, themeVariables };
}

/**
 * What is behind a diagram drawn with a theme's own colours (`theme`), or with the product's
 * palette (`null`, derived per page theme, so it never needs a panel), on a page: the panel to
 * paint (null when the theme suits the page as it is) and the colour that then shows through.
 */
export function panelFor(
  theme: DiagramTheme | null,
  darkPage: boolean,
): { panel: string | null; backdrop: string } {
  const page = darkPage ? PAGE_BACKGROUNDS.dark : PAGE_BACKGROUNDS.light;
  if (theme === null) return { panel: null, backdrop: page };
  const wantsDark = themeWantsDarkBackground(theme);
  if (wantsDark === darkPage) return { panel: null, backdrop: page };
  const panel = wantsDark ? THEME_PANEL_COLORS.dark : THEME_PANEL_COLORS.light;
  return { panel, backdrop: panel };
}
