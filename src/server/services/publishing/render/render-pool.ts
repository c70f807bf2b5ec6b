/**
 * Markdown of published plans is parsed in worker threads (src/server/workers/worker-pool.ts),
 * never on the thread that answers requests: micromark is super-linear on some hostile input
 * (120 kB of "[a](" takes many seconds), and a section may hold 200,000 characters. Each job —
 * one section's render, or the positions of its Mermaid blocks when publishing — has a time
 * limit; past it the worker is terminated and the caller falls back to something linear.
 *
 * One pool per process, kept on globalThis: a production build copies this module into several
 * server chunks. Unbundled (Vitest) the `.ts` worker entry needs a TypeScript loader, which the
 * tests pass in `execArgv` (configureRenderPool).
 */
import { Worker } from "node:worker_threads";
import { WorkerPool, type WorkerPoolOptions } from "@/server/workers/worker-pool";
import type { RenderAnswer, RenderJob } from "./render-job";

/** Longest one section's Markdown may take in a worker; far above any real section's need. */
export const PUBLIC_RENDER_SECTION_TIME_LIMIT_MS = 3_000;
/** Longest all sections of one plan may take together; later sections are shown as text. */
export const PUBLIC_RENDER_PLAN_TIME_LIMIT_MS = 15_000;
/** Worker threads rendering Markdown; more jobs wait for one. */
export const PUBLIC_RENDER_WORKERS = 2;
/** Jobs waiting for a worker (renders of sections are queued one plan section at a time). */
export const PUBLIC_RENDER_MAX_WAITING = 64;
/** Most JavaScript heap one render worker may use. */
export const PUBLIC_RENDER_MEMORY_LIMIT_MB = 256;

export type RenderPool = WorkerPool<RenderJob, RenderAnswer>;

export const DEFAULT_RENDER_POOL_OPTIONS: WorkerPoolOptions = {
  workers: PUBLIC_RENDER_WORKERS,
  maxWaiting: PUBLIC_RENDER_MAX_WAITING,
  timeLimitMs: PUBLIC_RENDER_SECTION_TIME_LIMIT_MS,
  memoryLimitMb: PUBLIC_RENDER_MEMORY_LIMIT_MB,
  execArgv: [],
  // The limit measures the parse: a cold worker's start-up must not turn a normal section into
  // plain text (the result is cached for the whole revision).
  limitIncludesStartUp: false,
};

type PoolState = { options: WorkerPoolOptions; pool: RenderPool | null };

const globalForPool = globalThis as unknown as { plansmithRenderPool?: PoolState };

function state(): PoolState {
  globalForPool.plansmithRenderPool ??= { options: DEFAULT_RENDER_POOL_OPTIONS, pool: null };
  return globalForPool.plansmithRenderPool;
}

/** The process's render pool, started on first use. */
export function renderPool(): RenderPool {
  const current = state();
  current.pool ??= new WorkerPool(
    (workerOptions) =>
      // An object literal, or Turbopack does not bundle the worker (worker-pool.ts).
      new Worker(new URL("./render-worker.ts", import.meta.url), {
        execArgv: workerOptions.execArgv,
        resourceLimits: workerOptions.resourceLimits,
      }),
    current.options,
  );
  return current.pool;
}

/** Changes the pool's options before its next use (tests: the TypeScript loader, limits). */
export function configureRenderPool(changes: Partial<WorkerPoolOptions>): void {
  const current = state();
  void current.pool?.close();
  current.options = { ...current.options, ...changes };
  current.pool = null;
}
