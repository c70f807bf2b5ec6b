/**
 * Heavy parsing (documents to import, Markdown of published plans) never runs on the thread that
 * answers requests: one hostile input would stall every request of the process. A WorkerPool runs
 * such jobs in worker threads, each with a heap limit (`resourceLimits`) and each job with a time
 * limit, after which its worker is terminated. A worker that dies (time, memory, crash) is
 * replaced by a new one on the next job; the server process is never affected. Jobs beyond the
 * workers wait in a bounded queue.
 *
 * The pool does not create workers itself: the caller passes `start`, which must contain the
 * literal `new Worker(new URL("./x-worker.ts", import.meta.url), { execArgv, resourceLimits })`
 * — the form Turbopack recognises, so `next build` and `next dev` bundle the worker entry with
 * everything it imports into its own chunk. The options must be written as an object literal:
 * with any other expression Turbopack cannot rule out `eval: true` and only copies the `.ts` file
 * as an asset, which Node cannot run. Unbundled (Vitest) the `.ts` entry needs a TypeScript
 * loader, which the tests pass in `execArgv`. The entry answers through `serveJobs`
 * (worker-entry.ts).
 */
import type { ResourceLimits, Worker } from "node:worker_threads";
import { isWorkerMessage, type WorkerMessage } from "./worker-messages";

/** Longest a worker may take to load its code when the job's time limit excludes start-up. */
export const WORKER_START_UP_LIMIT_MS = 60_000;

export interface WorkerPoolOptions {
  workers: number;
  maxWaiting: number;
  /** Time limit of one job (run() may give a shorter one). */
  timeLimitMs: number;
  memoryLimitMb: number;
  /** Node options of each worker (the tests add a TypeScript loader). */
  execArgv: string[];
  /**
   * true: a fresh worker's start-up counts against the job's time limit. false: the limit starts
   * when the worker has loaded its code (start-up is bounded by WORKER_START_UP_LIMIT_MS), so a
   * short limit measures the job only.
   */
  limitIncludesStartUp: boolean;
}

/** Why a job got no answer; callers turn it into their own message or fallback. */
export type WorkerFailure = "busy" | "tooSlow" | "tooMuchMemory" | "crashed";

export class WorkerPoolError extends Error {
  constructor(readonly reason: WorkerFailure) {
    super(`worker job failed: ${reason}`);
    this.name = "WorkerPoolError";
  }
}

/** What a pool's worker is started with (see the note on `start` above). */
export type PoolWorkerOptions = { execArgv: string[]; resourceLimits: ResourceLimits };

export type StartWorker = (options: PoolWorkerOptions) => Worker;

interface Task<Job, Answer> {
  job: Job;
  timeLimitMs: number;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

export class WorkerPool<Job, Answer> {
  private readonly idle: Worker[] = [];
  private readonly ready = new WeakSet<Worker>();
  private readonly waiting: Task<Job, Answer>[] = [];
  private running = 0;
  /** Workers started so far (replacements included); what the tests watch. */
  spawned = 0;
  /** Jobs handed to a worker so far; what the tests watch. */
  jobsStarted = 0;

  constructor(
    private readonly startWorker: StartWorker,
    private readonly options: WorkerPoolOptions,
  ) {}

  /** Jobs running or waiting. */
  get inFlight(): number {
    return this.running + this.waiting.length;
  }

  /** The worker's answer to `job`; failures are WorkerPoolErrors. */
  run(job: Job, limits: { timeLimitMs?: number } = {}): Promise<Answer> {
    if (this.running >= this.options.workers && this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(new WorkerPoolError("busy"));
    }
    const timeLimitMs = Math.min(limits.timeLimitMs ?? Infinity, this.options.timeLimitMs);
    return new Promise((resolve, reject) => {
      this.waiting.push({ job, timeLimitMs, resolve, reject });
      this.next();
    });
  }

  /** Stops every idle worker (tests; a running job still finishes). */
  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private next(): void {
    while (this.running < this.options.workers && this.waiting.length > 0) {
      this.start(this.waiting.shift()!);
    }
  }

  private spawn(): Worker {
    const worker = this.startWorker({
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
    // The running job's own listener reports an error; this one keeps an error after that (or
    // while idle) from being an unhandled 'error' event, which would end the server.
    worker.on("error", () => undefined);
    return worker;
  }

  private start(task: Task<Job, Answer>): void {
    const worker = this.idle.pop() ?? this.spawn();
    this.running += 1;
    this.jobsStarted += 1;
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
    const fail = (reason: WorkerFailure) =>
      finish(false, () => task.reject(new WorkerPoolError(reason)));
    const startTimer = (ms: number) => setTimeout(() => fail("tooSlow"), ms);
    const onMessage = (message: WorkerMessage<Answer>) => {
      if (!isWorkerMessage(message)) return fail("crashed");
      if (message.kind === "ready") {
        this.ready.add(worker);
        if (!this.options.limitIncludesStartUp) {
          clearTimeout(timer);
          timer = startTimer(task.timeLimitMs);
        }
        return;
      }
      finish(true, () => task.resolve(message.answer));
    };
    const onError = (error: Error & { code?: string }) =>
      fail(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "tooMuchMemory" : "crashed");
    const onExit = () => fail("crashed");
    const waitsForStartUp = !this.options.limitIncludesStartUp && !this.ready.has(worker);
    let timer = startTimer(waitsForStartUp ? WORKER_START_UP_LIMIT_MS : task.timeLimitMs);
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    worker.postMessage(task.job);
  }
}
