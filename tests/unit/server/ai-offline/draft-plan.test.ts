// @vitest-environment happy-dom
/**
 * The offline planner's draft: sections filled from the brief, no figures the brief, the owner's
 * rate or the schedule did not give, and a Gantt chart on the stated timeline that the real
 * mermaid 11 parser accepts (happy-dom is enough for mermaid.parse).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Mermaid } from "mermaid";
import {
  DEFAULT_SECTION_KINDS,
  PLAN_CUSTOMIZATION_DEFAULTS,
} from "@/lib/plans/customization-rules";
import { extractBriefFacts } from "@/server/services/ai/offline/brief-facts";
import {
  draftPlan,
  type DraftCustomization,
  type PlanDraft,
} from "@/server/services/ai/offline/draft-plan";
import { PLAN_TEMPLATES } from "@/server/services/ai/offline/plan-templates";
import { MARKETING_BRIEF, MOBILE_BRIEF, SAAS_BRIEF, VAGUE_BRIEF, WEDDING_BRIEF } from "./briefs";

const TODAY = new Date("2026-11-24T15:30:00Z");
const DEFAULTS: DraftCustomization = {
  defaultSections: [...DEFAULT_SECTION_KINDS],
  currency: PLAN_CUSTOMIZATION_DEFAULTS.currency,
  hourlyRateCents: null,
};

let mermaid: Mermaid;
beforeAll(async () => {
  mermaid = (await import("mermaid")).default;
  mermaid.initialize({ startOnLoad: false });
});

const draft = (brief: string, customization = DEFAULTS) =>
  draftPlan(brief, extractBriefFacts(brief), customization, TODAY);

function ganttOf(plan: PlanDraft): string {
  const body = plan.sections.find((section) => section.kind === "timeline")?.body ?? "";
  const match = /```mermaid\n([^`]*)\n```/.exec(body);
  if (!match?.[1]) throw new Error(`no Gantt chart in:\n${body}`);
  return match[1];
}

/** Parses like the app does, then lets mermaid compute every task's dates. */
async function ganttTasks(source: string) {
  await mermaid.parse(source);
  const diagram = (await mermaid.mermaidAPI.getDiagramFromText(source)) as unknown as {
    db: { getTasks: () => { task: string; startTime: Date; endTime: Date; milestone?: boolean }[] };
  };
  return diagram.db.getTasks();
}

const ymd = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

describe("draftPlan: sections", () => {
  it("fills the template's sections from a SaaS brief, all non-empty", () => {
    const plan = draft(SAAS_BRIEF);
    expect(plan.title).toBe("Software project for Acme Analytics Ltd");
    expect(plan.sections.map((section) => section.kind)).toEqual([
      ...PLAN_TEMPLATES.software.sections,
    ]);
    for (const section of plan.sections) expect(section.body.trim()).not.toBe("");
    const scope = plan.sections.find((section) => section.kind === "scope")?.body;
    expect(scope).toContain("- CSV export");
    const budget = plan.sections.find((section) => section.kind === "budget")?.body;
    expect(budget).toContain("$10,000 – $15,000");
    expect(budget).toContain("No estimate");
    expect(plan.nextSteps.length).toBeGreaterThan(0);
  });

  it("writes no figures into a draft of a brief that has none (the schedule aside)", () => {
    const plan = draft(VAGUE_BRIEF);
    expect(plan.title).not.toMatch(/\d/);
    expect(plan.summary).not.toMatch(/\d/);
    for (const section of plan.sections) {
      if (section.kind !== "timeline") expect(section.body, section.kind).not.toMatch(/\d/);
    }
    const timeline = plan.sections.find((section) => section.kind === "timeline")?.body;
    expect(timeline).toContain("The brief states no timeline");
    expect(plan.sections.find((section) => section.kind === "budget")?.body).toContain(
      "The brief states no budget",
    );
    expect(plan.nextSteps).toContain("Agree a budget with the client.");
  });

  it.each([
    "Plan a wedding for Sarah and Tom in the Lake District.",
    "A research study on how remote teams run retrospectives.",
    "A marketing campaign for a coffee brand, aimed at students.",
    "An iOS app for dog walkers.",
    "Consulting: an audit of our support processes.",
  ])("writes no figures outside the timeline for a figure-free brief: %s", (brief) => {
    const plan = draft(brief);
    for (const section of plan.sections) {
      if (section.kind !== "timeline") expect(section.body, section.kind).not.toMatch(/\d/);
    }
    expect(`${plan.title} ${plan.summary} ${plan.nextSteps.join(" ")}`).not.toMatch(/\d/);
  });

  it("estimates the cost from the owner's hourly rate, in the owner's currency", () => {
    const plan = draft(MOBILE_BRIEF, { ...DEFAULTS, currency: "EUR", hourlyRateCents: 8_000 });
    const template = PLAN_TEMPLATES.mobile_app;
    const hours = template.baseHours + template.hoursPerFeature * 3;
    const budget = plan.sections.find((section) => section.kind === "budget")?.body ?? "";
    expect(budget).toContain(`about ${hours} hours at €80 per hour`);
    expect(budget).toContain(`€${(hours * 80).toLocaleString("en-US")}`);
    expect(budget).toContain("€8,000 – €12,000");
  });

  it("says when the brief's currency differs from the owner's", () => {
    const plan = draft(WEDDING_BRIEF, { ...DEFAULTS, currency: "USD", hourlyRateCents: 5_000 });
    const budget = plan.sections.find((section) => section.kind === "budget")?.body ?? "";
    expect(budget).toContain("in GBP and your estimates are in USD");
  });

  it("follows the owner's own default sections, keeping a timeline for the Gantt chart", () => {
    const plan = draft(SAAS_BRIEF, {
      ...DEFAULTS,
      defaultSections: ["overview", "budget", "next_steps"],
    });
    expect(plan.sections.map((section) => section.kind)).toEqual([
      "overview",
      "budget",
      "timeline",
      "next_steps",
    ]);
  });
});

