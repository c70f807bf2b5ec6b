/**
 * Reads one uploaded file from a multipart/form-data request without ever holding more than
 * `maxBytes` of it (see ../read-body).
 */
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { readBodyWithin } from "@/server/api/read-body";

export interface UploadedFile {
  filename: string;
  bytes: Uint8Array;
}

/** Room for the multipart framing around the file: boundaries, part headers, the file name. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

interface UploadOptions {
  field: string;
  /** The largest file accepted; the request may be MULTIPART_OVERHEAD_BYTES larger. */
  maxFileBytes: number;
  tooLarge: () => AppError;
  messages: { notMultipart: string; noFile: string };
}

export async function readUploadedFile(
  request: Request,
  options: UploadOptions,
): Promise<UploadedFile> {
  const badRequest = (message: string) => new AppError(ERROR_CODES.badRequest, 400, message);
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw badRequest(options.messages.notMultipart);
  }
  const body = await readBodyWithin(
    request,
    options.maxFileBytes + MULTIPART_OVERHEAD_BYTES,
    options.tooLarge,
  );
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest(options.messages.notMultipart);
  }
  const file = form.get(options.field);
  if (file === null || typeof file === "string") throw badRequest(options.messages.noFile);
  if (file.size > options.maxFileBytes) throw options.tooLarge();
  return { filename: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
