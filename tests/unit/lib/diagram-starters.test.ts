// @vitest-environment happy-dom
/**
 * Every starter must parse with the real mermaid 11.17 as the type it is filed under: the gallery
 * inserts these, so a broken one would hand people an error. Rendering them (layout, fonts, SVG
 * measurement) needs a real browser and is covered by the Chromium test; happy-dom runs the parsers.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Mermaid } from "mermaid";
import {
  DIAGRAM_TYPE_LABELS,
  SUPPORTED_DIAGRAM_TYPES,
  normaliseDiagramType,
} from "@/lib/diagrams/diagram-types";
import { DIAGRAM_STARTERS, starterFor } from "@/lib/diagrams/starters";

let mermaid: Mermaid;

beforeAll(async () => {
  mermaid = (await import("mermaid")).default;
  mermaid.initialize({ startOnLoad: false });
});

describe("DIAGRAM_STARTERS", () => {
  it("has one starter per supported type, in the spec's order", () => {
    expect(DIAGRAM_STARTERS.map((starter) => starter.type)).toEqual([...SUPPORTED_DIAGRAM_TYPES]);
  });

  it("gives every starter a name, a description and a short source", () => {
    for (const starter of DIAGRAM_STARTERS) {
      expect(starter.name.trim(), starter.type).not.toBe("");
      expect(starter.description.trim(), starter.type).not.toBe("");
      expect(starter.source.split("\n").length, starter.type).toBeLessThanOrEqual(30);
      // The first line is the diagram keyword, not indentation left over from the template.
      expect(starter.source, starter.type).toMatch(/^\S/);
    }
  });

  it.each(DIAGRAM_STARTERS.map((starter) => [starter.type, starter] as const))(
    "%s parses with mermaid as its own type",
    async (type, starter) => {
      const result = await mermaid.parse(starter.source);
      expect(result && normaliseDiagramType(result.diagramType)).toBe(type);
    },
  );

  it("looks starters up by type", () => {
    expect(starterFor("gantt").source).toMatch(/^gantt\n/);
    expect(starterFor("quadrant").name).toBe(DIAGRAM_TYPE_LABELS.quadrant);
  });
});
