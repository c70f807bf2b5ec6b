/**
 * Documents are read in worker threads, never on the thread that answers requests: PDF.js,
 * mammoth and turndown can spend seconds and gigabytes on a hostile file. Each worker has a heap
 * limit (`resourceLimits`); each import has a time limit, after which its worker is terminated.
 * A worker that dies (time, memory, crash) is replaced by a new one on the next import; the
 * server process is never affected. Imports beyond the workers wait in a bounded queue.
 *
 * The worker is started as `new Worker(new URL("./import-worker.ts", import.meta.url))`, the form
 * Turbopack recognises: `next build` and `next dev` bundle the worker entry with everything it
 * imports into its own chunk. Unbundled (Vitest) the `.ts` entry needs a TypeScript loader, which
 * the tests pass in `execArgv` (configureImportPool).
 */
import { Worker } from "node:worker_threads";
import { AppError } from "@/lib/app-error";
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

interface Task {
  job: ImportJob;
  resolve: (preview: ImportPreview) => void;
  reject: (error: unknown) => void;
}

export class ImportPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: Task[] = [];
  private running = 0;
  /** Workers started so far (replacements included); what the tests watch. */
  spawned = 0;

  constructor(private readonly options: ImportPoolOptions) {}

  /** Imports running or waiting. */
  get inFlight(): number {
    return this.running + this.waiting.length;
  }

  /** The preview of a document or paste, read in a worker; refusals are AppErrors. */
  run(job: ImportJob): Promise<ImportPreview> {
    if (this.running >= this.options.workers && this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(importErrors.busy());
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.next();
    });
  }

  /** Stops every idle worker (tests; a running import still finishes). */
  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private next(): void {
    while (this.running < this.options.workers && this.waiting.length > 0) {
      this.start(this.waiting.shift()!);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(new URL("./import-worker.ts", import.meta.url), {
      execArgv: this.options.execArgv,
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.memoryLimitMb,
        maxYoungGenerationSizeMb: Math.min(64, this.options.memoryLimitMb / 4),
      },
    });
    this.spawned += 1;
    // An idle worker never keeps the process alive, and one that dies while idle is dropped.
    worker.unref();
    worker.on("exit", () => {
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    });
    // The running import's own listener reports an error; this one keeps an error after that
    // (or while idle) from being an unhandled 'error' event, which would end the server.
    worker.on("error", () => undefined);
    return worker;
  }

  private start(task: Task): void {
    const worker = this.idle.pop() ?? this.spawn();
    this.running += 1;
    let done = false;
    const finish = (keepWorker: boolean, settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      this.running -= 1;
      if (keepWorker) this.idle.push(worker);
      else void worker.terminate();
      settle();
      this.next();
    };
    const onMessage = (outcome: ImportOutcome) =>
      finish(true, () =>
        outcome.ok
          ? task.resolve(outcome.preview)
          : task.reject(
              new AppError(outcome.refusal.code, outcome.refusal.status, outcome.refusal.message),
            ),
      );
    const onError = (error: Error & { code?: string }) =>
      finish(false, () =>
        task.reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? this.options.refusals.tooMuchMemory()
            : importErrors.unreadable(),
        ),
      );
    const onExit = () => finish(false, () => task.reject(importErrors.unreadable()));
    const timer = setTimeout(
      () => finish(false, () => task.reject(this.options.refusals.tooSlow())),
      this.options.timeLimitMs,
    );
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    worker.postMessage(task.job);
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
