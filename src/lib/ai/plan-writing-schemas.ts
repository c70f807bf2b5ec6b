/**
 * Inputs of the aiPlan router (/create-plan/new, section actions, AI diagrams), shared by the
 * forms and the server.
 */
import { z } from "zod";
import { AI_PLAN_TEXT } from "@/lib/errors/ai";
import { planIdField, sectionIdField } from "@/lib/plans/plan-schemas";
import { DIAGRAM_MAX_TEXT_SIZE } from "@/lib/diagrams/renderer-constants";
import {
  AI_MESSAGE_MAX_LENGTH,
  ATTACHMENTS_PER_MESSAGE,
  DIAGRAM_DESCRIPTION_MAX_LENGTH,
} from "./ai-rules";
import { SECTION_ACTIONS } from "./modes";

/** Characters of each optional brief answer (audience, budget, timeline). */
export const BRIEF_FIELD_MAX_LENGTH = 500;
/**
 * Languages 'translate' offers. A closed list, not free text: the language is named inside the
 * instructions, where user text must never go.
 */
export const TRANSLATION_LANGUAGES = [
  "English",
  "German",
  "French",
  "Spanish",
  "Italian",
  "Portuguese",
  "Dutch",
  "Polish",
  "Swedish",
  "Ukrainian",
  "Turkish",
  "Arabic",
  "Hindi",
  "Chinese",
  "Japanese",
  "Korean",
] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
/**
 * Characters our instructions and data-block framing add to a prompt (the longest, the plan's,
 * is about 1,500): added to the user's text for the cost estimate, so it covers the hold.
 */
export const PROMPT_FRAME_CHARS = 2_000;
/** Characters of a validator message sent back for repair. */
export const DIAGRAM_ERROR_MAX_LENGTH = 2_000;

const modelIdField = z.string().min(1).max(200);
const optionalAnswer = z.string().trim().max(BRIEF_FIELD_MAX_LENGTH).optional();

export const startPlanInput = z.object({
  brief: z
    .string()
    .trim()
    .min(1, AI_PLAN_TEXT.briefRequired)
    .max(AI_MESSAGE_MAX_LENGTH, AI_PLAN_TEXT.briefTooLong(AI_MESSAGE_MAX_LENGTH)),
  audience: optionalAnswer,
  budget: optionalAnswer,
  timeline: optionalAnswer,
  attachmentIds: z.array(z.string().min(1).max(100)).max(ATTACHMENTS_PER_MESSAGE).default([]),
  modelId: modelIdField,
});
export type StartPlanInput = z.input<typeof startPlanInput>;

export const startSectionActionInput = z
  .object({
    planId: planIdField,
    sectionId: sectionIdField,
    action: z.enum(SECTION_ACTIONS),
    language: z.enum(TRANSLATION_LANGUAGES).optional(),
    modelId: modelIdField,
  })
  .refine((input) => input.action !== "translate" || Boolean(input.language), {
    message: "Choose a language to translate into.",
    path: ["language"],
  });
export type StartSectionActionInput = z.input<typeof startSectionActionInput>;

export const startDiagramInput = z.object({
  request: z.union([
    z.object({
      description: z
        .string()
        .trim()
        .min(1, AI_PLAN_TEXT.diagramDescriptionRequired)
        .max(DIAGRAM_DESCRIPTION_MAX_LENGTH),
    }),
    z.object({
      source: z.string().min(1).max(DIAGRAM_MAX_TEXT_SIZE),
      error: z.string().min(1).max(DIAGRAM_ERROR_MAX_LENGTH),
    }),
  ]),
  modelId: modelIdField,
});
export type StartDiagramInput = z.input<typeof startDiagramInput>;
