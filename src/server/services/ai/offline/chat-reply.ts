/**
 * Free chat with the offline planner (no plan in context): it says honestly what it is, answers
 * greetings and "what can you do", explains how to connect a provider, outlines a plan for a
 * pasted brief and draws a flowchart for a step list. Intent is read from the user's last
 * message only, with plain keyword tests (linear in its length).
 */
import { SECTION_KIND_TITLES } from "@/lib/plans/plan-rules";
import { extractBriefFacts } from "./brief-facts";
import { draftDiagram, stepsOf } from "./diagram-draft";
import { capabilityList, OFFLINE_TEXT } from "./offline-texts";
import { chooseTemplate } from "./plan-templates";
import type { OfflineReply } from "./offline-stream";

/** A message this long that names a kind of project reads as a brief. */
export const BRIEF_MIN_WORDS = 20;
/** A message this long that states a budget, timeline, features or client reads as a brief. */
export const BRIEF_MIN_FACT_WORDS = 5;

const has = (text: string, pattern: RegExp) => pattern.test(text);

const GREETING = /^\s*(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|greetings)\b/i;
const HELP =
  /\b(?:help|what can you do|what do you do|who are you|what are you|are you (?:an? )?(?:ai|bot|human|real)|how does this work|capabilities)\b/i;
const PROVIDER =
  /\b(?:provider|api key|openai|anthropic|claude|gpt|ollama|lm studio|vllm|llm|connect|real ai|language model)\b/i;
const DIAGRAM = /\b(?:diagram|flow ?chart|gantt|sequence|mermaid)\b/i;
const COVER_LETTER = /\b(?:cover letter|job post|upwork|proposal letter)\b/i;
const DELETE = /\b(?:delete|remove|erase|wipe|destroy)\b/i;

function helpText(): string {
  return `${OFFLINE_TEXT.whoAmI}\n\n**What I can do:**\n\n${capabilityList()}\n\n${OFFLINE_TEXT.providers}`;
}

/**
 * Whether a message reads as a project brief: a few words that state a fact (budget, timeline,
 * features, client), a plan request naming a kind of project, or a longer text about a project.
 */
function looksLikeBrief(text: string, words: number): boolean {
  if (words < BRIEF_MIN_FACT_WORDS) return false;
  const facts = extractBriefFacts(text);
  const statesFacts =
    facts.budget !== undefined ||
    facts.timeline !== undefined ||
    facts.features.length >= 2 ||
    facts.client !== undefined;
  return (
    statesFacts ||
    (facts.kind !== "general" && (words >= BRIEF_MIN_WORDS || /\b(?:plan|outline)\b/i.test(text)))
  );
}

/** A short outline: the template's sections and what the brief said for each. */
function briefOutline(brief: string): string {
  const facts = extractBriefFacts(brief);
  const template = chooseTemplate(facts, brief);
  const found = [
    facts.client ? `**Client:** ${facts.client}` : "",
    facts.audience ? `**Audience:** ${facts.audience}` : "",
    facts.budget ? `**Budget:** ${facts.budget.text}` : "",
    facts.timeline?.deadline ? `**Deadline:** ${facts.timeline.deadline.text}` : "",
    facts.timeline?.durationText ? `**Length:** ${facts.timeline.durationText}` : "",
    facts.features.length > 0 ? `**Features:** ${facts.features.slice(0, 6).join("; ")}` : "",
    facts.risks.length > 0 ? `**Risks:** ${facts.risks.slice(0, 3).join("; ")}` : "",
  ].filter(Boolean);
  const sections = template.sections.map((kind, i) => `${i + 1}. ${SECTION_KIND_TITLES[kind]}`);
  return [
    `This reads like a brief for a **${template.label.toLowerCase()}**. Here is the outline I would use:`,
    sections.join("\n"),
    found.length > 0
      ? `**What I picked out of it:**\n\n${found.map((line) => `- ${line}`).join("\n")}`
      : "I could not pick out a client, budget, deadline or features; the plan will list them as next steps.",
    "To get the full plan with every section filled in and a Gantt chart, switch to **Plan** mode or use *Create plan*.",
  ].join("\n\n");
}

const PLAN_WORDS =
  /\b(?:plan|outline|brief|project|proposal|summar(?:y|ise|ize)|this|attached|attachment)\b/i;

/**
 * `words` are the user's own words (what to do); `material` is what they attached or pasted as
 * data (what to work on). Material is never read for a request.
 */
export function chatReply(message: { words: string; material: string }, today: Date): OfflineReply {
  const text = message.words.trim();
  const material = message.material.trim();
  const words = text.match(/\S+/g)?.length ?? 0;
  if (!text && !material) return { text: helpText() };
  if (has(text, PROVIDER) && !looksLikeBrief(text, words)) {
    return { text: `${OFFLINE_TEXT.whoAmI}\n\n${OFFLINE_TEXT.providers}` };
  }
  const stepList = !material && stepsOf(text).length >= 2 && !looksLikeBrief(text, words);
  if (has(text, DIAGRAM) || stepList) {
    const diagram = draftDiagram(material || text, today);
    return {
      text: `Here is a draft diagram from ${material ? "your attachment" : "your description"}:\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n\nI build diagrams from templates, so check the labels and arrows. Diagram mode inserts it straight into a plan.`,
    };
  }
  if (has(text, COVER_LETTER)) return { text: OFFLINE_TEXT.coverLetterHint };
  if (looksLikeBrief(text, words)) return { text: briefOutline(text) };
  if (material && (!text || PLAN_WORDS.test(text))) return { text: briefOutline(material) };
  if (has(text, DELETE)) return { text: OFFLINE_TEXT.cannotDelete };
  if (GREETING.test(text) && words <= 6) {
    return {
      text: `${OFFLINE_TEXT.greeting}${OFFLINE_TEXT.whoAmI}\n\n**What I can do:**\n\n${capabilityList()}\n\nAsk **help** to see how to connect a real AI provider.`,
    };
  }
  if (has(text, HELP)) return { text: helpText() };
  return {
    text: `${OFFLINE_TEXT.notUnderstood}\n\n${capabilityList()}\n\n${OFFLINE_TEXT.providers}`,
  };
}
