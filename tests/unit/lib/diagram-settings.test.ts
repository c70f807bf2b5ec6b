import { describe, expect, it } from "vitest";
import {
  DEFAULT_DIAGRAM_THEME,
  DEFAULT_OWNER_SECURITY_LEVEL,
  DIAGRAM_SECURITY_LEVEL_DESCRIPTIONS,
  DIAGRAM_SECURITY_LEVELS,
  DIAGRAM_THEME_LABELS,
  DIAGRAM_THEMES,
  diagramSecurityLevelSchema,
  diagramSettingsSchema,
  diagramThemeSchema,
  resolveDiagramTheme,
  validateDiagramSettings,
} from "@/lib/diagrams/diagram-settings";

describe("diagram settings vocabulary (spec sections 5 and 9)", () => {
  it("accepts exactly the spec's themes and security levels", () => {
    expect(DIAGRAM_THEMES).toEqual(["base", "default", "dark", "forest", "neutral"]);
    expect(DIAGRAM_SECURITY_LEVELS).toEqual(["strict", "loose", "antiscript"]);
  });

  it("defaults to theme 'base' and security level 'loose'", () => {
    expect(DEFAULT_DIAGRAM_THEME).toBe("base");
    expect(DEFAULT_OWNER_SECURITY_LEVEL).toBe("loose");
    expect(resolveDiagramTheme(null)).toBe("base");
    expect(resolveDiagramTheme(undefined)).toBe("base");
    expect(resolveDiagramTheme("forest")).toBe("forest");
  });

  it("labels and explains every value", () => {
    expect(Object.keys(DIAGRAM_THEME_LABELS).sort()).toEqual([...DIAGRAM_THEMES].sort());
    expect(Object.keys(DIAGRAM_SECURITY_LEVEL_DESCRIPTIONS).sort()).toEqual(
      [...DIAGRAM_SECURITY_LEVELS].sort(),
    );
  });
});

describe("diagramThemeSchema", () => {
  it.each([...DIAGRAM_THEMES, null])("accepts %s", (theme) => {
    expect(diagramThemeSchema.parse(theme)).toBe(theme);
  });

  it.each(["Dark", "blue", "", " base", 3, true, {}, undefined])(
    "rejects %j with 'Invalid theme value'",
    (theme) => {
      const result = diagramThemeSchema.safeParse(theme);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Invalid theme value"]);
    },
  );
});

describe("diagramSecurityLevelSchema", () => {
  it.each(DIAGRAM_SECURITY_LEVELS)("accepts %s", (level) => {
    expect(diagramSecurityLevelSchema.parse(level)).toBe(level);
  });

  it.each(["sandbox", "STRICT", "", null, 1, undefined])(
    "rejects %j with 'Invalid security level'",
    (level) => {
      const result = diagramSecurityLevelSchema.safeParse(level);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        "Invalid security level",
      ]);
    },
  );

  it("reports both problems of a settings object, each under its field", () => {
    const result = diagramSettingsSchema.safeParse({ theme: "pink", securityLevel: "open" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["theme", "Invalid theme value"],
      ["securityLevel", "Invalid security level"],
    ]);
  });
});

describe("validateDiagramSettings", () => {
  it("accepts valid settings and fills what is missing with the defaults", () => {
    expect(validateDiagramSettings({ theme: "dark", securityLevel: "strict" })).toEqual({
      valid: true,
      settings: { theme: "dark", securityLevel: "strict" },
    });
    expect(validateDiagramSettings({})).toEqual({
      valid: true,
      settings: { theme: null, securityLevel: "loose" },
    });
  });

  it("returns the spec's messages without throwing", () => {
    expect(validateDiagramSettings({ theme: "rainbow" })).toEqual({
      valid: false,
      errors: { theme: "Invalid theme value" },
    });
    expect(validateDiagramSettings({ theme: null, securityLevel: "none" })).toEqual({
      valid: false,
      errors: { securityLevel: "Invalid security level" },
    });
    expect(validateDiagramSettings({ theme: 7, securityLevel: null })).toEqual({
      valid: false,
      errors: { theme: "Invalid theme value", securityLevel: "Invalid security level" },
    });
  });
});
