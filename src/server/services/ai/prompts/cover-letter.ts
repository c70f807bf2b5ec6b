/**
 * The cover-letter mode's instructions. The plan and the job post reach the model only as data
 * blocks (asData), after the instructions: a job post that says "ignore your instructions" is
 * material to answer, not an order.
 */
import type { ModelMessage } from "ai";
import { COVER_LETTER_WORDS, type CoverLetterLength, type CoverLetterTone } from "@/lib/ai/modes";
import type { OfflinePlanContext } from "../offline/offline-task";
import { asData, DATA_RULE } from "./data-block";

const TONE_GUIDANCE: Record<CoverLetterTone, string> = {
  professional: "professional and courteous",
  friendly: "warm and friendly, still businesslike",
  confident: "confident and direct, backed by specifics from the plan",
  concise: "brief and to the point, no filler",
};

export function coverLetterSystem(input: {
  tone: CoverLetterTone;
  length: CoverLetterLength;
  authorName?: string;
}): string {
  const words = COVER_LETTER_WORDS[input.length];
  return [
    "You write cover letters (proposals) that answer a job post, using the writer's project plan as evidence of how they would do the work.",
    `Tone: ${TONE_GUIDANCE[input.tone]}. Length: ${words.min} to ${words.max} words.`,
    "Open with the client's need as the job post states it, show the approach, scope, timeline and relevant experience the plan gives, and close with a clear next step.",
    "Do not invent facts, numbers, names or credentials that are in neither the plan nor the job post.",
    input.authorName
      ? `Sign the letter as ${input.authorName.replace(/[\r\n]+/g, " ").slice(0, 120)}.`
      : "End with a short sign-off without a name.",
    "Answer with the letter only, as Markdown paragraphs: no title, no notes before or after it.",
    DATA_RULE,
  ].join("\n");
}

function planText(plan: OfflinePlanContext): string {
  const sections = plan.sections.map((section) => `## ${section.title}\n\n${section.body}`);
  return [`# ${plan.title}`, plan.summary, ...sections].filter(Boolean).join("\n\n");
}

export function coverLetterMessages(plan: OfflinePlanContext, jobPost: string): ModelMessage[] {
  return [
    {
      role: "user",
      content: [
        "Write the cover letter for this job post, based on my plan.",
        asData("job post", jobPost),
        asData(`plan: ${plan.title}`, planText(plan)),
      ].join("\n\n"),
    },
  ];
}
