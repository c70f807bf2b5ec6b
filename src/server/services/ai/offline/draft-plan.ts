/**
 * The offline planner's draft of a plan from a brief: each section filled from the facts the
 * brief states, the owner's customization for structure, currency and rate, and a Gantt chart on
 * the stated timeline. Where the brief is silent the section says so and turns it into a next
 * step, rather than making a figure up: the only numbers in a draft come from the brief, the
 * owner's hourly rate, or the schedule (whose basis the timeline section names).
 */
import { DEFAULT_SECTION_KINDS, type PlanCustomization } from "@/lib/plans/customization-rules";
import {
  PLAN_SUMMARY_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
  SECTION_KIND_TITLES,
  type SectionKind,
} from "@/lib/plans/plan-rules";
import type { BriefFacts } from "./brief-facts";
import { chooseTemplate, type PlanTemplate } from "./plan-templates";
import { buildSchedule, scheduleToGantt, type Schedule } from "./plan-schedule";
import { budgetBody, estimateHours } from "./draft-budget";

export interface DraftSection {
  kind: SectionKind;
  title: string;
  /** Markdown. */
  body: string;
}

export interface PlanDraft {
  title: string;
  summary: string;
  sections: DraftSection[];
  nextSteps: string[];
}

export type DraftCustomization = Pick<
  PlanCustomization,
  "defaultSections" | "currency" | "hourlyRateCents"
>;

/** How much of the brief the overview quotes. */
export const BRIEF_EXCERPT_MAX_LENGTH = 500;

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/**
 * The owner's default sections when they chose their own, otherwise the template's; a timeline
 * section is always kept, because the Gantt chart lives there.
 */
function sectionKinds(template: PlanTemplate, customization: DraftCustomization): SectionKind[] {
  const own = customization.defaultSections;
  const customised =
    own.length !== DEFAULT_SECTION_KINDS.length ||
    own.some((kind, i) => kind !== DEFAULT_SECTION_KINDS[i]);
  const kinds: SectionKind[] = customised ? [...own] : [...template.sections];
  if (!kinds.includes("timeline")) {
    const at = kinds.indexOf("next_steps");
    kinds.splice(at < 0 ? kinds.length : at, 0, "timeline");
  }
  return kinds;
}

function excerpt(brief: string): string {
  const text = brief
    .slice(0, BRIEF_EXCERPT_MAX_LENGTH * 2)
    .replace(/\s+/g, " ")
    .trim();
  return text.length > BRIEF_EXCERPT_MAX_LENGTH
    ? `${text.slice(0, BRIEF_EXCERPT_MAX_LENGTH)}…`
    : text;
}

function overviewBody(brief: string, facts: BriefFacts, template: PlanTemplate): string {
  const quote = excerpt(brief);
  return [
    `**Kind of project:** ${template.label}`,
    `**Client:** ${facts.client ?? "not named in the brief"}`,
    `**Audience:** ${facts.audience ?? "not stated in the brief"}`,
    quote ? `**The brief:**\n\n> ${quote}` : "The brief is empty.",
  ].join("\n\n");
}

function goalsBody(facts: BriefFacts, template: PlanTemplate): string {
  const audience = facts.audience ? [`Serve the stated audience: ${facts.audience}`] : [];
  return `${bullets([...audience, ...template.goals])}\n\nThe brief states no measurable goals yet; agree them with the client.`;
}

function scopeBody(facts: BriefFacts): string {
  if (facts.features.length === 0) {
    return "The brief does not list features or requirements. Agree what is in and out of scope before work starts.";
  }
  return `**In scope (from the brief):**\n\n${bullets(facts.features)}\n\n**Out of scope:** not stated in the brief; confirm it with the client.`;
}

function deliverablesBody(facts: BriefFacts, template: PlanTemplate): string {
  const own = facts.features.map((feature) => `- [ ] ${feature}`).join("\n");
  const usual = `**Usual for a ${template.label.toLowerCase()}:**\n\n${bullets(template.deliverables)}`;
  return own
    ? `**From the brief:**\n\n${own}\n\n${usual}`
    : `The brief names no deliverables.\n\n${usual}`;
}

