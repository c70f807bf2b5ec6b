/**
 * Input rules of the assistant's proposed changes and of cover letters, shared by the tRPC
 * procedures, the tools and the forms (so all say the same thing). Limits are named once here.
 */
import { z } from "zod";
import { COVER_LETTER_TEXT } from "@/lib/errors/ai";
import { JOB_POST_MAX_LENGTH } from "@/lib/ai/ai-rules";
import {
  COVER_LETTER_LENGTHS,
  COVER_LETTER_TONES,
  COVER_LETTER_WORDS,
  type CoverLetterLength,
} from "@/lib/ai/modes";
import { planIdField } from "@/lib/plans/plan-schemas";

/** Characters of a proposal's reason (what the model says it changed and why). */
export const PROPOSAL_REASON_MAX_LENGTH = 1_000;
/** Characters of a cover letter's Markdown (a long letter is ~450 words, ~3,000 characters). */
export const COVER_LETTER_BODY_MAX_LENGTH = 20_000;
/** Characters of a cover letter's title (taken from the job post's first line). */
export const COVER_LETTER_TITLE_MAX_LENGTH = 120;
/**
 * Output tokens a cover letter of this length may use: about two tokens a word over its longest
 * length plus room for the greeting and sign-off. It caps the generation, and so the credits it
 * reserves (a letter never needs a model's whole output limit).
 */
export function coverLetterMaxOutputTokens(length: CoverLetterLength): number {
  return COVER_LETTER_WORDS[length].max * 2 + 200;
}
/** Characters of instructions around the plan and the job post (for the cost estimate). */
export const COVER_LETTER_PROMPT_OVERHEAD_CHARS = 1_500;

/** Open proposals listed for a plan, newest first. */
export const PROPOSAL_LIST_LIMIT = 50;

export const proposalIdField = z.uuid({ error: "Suggestion id is not valid" });
export const coverLetterIdField = z.uuid({ error: "Cover letter id is not valid" });

export const proposalRefInput = z.object({ proposalId: proposalIdField });

export const jobPostField = z
  .string({ error: COVER_LETTER_TEXT.jobPostRequired })
  .trim()
  .min(1, COVER_LETTER_TEXT.jobPostRequired)
  .max(JOB_POST_MAX_LENGTH, COVER_LETTER_TEXT.jobPostTooLong(JOB_POST_MAX_LENGTH));

export const coverLetterBodyField = z
  .string()
  .max(COVER_LETTER_BODY_MAX_LENGTH, COVER_LETTER_TEXT.bodyTooLong(COVER_LETTER_BODY_MAX_LENGTH));

export const generateCoverLetterInput = z.object({
  planId: planIdField,
  jobPost: jobPostField,
  tone: z.enum(COVER_LETTER_TONES, { error: "Choose a tone" }),
  length: z.enum(COVER_LETTER_LENGTHS, { error: "Choose a length" }),
  modelId: z.string().trim().min(1, "Choose a model").max(200),
});
export type GenerateCoverLetterInput = z.infer<typeof generateCoverLetterInput>;

export const coverLetterRefInput = z.object({ coverLetterId: coverLetterIdField });

export const updateCoverLetterInput = z.object({
  coverLetterId: coverLetterIdField,
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(
      COVER_LETTER_TITLE_MAX_LENGTH,
      `Title must be at most ${COVER_LETTER_TITLE_MAX_LENGTH} characters`,
    )
    .optional(),
  body: coverLetterBodyField.optional(),
});
