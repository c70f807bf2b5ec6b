/**
 * How an attachment is served back: as the type detected from its content, never sniffed by the
 * browser (nosniff), in a sandbox (no scripts, no same-origin access even if opened directly),
 * as a download unless it is an image, and never stored by a browser or proxy.
 */
import { ATTACHMENT_CONTENT_SECURITY_POLICY } from "@/lib/security/security-headers";
import { isImageType } from "./detect-type";

export const ATTACHMENT_CACHE_CONTROL = "private, no-store";

/** RFC 6266/5987: an ASCII fallback name and the exact name in UTF-8. */
function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function attachmentDownloadHeaders(file: {
  name: string;
  mediaType: string;
  bytes: Uint8Array;
}): Headers {
  const inline = isImageType(file.mediaType);
  const type = file.mediaType.startsWith("text/")
    ? `${file.mediaType}; charset=utf-8`
    : file.mediaType;
  return new Headers({
    "Content-Type": type,
    "Content-Length": String(file.bytes.byteLength),
    "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", file.name),
    "X-Content-Type-Options": "nosniff",
    // next.config.ts sends the same policy for this path (its headers replace a route's).
    "Content-Security-Policy": ATTACHMENT_CONTENT_SECURITY_POLICY,
    "Cache-Control": ATTACHMENT_CACHE_CONTROL,
  });
}