describe("draftPlan: the Gantt chart", () => {
  it("spans 'in 8 weeks' from today, and mermaid computes the same dates", async () => {
    const source = ganttOf(draft(SAAS_BRIEF));
    expect(source).toContain("dateFormat YYYY-MM-DD");
    const tasks = await ganttTasks(source);
    const phases = tasks.filter((task) => !task.milestone);
    expect(phases.map((task) => task.task)).toEqual(
      PLAN_TEMPLATES.software.phases.map((phase) => phase.name),
    );
    expect(ymd(phases[0]!.startTime)).toBe("2026-11-24");
    expect(ymd(phases.at(-1)!.endTime)).toBe("2027-01-19"); // 24 Nov + 56 days
    // Each phase starts when the one before it ends.
    for (let i = 1; i < phases.length; i += 1) {
      expect(phases[i]!.startTime.getTime()).toBe(phases[i - 1]!.endTime.getTime());
    }
  });

  it("ends on a stated deadline ('Deadline: 2027-05-31')", async () => {
    const tasks = await ganttTasks(ganttOf(draft(MOBILE_BRIEF)));
    const phases = tasks.filter((task) => !task.milestone);
    expect(ymd(phases[0]!.startTime)).toBe("2026-11-24");
    expect(ymd(phases.at(-1)!.endTime)).toBe("2027-05-31");
  });

  it("ends at the end of the month for 'by March 2027', and on the next such date without a year", async () => {
    const march = (await ganttTasks(ganttOf(draft(MARKETING_BRIEF)))).filter(
      (task) => !task.milestone,
    );
    expect(ymd(march.at(-1)!.endTime)).toBe("2027-03-31");
    // 1 November is past on 24 November 2026, so "by 1 November" is 2027's.
    const november = (await ganttTasks(ganttOf(draft("A website, live by 1 November.")))).filter(
      (task) => !task.milestone,
    );
    expect(ymd(november.at(-1)!.endTime)).toBe("2027-11-01");
  });

  it("says so when the stated deadline has passed, and schedules the typical length instead", async () => {
    const plan = draft("A website, live by 2026-01-15.");
    const timeline = plan.sections.find((section) => section.kind === "timeline")?.body ?? "";
    expect(timeline).toContain("deadline (2026-01-15) is not after today");
    const phases = (await ganttTasks(ganttOf(plan))).filter((task) => !task.milestone);
    const days = (phases.at(-1)!.endTime.getTime() - phases[0]!.startTime.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(PLAN_TEMPLATES.website.typicalDays);
  });

  it("keeps a client name with Mermaid syntax in it from breaking the chart", async () => {
    for (const client of [
      "Acme %% comment",
      "Acme: #1 {{x}}",
      "Acme \\n section Evil",
      "Acme `x` --> y",
    ]) {
      const plan = draft(`Client: ${client}\nA website in 4 weeks.`);
      const source = ganttOf(plan);
      const tasks = (await ganttTasks(source)).filter((task) => !task.milestone);
      expect(
        tasks.map((task) => task.task),
        source,
      ).toEqual(PLAN_TEMPLATES.website.phases.map((phase) => phase.name));
      expect(source.split("\n")).toHaveLength(4 + PLAN_TEMPLATES.website.phases.length + 2);
    }
  });

  it("says so when a passed deadline is dropped for a stated length, or a deadline is years away", async () => {
    const plan = draft("A website in 4 weeks; the old deadline was 2026-01-15.");
    const timeline = plan.sections.find((section) => section.kind === "timeline")?.body ?? "";
    expect(timeline).toContain("deadline (2026-01-15) is not after today");
    expect(timeline).toContain("The brief states the length: 4 weeks.");
    const far = draft("A website, live by 2099-12-31.");
    const farTimeline = far.sections.find((section) => section.kind === "timeline")?.body ?? "";
    expect(farTimeline).toContain("deadline (2099-12-31) is more than five years away");
    const phases = (await ganttTasks(ganttOf(far))).filter((task) => !task.milestone);
    expect(ymd(phases.at(-1)!.endTime) < "2099-01-01").toBe(true);
  });

  it("parses for every template, with and without a timeline", async () => {
    for (const brief of [
      VAGUE_BRIEF,
      WEDDING_BRIEF,
      "A wedding in 3 days.",
      "Research: 2 years.",
    ]) {
      const tasks = await ganttTasks(ganttOf(draft(brief)));
      expect(tasks.length).toBeGreaterThan(1);
    }
  });
});
