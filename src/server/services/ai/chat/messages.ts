/**
 * Messages of a chat thread, stored as AI SDK UI message parts. Editing a user message replaces
 * its text and deletes everything after it; regenerating deletes the last assistant reply. The
 * first user message names the thread (unless its owner already did).
 */
import { and, asc, eq, gt } from "drizzle-orm";
import { generateId, type FileUIPart, type TextUIPart } from "ai";
import { AppError } from "@/lib/app-error";
import type { PlansmithUIMessage } from "@/lib/ai/stream-data";
import { automaticThreadTitle } from "@/lib/ai/thread-rules";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { aiMessages, aiThreads } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { AttachmentInfo } from "@/server/services/attachments";
import type { DbOrTx } from "@/server/services/plans/plan-access";

/** The URL a stored attachment is read from by its owner (GET /api/ai/attachments/{id}). */
export function attachmentUrl(attachmentId: string): string {
  return `/api/ai/attachments/${attachmentId}`;
}

/** A user message's text part; a blank text has none (a message may be files only). */
function textParts(text: string): TextUIPart[] {
  return text.trim() ? [{ type: "text", text }] : [];
}

/** The messages of the thread that belong to the user (the caller checked the owner). */
function ownMessagesOf(userId: string, threadId: string) {
  return and(eq(aiMessages.threadId, threadId), eq(aiMessages.userId, userId));
}

/** Edit and regenerate: the replies after a message no longer fit, so they go. */
async function deleteMessagesAfter(db: DbOrTx, threadId: string, seq: number): Promise<void> {
  await db
    .delete(aiMessages)
    .where(and(eq(aiMessages.threadId, threadId), gt(aiMessages.seq, seq)));
}

/** A user message's parts: its attachments as file parts, then its text. */
export function userMessageParts(
  text: string,
  attachments: AttachmentInfo[],
): PlansmithUIMessage["parts"] {
  const files: FileUIPart[] = attachments.map((attachment) => ({
    type: "file",
    mediaType: attachment.mediaType,
    filename: attachment.name,
    url: attachmentUrl(attachment.id),
  }));
  return [...files, ...textParts(text)];
}

/** The attachment ids of a stored user message (from its file parts' URLs). */
export function attachmentIdsOf(message: PlansmithUIMessage): string[] {
  const prefix = attachmentUrl("");
  return message.parts
    .filter((part): part is FileUIPart => part.type === "file")
    .map((part) => part.url)
    .filter((url) => url.startsWith(prefix))
    .map((url) => url.slice(prefix.length));
}

export function messageText(message: Pick<PlansmithUIMessage, "parts">): string {
  return message.parts
    .filter((part): part is TextUIPart => part.type === "text")
    .map((part) => part.text)
    .join("\n");
}

/** A stored message as the AI SDK's UI message. */
function toUIMessage(row: typeof aiMessages.$inferSelect): PlansmithUIMessage {
  return {
    id: row.id,
    role: row.role,
    parts: row.parts as PlansmithUIMessage["parts"],
    metadata: row.metadata as PlansmithUIMessage["metadata"],
  };
}

/** The thread's messages in order (the caller checked the owner). */
export async function threadMessages(
  db: Database,
  userId: string,
  threadId: string,
): Promise<PlansmithUIMessage[]> {
  const rows = await db
    .select()
    .from(aiMessages)
    .where(ownMessagesOf(userId, threadId))
    .orderBy(asc(aiMessages.seq));
  return rows.map(toUIMessage);
}

/** Stores a user message; the first one names the thread unless its owner already did. */
export async function appendUserMessage(
  db: Database,
  userId: string,
  threadId: string,
  parts: PlansmithUIMessage["parts"],
): Promise<PlansmithUIMessage> {
  const id = generateId();
  const message: PlansmithUIMessage = { id, role: "user", parts, metadata: {} };
  await db.transaction(async (tx) => {
    await tx.insert(aiMessages).values({ id, threadId, userId, role: "user", parts, metadata: {} });
    const title = automaticThreadTitle(messageText(message));
    if (title) {
      await tx
        .update(aiThreads)
        .set({ title })
        .where(
          and(
            eq(aiThreads.id, threadId),
            eq(aiThreads.userId, userId),
            eq(aiThreads.titleSetByUser, false),
            eq(aiThreads.title, ""),
          ),
        );
    }
  });
  return message;
}

function messageNotFound(): AppError {
  return new AppError(ERROR_CODES.notFound, 404, AI_CHAT_TEXT.messageNotFound);
}

/**
 * Edit: the user message gets the new text (its attachments stay) and every message after it is
 * deleted (the reply to the old text no longer fits). Only a user message of the owner's thread
 * can be edited.
 */
export async function editUserMessage(
  db: Database,
  userId: string,
  threadId: string,
  messageId: string,
  text: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ seq: aiMessages.seq, parts: aiMessages.parts })
      .from(aiMessages)
      .where(
        and(
          eq(aiMessages.id, messageId),
          ownMessagesOf(userId, threadId),
          eq(aiMessages.role, "user"),
        ),
      )
      .for("update");
    if (!row) throw messageNotFound();
    const files = (row.parts as PlansmithUIMessage["parts"]).filter((part) => part.type === "file");
    const parts = [...files, ...textParts(text)];
    await tx.update(aiMessages).set({ parts }).where(eq(aiMessages.id, messageId));
    await deleteMessagesAfter(tx, threadId, row.seq);
  });
}

/**
 * Regenerate: deletes everything after the last user message (the reply being replaced). A
 * thread without a user message has nothing to answer.
 */
export async function truncateForRegenerate(
  db: Database,
  userId: string,
  threadId: string,
): Promise<void> {
  const messages = await db
    .select({ seq: aiMessages.seq, role: aiMessages.role })
    .from(aiMessages)
    .where(ownMessagesOf(userId, threadId))
    .orderBy(asc(aiMessages.seq));
  const lastUser = messages.filter((message) => message.role === "user").at(-1);
  if (!lastUser) {
    throw new AppError(ERROR_CODES.badRequest, 400, AI_CHAT_TEXT.nothingToRegenerate);
  }
  await deleteMessagesAfter(db, threadId, lastUser.seq);
}

/**
 * Stores (or replaces) the assistant's reply. Written when its generation ends, whatever the
 * status, so a stopped reply keeps its partial text. A message with no parts is not stored.
 */
export async function storeAssistantMessage(
  db: Database,
  userId: string,
  threadId: string,
  message: PlansmithUIMessage,
): Promise<void> {
  if (message.parts.length === 0) return;
  await db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ id: aiThreads.id })
      .from(aiThreads)
      .where(and(eq(aiThreads.id, threadId), eq(aiThreads.userId, userId)));
    // The thread was deleted while the reply was being written: nothing to store it in.
    if (!thread) return;
    await tx
      .insert(aiMessages)
      .values({
        id: message.id,
        threadId,
        userId,
        role: "assistant",
        parts: message.parts,
        metadata: message.metadata ?? {},
      })
      .onConflictDoUpdate({
        target: aiMessages.id,
        set: { parts: message.parts, metadata: message.metadata ?? {} },
        setWhere: ownMessagesOf(userId, threadId),
      });
    await tx.update(aiThreads).set({ updatedAt: new Date() }).where(eq(aiThreads.id, threadId));
  });
}
