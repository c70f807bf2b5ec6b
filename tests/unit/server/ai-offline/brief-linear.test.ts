/**
 * Reading a brief is linear: hostile briefs of the largest size the offline planner reads
 * (BRIEF_MAX_LENGTH) are read, and drafted into a plan, with work proportional to their length,
 * counted by measureTextWork (characters and elements covered) and the elements the extractors
 * collect, never by the clock.
 */
import { describe, expect, it } from "vitest";
import { PLAN_CUSTOMIZATION_DEFAULTS } from "@/lib/plans/customization-rules";
import { extractBriefFacts } from "@/server/services/ai/offline/brief-facts";
import { BRIEF_MAX_LENGTH } from "@/server/services/ai/offline/brief-tokens";
import { draftPlan } from "@/server/services/ai/offline/draft-plan";
import { expectLinear } from "./linear-work";

const MAX = BRIEF_MAX_LENGTH;
/** Work allowed per input character; a quadratic step covers thousands per character here. */

const fill = (unit: string, length = MAX) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const HOSTILE: Record<string, string> = {
  "one run of digits": fill("7"),
  "digits with thousands separators": fill("1,"),
  "digits with decimal points": fill("1."),
  "currency signs": fill("$"),
  "currency signs and digits": fill("$1"),
  "euro ranges": fill("€10k–15k "),
  "ranges without an end": fill("10 to "),
  "amounts in a budget sentence": `Budget ${fill("5 ", MAX - 7)}`,
  "by by by": fill("by "),
  "dates without a year": fill("by 1 March "),
  "ISO dates, half written": fill("2027-01-"),
  durations: fill("in 3 weeks "),
  bullets: fill("- \n"),
  "features header, then bullets": `Features:\n${fill("- a\n", MAX - 10)}`,
  "must must must": fill("must "),
  "must with lists": fill("must a, b, "),
  "for Capitalised": fill("for Acme "),
  "aimed at": fill("aimed at "),
  labels: fill("Client: a\n"),
  "risk words": fill("risk "),
  "spaces before U+2028": `${" ".repeat(MAX - 1)}\u2028`,
  "one long word": fill("a"),
  "line breaks": fill("\r\n"),
  "numbered items": fill("1. "),
};

describe("extractBriefFacts and draftPlan: linear on hostile briefs", () => {
  it.each(Object.entries(HOSTILE))("%s", (name, brief) => {
    expect(brief.length).toBe(MAX);
    expectLinear(`facts of ${name}`, brief.length, () => extractBriefFacts(brief));
    const facts = extractBriefFacts(brief);
    expectLinear(`draft of ${name}`, brief.length, () =>
      draftPlan(brief, facts, PLAN_CUSTOMIZATION_DEFAULTS, new Date("2026-11-24T00:00:00Z")),
    );
  });

  it("reads no further than BRIEF_MAX_LENGTH", () => {
    const facts = extractBriefFacts(`${" ".repeat(MAX)}Budget: $5,000`);
    expect(facts.budget).toBeUndefined();
  });
});
