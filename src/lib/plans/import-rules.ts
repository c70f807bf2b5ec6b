/**
 * What can be imported into a plan, named once: the upload page checks a file with these before
 * sending it, and the server checks again before reading it.
 */
import { z } from "zod";
import { IMPORT_TEXT } from "@/lib/errors/plans";

export const IMPORT_MAX_MEGABYTES = 10;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MEGABYTES * 1024 * 1024;
/** Pasted text: a generous bound that still keeps one request reasonable. */
export const IMPORT_PASTE_MAX_LENGTH = 1_000_000;

// ---- Limits of reading a document (docs/operations.md, "Import limits") --------------------
// Documents are read in worker threads (import-pool.ts); these bound what one import may cost.

/** Most pages a PDF may have. */
export const IMPORT_MAX_PAGES = 500;
/** Most characters of text a PDF or Word document may yield (twice the longest paste). */
export const IMPORT_MAX_TEXT_LENGTH = 2 * IMPORT_PASTE_MAX_LENGTH;
/** Longest one import may take in its worker before the worker is stopped. */
export const IMPORT_TIME_LIMIT_SECONDS = 20;
/** Most JavaScript heap one import worker may use (its `resourceLimits`). */
export const IMPORT_MEMORY_LIMIT_MB = 512;
/** Imports one user may have running or waiting at once (429 beyond). */
export const IMPORT_MAX_CONCURRENT_PER_USER = 2;
/** Worker threads reading documents; more imports wait for one. */
export const IMPORT_WORKERS = 2;
/** Imports waiting for a worker, all users together (429 beyond). */
export const IMPORT_MAX_WAITING = 16;

/** File names longer than this are not real names. */
const FILENAME_MAX_LENGTH = 255;

export const IMPORT_FORMATS = ["md", "txt", "docx", "pdf"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Extensions each format is recognised by (lower case, without the dot). */
export const IMPORT_EXTENSIONS: Record<ImportFormat, readonly string[]> = {
  md: ["md", "markdown"],
  txt: ["txt", "text"],
  docx: ["docx"],
  pdf: ["pdf"],
};

/** The file picker's `accept` attribute. */
export const IMPORT_ACCEPT = [
  ...Object.values(IMPORT_EXTENSIONS)
    .flat()
    .map((extension) => `.${extension}`),
  "text/markdown",
  "text/plain",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/pdf",
].join(",");

/** The lower-case extension of a file name ("" when it has none). */
export function fileExtension(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/**
 * The format a file name claims, `null` for an extension we do not import, and `"unknown"`
 * when there is no extension at all (the content decides then).
 */
export function formatFromFilename(filename: string): ImportFormat | "unknown" | null {
  const extension = fileExtension(filename);
  if (!extension) return "unknown";
  return IMPORT_FORMATS.find((format) => IMPORT_EXTENSIONS[format].includes(extension)) ?? null;
}

/**
 * What is wrong with a chosen file before it is sent, in the catalogue's words; `null` when it
 * may be sent (the server reads its content and may still refuse it).
 */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (formatFromFilename(file.name) === null) return IMPORT_TEXT.unsupportedType;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_TEXT.tooLarge(IMPORT_MAX_MEGABYTES);
  if (file.size === 0) return IMPORT_TEXT.noText;
  return null;
}

/** A plan title from a file name: "sample-plan_v2.docx" → "Sample plan v2". */
export function titleFromFilename(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? "").replace(/\.[^.]+$/, "");
  const words = base.replace(/[-_]+/g, " ").replace(/\s+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "";
}

/** `planImport.parseText`: pasted text, and the name of the file it came from, if any. */
export const parseTextInput = z.object({
  text: z
    .string({ error: IMPORT_TEXT.nothingPasted })
    .max(
      IMPORT_PASTE_MAX_LENGTH,
      IMPORT_TEXT.pastedTooLong(IMPORT_PASTE_MAX_LENGTH.toLocaleString("en-US")),
    )
    .refine((text) => text.trim().length > 0, IMPORT_TEXT.nothingPasted),
  filename: z.string().max(FILENAME_MAX_LENGTH).optional(),
});
export type ParseTextInput = z.infer<typeof parseTextInput>;
