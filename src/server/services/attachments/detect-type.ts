/**
 * What an uploaded file is, from its bytes: the magic numbers of PNG, JPEG, GIF, WebP, PDF and
 * Word (a zip holding word/document.xml), or UTF-8 text. The name only chooses among the text
 * types (.md, .txt, .csv) and must not claim another kind than the content is: a text file named
 * .png, a program named .pdf, an SVG or an HTML page are refused.
 */
import type { AttachmentMediaType } from "@/lib/ai/ai-rules";
import { fileExtension } from "@/lib/plans/import-rules";
import { sniffContent } from "@/server/services/plans/import/detect-format";
import { zipEntryNames } from "@/server/services/plans/import/zip-size";
import { attachmentErrors } from "./attachment-errors";

export const DOCX_MEDIA_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Which extensions each kind of content may carry ("" is a file without one, e.g. a paste). */
const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "jpe", "gif", "webp", ""];
const TEXT_TYPES: Record<string, AttachmentMediaType> = {
  md: "text/markdown",
  markdown: "text/markdown",
  txt: "text/plain",
  text: "text/plain",
  csv: "text/csv",
  "": "text/plain",
};
const EXTENSIONS: Partial<Record<AttachmentMediaType, string[]>> = {
  "image/png": IMAGE_EXTENSIONS,
  "image/jpeg": IMAGE_EXTENSIONS,
  "image/gif": IMAGE_EXTENSIONS,
  "image/webp": IMAGE_EXTENSIONS,
  "application/pdf": ["pdf", ""],
  [DOCX_MEDIA_TYPE]: ["docx", ""],
};
/** Every extension we accept at all; anything else (.svg, .html, .exe…) is refused outright. */
const KNOWN_EXTENSIONS = new Set([...Object.values(EXTENSIONS).flat(), ...Object.keys(TEXT_TYPES)]);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString("latin1");

function imageType(bytes: Uint8Array): AttachmentMediaType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const gif = ascii(bytes, 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  return null;
}

/**
 * Markup a browser would render (and run scripts in) if it ever sniffed it: HTML, SVG, XML.
 * Markdown may hold some inline HTML; a document that *starts* as markup is not Markdown.
 */
const MARKUP_START = /^\s*<(?:!doctype|html|head|body|svg|\?xml|script|iframe|object|embed)\b/i;

/** C0 control characters other than tab, line feed, form feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** The text of a text upload: UTF-8 (a byte-order mark is allowed), no binary control bytes. */
export function decodeUtf8Text(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw attachmentErrors.notUtf8();
  }
  if (CONTROL.test(text)) throw attachmentErrors.notUtf8();
  if (MARKUP_START.test(text)) throw attachmentErrors.markup();
  return text;
}

/** The content's media type; throws the refusal (415, 422) when it may not be attached. */
export function detectAttachmentType(filename: string, bytes: Uint8Array): AttachmentMediaType {
  if (bytes.byteLength === 0) throw attachmentErrors.empty();
  const extension = fileExtension(filename);
  if (!KNOWN_EXTENSIONS.has(extension)) throw attachmentErrors.unsupportedType();
  const content = sniffContent(bytes);
  let mediaType: AttachmentMediaType | null = imageType(bytes);
  // "%PDF-" may sit anywhere in a PDF's first kilobyte, so a note about PDFs could carry it too:
  // a file named as text is read as text.
  const namedAsText = extension !== "" && extension in TEXT_TYPES;
  if (!mediaType && content === "pdf" && !namedAsText) mediaType = "application/pdf";
  if (!mediaType && content === "zip") {
    if (!zipEntryNames(bytes)?.includes("word/document.xml")) {
      throw attachmentErrors.unsupportedType();
    }
    mediaType = DOCX_MEDIA_TYPE;
  }
  if (mediaType) {
    if (!EXTENSIONS[mediaType]?.includes(extension)) throw attachmentErrors.contentMismatch();
    return mediaType;
  }
  if (content !== "text" && !(content === "pdf" && namedAsText)) {
    throw attachmentErrors.unsupportedType();
  }
  const textType = TEXT_TYPES[extension];
  if (!textType) throw attachmentErrors.contentMismatch();
  decodeUtf8Text(bytes);
  return textType;
}

export const isImageType = (mediaType: string) => mediaType.startsWith("image/");
