/**
 * Cover letters: written by a generation from one of the owner's plans and a job post (see
 * generate.ts), then edited, listed per plan, and deleted by their owner. Another user's letter
 * (or a letter of another user's plan) answers "not found".
 */
import { and, desc, eq } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { COVER_LETTER_TITLE_MAX_LENGTH } from "@/lib/ai/assistant-schemas";
import type { CoverLetterLength, CoverLetterTone } from "@/lib/ai/modes";
import { COVER_LETTER_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { coverLetters } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { findOwnedPlan } from "@/server/services/plans/plan-access";

export type CoverLetter = typeof coverLetters.$inferSelect;
export type CoverLetterSummary = Omit<CoverLetter, "body" | "jobPost">;

export function coverLetterNotFound(): AppError {
  return new AppError(ERROR_CODES.notFound, 404, COVER_LETTER_TEXT.notFound);
}

/**
 * The letter's title: the job post's first non-empty line (Markdown heading marks and bullets
 * dropped), cut at a word boundary.
 */
export function titleFromJobPost(jobPost: string): string {
  const line =
    jobPost
      .split(/\r?\n/)
      .map((text) =>
        text
          .replace(/^\s*(?:#{1,6}\s+|[-*+]\s+|>\s*)/, "")
          .replace(/[*_`]/g, "")
          .replace(/\s+/g, " ")
          .trim(),
      )
      .find((text) => text.length > 0) ?? "";
  if (line.length === 0) return COVER_LETTER_TEXT.untitled;
  if (line.length <= COVER_LETTER_TITLE_MAX_LENGTH) return line;
  const cut = line.slice(0, COVER_LETTER_TITLE_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface NewCoverLetter {
  planId: string;
  jobPost: string;
  body: string;
  tone: CoverLetterTone;
  length: CoverLetterLength;
  modelId: string;
}

/** Stores a generated letter for the owner's plan (the plan must still be theirs). */
export async function createCoverLetter(
  db: Database,
  userId: string,
  letter: NewCoverLetter,
): Promise<CoverLetter> {
  await findOwnedPlan(db, userId, letter.planId);
  const [row] = await db
    .insert(coverLetters)
    .values({ userId, ...letter, title: titleFromJobPost(letter.jobPost) })
    .returning();
  return row!;
}

/** The user's letter with this id (another user's is never matched). */
function ownLetter(userId: string, coverLetterId: string) {
  return and(eq(coverLetters.id, coverLetterId), eq(coverLetters.userId, userId));
}

export async function getCoverLetter(
  db: Database,
  userId: string,
  coverLetterId: string,
): Promise<CoverLetter> {
  const [row] = await db.select().from(coverLetters).where(ownLetter(userId, coverLetterId));
  if (!row) throw coverLetterNotFound();
  return row;
}

/** The letters of one of the owner's plans, most recently changed first. */
export async function listCoverLetters(
  db: Database,
  userId: string,
  planId: string,
): Promise<CoverLetterSummary[]> {
  await findOwnedPlan(db, userId, planId);
  return db
    .select({
      id: coverLetters.id,
      userId: coverLetters.userId,
      planId: coverLetters.planId,
      title: coverLetters.title,
      tone: coverLetters.tone,
      length: coverLetters.length,
      modelId: coverLetters.modelId,
      createdAt: coverLetters.createdAt,
      updatedAt: coverLetters.updatedAt,
    })
    .from(coverLetters)
    .where(and(eq(coverLetters.planId, planId), eq(coverLetters.userId, userId)))
    .orderBy(desc(coverLetters.updatedAt), desc(coverLetters.id));
}

export async function updateCoverLetter(
  db: Database,
  userId: string,
  coverLetterId: string,
  changes: { title?: string; body?: string },
): Promise<CoverLetter> {
  const [row] = await db
    .update(coverLetters)
    .set({
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.body !== undefined ? { body: changes.body } : {}),
      updatedAt: new Date(),
    })
    .where(ownLetter(userId, coverLetterId))
    .returning();
  if (!row) throw coverLetterNotFound();
  return row;
}

export async function deleteCoverLetter(
  db: Database,
  userId: string,
  coverLetterId: string,
): Promise<{ id: string }> {
  const [row] = await db
    .delete(coverLetters)
    .where(ownLetter(userId, coverLetterId))
    .returning({ id: coverLetters.id });
  if (!row) throw coverLetterNotFound();
  return row;
}
