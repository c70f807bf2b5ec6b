// @vitest-environment happy-dom
/**
 * Offline diagrams from a description: the right diagram type for steps, schedules and
 * exchanges, and text the real mermaid 11 parser accepts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Mermaid } from "mermaid";
import { draftDiagram, MAX_DIAGRAM_STEPS } from "@/server/services/ai/offline/diagram-draft";
import { runOffline, TEST_NOW } from "./offline-run";

let mermaid: Mermaid;
beforeAll(async () => {
  mermaid = (await import("mermaid")).default;
  mermaid.initialize({ startOnLoad: false });
});

const CASES: Record<string, { description: string; type: RegExp; contains: string[] }> = {
  "a numbered step list": {
    description:
      "1. Receive the order\n2. Check stock (warehouse A)\n3. Is it paid?\n4. Ship the parcel",
    type: /^flowchart TD\n/,
    contains: ["Receive the order", "Check stock (warehouse A)", '{"Is it paid?"}', "-->|Yes|"],
  },
  "first … then …": {
    description:
      "First the client signs the contract, then we run a kick-off workshop, then we design the screens and finally we launch.",
    type: /^flowchart TD\n/,
    contains: ["the client signs the contract", "we design the screens", "we launch"],
  },
  "a schedule with durations": {
    description:
      "Website schedule:\n- Discovery 1 week\n- Design 2 weeks\n- Build 4 weeks\n- Launch 3 days",
    type: /^gantt\n/,
    contains: [
      "dateFormat YYYY-MM-DD",
      "Discovery :t1, 2026-11-24, 7d",
      "Build :t3, after t2, 28d",
      "Launch :t4, after t3, 3d",
    ],
  },
  "an exchange between parties": {
    description:
      "The customer sends the shop an order. The shop asks the bank for payment. The bank replies to the shop with a confirmation.",
    type: /^sequenceDiagram\n/,
    contains: [
      "participant P1 as customer",
      "P1->>P2: sends an order",
      "P2->>P3: asks for payment",
      "P3->>P2: replies with a confirmation",
    ],
  },
  "an inline list after a lead-in": {
    description: "Draw a flowchart of our client onboarding: call, proposal, contract and kickoff",
    type: /^flowchart TD\n/,
    contains: ['n1["call"]', 'n2["proposal"]', 'n3["contract"]', 'n4["kickoff"]', "n3 --> n4"],
  },
  "a free description": {
    description: "A mobile app for ordering bread, with loyalty points and push notifications",
    type: /^flowchart TD\n/,
    contains: ["A mobile app for ordering bread", "push notifications"],
  },
  "labels with quotes, hashes and brackets": {
    description: '- Say "hello" #1\n- Check [draft] {v2} <b>\n- Done; really',
    type: /^flowchart TD\n/,
    contains: ["#quot;hello#quot; #35;1"],
  },
  "an empty description": { description: "", type: /^flowchart TD\n/, contains: ["Start", "Done"] },
};

describe("draftDiagram", () => {
  it.each(Object.entries(CASES))("%s", async (_name, { description, type, contains }) => {
    const source = draftDiagram(description, TEST_NOW);
    expect(source).toMatch(type);
    expect(source).not.toContain("```");
    for (const text of contains) expect(source).toContain(text);
    await expect(mermaid.parse(source)).resolves.toBeTruthy();
  });

  it.each([
    'A "quote" (paren) [bracket] {brace} <tag> #hash; semi: colon | pipe `tick` & amp % percent \\ back',
    '- A "quote" (paren)\n- [bracket] {brace} <tag>\n- #hash; semi: colon | pipe\n- `tick` & amp % percent \\ back\n- end',
    "Alice sends Bob {json}: x. Bob replies to Alice with #1; ok. end sends loop. Note asks end",
    "- Design: phase #1 (alpha) 2 weeks\n- Build; {beta} 3 weeks\n- Launch: end 1 day",
    "first end, then subgraph, then graph TD, finally click",
    "%% comment\n- style A\n- classDef x\n- click",
  ])("text mermaid reads as syntax still parses: %j", async (description) => {
    await expect(mermaid.parse(draftDiagram(description, TEST_NOW))).resolves.toBeTruthy();
  });

  it("caps the number of steps", async () => {
    const description = Array.from({ length: 40 }, (_, i) => `- Step number ${i + 1}`).join("\n");
    const source = draftDiagram(description, TEST_NOW);
    expect(source.match(/\["/g)).toHaveLength(MAX_DIAGRAM_STEPS);
    await expect(mermaid.parse(source)).resolves.toBeTruthy();
  });

  it("streams Mermaid source only as the diagram task", async () => {
    const run = await runOffline({
      kind: "diagram",
      description: CASES["a numbered step list"]?.description ?? "",
    });
    expect(run.text).toBe(draftDiagram(CASES["a numbered step list"]?.description ?? "", TEST_NOW));
    await expect(mermaid.parse(run.text)).resolves.toBeTruthy();
  });
});
