/**
 * The output check of a plan written by a model: its Markdown split into sections by the import
 * rules, at least one section, and a ```mermaid gantt block in the timeline section. A model
 * that forgot the chart does not fail the plan: the offline planner's schedule code draws one on
 * the timeline the brief states (a timeline section is added when there is none).
 */
import { AppError } from "@/lib/app-error";
import { AI_PLAN_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { PLAN_TITLE_MAX_LENGTH, SECTION_KIND_TITLES } from "@/lib/plans/plan-rules";
import { splitMarkdownIntoSections, type ImportedSection } from "@/lib/plans/markdown-sections";
import { extractBriefFacts } from "../offline/brief-facts";
import { chooseTemplate } from "../offline/plan-templates";
import { buildSchedule, scheduleToGantt } from "../offline/plan-schedule";

export interface WrittenPlan {
  title: string;
  summary: string;
  sections: ImportedSection[];
  /** Whether the Gantt chart was drawn here because the model left it out. */
  ganttAdded: boolean;
}

/** A ```mermaid (or ~~~mermaid) block whose first line of source is `gantt`. */
const GANTT_BLOCK = /^ {0,3}(`{3,}|~{3,})[ \t]*mermaid[ \t]*\n(?:\s*%%[^\n]*\n|\s*\n)*\s*gantt\b/im;

export function hasGanttBlock(markdown: string): boolean {
  return GANTT_BLOCK.test(markdown);
}

/** The plan's title: the brief's first line, as words, clipped at a word. */
export function titleFromBrief(brief: string): string {
  const firstLine =
    brief
      .split(/\r?\n/)
      .map((line) => line.replace(/^[#>*\-\s]+/, "").trim())
      .find(Boolean) ?? "";
  const sentence = firstLine.split(/(?<=[.!?])\s/)[0] ?? firstLine;
  const limit = Math.min(PLAN_TITLE_MAX_LENGTH, 80);
  if (sentence.length <= limit) return sentence.replace(/[.!?]+$/, "") || AI_PLAN_TEXT.untitledPlan;
  const cut = sentence.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The Gantt block the offline planner's schedule code draws for this brief. */
export function fallbackGantt(brief: string, title: string, today: Date): string {
  const facts = extractBriefFacts(brief);
  const schedule = buildSchedule(chooseTemplate(facts, brief), facts.timeline, today);
  return `\`\`\`mermaid\n${scheduleToGantt(schedule, title)}\n\`\`\``;
}

/** Throws AppError(AI_OUTPUT_INVALID) when the Markdown holds no section at all. */
export function planFromMarkdown(
  markdown: string,
  input: { brief: string; today: Date },
): WrittenPlan {
  const title = titleFromBrief(input.brief);
  const preview = splitMarkdownIntoSections(markdown, { fallbackTitle: title });
  const sections = preview.sections.filter((section) => section.body.trim() || section.title);
  if (sections.length === 0 || !markdown.trim()) {
    throw new AppError(ERROR_CODES.aiOutputInvalid, 422, AI_PLAN_TEXT.planOutputEmpty);
  }
  let ganttAdded = false;
  const timeline = sections.find((section) => section.kind === "timeline");
  if (!timeline || !hasGanttBlock(timeline.body)) {
    ganttAdded = true;
    const gantt = fallbackGantt(input.brief, title, input.today);
    if (timeline) timeline.body = `${timeline.body.trim()}\n\n${gantt}`.trim();
    else {
      const at = sections.findIndex((section) => section.kind === "next_steps");
      sections.splice(at < 0 ? sections.length : at, 0, {
        kind: "timeline",
        title: SECTION_KIND_TITLES.timeline,
        body: gantt,
      });
    }
  }
  // The model's `# ` title when it wrote one, else the brief's first sentence.
  return { title: preview.title, summary: preview.summary, sections, ganttAdded };
}
