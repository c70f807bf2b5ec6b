/**
 * Documents are read in worker threads (src/server/workers/worker-pool.ts), never on the thread
 * that answers requests: PDF.js, mammoth and turndown can spend seconds and gigabytes on a
 * hostile file. Each worker has a heap limit; each import has a time limit, after which its
 * worker is terminated and later replaced. Imports beyond the workers wait in a bounded queue.
 * This module names the import's limits and turns the pool's failures into the import's refusals.
 *
 * Unbundled (Vitest) the `.ts` worker entry needs a TypeScript loader, which the tests pass in
 * `execArgv` (configureImportPool).
 */
import { Worker } from "node:worker_threads";
import { AppError } from "@/lib/app-error";
import { WorkerPool, WorkerPoolError } from "@/server/workers/worker-pool";
import {
  IMPORT_MAX_WAITING,
  IMPORT_MEMORY_LIMIT_MB,
  IMPORT_TIME_LIMIT_SECONDS,
  IMPORT_WORKERS,
} from "@/lib/plans/import-rules";
import type { ImportPreview } from "@/lib/plans/markdown-sections";
import { importErrors } from "./import-errors";
import type { ImportJob, ImportOutcome } from "./import-job";

export interface ImportPoolOptions {
  workers: number;
  maxWaiting: number;
  timeLimitMs: number;
  memoryLimitMb: number;
  /** Node options of each worker (the tests add a TypeScript loader). */
  execArgv: string[];
  /** Errors of terminated workers are reported with these (time, memory); tests shrink them. */
  refusals: { tooSlow: () => AppError; tooMuchMemory: () => AppError };
}

export const DEFAULT_IMPORT_POOL_OPTIONS: ImportPoolOptions = {
  workers: IMPORT_WORKERS,
  maxWaiting: IMPORT_MAX_WAITING,
  timeLimitMs: IMPORT_TIME_LIMIT_SECONDS * 1000,
  memoryLimitMb: IMPORT_MEMORY_LIMIT_MB,
  execArgv: [],
  refusals: { tooSlow: importErrors.tooSlow, tooMuchMemory: importErrors.tooMuchMemory },
};

/** The refusal an import answers when its worker gave no preview. */
function refusalFor(error: unknown, refusals: ImportPoolOptions["refusals"]): unknown {
  if (!(error instanceof WorkerPoolError)) return error;
  switch (error.reason) {
    case "busy":
      return importErrors.busy();
    case "tooSlow":
      return refusals.tooSlow();
    case "tooMuchMemory":
      return refusals.tooMuchMemory();
    case "crashed":
      return importErrors.unreadable();
  }
}

export class ImportPool {
  private readonly pool: WorkerPool<ImportJob, ImportOutcome>;

  constructor(private readonly options: ImportPoolOptions) {
    // The time limit includes a fresh worker's start-up: what a user waits for is the import.
    this.pool = new WorkerPool(
      (workerOptions) =>
        // An object literal, or Turbopack does not bundle the worker (worker-pool.ts).
        new Worker(new URL("./import-worker.ts", import.meta.url), {
          execArgv: workerOptions.execArgv,
          resourceLimits: workerOptions.resourceLimits,
        }),
      { ...options, limitIncludesStartUp: true },
    );
  }

  /** Workers started so far (replacements included); what the tests watch. */
  get spawned(): number {
    return this.pool.spawned;
  }

  /** Imports running or waiting. */
  get inFlight(): number {
    return this.pool.inFlight;
  }

  /** The preview of a document or paste, read in a worker; refusals are AppErrors. */
  async run(job: ImportJob): Promise<ImportPreview> {
    const outcome = await this.pool.run(job).catch((error: unknown) => {
      throw refusalFor(error, this.options.refusals);
    });
    if (outcome.ok) return outcome.preview;
    const { code, status, message } = outcome.refusal;
    throw new AppError(code, status, message);
  }

  /** Stops every idle worker (tests; a running import still finishes). */
  close(): Promise<void> {
    return this.pool.close();
  }
}

let options = DEFAULT_IMPORT_POOL_OPTIONS;
let shared: ImportPool | null = null;

/** The server's pool, started on the first import. */
export function importPool(): ImportPool {
  shared ??= new ImportPool(options);
  return shared;
}

/** Changes the shared pool's options before its first use (tests: the TypeScript loader). */
export function configureImportPool(changes: Partial<ImportPoolOptions>): void {
  options = { ...options, ...changes };
  shared = null;
}
