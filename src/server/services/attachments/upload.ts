/**
 * Storing an upload: its type from its content (detect-type.ts), its text for models that cannot
 * read the file (extract-text.ts), the bytes under a random key, the row with the sha256. A
 * refused file leaves nothing behind: no row and no object.
 */
import { createHash } from "node:crypto";
import { ATTACHMENT_MAX_BYTES } from "@/lib/ai/ai-rules";
import type { Database } from "@/server/db/client";
import { aiAttachments } from "@/server/db/schema";
import { ATTACHMENT_UPLOAD_LIMIT, takeRequest } from "@/server/services/accounts/request-limits";
import { newStorageKey, type FileStorage } from "@/server/services/storage";
import { attachmentErrors } from "./attachment-errors";
import { detectAttachmentType } from "./detect-type";
import { attachmentDisplayName } from "./display-name";
import { extractAttachmentText } from "./extract-text";

export interface UploadedAttachmentInfo {
  id: string;
  name: string;
  mediaType: string;
  sizeBytes: number;
}

/** Counts an upload against the user's limit (429 beyond it), before the body is read. */
export async function takeAttachmentUpload(db: Database, userId: string): Promise<void> {
  const allowed = await takeRequest(
    db,
    `attachment-upload:${userId}`,
    ATTACHMENT_UPLOAD_LIMIT,
    new Date(),
  );
  if (!allowed) throw attachmentErrors.tooManyUploads();
}

export async function uploadAttachment(
  db: Database,
  storage: FileStorage,
  input: { userId: string; filename: string; bytes: Uint8Array },
): Promise<UploadedAttachmentInfo> {
  const { userId, bytes } = input;
  if (bytes.byteLength > ATTACHMENT_MAX_BYTES) throw attachmentErrors.tooLarge();
  const mediaType = detectAttachmentType(input.filename, bytes);
  const textContent = await extractAttachmentText(userId, mediaType, bytes);
  const storageKey = newStorageKey("attachments");
  await storage.put(storageKey, bytes, mediaType);
  try {
    const [row] = await db
      .insert(aiAttachments)
      .values({
        userId,
        name: attachmentDisplayName(input.filename),
        mediaType,
        sizeBytes: bytes.byteLength,
        storageKey,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        textContent,
      })
      .returning({
        id: aiAttachments.id,
        name: aiAttachments.name,
        mediaType: aiAttachments.mediaType,
        sizeBytes: aiAttachments.sizeBytes,
      });
    return row!;
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
