/**
 * Attachments of chat messages and briefs. CONTRACT STUBS: the attachments helper implements
 * them (upload checked by content and size, stored through FileStorage, text extracted with the
 * import code; private to their owner).
 */
import type { UserContent } from "ai";
import type { AiModelCapabilities } from "@/lib/ai/models";
import type { Database } from "@/server/db/client";

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
  void db;
  void input;
  return Promise.resolve([]);
}

/** The owner's attachments by id, in the order asked (for message file parts and chips). */
export function getAttachments(
  db: Database,
  input: { userId: string; attachmentIds: string[] },
): Promise<AttachmentInfo[]> {
  void db;
  void input;
  return Promise.resolve([]);
}
