/**
 * Importing an existing document: a file (.md, .txt, .docx, .pdf) or pasted text becomes a plan
 * preview — title, summary, sections — that the user adjusts before anything is saved. Nothing
 * here touches the database: the plan is created later, through plan.create.
 */
import {
  formatFromFilename,
  IMPORT_MAX_BYTES,
  titleFromFilename,
  type ImportFormat,
} from "@/lib/plans/import-rules";
import { splitMarkdownIntoSections, type ImportPreview } from "@/lib/plans/markdown-sections";
import { decodeText } from "./decode-text";
import { detectFormat, looksLikeMarkdown } from "./detect-format";
import { docxToMarkdown } from "./docx-to-markdown";
import { importErrors } from "./import-errors";
import { pdfToMarkdown } from "./pdf-to-markdown";
import { plainTextToMarkdown } from "./plain-text-to-markdown";

export type { ImportPreview };

export interface ImportFile {
  filename: string;
  bytes: Uint8Array;
}

/** Plain text, unless it already uses Markdown headings: then it is read as Markdown. */
function textToMarkdown(text: string): string {
  return looksLikeMarkdown(text) ? text : plainTextToMarkdown(text);
}

async function toMarkdown(format: ImportFormat, bytes: Uint8Array): Promise<string> {
  switch (format) {
    case "md":
      return decodeText(bytes);
    case "txt":
      return textToMarkdown(decodeText(bytes));
    case "docx":
      return docxToMarkdown(bytes);
    case "pdf":
      return pdfToMarkdown(bytes);
  }
}

/**
 * A file as a plan preview. Refuses (AppError): 413 over IMPORT_MAX_BYTES, 415 for a type we do
 * not import, 422 for a damaged or password-protected file and for one without any text.
 */
export async function importDocument({ filename, bytes }: ImportFile): Promise<ImportPreview> {
  if (bytes.byteLength > IMPORT_MAX_BYTES) throw importErrors.tooLarge();
  if (bytes.byteLength === 0) {
    // Nothing to look at; the name alone says whether we would have read it.
    if (formatFromFilename(filename) === null) throw importErrors.unsupportedType();
    throw importErrors.noText();
  }
  const markdown = await toMarkdown(detectFormat(filename, bytes), bytes);
  if (!/\S/.test(markdown)) throw importErrors.noText();
  return splitMarkdownIntoSections(markdown, { fallbackTitle: titleFromFilename(filename) });
}

/** Pasted text as a plan preview; `filename` (if it came from a file) names the plan. */
export function importPastedText({
  text,
  filename,
}: {
  text: string;
  filename?: string;
}): ImportPreview {
  const markdown = filename && formatFromFilename(filename) === "md" ? text : textToMarkdown(text);
  if (!/\S/.test(markdown)) throw importErrors.nothingPasted();
  return splitMarkdownIntoSections(markdown, {
    fallbackTitle: filename ? titleFromFilename(filename) : undefined,
  });
}
