/**
 * What a cover letter may say, read from the job post and the plan: the post's own words for
 * what they need and the skills they name, and the plan's scope, schedule and budget. Nothing is
 * made up: every fact here is a quote (cut to a few words) of one of the two texts.
 */
import { sentencesOf, splitBlocks } from "./markdown-blocks";
import type { OfflinePlanContext } from "./offline-task";
import { OFFLINE_TEXT_MAX_LENGTH } from "./offline-task-schema";

/** Words a quoted need, skill or scope item is cut to. */
export const QUOTE_MAX_WORDS = 14;
export const MAX_SKILLS = 5;
export const MAX_SCOPE_ITEMS = 4;

export interface JobPostFacts {
  /** Their words after "looking for", "we need", … */
  need?: string;
  skills: string[];
}

export interface PlanFacts {
  title: string;
  summary?: string;
  scope: string[];
  /** The first and last phase names of the schedule. */
  phases?: { first: string; last: string };
  /** The latest date the timeline names. */
  finish?: string;
  /** The budget section's first sentence that states an amount. */
  budget?: string;
}

const words = (text: string, max = QUOTE_MAX_WORDS) => {
  const all = text
    .replace(/[*_`>#|]/g, "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return all.slice(0, max).join(" ") + (all.length > max ? "…" : "");
};
const clean = (text: string) => text.replace(/[.;:!?,\s]+$/, "");

const NEED_CUE =
  /\b(?:looking for|we need|i need|need (?:a|an|someone)|seeking|hiring|we want|we require|require[sd]?|searching for)\b/i;
const SKILL_CUE =
  /\b(?:experience (?:with|in)|proficient (?:with|in)|familiar(?:ity)? with|skills?:|requirements?:|must have|knowledge of|expertise in)\s*/i;

export function jobPostFacts(post: string): JobPostFacts {
  const text = post.slice(0, OFFLINE_TEXT_MAX_LENGTH).replace(/\r\n?/g, "\n");
  const flat = text.replace(/\s+/g, " ");
  let need: string | undefined;
  for (const sentence of sentencesOf(flat)) {
    const cue = NEED_CUE.exec(sentence);
    if (!cue) continue;
    const after = clean(sentence.slice(cue.index + cue[0].length));
    if (after) {
      need = words(after);
      break;
    }
  }
  const skills: string[] = [];
  for (const block of splitBlocks(text)) {
    if (block.type !== "list") continue;
    for (const item of block.items) {
      if (skills.length < MAX_SKILLS && item.text.trim()) skills.push(clean(words(item.text, 8)));
    }
  }
  if (skills.length === 0) {
    const cue = SKILL_CUE.exec(flat);
    if (cue) {
      const clause = flat.slice(cue.index + cue[0].length).split(/[.;!?\n]/)[0] ?? "";
      for (const item of clause.split(/,|\band\b|\bor\b/)) {
        const skill = clean(words(item, 6));
        if (skill && skills.length < MAX_SKILLS) skills.push(skill);
      }
    }
  }
  return { need, skills };
}

export function planFacts(plan: OfflinePlanContext): PlanFacts {
  const facts: PlanFacts = { title: plan.title.trim() || "the plan", scope: [] };
  const summary = sentencesOf(plan.summary.replace(/\s+/g, " "))[0];
  if (summary) facts.summary = words(clean(summary), 30);
  for (const section of plan.sections) {
    const blocks = splitBlocks(section.body);
    if ((section.kind === "scope" || section.kind === "deliverables") && facts.scope.length === 0) {
      for (const block of blocks) {
        if (block.type !== "list") continue;
        for (const item of block.items) {
          const text = clean(words(item.text.replace(/^\[[ xX]\]\s*/, ""), 10));
          if (text && facts.scope.length < MAX_SCOPE_ITEMS) facts.scope.push(text);
        }
      }
    }
    if (section.kind === "timeline") {
      const table = blocks.find((block) => block.type === "table");
      const rows = table && "text" in table ? table.text.split("\n").slice(2) : [];
      const names = rows.map((row) => row.split("|")[1]?.trim() ?? "").filter(Boolean);
      if (names.length >= 2) {
        facts.phases = {
          first: words(names[0] ?? "", 6),
          last: words(names[names.length - 1] ?? "", 6),
        };
      }
      const prose = blocks
        .filter((block) => block.type !== "code")
        .map((block) => ("text" in block ? block.text : ""))
        .join(" ");
      const dates = prose.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? [];
      facts.finish = dates.reduce<string | undefined>(
        (latest, date) => (!latest || date > latest ? date : latest),
        undefined,
      );
    }
    if (section.kind === "budget" && !facts.budget) {
      for (const block of blocks) {
        if (block.type !== "paragraph") continue;
        const sentence = sentencesOf(block.text).find(
          (s) => /\d/.test(s) && /[$€£¥₹]|\b[A-Z]{3}\b/.test(s),
        );
        if (sentence) {
          facts.budget = words(clean(sentence), 24);
          break;
        }
      }
    }
  }
  return facts;
}
