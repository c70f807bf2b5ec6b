/**
 * The "plan" task: a whole plan drafted from a brief (draftPlan), written as Markdown the
 * plan-AI feature parses — a `# Title` line, the summary, then one `## Title` heading per
 * section in order. The timeline section holds the ```mermaid gantt block; the next steps come
 * last (as their own section when the structure has none).
 */
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  type CurrencyCode,
  type DefaultSectionKind,
} from "@/lib/plans/customization-rules";
import { extractBriefFacts } from "./brief-facts";
import { draftPlan } from "./draft-plan";
import type { OfflineTask } from "./offline-task";

type PlanTask = Extract<OfflineTask, { kind: "plan" }>;

/** Headings and the summary are one line each, so a brief cannot start a heading of its own. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function planMarkdown(task: PlanTask): string {
  const today = new Date(`${task.today}T00:00:00Z`);
  // A "custom" kind has no preset title or content, so it cannot be a default section.
  const defaultSections = task.customization.defaultSections.filter(
    (kind): kind is DefaultSectionKind => kind !== "custom",
  );
  const { currency: code, hourlyRateCents } = task.customization;
  const currency: CurrencyCode = Object.hasOwn(CURRENCIES, code)
    ? (code as CurrencyCode)
    : DEFAULT_CURRENCY;
  const customization = { defaultSections, currency, hourlyRateCents };
  const draft = draftPlan(task.brief, extractBriefFacts(task.brief), customization, today);
  const parts = [`# ${oneLine(draft.title)}`, oneLine(draft.summary)];
  for (const section of draft.sections) {
    parts.push(`## ${oneLine(section.title)}`, section.body.trim());
  }
  if (!draft.sections.some((section) => section.kind === "next_steps")) {
    parts.push("## Next steps", draft.nextSteps.map((step) => `- ${step}`).join("\n"));
  }
  return `${parts.join("\n\n")}\n`;
}

/**
 * The `## ` headings the plan task will write, in order, for progress ("Writing section 3 of 8")
 * before the stream has reached them: the offline planner picks its template's sections when
 * the owner kept the default ones, so the count depends on the brief.
 */
export function planSectionTitles(task: PlanTask): string[] {
  return planMarkdown(task)
    .split("\n")
    .filter((line) => line.startsWith("## "))
    .map((line) => line.slice(3));
}
