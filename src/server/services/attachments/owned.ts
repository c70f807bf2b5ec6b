/**
 * Reading, listing and deleting the owner's attachments. Every query names the owner: another
 * user's attachment is answered exactly like a missing one (404), so ids reveal nothing.
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/server/db/client";
import { aiAttachments } from "@/server/db/schema";
import type { FileStorage } from "@/server/services/storage";
import { createLogger } from "@/server/log";
import { attachmentErrors } from "./attachment-errors";

export const ATTACHMENT_PAGE_SIZE = 30;

const log = createLogger("attachments");

const isUuid = (id: string) => z.uuid().safeParse(id).success;

const infoColumns = {
  id: aiAttachments.id,
  name: aiAttachments.name,
  mediaType: aiAttachments.mediaType,
  sizeBytes: aiAttachments.sizeBytes,
  createdAt: aiAttachments.createdAt,
};

/** The owner's rows for these ids (unknown, malformed and other users' ids are left out). */
export async function ownedRows(db: Database, userId: string, ids: string[]) {
  const valid = [...new Set(ids)].filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(aiAttachments)
    .where(and(eq(aiAttachments.userId, userId), inArray(aiAttachments.id, valid)));
}

/** The bytes and what to serve them as; 404 when the caller does not own it. */
export async function readAttachment(
  db: Database,
  storage: FileStorage,
  input: { userId: string; id: string },
): Promise<{ name: string; mediaType: string; bytes: Uint8Array }> {
  const [row] = await ownedRows(db, input.userId, [input.id]);
  if (!row) throw attachmentErrors.notFound();
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw attachmentErrors.notFound();
  return { name: row.name, mediaType: row.mediaType, bytes };
}

/** Removes the row, then the object (a failure there is logged: the row is gone for the user). */
export async function deleteAttachment(
  db: Database,
  storage: FileStorage,
  input: { userId: string; id: string },
): Promise<void> {
  if (!isUuid(input.id)) throw attachmentErrors.notFound();
  const [row] = await db
    .delete(aiAttachments)
    .where(and(eq(aiAttachments.id, input.id), eq(aiAttachments.userId, input.userId)))
    .returning({ storageKey: aiAttachments.storageKey });
  if (!row) throw attachmentErrors.notFound();
  await storage.delete(row.storageKey).catch((error: unknown) => {
    log.error("An attachment's stored object could not be deleted.", error);
  });
}

/** The owner's attachments, newest first, a page at a time (page counts from 1). */
export async function listAttachments(db: Database, userId: string, page: number) {
  const mine = eq(aiAttachments.userId, userId);
  const [items, [total]] = await Promise.all([
    db
      .select(infoColumns)
      .from(aiAttachments)
      .where(mine)
      .orderBy(desc(aiAttachments.createdAt), desc(aiAttachments.id))
      .limit(ATTACHMENT_PAGE_SIZE)
      .offset((page - 1) * ATTACHMENT_PAGE_SIZE),
    db.select({ n: count() }).from(aiAttachments).where(mine),
  ]);
  return { items, total: total?.n ?? 0, page, pageSize: ATTACHMENT_PAGE_SIZE };
}
