/**
 * Diagram (Mermaid) settings: the vocabulary, defaults and validation rules of spec sections 5 and 9.
 * This is the one module shared by plan customization (default theme and security level per user)
 * and the Diagrams issue (the renderer), so both accept and reject exactly the same values with
 * exactly the spec's messages.
 */
import { z } from "zod";
import { DIAGRAM_SETTINGS_ERRORS } from "@/lib/errors/diagrams";

/** Mermaid themes the product accepts (spec section 5). */
export const DIAGRAM_THEMES = ["base", "default", "dark", "forest", "neutral"] as const;
/** Mermaid security levels the product accepts (spec section 5). */
export const DIAGRAM_SECURITY_LEVELS = ["strict", "loose", "antiscript"] as const;

export type DiagramTheme = (typeof DIAGRAM_THEMES)[number];
export type DiagramSecurityLevel = (typeof DIAGRAM_SECURITY_LEVELS)[number];

/** The renderer's theme when none is chosen (a stored `null`), spec section 9. */
export const DEFAULT_DIAGRAM_THEME: DiagramTheme = "base";
/**
 * The security level for a plan owner's own diagrams, spec section 9. 'loose' lets the owner's
 * diagrams use HTML formatting in labels and click links; at no level does a diagram run script
 * (`click … call` callbacks are never bound) or load anything from elsewhere (svg-safety.ts).
 */
export const DEFAULT_OWNER_SECURITY_LEVEL: DiagramSecurityLevel = "loose";

export const INVALID_THEME_MESSAGE = DIAGRAM_SETTINGS_ERRORS.invalidThemeValue;
export const INVALID_SECURITY_LEVEL_MESSAGE = DIAGRAM_SETTINGS_ERRORS.invalidSecurityLevel;

/** Labels for theme pickers; `null` is "no choice", which renders with the default theme. */
export const DIAGRAM_THEME_LABELS: Record<DiagramTheme, string> = {
  base: "Base",
  default: "Mermaid classic",
  dark: "Dark",
  forest: "Forest",
  neutral: "Neutral",
};
export const NO_DIAGRAM_THEME_LABEL = `Default (${DIAGRAM_THEME_LABELS[DEFAULT_DIAGRAM_THEME].toLowerCase()})`;

/** One-line explanations for security-level pickers (what Mermaid allows at each level). */
export const DIAGRAM_SECURITY_LEVEL_DESCRIPTIONS: Record<DiagramSecurityLevel, string> = {
  strict: "Safest: mermaid sanitises everything and click actions are off.",
  loose: "HTML formatting in labels and click links are allowed; scripts never run.",
  antiscript: "HTML formatting in labels is allowed with scripts removed; click links are on.",
};
export const DIAGRAM_SECURITY_LEVEL_LABELS: Record<DiagramSecurityLevel, string> = {
  strict: "Strict",
  loose: "Loose",
  antiscript: "Anti-script",
};

export function isDiagramTheme(value: unknown): value is DiagramTheme {
  return typeof value === "string" && (DIAGRAM_THEMES as readonly string[]).includes(value);
}

export function isDiagramSecurityLevel(value: unknown): value is DiagramSecurityLevel {
  return (
    typeof value === "string" && (DIAGRAM_SECURITY_LEVELS as readonly string[]).includes(value)
  );
}

/** A theme, or `null` for "use the default". Anything else fails with 'Invalid theme value'. */
export const diagramThemeSchema = z
  .enum(DIAGRAM_THEMES, { error: INVALID_THEME_MESSAGE })
  .nullable();
/** Anything but the three levels fails with 'Invalid security level'. */
export const diagramSecurityLevelSchema = z.enum(DIAGRAM_SECURITY_LEVELS, {
  error: INVALID_SECURITY_LEVEL_MESSAGE,
});

export const diagramSettingsSchema = z.object({
  theme: diagramThemeSchema,
  securityLevel: diagramSecurityLevelSchema,
});
export type DiagramSettings = z.infer<typeof diagramSettingsSchema>;

export type DiagramSettingsValidation =
  | { valid: true; settings: DiagramSettings }
  | { valid: false; errors: { theme?: string; securityLevel?: string } };

/**
 * Checks settings from any source (stored rows, a diagram's front matter, a form) without throwing.
 * A missing theme counts as `null`; a missing security level counts as the owner default.
 */
export function validateDiagramSettings(input: {
  theme?: unknown;
  securityLevel?: unknown;
}): DiagramSettingsValidation {
  const errors: { theme?: string; securityLevel?: string } = {};
  const theme = input.theme === undefined ? null : input.theme;
  const securityLevel =
    input.securityLevel === undefined ? DEFAULT_OWNER_SECURITY_LEVEL : input.securityLevel;
  if (theme !== null && !isDiagramTheme(theme)) errors.theme = INVALID_THEME_MESSAGE;
  if (!isDiagramSecurityLevel(securityLevel)) errors.securityLevel = INVALID_SECURITY_LEVEL_MESSAGE;
  if (errors.theme || errors.securityLevel) return { valid: false, errors };
  return {
    valid: true,
    settings: {
      theme: theme as DiagramTheme | null,
      securityLevel: securityLevel as DiagramSecurityLevel,
    },
  };
}

/** The theme the renderer should use: the chosen one, or the default when none is chosen. */
export function resolveDiagramTheme(theme: DiagramTheme | null | undefined): DiagramTheme {
  return theme ?? DEFAULT_DIAGRAM_THEME;
}
