/**
 * An account's stored files go with the account: the rows cascade with the user, so their keys
 * are read first and the objects deleted once the user is gone (best effort: a failure is
 * logged, the account is deleted either way).
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { aiAttachments } from "@/server/db/schema";
import { createLogger } from "@/server/log";
import { fileStorage } from "@/server/services/storage";

const log = createLogger("attachments");

export async function attachmentKeysOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: aiAttachments.storageKey })
    .from(aiAttachments)
    .where(eq(aiAttachments.userId, userId));
  return rows.map((row) => row.key);
}

export async function deleteAttachmentFiles(keys: string[]): Promise<void> {
  const storage = fileStorage();
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = results.filter((result) => result.status === "rejected").length;
  if (failed > 0) log.error(`${failed} attachment file(s) of a deleted account remain stored.`);
}
