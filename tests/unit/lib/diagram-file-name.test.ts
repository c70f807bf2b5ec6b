import { describe, expect, it } from "vitest";
import {
  DIAGRAM_FILENAME_FALLBACK,
  DIAGRAM_FILENAME_MAX_LENGTH,
  diagramFileName,
} from "@/lib/diagrams/file-name";

describe("diagramFileName", () => {
  it("slugs the title and adds the extension", () => {
    expect(diagramFileName("Release plan: Q3", "png")).toBe("release-plan-q3.png");
    expect(diagramFileName("  Sign-up  flow  ", "svg")).toBe("sign-up-flow.svg");
  });

  it("keeps accented letters as plain letters and drops other symbols", () => {
    expect(diagramFileName("Café Crème — Roadmap", "svg")).toBe("cafe-creme-roadmap.svg");
    expect(diagramFileName("a/b\\c:d*e?f", "png")).toBe("a-b-c-d-e-f.png");
  });

  it("falls back to 'diagram' when nothing is left", () => {
    expect(diagramFileName("", "svg")).toBe(`${DIAGRAM_FILENAME_FALLBACK}.svg`);
    expect(diagramFileName("🚀 ✨", "png")).toBe("diagram.png");
  });

  it("cuts long titles without leaving a trailing hyphen", () => {
    const name = diagramFileName(`${"a".repeat(DIAGRAM_FILENAME_MAX_LENGTH - 1)} bcd`, "svg");
    expect(name).toBe(`${"a".repeat(DIAGRAM_FILENAME_MAX_LENGTH - 1)}.svg`);
  });
});
