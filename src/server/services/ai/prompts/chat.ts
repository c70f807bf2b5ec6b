/**
 * The chat's instructions per mode (Chat, Plan, Diagram, Cover letter) and the checks each
 * mode's reply must pass. Plan context reaches the model only as data (asData): a plan that says
 * "ignore your instructions" is material, not an instruction.
 */
import type { GenerationMode } from "@/lib/ai/modes";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";
import type { OfflinePlanContext } from "../offline/offline-task";
import { asData, DATA_RULE } from "./data-block";

const BASE =
  "You are Plansmith's assistant, helping freelancers and small teams plan projects. Answer in Markdown. Be concise and concrete. Never output raw HTML.";

export const CHAT_MODE_INSTRUCTIONS: Record<GenerationMode, string> = {
  chat: "Answer the user's question. When a diagram helps, add it as a ```mermaid code block.",
  plan: "Write or change project plan sections. Give each section a `## ` Markdown heading followed by its body (lists, tables and checklists are welcome). When a plan is attached and tools are available, read it with read_plan and propose each change with propose_section_change or propose_new_section instead of only describing it.",
  diagram:
    "Produce exactly one valid Mermaid diagram in a ```mermaid code block (flowchart, sequenceDiagram, gantt, classDiagram, stateDiagram-v2, erDiagram, journey, pie, mindmap or timeline). Quote labels that contain punctuation. After the block, at most two sentences explaining it.",
  cover_letter:
    "Write a cover letter for a freelance job proposal from the job post and the plan the user gives. Open with the client's problem, show relevant experience and the approach, and end with a call to action. Plain paragraphs, no headings, no placeholders in square brackets.",
};

/** Minimum words of a reply in Cover letter mode (anything shorter is not a letter). */
export const COVER_LETTER_MIN_WORDS = 60;

/** The system prompt of a chat generation: base rules, the mode's instructions, the plan as data. */
export function chatSystemPrompt(mode: GenerationMode, plan?: OfflinePlanContext): string {
  const parts = [BASE, CHAT_MODE_INSTRUCTIONS[mode], DATA_RULE];
  if (plan) {
    const planText = [
      `# ${plan.title}`,
      plan.summary,
      ...plan.sections.map(
        (section) => `## ${section.title} (section id ${section.id})\n${section.body}`,
      ),
    ].join("\n\n");
    parts.push(
      `The user is working on this plan (id ${plan.planId}); use it as context:\n${asData("plan", planText)}`,
    );
  }
  return parts.join("\n\n");
}

const MERMAID_BLOCK = /```mermaid[^\S\n]*\n[\s\S]*?\S[\s\S]*?\n```/;
const PLAN_SECTION_HEADING = /^##\s+\S/m;

/**
 * Checks a finished reply against its mode. Answers a note (from the catalogue) to append to
 * the reply when it does not do what the mode asks, or null when it does. `usedTools` counts a
 * Plan reply that proposed changes through tools as a plan output.
 */
export function chatOutputProblem(
  mode: GenerationMode,
  reply: { text: string; usedTools: boolean },
): string | null {
  const text = reply.text;
  switch (mode) {
    case "chat":
      return null;
    case "diagram":
      return MERMAID_BLOCK.test(text) ? null : AI_CHAT_TEXT.diagramMissing;
    case "plan":
      return reply.usedTools || PLAN_SECTION_HEADING.test(text)
        ? null
        : AI_CHAT_TEXT.planModeNoSections;
    case "cover_letter": {
      const words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
      return words >= COVER_LETTER_MIN_WORDS ? null : AI_CHAT_TEXT.coverLetterTooShort;
    }
  }
}
