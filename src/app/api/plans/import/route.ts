import { IMPORT_TEXT } from "@/lib/errors/plans";
import { IMPORT_MAX_BYTES } from "@/lib/plans/import-rules";
import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { readUploadedFile } from "@/server/api/rest/read-upload";
import { jsonData, uploadHandler } from "@/server/api/rest/respond";
import { importErrors } from "@/server/services/plans/import/import-errors";
import { importFileFor } from "@/server/services/plans/import/import-for-user";

/**
 * POST /api/plans/import (multipart/form-data, field `file`: .md, .txt, .docx or .pdf up to
 * 10 MB) → { data: ImportPreview }. Signed-in users only. Nothing is saved: the preview becomes
 * a plan when the user creates it. Refusals: 400 (no file), 401, 413 (size, pages, text), 415,
 * 422 (unreadable, time or memory limit), 429 (too many imports at once).
 */
export const POST = uploadHandler(async (request) => {
  const user = await requireUser(await accountsContextFor(request));
  const file = await readUploadedFile(request, {
    field: "file",
    maxFileBytes: IMPORT_MAX_BYTES,
    tooLarge: importErrors.tooLarge,
    messages: { notMultipart: IMPORT_TEXT.notMultipart, noFile: IMPORT_TEXT.noFile },
  });
  return jsonData(await importFileFor(user.id, file));
});
