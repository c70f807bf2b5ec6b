/**
 * Chat threads of one user: create, list (newest first, paged, searchable by title and message
 * text), rename, delete, and read with messages. Another user's thread is NOT_FOUND, never
 * FORBIDDEN, so thread ids cannot be probed.
 */
import { and, count, desc, eq, exists, ilike, or, sql, type SQL } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { THREAD_PAGE_SIZE } from "@/lib/ai/ai-rules";
import type { ListThreadsInput } from "@/lib/ai/chat-schemas";
import type { GenerationMode } from "@/lib/ai/modes";
import type { PlansmithUIMessage } from "@/lib/ai/stream-data";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { aiMessages, aiThreads } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { findOwnedPlan, type DbOrTx } from "@/server/services/plans/plan-access";
import { threadMessages } from "./messages";

export type AiThread = typeof aiThreads.$inferSelect;

export interface ThreadListItem {
  id: string;
  title: string;
  planId: string | null;
  updatedAt: Date;
}

export interface ThreadListPage {
  items: ThreadListItem[];
  page: number;
  hasMore: boolean;
  total: number;
}

export interface ThreadWithMessages extends AiThread {
  messages: PlansmithUIMessage[];
}

/** The user's thread with this id (another user's is never matched). */
function ownThread(userId: string, threadId: string) {
  return and(eq(aiThreads.id, threadId), eq(aiThreads.userId, userId));
}

export function threadNotFound(): AppError {
  return new AppError(ERROR_CODES.notFound, 404, AI_CHAT_TEXT.threadNotFound);
}

/** The owner's thread, or NOT_FOUND. */
export async function findOwnedThread(
  db: DbOrTx,
  userId: string,
  threadId: string,
): Promise<AiThread> {
  const [thread] = await db.select().from(aiThreads).where(ownThread(userId, threadId));
  if (!thread) throw threadNotFound();
  return thread;
}

/** A new thread; a plan thread must name one of the caller's plans. */
export async function createThread(
  db: Database,
  userId: string,
  input: { modelId: string; mode: GenerationMode; planId?: string },
): Promise<AiThread> {
  if (input.planId) await findOwnedPlan(db, userId, input.planId);
  const [thread] = await db
    .insert(aiThreads)
    .values({ userId, modelId: input.modelId, mode: input.mode, planId: input.planId ?? null })
    .returning();
  return thread!;
}

/** `%`, `_` and `\` in the user's search are literal characters, not ILIKE wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listThreads(
  db: Database,
  userId: string,
  input: { page: number; search: string; planId?: string },
): Promise<ThreadListPage> {
  const conditions: SQL[] = [eq(aiThreads.userId, userId)];
  if (input.planId) conditions.push(eq(aiThreads.planId, input.planId));
  if (input.search) {
    const pattern = likePattern(input.search);
    // Message text lives in the text parts of the parts JSON (not its keys or other parts).
    const inMessages = db
      .select({ one: aiMessages.id })
      .from(aiMessages)
      .where(
        and(
          eq(aiMessages.threadId, aiThreads.id),
          eq(aiMessages.userId, userId),
          sql`exists (select 1 from jsonb_array_elements(${aiMessages.parts}) as part
            where part->>'type' = 'text' and part->>'text' ilike ${pattern})`,
        ),
      );
    conditions.push(or(ilike(aiThreads.title, pattern), exists(inMessages))!);
  }
  const where = and(...conditions);
  const offset = (input.page - 1) * THREAD_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: aiThreads.id,
        title: aiThreads.title,
        planId: aiThreads.planId,
        updatedAt: aiThreads.updatedAt,
      })
      .from(aiThreads)
      .where(where)
      .orderBy(desc(aiThreads.updatedAt), desc(aiThreads.id))
      .limit(THREAD_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(aiThreads).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    items: rows,
    page: input.page,
    hasMore: offset + rows.length < totalCount,
    total: totalCount,
  };
}

export type { ListThreadsInput };

/** The owner's rename; the automatic title never overwrites it afterwards. */
export async function renameThread(
  db: Database,
  userId: string,
  input: { threadId: string; title: string },
): Promise<ThreadListItem> {
  const [row] = await db
    .update(aiThreads)
    .set({ title: input.title, titleSetByUser: true, updatedAt: new Date() })
    .where(ownThread(userId, input.threadId))
    .returning({
      id: aiThreads.id,
      title: aiThreads.title,
      planId: aiThreads.planId,
      updatedAt: aiThreads.updatedAt,
    });
  if (!row) throw threadNotFound();
  return row;
}

/** Deletes the thread and its messages (cascade). */
export async function deleteThread(
  db: Database,
  userId: string,
  threadId: string,
): Promise<{ id: string }> {
  const [row] = await db
    .delete(aiThreads)
    .where(ownThread(userId, threadId))
    .returning({ id: aiThreads.id });
  if (!row) throw threadNotFound();
  return row;
}

export async function getThread(
  db: Database,
  userId: string,
  threadId: string,
): Promise<ThreadWithMessages> {
  const thread = await findOwnedThread(db, userId, threadId);
  return { ...thread, messages: await threadMessages(db, userId, threadId) };
}

/** The model and mode last used, remembered on the thread (and it moves to the top). */
export async function rememberThreadSettings(
  db: DbOrTx,
  userId: string,
  threadId: string,
  settings: { modelId: string; mode: GenerationMode },
): Promise<void> {
  await db
    .update(aiThreads)
    .set({ ...settings, updatedAt: new Date() })
    .where(ownThread(userId, threadId));
}
