/**
 * Which converter reads a file: the extension says what the file claims to be, the first bytes
 * say what it is. A Word file must be a zip, a PDF must carry its header; a "text" file that is
 * really an image or an archive is not text.
 */
import { formatFromFilename, type ImportFormat } from "@/lib/plans/import-rules";
import { importErrors } from "./import-errors";

type Content = "pdf" | "zip" | "ole" | "binary" | "text";

const ZIP = [0x50, 0x4b, 0x03, 0x04]; // "PK\x03\x04"
/** Compound File Binary: old .doc files, and Word files saved with a password. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF_HEADER = "%PDF-";
/** PDF readers accept the header anywhere in the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;
const BINARY_WINDOW = 8192;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, PDF_HEADER_WINDOW)).toString("latin1");
  return head.includes(PDF_HEADER);
}

/** UTF-16 text has zero bytes too; its byte-order mark tells it from binary data. */
function hasUtf16Bom(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

export function sniffContent(bytes: Uint8Array): Content {
  if (startsWith(bytes, ZIP)) return "zip";
  if (startsWith(bytes, OLE)) return "ole";
  if (hasPdfHeader(bytes)) return "pdf";
  if (!hasUtf16Bom(bytes) && bytes.subarray(0, BINARY_WINDOW).includes(0)) return "binary";
  return "text";
}

/** Whether plain text already uses Markdown headings (then it is read as Markdown). */
export function looksLikeMarkdown(text: string): boolean {
  return /^ {0,3}#{1,6}[ \t]+\S/m.test(text);
}

/**
 * The format to read the file as. Throws 415 for a type we do not import, 422 when the content
 * cannot be the format the name claims (a damaged or password-protected document).
 */
export function detectFormat(filename: string, bytes: Uint8Array): ImportFormat {
  const claimed = formatFromFilename(filename);
  const content = sniffContent(bytes);
  switch (claimed) {
    case null:
      throw importErrors.unsupportedType();
    case "docx":
      if (content !== "zip") throw importErrors.unreadable();
      return "docx";
    case "pdf":
      if (content !== "pdf") throw importErrors.unreadable();
      return "pdf";
    case "md":
    case "txt":
      if (content !== "text") throw importErrors.unsupportedType();
      return claimed;
    case "unknown":
      if (content === "pdf") return "pdf";
      if (content === "zip") return "docx";
      if (content !== "text") throw importErrors.unsupportedType();
      return "txt";
  }
}
