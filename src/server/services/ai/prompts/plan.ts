/**
 * Instructions for writing a whole plan from a brief (/create-plan/new, mode 'plan'). The brief
 * and the owner's answers reach the model only through asData().
 */
import { SECTION_KIND_TITLES, type SectionKind } from "@/lib/plans/plan-rules";
import { asData, DATA_RULE } from "./data-block";

export interface PlanBriefInput {
  brief: string;
  audience?: string;
  budget?: string;
  timeline?: string;
}

/** The brief as the model (and the offline planner) sees it: the optional answers folded in. */
export function composeBrief(input: PlanBriefInput): string {
  const extras = [
    ["Audience", input.audience],
    ["Budget", input.budget],
    ["Timeline", input.timeline],
  ]
    .filter((pair): pair is [string, string] => Boolean(pair[1]?.trim()))
    .map(([label, value]) => `${label}: ${value.trim()}`);
  return [input.brief.trim(), ...extras].join("\n\n");
}

/** The sections a plan is asked for: the owner's defaults, always with a timeline. */
export function plannedSectionKinds(defaultSections: readonly SectionKind[]): SectionKind[] {
  const kinds = [...defaultSections];
  if (!kinds.includes("timeline")) {
    const at = kinds.indexOf("next_steps");
    kinds.splice(at < 0 ? kinds.length : at, 0, "timeline");
  }
  return kinds;
}

export function planSystemPrompt(input: {
  kinds: readonly SectionKind[];
  currency: string;
  hourlyRateCents: number | null;
  today: string;
}): string {
  const rate =
    input.hourlyRateCents === null
      ? "The owner has not set an hourly rate: do not invent one; show hours and leave the rate open."
      : `Price work at the owner's hourly rate of ${(input.hourlyRateCents / 100).toFixed(2)} ${input.currency}.`;
  return [
    "You are Plansmith's project planner. Write a complete, practical project plan in Markdown from the brief the user supplies.",
    "Start with a level-1 heading holding a short title for the plan, then one or two sentences summarising it.",
    `Then write exactly these sections, in this order, each starting with a level-2 heading (\`## Title\`): ${input.kinds
      .map((kind) => SECTION_KIND_TITLES[kind])
      .join(", ")}.`,
    "Use only facts the brief states. Where it is silent, say so and turn it into a next step instead of inventing figures, names or dates.",
    `In the Timeline section include a Mermaid Gantt chart in a \`\`\`mermaid fenced block starting with \`gantt\`, with \`dateFormat YYYY-MM-DD\`, explicit dates starting on ${input.today}, and phases that follow the stated timeline.`,
    `Write money in ${input.currency}. ${rate}`,
    "Answer with the plan's Markdown only: no preface, no closing remarks.",
    DATA_RULE,
  ].join("\n\n");
}

export function planUserPrompt(brief: string): string {
  return `Write the plan for this project brief.\n\n${asData("project brief", brief)}`;
}
