/**
 * The offline planner's other paths are linear too: chat, plan chat, section actions, diagram
 * drafting and repair, cover letters and the streaming split. On hostile input, each path's work
 * grows with the input, never with its square (expectLinearGrowth, as in brief-linear.test.ts:
 * work counted by measureTextWork, never by the clock, and under OFFLINE_WORK_PER_CHARACTER per
 * character of everything the path reads).
 */
import { describe, expect, it } from "vitest";
import { SECTION_ACTIONS } from "@/lib/ai/modes";
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
import { expectLinearGrowth } from "../../../helpers/linear-growth";
import { TEST_NOW } from "./offline-run";
import {
  fillWith as fill,
  OFFLINE_LINEAR_TIMEOUT_MS,
  OFFLINE_SIZE,
  OFFLINE_WORK_PER_CHARACTER,
} from "./offline-linear-sizes";

const MAX = OFFLINE_TEXT_MAX_LENGTH;

/** Hostile input of a given length. */
const HOSTILE: Record<string, (length: number) => string> = {
  spaces: (n) => `a${" ".repeat(n - 2)}b`,
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
  "spaces before U+2028": (n) => `${" ".repeat(n - 1)}\u2028`,
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

/**
 * Each path as one call on a text, with how many times the text it reads (a plan of five
 * sections holding the text reads it five times, a cover letter six).
 */
const PATHS: [name: string, run: (text: string) => unknown, copies?: number][] = [
  ["chat", (text) => chatReply({ words: text, material: "" }, TEST_NOW)],
  [
    "chat attachment",
    (text) => chatReply({ words: "Make a plan from this", material: text }, TEST_NOW),
  ],
  [
    "data blocks",
    (text) =>
      splitUserMessage(`Draw a diagram <data source="a.txt">\n\`\`\`\n${text}\n\`\`\`\n</data>`),
  ],
  ["diagram", (text) => draftDiagram(text, TEST_NOW)],
  ["repair", (text) => repairDiagram(text, "Parse error")],
  ["flowchart repair", (text) => repairDiagram(`flowchart TD\n${text}`, "")],
  ["pieces", (text) => splitIntoPieces(text)],
  ...SECTION_ACTIONS.map((action): [string, (text: string) => unknown] => [
    action,
    (text) => applySectionAction(action, { kind: "risks", title: "Risks", body: text }),
  ]),
  ["plan chat message", (text) => planChatReply(planWith("Short."), text, TOOLS, [])],
  ...["What is missing?", "shorten the risks", "make the scope more formal", "sections?"].map(
    (message): [string, (text: string) => unknown, number] => [
      `plan chat "${message}"`,
      (text) => planChatReply(planWith(text), message, TOOLS, []),
      5,
    ],
  ),
  [
    "cover letter",
    (text) =>
      writeCoverLetter({
        kind: "cover_letter",
        plan: planWith(text),
        jobPost: text,
        tone: "professional",
        length: "long",
      }),
    6,
  ],
];

describe("offline planner paths: linear on hostile input", () => {
  it.each(Object.entries(HOSTILE))("%s", { timeout: OFFLINE_LINEAR_TIMEOUT_MS }, (name, text) => {
    expect(text(MAX).length).toBeLessThanOrEqual(MAX);
    for (const [path, run, copies = 1] of PATHS) {
      expectLinearGrowth(`${path}: ${name}`, text, run, {
        size: OFFLINE_SIZE,
        maxWork: (length) => OFFLINE_WORK_PER_CHARACTER * copies * length,
      });
    }
  });
});
