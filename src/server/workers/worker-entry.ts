/**
 * The worker-thread side of a WorkerPool (worker-pool.ts): says "ready" once the entry's code is
 * loaded (so a pool can start a job's time limit then, not count the start-up), then answers one
 * job at a time. The handler must answer plain data for every job: an exception here would end
 * the worker, which the pool reports as a crash.
 */
import { parentPort } from "node:worker_threads";
import type { WorkerMessage } from "./worker-messages";

export function serveJobs<Job, Answer>(handle: (job: Job) => Answer | Promise<Answer>): void {
  const port = parentPort;
  if (!port) return;
  port.on("message", (job: Job) => {
    void Promise.resolve(job)
      .then(handle)
      .then((answer) =>
        port.postMessage({ kind: "answer", answer } satisfies WorkerMessage<Answer>),
      );
  });
  port.postMessage({ kind: "ready" } satisfies WorkerMessage<Answer>);
}
