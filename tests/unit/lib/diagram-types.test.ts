import { describe, expect, it } from "vitest";
import {
  DIAGRAM_TYPE_LABELS,
  SUPPORTED_DIAGRAM_TYPES,
  diagramTypeLabel,
  isSupportedDiagramType,
  normaliseDiagramType,
} from "@/lib/diagrams/diagram-types";

describe("SUPPORTED_DIAGRAM_TYPES", () => {
  it("lists the 21 types of the spec in the spec's order", () => {
    expect(SUPPORTED_DIAGRAM_TYPES).toEqual([
      "c4",
      "flowchart",
      "er",
      "gitGraph",
      "gantt",
      "pie",
      "quadrant",
      "xychart",
      "requirement",
      "sequence",
      "class",
      "state",
      "journey",
      "timeline",
      "mindmap",
      "kanban",
      "sankey",
      "packet",
      "radar",
      "block",
      "architecture",
    ]);
  });

  it("has a distinct human label for every type", () => {
    const labels = SUPPORTED_DIAGRAM_TYPES.map((type) => DIAGRAM_TYPE_LABELS[type]);
    expect(labels.every((label) => label.trim() !== "")).toBe(true);
    expect(new Set(labels).size).toBe(SUPPORTED_DIAGRAM_TYPES.length);
  });
});

describe("normaliseDiagramType", () => {
  // Mermaid 11.17's detector ids, as mermaid.parse / mermaid.render answer them.
  it.each([
    ["c4", "c4"],
    ["flowchart", "flowchart"],
    ["flowchart-v2", "flowchart"],
    ["flowchart-elk", "flowchart"],
    ["er", "er"],
    ["gitGraph", "gitGraph"],
    ["gantt", "gantt"],
    ["pie", "pie"],
    ["quadrantChart", "quadrant"],
    ["xychart", "xychart"],
    ["requirement", "requirement"],
    ["sequence", "sequence"],
    ["class", "class"],
    ["classDiagram", "class"],
    ["state", "state"],
    ["stateDiagram", "state"],
    ["journey", "journey"],
    ["timeline", "timeline"],
    ["mindmap", "mindmap"],
    ["kanban", "kanban"],
    ["sankey", "sankey"],
    ["packet", "packet"],
    ["radar", "radar"],
    ["block", "block"],
    ["architecture", "architecture"],
  ])("maps mermaid's %s to %s", (mermaidId, type) => {
    expect(normaliseDiagramType(mermaidId)).toBe(type);
  });

  it("accepts its own names again, so a stored type normalises to itself", () => {
    for (const type of SUPPORTED_DIAGRAM_TYPES) expect(normaliseDiagramType(type)).toBe(type);
  });

  it.each([
    "info",
    "treemap",
    "venn",
    "ishikawa",
    "swimlane",
    "eventmodeling",
    "wardley",
    "cynefin",
    "treeView",
    "railroad",
    "error",
    "---",
    "",
    "toString",
    "__proto__",
  ])("answers null for %j, which the product does not support", (mermaidId) => {
    expect(normaliseDiagramType(mermaidId)).toBeNull();
  });

  it("tells supported type names from anything else", () => {
    expect(isSupportedDiagramType("quadrant")).toBe(true);
    expect(isSupportedDiagramType("quadrantChart")).toBe(false);
    expect(isSupportedDiagramType(undefined)).toBe(false);
  });
});

describe("diagramTypeLabel", () => {
  it("names our types and mermaid's ids, and shows anything else as it is", () => {
    expect(diagramTypeLabel("quadrant")).toBe("Quadrant chart");
    expect(diagramTypeLabel("flowchart-v2")).toBe("Flowchart");
    expect(diagramTypeLabel("treemap")).toBe("treemap");
  });
});
