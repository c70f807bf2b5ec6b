/**
 * The entry of an import worker thread (see import-pool.ts): reads one document or pasted text
 * at a time and answers the plan preview, or the refusal as plain data (an AppError does not
 * cross threads as itself). Anything unexpected is answered as an unreadable document, so the
 * details stay in this thread.
 */
import { isAppError } from "@/lib/app-error";
import { serveJobs } from "@/server/workers/worker-entry";
import { importDocument, importPastedText } from "./import-document";
import { importErrors } from "./import-errors";
import type { ImportJob, ImportOutcome } from "./import-job";

async function run(job: ImportJob): Promise<ImportOutcome> {
  try {
    const preview =
      job.kind === "file"
        ? await importDocument({ filename: job.filename, bytes: job.bytes })
        : importPastedText({ text: job.text, filename: job.filename });
    return { ok: true, preview };
  } catch (error) {
    const refusal = isAppError(error) ? error : importErrors.unreadable();
    return {
      ok: false,
      refusal: { code: refusal.code, status: refusal.status, message: refusal.message },
    };
  }
}

serveJobs(run);
