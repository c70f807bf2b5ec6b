/**
 * The text of an attachment, for models that cannot read the file itself. PDFs and Word files
 * are read by the plan import's worker pool (never on the thread that answers requests, with
 * its time, memory, page and zip-bomb limits); text files are their own text. Images have none.
 */
import { ATTACHMENT_TEXT_MAX_LENGTH, type AttachmentMediaType } from "@/lib/ai/ai-rules";
import { ERROR_CODES } from "@/lib/errors/codes";
import { isAppError } from "@/lib/app-error";
import type { ImportPreview } from "@/lib/plans/markdown-sections";
import { importFileFor } from "@/server/services/plans/import/import-for-user";
import { attachmentErrors } from "./attachment-errors";
import { decodeUtf8Text, DOCX_MEDIA_TYPE } from "./detect-type";

/**
 * Stored text is capped a little above what a model gets, so the model's cut (and its note)
 * happens in attachmentsForModel, where the note is written.
 */
export const STORED_TEXT_MAX_LENGTH = ATTACHMENT_TEXT_MAX_LENGTH + 1;

/** The import's plan preview back as one Markdown document. */
function previewAsText(preview: ImportPreview): string {
  const parts = [preview.title ? `# ${preview.title}` : "", preview.summary];
  for (const section of preview.sections) parts.push(`## ${section.title}`, section.body);
  return parts.filter((part) => part.trim()).join("\n\n");
}

async function readDocument(userId: string, filename: string, bytes: Uint8Array): Promise<string> {
  try {
    return previewAsText(await importFileFor(userId, { filename, bytes }));
  } catch (error) {
    // A scanned PDF has no text layer: still a fine attachment for models that read files.
    if (isAppError(error) && error.code === ERROR_CODES.nothingToImport) return "";
    // The import's queue limits speak of imports: say it in attachment words.
    if (isAppError(error) && error.code === ERROR_CODES.rateLimited) {
      throw attachmentErrors.readingBusy();
    }
    // Limits of one document (pages, text, time, memory) keep the import's own message.
    if (isAppError(error) && error.code !== ERROR_CODES.unreadableFile) throw error;
    throw attachmentErrors.unreadable();
  }
}

/** null for images; the text (possibly "") for everything else. */
export async function extractAttachmentText(
  userId: string,
  mediaType: AttachmentMediaType,
  bytes: Uint8Array,
): Promise<string | null> {
  let text: string;
  if (mediaType.startsWith("image/")) return null;
  if (mediaType === "application/pdf") text = await readDocument(userId, "attachment.pdf", bytes);
  else if (mediaType === DOCX_MEDIA_TYPE) {
    text = await readDocument(userId, "attachment.docx", bytes);
  } else text = decodeUtf8Text(bytes).replace(/^\uFEFF/, "");
  return text.slice(0, STORED_TEXT_MAX_LENGTH);
}
