/**
 * Reads a request body without ever holding more than `maxBytes` of it: a declared
 * Content-Length over the limit is refused before the body is read, and a body without one (or
 * one that lies) is counted as it streams in and cut off at the limit.
 */
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { REQUEST_TEXT } from "@/lib/errors/common";
import { formatByteLimit } from "@/lib/http/request-size-limits";

/** The 413 of a body over `maxBytes`, naming the limit. */
export function bodyTooLarge(maxBytes: number): AppError {
  return new AppError(
    ERROR_CODES.payloadTooLarge,
    413,
    REQUEST_TEXT.bodyTooLarge(formatByteLimit(maxBytes)),
  );
}

export async function readBodyWithin(
  request: Request,
  maxBytes: number,
  tooLarge: () => AppError = () => bodyTooLarge(maxBytes),
): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
