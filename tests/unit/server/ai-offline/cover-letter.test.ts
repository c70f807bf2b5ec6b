/**
 * Offline cover letters: the post's own words in the hook, the plan's scope, schedule and budget,
 * a length within COVER_LETTER_WORDS for every tone, and no figure that neither text contains.
 */
import { describe, expect, it } from "vitest";
import { COVER_LETTER_LENGTHS, COVER_LETTER_TONES, COVER_LETTER_WORDS } from "@/lib/ai/modes";
import { writeCoverLetter } from "@/server/services/ai/offline/cover-letter";
import { countWords } from "@/server/services/ai/offline/markdown-blocks";
import type { OfflinePlanContext } from "@/server/services/ai/offline/offline-task";
import { runOffline } from "./offline-run";
import { planContext } from "./plan-context";
import { SAAS_BRIEF, VAGUE_BRIEF } from "./briefs";

const JOB_POST = `We are looking for a full-stack developer to build an analytics dashboard for our Shopify merchants.

Requirements:
- React and TypeScript
- Stripe billing
- Experience with the Shopify API

The project should take about 2 months. Budget is flexible for the right person.`;

const EMPTY_PLAN: OfflinePlanContext = { planId: "p", title: "", summary: "", sections: [] };

const digitsOf = (text: string) => text.match(/\d+/g) ?? [];

describe("writeCoverLetter", () => {
  const plan = planContext(SAAS_BRIEF);

  it("hooks on the post's own words, names its skills and the plan's scope, schedule and budget", () => {
    const letter = writeCoverLetter({
      kind: "cover_letter",
      plan,
      jobPost: JOB_POST,
      tone: "professional",
      length: "long",
      authorName: "Ada Lovelace",
    });
    expect(letter).toMatch(/^Dear hiring manager,/);
    expect(letter).toContain("a full-stack developer to build an analytics dashboard");
    expect(letter).toContain("React and TypeScript");
    expect(letter).toContain(plan.title);
    expect(letter).toMatch(/Sales dashboard/);
    expect(letter).toMatch(/finishing by \d{4}-\d{2}-\d{2}/);
    expect(letter).toMatch(/\$10k–15k/);
    expect(letter).toMatch(/Kind regards,\nAda Lovelace$/);
  });

  it.each(
    COVER_LETTER_TONES.flatMap((tone) =>
      COVER_LETTER_LENGTHS.map((length) => [tone, length] as const),
    ),
  )("%s, %s: within the word bounds, with a rich and with an empty plan", (tone, length) => {
    const { min, max } = COVER_LETTER_WORDS[length];
    for (const [context, post] of [
      [plan, JOB_POST],
      [EMPTY_PLAN, ""],
      [planContext(VAGUE_BRIEF), "Need help."],
    ] as const) {
      const words = countWords(
        writeCoverLetter({ kind: "cover_letter", plan: context, jobPost: post, tone, length }),
      );
      expect(words).toBeGreaterThanOrEqual(min);
      expect(words).toBeLessThanOrEqual(max);
    }
  });

  it("invents no figures: every number comes from the plan or the post", () => {
    const sources = [JOB_POST, plan.title, plan.summary, ...plan.sections.map((s) => s.body)].join(
      "\n",
    );
    for (const tone of COVER_LETTER_TONES) {
      for (const length of COVER_LETTER_LENGTHS) {
        const letter = writeCoverLetter({
          kind: "cover_letter",
          plan,
          jobPost: JOB_POST,
          tone,
          length,
        });
        for (const figure of digitsOf(letter)) expect(sources).toContain(figure);
      }
      const bare = writeCoverLetter({
        kind: "cover_letter",
        plan: EMPTY_PLAN,
        jobPost: "We need a logo.",
        tone,
        length: "long",
      });
      expect(digitsOf(bare)).toEqual([]);
    }
  });

  it("changes its wording with the tone", () => {
    const letters = COVER_LETTER_TONES.map((tone) =>
      writeCoverLetter({ kind: "cover_letter", plan, jobPost: JOB_POST, tone, length: "medium" }),
    );
    expect(new Set(letters.map((letter) => letter.split("\n")[0])).size).toBeGreaterThan(2);
    expect(new Set(letters).size).toBe(COVER_LETTER_TONES.length);
  });

  it("streams as the cover_letter task", async () => {
    const task = {
      kind: "cover_letter" as const,
      plan,
      jobPost: JOB_POST,
      tone: "friendly" as const,
      length: "short" as const,
    };
    const run = await runOffline(task);
    expect(run.text).toBe(writeCoverLetter(task));
    expect(run.deltas.length).toBeGreaterThan(10);
  });
});
