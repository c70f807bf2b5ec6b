/**
 * Offline section actions: Markdown in, Markdown out, deterministic; code blocks (the Gantt
 * chart) and tables pass through unchanged.
 */
import { describe, expect, it } from "vitest";
import { SECTION_ACTIONS } from "@/lib/ai/modes";
import {
  applySectionAction,
  formalText,
  SHORTEN_MAX_LIST_ITEMS,
} from "@/server/services/ai/offline/section-actions";
import { SECTION_GUIDANCE } from "@/server/services/ai/offline/section-guidance";
import { runOffline } from "./offline-run";
import { planContext } from "./plan-context";
import { SAAS_BRIEF } from "./briefs";

const BODY = `We need to ship the MVP fast. It's gonna be tight, but the team can't slip past the deadline! We'll review weekly.

* sign-up with google
* sales dashboard,with charts
* CSV export
* billing
* admin tools
* reports
* dark mode
* help centre
* onboarding emails
* audit log
* api keys
* webhooks

\`\`\`mermaid
gantt
  dateFormat YYYY-MM-DD
  Build :a1, 2027-01-04, 5d
\`\`\``;

const section = { kind: "scope" as const, title: "Scope", body: BODY };
const GANTT = BODY.slice(BODY.indexOf("```mermaid"));

describe("section actions", () => {
  it("shorten keeps the first sentence and the main bullets, and the chart", () => {
    const short = applySectionAction("shorten", section);
    expect(short.length).toBeLessThan(BODY.length);
    expect(short).toMatch(/^We need to ship the MVP fast\.\n/);
    expect(short).not.toContain("review weekly");
    expect(short.match(/^\* /gm)).toHaveLength(SHORTEN_MAX_LIST_ITEMS);
    expect(short).toContain("* sign-up with google");
    expect(short.endsWith(GANTT)).toBe(true);
  });

  it("shorten keeps each paragraph's first sentence, or the first of one-sentence paragraphs", () => {
    const long = "One a. One b. One c.\n\nTwo a. Two b. Two c.\n\nThree a. Three b. Three c.";
    expect(applySectionAction("shorten", { ...section, body: long })).toBe(
      "One a.\n\nTwo a.\n\nThree a.",
    );
    const terse = "One.\n\nTwo.\n\nThree.\n\n- a\n- b";
    expect(applySectionAction("shorten", { ...section, body: terse })).toBe("One.\n\n- a");
  });

  it("shorten does not cut a sentence at an abbreviation's period", () => {
    const body =
      "Crumb & Co. needs a new website, e.g. with online orders. The current site is slow. Dr. Ada Lane approves it.";
    expect(applySectionAction("shorten", { ...section, body })).toBe(
      "Crumb & Co. needs a new website, e.g. with online orders.",
    );
    const names = "Meet Dr. Lane at Main St. Station first. Then call Acme Inc. Sales.";
    expect(applySectionAction("shorten", { ...section, body: names })).toBe(
      "Meet Dr. Lane at Main St. Station first.",
    );
  });

  it("expand adds the section kind's questions and placeholders", () => {
    const long = applySectionAction("expand", section);
    expect(long.startsWith(BODY)).toBe(true);
    for (const question of SECTION_GUIDANCE.scope.questions) expect(long).toContain(question);
    expect(long).toMatch(/_\[In scope\]_/);
  });

  it("formal spells out contractions and replaces informal words, leaving code alone", () => {
    const formal = applySectionAction("formal", section);
    expect(formal).toContain(
      "It is going to be tight, but the team cannot slip past the deadline.",
    );
    expect(formal).toContain("We will review weekly.");
    expect(formal).not.toMatch(/gonna|can't|!/);
    expect(formal.endsWith(GANTT)).toBe(true);
    expect(formalText("Let's figure out the stuff ASAP, OK?")).toBe(
      "Let us determine the material as soon as possible, acceptable?",
    );
  });

  it("improve tidies capitalisation, punctuation and list markers", () => {
    const better = applySectionAction("improve", {
      ...section,
      body: "we need  the mvp .it should work\n\n* sign-up with google\n+ sales dashboard,with charts\n\n| a | b |\n| - | - |",
    });
    expect(better).toBe(
      "We need the mvp. It should work.\n\n- Sign-up with google\n- Sales dashboard, with charts\n\n| a | b |\n| - | - |",
    );
  });

  it("translate says honestly that a provider is needed and leaves the text", () => {
    const out = applySectionAction("translate", section, "German");
    expect(out.startsWith(BODY)).toBe(true);
    expect(out).toMatch(/Translation to German needs an AI provider/);
  });

  it.each(SECTION_ACTIONS)("%s streams as the section_action task", async (action) => {
    const plan = planContext(SAAS_BRIEF);
    const target = plan.sections.find((s) => s.kind === "risks");
    if (!target) throw new Error("no risks section");
    const { id: _id, ...rest } = target;
    const run = await runOffline({
      kind: "section_action",
      action,
      language: "French",
      section: rest,
    });
    expect(run.text).toBe(applySectionAction(action, rest, "French"));
    expect(run.text.length).toBeGreaterThan(0);
  });
});
