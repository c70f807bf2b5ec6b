/**
 * The offline planner's other paths are linear too: chat, plan chat, section actions, diagram
 * drafting and repair, cover letters and the streaming split, each on hostile input of the
 * largest size it reads, with work counted by measureWork of linear-work.ts (as in
 * brief-linear.test.ts), never by the clock.
 */
import { describe, expect, it } from "vitest";
import { SECTION_ACTIONS } from "@/lib/ai/modes";
import { DIAGRAM_MAX_TEXT_SIZE } from "@/lib/diagrams/renderer-constants";
import { chatReply } from "@/server/services/ai/offline/chat-reply";
import { writeCoverLetter } from "@/server/services/ai/offline/cover-letter";
import { draftDiagram } from "@/server/services/ai/offline/diagram-draft";
import { repairDiagram } from "@/server/services/ai/offline/diagram-repair";
import { splitIntoPieces } from "@/server/services/ai/offline/offline-stream";
import { splitUserMessage } from "@/server/services/ai/offline/prompt-reading";
import { OFFLINE_TEXT_MAX_LENGTH } from "@/server/services/ai/offline/offline-task-schema";
import type { OfflinePlanContext } from "@/server/services/ai/offline/offline-task";
import { planChatReply } from "@/server/services/ai/offline/plan-chat-reply";
import { applySectionAction } from "@/server/services/ai/offline/section-actions";
import { expectLinear } from "./linear-work";
import { TEST_NOW } from "./offline-run";

const MAX = OFFLINE_TEXT_MAX_LENGTH;

const fill = (unit: string, length = MAX) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const HOSTILE: Record<string, string> = {
  spaces: `a${" ".repeat(MAX - 2)}b`,
  "one long word": fill("a"),
  "full stops between letters": fill("a."),
  "full stops after long words": fill("abcdefghij. "),
  "opening brackets": fill("A["),
  "open parentheses": fill("(("),
  "brackets after ids": fill("A[x --> "),
  quotes: fill('"a'),
  pipes: fill("A -->|"),
  "single-dash arrows": fill("A -> "),
  "double arrows": fill("-->"),
  "first then then": fill("then "),
  "bullets with durations": fill("- a 2 weeks\n"),
  "sends sends": fill("A sends B "),
  "digits and days": fill("1 days "),
  "colons and digits": fill("a: 1"),
  "list items": fill("- \n"),
  subgraphs: fill("subgraph a\n"),
  ends: fill("end\n"),
  contractions: fill("can't won't it's "),
  "looking for": fill("looking for "),
  "experience with": fill("experience with a, "),
  "shorten the risks": fill("shorten the risks "),
  "add a section about": fill("add a section about "),
  delete: fill("delete "),
  "hash and quotes in labels": fill('- "#<>\n'),
  "spaces before U+2028": `${" ".repeat(MAX - 1)}\u2028`,
};

const planWith = (body: string): OfflinePlanContext => ({
  planId: "p",
  title: "Plan",
  summary: body.slice(0, 2_000),
  sections: [
    { id: "s1", kind: "overview", title: "Overview", body },
    { id: "s2", kind: "risks", title: "Risks", body },
    { id: "s3", kind: "timeline", title: "Timeline", body },
    { id: "s4", kind: "budget", title: "Budget", body },
    { id: "s5", kind: "scope", title: "Scope", body },
  ],
});

const TOOLS = new Set(["propose_section_change", "propose_new_section"]);

describe("offline planner paths: linear on hostile input", () => {
  it.each(Object.entries(HOSTILE))(
    "%s",
    (name, text) => {
      expect(text.length).toBe(MAX);
      expectLinear(`chat: ${name}`, MAX, () => chatReply({ words: text, material: "" }, TEST_NOW));
      expectLinear(`chat attachment: ${name}`, MAX, () =>
        chatReply({ words: "Make a plan from this", material: text }, TEST_NOW),
      );
      const wrapped = `Draw a diagram <data source="a.txt">\n\`\`\`\n${text}\n\`\`\`\n</data>`;
      expectLinear(`data blocks: ${name}`, wrapped.length, () => splitUserMessage(wrapped));
      expectLinear(`diagram: ${name}`, MAX, () => draftDiagram(text, TEST_NOW));
      const source = text.slice(0, DIAGRAM_MAX_TEXT_SIZE);
      expectLinear(`repair: ${name}`, source.length, () => repairDiagram(source, "Parse error"));
      expectLinear(`flowchart repair: ${name}`, source.length, () =>
        repairDiagram(`flowchart TD\n${source}`.slice(0, DIAGRAM_MAX_TEXT_SIZE), ""),
      );
      expectLinear(`pieces: ${name}`, MAX, () => splitIntoPieces(text));
      for (const action of SECTION_ACTIONS) {
        expectLinear(`${action}: ${name}`, MAX, () =>
          applySectionAction(action, { kind: "risks", title: "Risks", body: text }),
        );
      }
      const plan = planWith(text);
      expectLinear(`plan chat message: ${name}`, MAX, () =>
        planChatReply(planWith("Short."), text, TOOLS, []),
      );
      for (const message of [
        "What is missing?",
        "shorten the risks",
        "make the scope more formal",
        "sections?",
      ]) {
        expectLinear(`plan chat "${message}" on ${name}`, 5 * MAX, () =>
          planChatReply(plan, message, TOOLS, []),
        );
      }
      expectLinear(`cover letter: ${name}`, 6 * MAX, () =>
        writeCoverLetter({
          kind: "cover_letter",
          plan,
          jobPost: text,
          tone: "professional",
          length: "long",
        }),
      );
    },
    60_000,
  );
});
