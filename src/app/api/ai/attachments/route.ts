import { ATTACHMENT_MAX_BYTES } from "@/lib/ai/ai-rules";
import { ATTACHMENT_TEXT } from "@/lib/errors/ai";
import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { readUploadedFile } from "@/server/api/rest/read-upload";
import { jsonData, uploadHandler } from "@/server/api/rest/respond";
import {
  attachmentErrors,
  takeAttachmentUpload,
  uploadAttachment,
} from "@/server/services/attachments";
import { fileStorage } from "@/server/services/storage";

/**
 * POST /api/ai/attachments (multipart/form-data, field `file`: an image, PDF, .docx, .md, .txt
 * or .csv up to ATTACHMENT_MAX_BYTES) → 201 { data: { id, name, mediaType, sizeBytes } }.
 * Signed-in users only; the upload counts against the user's limit before the body is read.
 * Refusals: 400, 401, 413 (size, declared or read), 415 (type by content), 422, 429.
 */
export const POST = uploadHandler(async (request) => {
  const ctx = await accountsContextFor(request);
  const user = await requireUser(ctx);
  await takeAttachmentUpload(ctx.db, user.id);
  const file = await readUploadedFile(request, {
    field: "file",
    maxFileBytes: ATTACHMENT_MAX_BYTES,
    tooLarge: attachmentErrors.tooLarge,
    messages: { notMultipart: ATTACHMENT_TEXT.notMultipart, noFile: ATTACHMENT_TEXT.noFile },
  });
  const attachment = await uploadAttachment(ctx.db, fileStorage(), {
    userId: user.id,
    filename: file.filename,
    bytes: file.bytes,
  });
  return jsonData(attachment, { status: 201 });
});
