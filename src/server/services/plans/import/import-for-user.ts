/**
 * Imports as the REST route and the tRPC procedure run them: in the worker pool, at most
 * IMPORT_MAX_CONCURRENT_PER_USER at once per user (running or waiting), so one account cannot
 * fill the queue for everyone. The count lives in this process, as the pool does.
 */
import { IMPORT_MAX_CONCURRENT_PER_USER, type ParseTextInput } from "@/lib/plans/import-rules";
import type { ImportPreview } from "@/lib/plans/markdown-sections";
import type { ImportFile } from "./import-document";
import { importErrors } from "./import-errors";
import type { ImportJob } from "./import-job";
import { importPool } from "./import-pool";

const activeImports = new Map<string, number>();

async function runFor(userId: string, job: ImportJob): Promise<ImportPreview> {
  const active = activeImports.get(userId) ?? 0;
  if (active >= IMPORT_MAX_CONCURRENT_PER_USER) throw importErrors.tooManyAtOnce();
  activeImports.set(userId, active + 1);
  try {
    return await importPool().run(job);
  } finally {
    const left = (activeImports.get(userId) ?? 1) - 1;
    if (left > 0) activeImports.set(userId, left);
    else activeImports.delete(userId);
  }
}

/** A file as a plan preview (the refusals of importDocument, and the limits of the pool). */
export function importFileFor(userId: string, file: ImportFile): Promise<ImportPreview> {
  return runFor(userId, { kind: "file", filename: file.filename, bytes: file.bytes });
}

/** Pasted text as a plan preview (the refusals of importPastedText, and the pool's limits). */
export function importTextFor(userId: string, input: ParseTextInput): Promise<ImportPreview> {
  return runFor(userId, { kind: "text", text: input.text, filename: input.filename });
}
