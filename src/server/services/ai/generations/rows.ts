/** Reading generations: the owner-only lookup and the summary clients see. */
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import type { GenerationResultData } from "@/lib/ai/stream-data";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { aiGenerations } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { GenerationSummary } from "./types";

export type GenerationRow = typeof aiGenerations.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function generationNotFound(): AppError {
  return new AppError(ERROR_CODES.notFound, 404, AI_TEXT.generationNotFound);
}

/** The user's generation; another user's (or a malformed id) is "not found", never "forbidden". */
export async function ownedGeneration(
  db: Database,
  userId: string,
  generationId: string,
): Promise<GenerationRow> {
  if (!UUID.test(generationId)) throw generationNotFound();
  const [row] = await db
    .select()
    .from(aiGenerations)
    .where(and(eq(aiGenerations.id, generationId), eq(aiGenerations.userId, userId)));
  if (!row) throw generationNotFound();
  return row;
}

export function toSummary(row: GenerationRow): GenerationSummary {
  return {
    id: row.id,
    purpose: row.purpose,
    mode: row.mode,
    modelId: row.modelId,
    status: row.status,
    threadId: row.threadId,
    messageId: row.messageId,
    planId: row.planId,
    result: (row.result as GenerationResultData | null) ?? null,
    error:
      row.errorCode && row.errorMessage ? { code: row.errorCode, message: row.errorMessage } : null,
    creditsCharged: row.creditsCharged,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}
