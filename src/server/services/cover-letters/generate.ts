/**
 * Starts a cover-letter generation: the owner's plan and the job post go to the model as data
 * (prompts/cover-letter.ts), the offline planner gets the same as a structured task, and when
 * the model has finished, the letter is stored and the stream ends with
 * `data-result { kind: 'cover_letter', coverLetterId }`. A generation that failed or was
 * stopped stores nothing; an empty letter fails the generation (nothing is charged).
 */
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import type { GenerateCoverLetterInput } from "@/lib/ai/assistant-schemas";
import {
  COVER_LETTER_BODY_MAX_LENGTH,
  coverLetterMaxOutputTokens,
} from "@/lib/ai/assistant-schemas";
import { COVER_LETTER_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { profiles, users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import {
  onFinishedResult,
  startGeneration,
  type GenerationHooks,
} from "@/server/services/ai/generations";
import { coverLetterMessages, coverLetterSystem } from "@/server/services/ai/prompts/cover-letter";
import { planContextOf } from "@/server/services/ai/prompts/plan-context";
import { loadPlanWithSections } from "@/server/services/plans/plan-access";
import { createCoverLetter } from "./cover-letters";

/** The name the letter is signed with: the profile's full name, else the account name. */
async function authorNameOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: users.name, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const name = (row?.fullName ?? row?.name ?? "").trim();
  return name || undefined;
}

/**
 * What the generation's end does: store the letter of a finished generation. Exported for the
 * tests, which drive it with outcomes the runner would pass.
 */
export function coverLetterHooks(
  db: Database,
  userId: string,
  input: GenerateCoverLetterInput,
): GenerationHooks {
  return {
    // The client opens the letter when it sees the result part.
    onEnd: onFinishedResult(async (text) => {
      const body = text.trim().slice(0, COVER_LETTER_BODY_MAX_LENGTH);
      if (body.length === 0) {
        throw new AppError(ERROR_CODES.badRequest, 422, COVER_LETTER_TEXT.emptyLetter);
      }
      const letter = await createCoverLetter(db, userId, {
        planId: input.planId,
        jobPost: input.jobPost,
        body,
        tone: input.tone,
        length: input.length,
        modelId: input.modelId,
      });
      return { kind: "cover_letter", coverLetterId: letter.id };
    }),
  };
}

export async function startCoverLetter(
  db: Database,
  userId: string,
  input: GenerateCoverLetterInput,
): Promise<{ generationId: string }> {
  const plan = await loadPlanWithSections(db, userId, input.planId);
  const context = planContextOf(plan);
  const authorName = await authorNameOf(db, userId);
  const { generationId } = await startGeneration(db, {
    userId,
    purpose: "cover_letter",
    mode: "cover_letter",
    modelId: input.modelId,
    system: coverLetterSystem({ tone: input.tone, length: input.length, authorName }),
    messages: coverLetterMessages(context, input.jobPost),
    maxOutputTokens: coverLetterMaxOutputTokens(input.length),
    offlineTask: {
      kind: "cover_letter",
      plan: context,
      jobPost: input.jobPost,
      tone: input.tone,
      length: input.length,
      ...(authorName ? { authorName } : {}),
    },
    planId: plan.id,
    input: { planId: plan.id, tone: input.tone, length: input.length },
    description: `Cover letter: ${plan.title}`,
    hooks: coverLetterHooks(db, userId, input),
  });
  return { generationId };
}