function timelineBody(facts: BriefFacts, schedule: Schedule, gantt: string): string {
  const basis = {
    deadline: `The brief sets the deadline: ${facts.timeline?.deadline?.text ?? ""}.`,
    duration: `The brief states the length: ${facts.timeline?.durationText ?? ""}.`,
    typical: facts.timeline?.deadline
      ? "The schedule below uses the template's typical length. Agree new dates with the client."
      : "The brief states no timeline; the schedule below uses the template's typical length. Agree the real dates with the client.",
  }[schedule.basis];
  const ignored = schedule.ignoredDeadline
    ? `The brief's deadline (${facts.timeline?.deadline?.text ?? ""}) ${
        schedule.ignoredDeadline === "past" ? "is not after today" : "is more than five years away"
      }, so it is not used.`
    : "";
  const phases = schedule.phases.map(
    (phase) => `| ${phase.name} | ${phase.start} | ${phase.end} |`,
  );
  return [
    ignored ? `${ignored} ${basis}` : basis,
    `| Phase | Starts | Done by |\n| --- | --- | --- |\n${phases.join("\n")}`,
    `\`\`\`mermaid\n${gantt}\n\`\`\``,
  ].join("\n\n");
}

function risksBody(facts: BriefFacts, template: PlanTemplate): string {
  const stated =
    facts.risks.length > 0
      ? `**From the brief:**\n\n${bullets(facts.risks)}\n\n`
      : "The brief names no risks or constraints.\n\n";
  return `${stated}**Common for a ${template.label.toLowerCase()}:**\n\n${bullets(template.risks)}`;
}

function nextSteps(
  facts: BriefFacts,
  template: PlanTemplate,
  customization: DraftCustomization,
): string[] {
  const steps: string[] = [];
  if (!facts.client) steps.push("Confirm who the client and the decision maker are.");
  if (!facts.audience) steps.push("Agree who the work is for (the audience).");
  if (facts.features.length === 0) steps.push("List the must-have features or deliverables.");
  if (!facts.budget) steps.push("Agree a budget with the client.");
  if (!facts.timeline) steps.push("Agree a deadline, then adjust the schedule.");
  if (customization.hourlyRateCents === null) {
    steps.push("Set your hourly rate in plan customization to get a cost estimate.");
  }
  const firstPhase = template.phases[0]?.name.toLowerCase() ?? "the work";
  steps.push(`Hold a kick-off meeting and start with ${firstPhase}.`);
  steps.push("Review this draft with the client and send the plan for approval.");
  return steps;
}

function titleOf(brief: string, facts: BriefFacts, template: PlanTemplate): string {
  const title = facts.client
    ? `${template.label} for ${facts.client}`
    : `${template.label}: ${excerpt(brief).split(" ").slice(0, 8).join(" ") || "new plan"}`;
  return title.slice(0, PLAN_TITLE_MAX_LENGTH);
}

function summaryOf(facts: BriefFacts, template: PlanTemplate, schedule: Schedule): string {
  const parts = [
    `A ${template.label.toLowerCase()} plan${facts.client ? ` for ${facts.client}` : ""}`,
    facts.audience ? `aimed at ${facts.audience}` : "",
    facts.features.length > 0 ? `covering ${facts.features.slice(0, 3).join(", ")}` : "",
    schedule.basis === "typical" ? "" : `finishing by ${schedule.end}`,
  ].filter(Boolean);
  return `${parts.join(", ")}. Drafted offline from the brief; check every section before sharing.`.slice(
    0,
    PLAN_SUMMARY_MAX_LENGTH,
  );
}

export function draftPlan(
  brief: string,
  facts: BriefFacts,
  customization: DraftCustomization,
  today: Date,
): PlanDraft {
  const template = chooseTemplate(facts, brief);
  const schedule = buildSchedule(template, facts.timeline, today);
  const title = titleOf(brief, facts, template);
  const steps = nextSteps(facts, template, customization);
  const hours = estimateHours(template, facts);
  const bodies: Record<SectionKind, () => string> = {
    overview: () => overviewBody(brief, facts, template),
    goals: () => goalsBody(facts, template),
    scope: () => scopeBody(facts),
    deliverables: () => deliverablesBody(facts, template),
    timeline: () => timelineBody(facts, schedule, scheduleToGantt(schedule, title)),
    budget: () => budgetBody(facts.budget, hours, customization),
    risks: () => risksBody(facts, template),
    team: () =>
      `**Roles this kind of project usually needs:**\n\n${bullets(template.team)}\n\nThe brief does not say who is on the team.`,
    next_steps: () => bullets(steps),
    custom: () => "Add your own content here.",
  };
  const sections = sectionKinds(template, customization).map((kind) => ({
    kind,
    title: SECTION_KIND_TITLES[kind],
    body: bodies[kind](),
  }));
  return { title, summary: summaryOf(facts, template, schedule), sections, nextSteps: steps };
}
