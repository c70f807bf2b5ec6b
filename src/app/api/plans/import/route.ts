import { IMPORT_TEXT } from "@/lib/error-catalogue";
import { IMPORT_MAX_BYTES } from "@/lib/plans/import-rules";
import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { readUploadedFile } from "@/server/api/rest/read-upload";
import { jsonData, uploadHandler } from "@/server/api/rest/respond";
import { importDocument } from "@/server/services/plans/import/import-document";
import { importErrors } from "@/server/services/plans/import/import-errors";

/**
 * POST /api/plans/import (multipart/form-data, field `file`: .md, .txt, .docx or .pdf up to
 * 10 MB) → { data: ImportPreview }. Signed-in users only. Nothing is saved: the preview becomes
 * a plan when the user creates it. Refusals: 400 (no file), 401, 413, 415, 422.
 */
export const POST = uploadHandler(async (request) => {
  await requireUser(await accountsContextFor(request));
  const file = await readUploadedFile(request, {
    field: "file",
    maxFileBytes: IMPORT_MAX_BYTES,
    tooLarge: importErrors.tooLarge,
    messages: { notMultipart: IMPORT_TEXT.notMultipart, noFile: IMPORT_TEXT.noFile },
  });
  return jsonData(await importDocument(file));
});
