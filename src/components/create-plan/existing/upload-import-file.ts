/**
 * Sends a file to POST /api/plans/import with upload progress (fetch cannot report it), and
 * reads the answer: the preview, or the server's message for a refusal.
 */
import { IMPORT_TEXT } from "@/lib/errors/plans";
import type { ImportPreview } from "@/lib/plans/markdown-sections";

export type UploadOutcome =
  | { ok: true; preview: ImportPreview }
  | { ok: false; message: string }
  | { ok: false; cancelled: true };

export const IMPORT_ENDPOINT = "/api/plans/import";

type Answer = { data?: ImportPreview; error?: { message?: string } } | null;

function readAnswer(xhr: XMLHttpRequest): UploadOutcome {
  let body: Answer;
  try {
    body = JSON.parse(xhr.responseText) as Answer;
  } catch {
    body = null;
  }
  if (xhr.status === 200 && body?.data) return { ok: true, preview: body.data };
  return { ok: false, message: body?.error?.message ?? IMPORT_TEXT.readFailed };
}

/** Starts the upload; `onProgress` gets 0–1 while the file is sent. */
export function uploadImportFile(
  file: File,
  onProgress: (fraction: number) => void,
): { outcome: Promise<UploadOutcome>; cancel: () => void } {
  const xhr = new XMLHttpRequest();
  const outcome = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => resolve(readAnswer(xhr));
    xhr.onerror = () => resolve({ ok: false, message: IMPORT_TEXT.uploadFailed });
    xhr.onabort = () => resolve({ ok: false, cancelled: true });
  });
  const form = new FormData();
  form.append("file", file);
  xhr.open("POST", IMPORT_ENDPOINT);
  xhr.send(form);
  return { outcome, cancel: () => xhr.abort() };
}
