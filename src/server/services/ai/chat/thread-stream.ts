/**
 * The reconnect path after a reload: the thread's running generation (owner only), whose stored
 * and live chunks followGeneration replays from the start.
 */
import { and, desc, eq } from "drizzle-orm";
import type { UIMessageChunk } from "ai";
import { aiGenerations } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { followGeneration } from "../generations";
import { findOwnedThread } from "./threads";

/** The id of the thread's running generation, or null; another user's thread is NOT_FOUND. */
export async function runningGenerationOf(
  db: Database,
  userId: string,
  threadId: string,
): Promise<string | null> {
  await findOwnedThread(db, userId, threadId);
  const [row] = await db
    .select({ id: aiGenerations.id })
    .from(aiGenerations)
    .where(
      and(
        eq(aiGenerations.threadId, threadId),
        eq(aiGenerations.userId, userId),
        eq(aiGenerations.status, "running"),
      ),
    )
    .orderBy(desc(aiGenerations.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The running generation's stream, or null when none runs. */
export async function followThread(
  db: Database,
  input: { userId: string; threadId: string; signal?: AbortSignal },
): Promise<{ generationId: string; stream: ReadableStream<UIMessageChunk> } | null> {
  const generationId = await runningGenerationOf(db, input.userId, input.threadId);
  if (!generationId) return null;
  const stream = await followGeneration(db, {
    userId: input.userId,
    generationId,
    ...(input.signal ? { signal: input.signal } : {}),
  });
  return { generationId, stream };
}
