/**
 * Attachments of chat messages and briefs: uploads checked by content and size, stored through
 * FileStorage, text extracted with the import code, private to their owner.
 */
import type { UserContent } from "ai";
import type { AiModelCapabilities } from "@/lib/ai/models";
import type { Database } from "@/server/db/client";
import { fileStorage } from "@/server/services/storage";
import { attachmentErrors } from "./attachment-errors";
import { modelPartsFor } from "./model-input";
import { ownedRows } from "./owned";

export { deleteAttachment, listAttachments, readAttachment, ATTACHMENT_PAGE_SIZE } from "./owned";
export { takeAttachmentUpload, uploadAttachment, type UploadedAttachmentInfo } from "./upload";
export { attachmentErrors } from "./attachment-errors";
export { isImageType } from "./detect-type";

export interface AttachmentInfo {
  id: string;
  name: string;
  mediaType: string;
  sizeBytes: number;
  createdAt: Date;
}

/**
 * The owner's attachments as model input parts: images for vision models, PDFs as files for
 * models that take files, everything else as extracted text inside a data block (asData).
 * An id that is not the caller's is ATTACHMENT not found (404).
 */
export function attachmentsForModel(
  db: Database,
  input: { userId: string; attachmentIds: string[]; capabilities: AiModelCapabilities },
): Promise<Exclude<UserContent, string>> {
  return modelPartsFor(db, fileStorage(), input);
}

/** The owner's attachments by id, in the order asked (for message file parts and chips). */
export async function getAttachments(
  db: Database,
  input: { userId: string; attachmentIds: string[] },
): Promise<AttachmentInfo[]> {
  const rows = await ownedRows(db, input.userId, input.attachmentIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(input.attachmentIds)].map((id) => {
    const row = byId.get(id);
    if (!row) throw attachmentErrors.notFound();
    const info: AttachmentInfo = {
      id: row.id,
      name: row.name,
      mediaType: row.mediaType,
      sizeBytes: row.sizeBytes,
      createdAt: row.createdAt,
    };
    return info;
  });
}
export { attachmentDownloadHeaders, ATTACHMENT_CACHE_CONTROL } from "./download-headers";
