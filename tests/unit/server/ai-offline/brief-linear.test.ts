/**
 * Reading a brief is linear: on hostile briefs, the work of reading one (and of drafting a plan
 * from it) grows with its length, never with its square: expectLinearGrowth compares a brief of
 * an eighth and of half the largest size the offline planner reads (BRIEF_MAX_LENGTH), with
 * work counted by measureTextWork (characters and elements covered), never by the clock, and
 * under OFFLINE_WORK_PER_CHARACTER per character.
 */
import { describe, expect, it } from "vitest";
import { PLAN_CUSTOMIZATION_DEFAULTS } from "@/lib/plans/customization-rules";
import { extractBriefFacts } from "@/server/services/ai/offline/brief-facts";
import { BRIEF_MAX_LENGTH } from "@/server/services/ai/offline/brief-tokens";
import { draftPlan } from "@/server/services/ai/offline/draft-plan";
import { expectLinearGrowth } from "../../../helpers/linear-growth";
import {
  fillWith as fill,
  OFFLINE_LINEAR_TIMEOUT_MS,
  OFFLINE_SIZE,
  OFFLINE_WORK_PER_CHARACTER,
} from "./offline-linear-sizes";

const MAX = BRIEF_MAX_LENGTH;
const maxWork = (length: number) => OFFLINE_WORK_PER_CHARACTER * length;

/** Hostile briefs of a given length. */
const HOSTILE: Record<string, (length: number) => string> = {
  "one run of digits": fill("7"),
  "digits with thousands separators": fill("1,"),
  "digits with decimal points": fill("1."),
  "currency signs": fill("$"),
  "currency signs and digits": fill("$1"),
  "euro ranges": fill("€10k–15k "),
  "ranges without an end": fill("10 to "),
  "amounts in a budget sentence": (n) => `Budget ${fill("5 ")(n - 7)}`,
  "by by by": fill("by "),
  "dates without a year": fill("by 1 March "),
  "ISO dates, half written": fill("2027-01-"),
  durations: fill("in 3 weeks "),
  bullets: fill("- \n"),
  "features header, then bullets": (n) => `Features:\n${fill("- a\n")(n - 10)}`,
  "must must must": fill("must "),
  "must with lists": fill("must a, b, "),
  "for Capitalised": fill("for Acme "),
  "aimed at": fill("aimed at "),
  labels: fill("Client: a\n"),
  "risk words": fill("risk "),
  "spaces before U+2028": (n) => `${" ".repeat(n - 1)}\u2028`,
  "one long word": fill("a"),
  "line breaks": fill("\r\n"),
  "numbered items": fill("1. "),
};

const NOW = new Date("2026-11-24T00:00:00Z");

describe("extractBriefFacts and draftPlan: linear on hostile briefs", () => {
  it.each(Object.entries(HOSTILE))("%s", { timeout: OFFLINE_LINEAR_TIMEOUT_MS }, (name, brief) => {
    expect(brief(MAX).length).toBeLessThanOrEqual(MAX);
    expectLinearGrowth(`facts of ${name}`, brief, extractBriefFacts, {
      size: OFFLINE_SIZE,
      maxWork,
    });
    // The facts are read outside the measurement: only the drafting is counted.
    const withFacts = (length: number) => {
      const text = brief(length);
      return { text, facts: extractBriefFacts(text) };
    };
    expectLinearGrowth(
      `draft of ${name}`,
      withFacts,
      ({ text, facts }) => draftPlan(text, facts, PLAN_CUSTOMIZATION_DEFAULTS, NOW),
      { size: OFFLINE_SIZE, maxWork },
    );
  });

  it("reads no further than BRIEF_MAX_LENGTH", () => {
    const facts = extractBriefFacts(`${" ".repeat(MAX)}Budget: $5,000`);
    expect(facts.budget).toBeUndefined();
  });
});
