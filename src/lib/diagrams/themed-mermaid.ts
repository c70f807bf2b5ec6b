/**
 * The renderer's mermaid, made to honour a diagram's own theme (see diagram-theme.ts).
 *
 * Mermaid keeps one configuration for the page; a diagram that names its own theme is drawn with
 * a configuration without the product's palette for that one render, and the page's is put back
 * afterwards (the renderer's queue guarantees no other render runs in between). Every picture is
 * also marked with what must be painted behind it, which label-contrast.ts applies when the
 * picture is cleaned for the page.
 */
import type { MermaidConfig } from "mermaid";
import { isDiagramTheme, type DiagramTheme } from "@/lib/diagrams/diagram-settings";
import {
  BACKDROP_ATTRIBUTE,
  THEME_PANEL_ATTRIBUTE,
  diagramOwnTheme,
  ownThemeConfig,
  panelFor,
} from "@/lib/diagrams/diagram-theme";
import type { MermaidLike } from "@/lib/diagrams/renderer";
import { readabilityFixes } from "@/lib/diagrams/theme-readability";

/** Mermaid as loaded: the renderer's part of the API plus the computed configuration. */
export interface ThemeAwareMermaid extends MermaidLike {
  mermaidAPI?: { getConfig(): MermaidConfig };
}

const SVG_START = /^\s*<svg\b/;

/**
 * `svg` with the panel and backdrop attributes on its root. Both values come from our constants,
 * so nothing of the author's reaches an attribute here.
 */
export function markBackdrop(svg: string, theme: DiagramTheme | null, darkPage: boolean): string {
  const match = SVG_START.exec(svg);
  if (!match) return svg;
  const { panel, backdrop } = panelFor(theme, darkPage);
  const attributes = [
    ` ${BACKDROP_ATTRIBUTE}="${backdrop}"`,
    panel ? ` ${THEME_PANEL_ATTRIBUTE}="${panel}"` : "",
  ].join("");
  const end = match.index + match[0].length;
  return `${svg.slice(0, end)}${attributes}${svg.slice(end)}`;
}

/**
 * The theme whose own colours draw `source` under `config`, or null for the product's palette
 * (the 'base' setting without a theme of the diagram's own).
 */
export function drawingTheme(source: string, config: MermaidConfig | null): DiagramTheme | null {
  const own = diagramOwnTheme(source);
  if (own) return own;
  const page = config?.theme;
  return isDiagramTheme(page) && page !== "base" ? page : null;
}

/**
 * `mermaid` drawing each diagram in its own theme (see the module comment), with the repairs of
 * theme-readability.ts applied to every theme's own colours.
 */
export function withDiagramThemes(mermaid: ThemeAwareMermaid): MermaidLike {
  let current: MermaidConfig | null = null;
  /** Repairs per theme: a theme's own colours do not change between renders. */
  const repairs = new Map<DiagramTheme, Record<string, string>>();

  /** Configures mermaid; a theme's own colours get their repairs (the product palette has none). */
  function configure(config: MermaidConfig, theme: DiagramTheme | null) {
    mermaid.initialize(config);
    if (theme === null || !mermaid.mermaidAPI) return;
    let fixes = repairs.get(theme);
    if (!fixes) {
      const computed = mermaid.mermaidAPI.getConfig().themeVariables ?? {};
      fixes = readabilityFixes(computed as Record<string, unknown>);
      repairs.set(theme, fixes);
    }
    if (Object.keys(fixes).length === 0) return;
    mermaid.initialize({ ...config, themeVariables: { ...config.themeVariables, ...fixes } });
  }

  return {
    initialize(config) {
      current = config;
      configure(config, drawingTheme("", config));
    },
    parse: (text, options) => mermaid.parse(text, options),
    async render(id, text, container) {
      const config = current;
      const own = diagramOwnTheme(text);
      const darkPage = config?.darkMode === true;
      const theme = drawingTheme(text, config);
      if (!own || !config) {
        const result = await mermaid.render(id, text, container);
        return { ...result, svg: markBackdrop(result.svg, theme, darkPage) };
      }
      configure(ownThemeConfig(config, own), own);
      try {
        const result = await mermaid.render(id, text, container);
        return { ...result, svg: markBackdrop(result.svg, theme, darkPage) };
      } finally {
        configure(config, drawingTheme("", config));
      }
    },
  };
}
