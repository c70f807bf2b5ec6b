// @vitest-environment happy-dom
/**
 * Offline diagram repair: each broken input fails the real mermaid 11 parser, and its repair
 * parses. Text the planner cannot repair comes back unchanged.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Mermaid } from "mermaid";
import { DIAGRAM_STARTERS } from "@/lib/diagrams/starters";
import { draftDiagram } from "@/server/services/ai/offline/diagram-draft";
import { repairDiagram } from "@/server/services/ai/offline/diagram-repair";
import { runOffline } from "./offline-run";

let mermaid: Mermaid;
beforeAll(async () => {
  mermaid = (await import("mermaid")).default;
  mermaid.initialize({ startOnLoad: false });
});

const parses = async (text: string) => {
  try {
    await mermaid.parse(text);
    return true;
  } catch {
    return false;
  }
};

const BROKEN: Record<string, string> = {
  "misspelled flowchart": "flowchar TD\n  A --> B",
  "flowchart with a direction in words": "flowchart down\n  A --> B",
  "single-dash arrows": "flowchart LR\n  A -> B\n  B => C",
  "labels with parentheses": "flowchart TD\n  A[Start (now)] --> B[Check stock (again)]",
  "labels with quotes inside": 'flowchart TD\n  A[Say "hi"] --> B',
  "smart quotes around a label with parentheses": "flowchart TD\n  A[“Start (now)”] --> B",
  "unclosed bracket": "flowchart TD\n  A[Start --> B[End]",
  "subgraph without end": "flowchart TD\n  subgraph One\n    A --> B",
  "code fences and prose left in":
    "Here is your diagram:\n```mermaid\nflowchart TD\n  A --> B\n```\nThis diagram shows the flow.",
  "no diagram type at all": "A --> B\nB --> C",
  "tabs and a dangling arrow": "flowchart TD\n\tA --> B -->",
  "edge label with parentheses": "flowchart TD\n  A -->|yes (fast)| B",
  "end used as a node": "flowchart TD\n  start --> end",
  "misspelled sequence diagram and a missing colon": "sequenceDiagam\n  Alice->>Bob Hello there",
  "sequence loop without end": "sequenceDiagram\n  loop Every day\n    Alice->>Bob: ping",
  "sequence with => arrows": "sequenceDiagram\n  Alice=>Bob: hi",
  "gantt task without colon and durations in words":
    "gantt\n  dateFormat YYYY-MM-DD\n  section Build\n  Design 2027-01-04, 5 days",
  "pie with unquoted labels and percentages": "pie title Pets\n  Dogs: 40%\n  Cats: 60%",
  "trailing commas after nodes": "flowchart TD\n  A[One] --> B[Two],\n  B --> C.",
  "wrong closing bracket": "flowchart TD\n  A[Start) --> B",
};

describe("repairDiagram", () => {
  it("has at least 15 broken cases, each rejected by mermaid", async () => {
    expect(Object.keys(BROKEN).length).toBeGreaterThanOrEqual(15);
    const valid: string[] = [];
    for (const [name, source] of Object.entries(BROKEN)) {
      if (await parses(source)) valid.push(name);
    }
    expect(valid).toEqual([]);
  });

  it.each(Object.entries(BROKEN))("repairs: %s", async (_name, source) => {
    const repaired = repairDiagram(source, "Parse error");
    expect(repaired).not.toBe(source);
    await expect(mermaid.parse(repaired)).resolves.toBeTruthy();
  });

  it("keeps labels' words when quoting them", () => {
    const repaired = repairDiagram(BROKEN["labels with parentheses"] ?? "", "");
    expect(repaired).toContain('A["Start (now)"]');
    expect(repaired).toContain('B["Check stock (again)"]');
  });

  it("adds the dateFormat a gantt chart lacks", async () => {
    const repaired = repairDiagram(
      "gantt\n  title Launch\n  section Build\n  Design :a1, 2027-01-04, 5 days",
      "",
    );
    expect(repaired).toMatch(/\n {2}dateFormat YYYY-MM-DD\n/);
    expect(repaired).toContain("2027-01-04, 5d");
    await expect(mermaid.parse(repaired)).resolves.toBeTruthy();
  });

  it("keeps parallelograms and trapezoids while fixing the rest of the line", async () => {
    const repaired = repairDiagram(
      "flowchart TD\n  A[/Input data/] -> B[\\Manual step/] -> C[Done (ok)]",
      "",
    );
    expect(repaired).toBe(
      'flowchart TD\n  A[/Input data/] --> B[\\Manual step/] --> C["Done (ok)"]',
    );
    await expect(mermaid.parse(repaired)).resolves.toBeTruthy();
  });

  it("does not take prose that starts like a keyword for the header", async () => {
    const repaired = repairDiagram(
      "Graphs are a nice way to show this:\nflowchart LR\n  A -> B",
      "",
    );
    expect(repaired).toBe("flowchart LR\n  A --> B");
    await expect(mermaid.parse(repaired)).resolves.toBeTruthy();
  });

  it("leaves every starter diagram (all 21 types) unchanged", () => {
    for (const starter of DIAGRAM_STARTERS) {
      expect(repairDiagram(starter.source, ""), starter.type).toBe(starter.source);
    }
  });

  it("leaves the planner's own drafts unchanged", () => {
    for (const description of [
      "1. Plan\n2. Build (v2)\n3. Ship",
      "- Design 2 weeks\n- Build 3 weeks",
      "Ann sends Bo a note. Bo replies to Ann.",
    ]) {
      const draft = draftDiagram(description, new Date("2026-11-24T00:00:00Z"));
      expect(repairDiagram(draft, "")).toBe(draft);
    }
  });

  it("returns text it cannot repair unchanged", () => {
    const prose = "Please draw something nice for me.";
    expect(repairDiagram(prose, "No diagram type detected")).toBe(prose);
  });

  it("returns a valid diagram unchanged", () => {
    const valid = "flowchart TD\n  A --> B";
    expect(repairDiagram(valid, "")).toBe(valid);
  });

  it("works as the diagram_repair task through streamText", async () => {
    const source = BROKEN["single-dash arrows"] ?? "";
    const run = await runOffline({ kind: "diagram_repair", source, error: "Parse error" });
    expect(run.text).toBe(repairDiagram(source, "Parse error"));
    await expect(mermaid.parse(run.text)).resolves.toBeTruthy();
  });
});
