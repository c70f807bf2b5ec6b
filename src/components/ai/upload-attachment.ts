/**
 * Sends one file to POST /api/ai/attachments with upload progress (fetch cannot report it), and
 * reads the answer: the stored attachment, or the server's own message for a refusal.
 */
import { ATTACHMENT_TEXT } from "@/lib/errors/ai";
import type { UploadedAttachment } from "./attachment-picker";

export const ATTACHMENTS_ENDPOINT = "/api/ai/attachments";

export type AttachmentUploadOutcome =
  | { ok: true; attachment: UploadedAttachment }
  | { ok: false; message: string }
  | { ok: false; cancelled: true };

type Answer = { data?: UploadedAttachment; error?: { message?: string } } | null;

function readAnswer(xhr: XMLHttpRequest): AttachmentUploadOutcome {
  let body: Answer;
  try {
    body = JSON.parse(xhr.responseText) as Answer;
  } catch {
    body = null;
  }
  if (xhr.status >= 200 && xhr.status < 300 && body?.data) {
    return { ok: true, attachment: body.data };
  }
  return { ok: false, message: body?.error?.message ?? ATTACHMENT_TEXT.uploadFailed };
}

/** Starts the upload; `onProgress` gets 0–1 while the file is sent. */
export function uploadAttachmentFile(
  file: File,
  onProgress: (fraction: number) => void,
): { outcome: Promise<AttachmentUploadOutcome>; cancel: () => void } {
  const xhr = new XMLHttpRequest();
  const outcome = new Promise<AttachmentUploadOutcome>((resolve) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(readAnswer(xhr));
    xhr.onerror = () => resolve({ ok: false, message: ATTACHMENT_TEXT.uploadFailed });
    xhr.onabort = () => resolve({ ok: false, cancelled: true });
  });
  const form = new FormData();
  form.append("file", file);
  xhr.open("POST", ATTACHMENTS_ENDPOINT);
  xhr.send(form);
  return { outcome, cancel: () => xhr.abort() };
}

/** Deletes an attachment that was uploaded but removed before it was sent (best effort). */
export function discardAttachment(id: string): void {
  void fetch(`${ATTACHMENTS_ENDPOINT}/${encodeURIComponent(id)}`, {
    method: "DELETE",
    headers: { "content-type": "application/json" },
  }).catch(() => undefined);
}
