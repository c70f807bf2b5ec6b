/** What a pool's worker thread posts back (worker-pool.ts ↔ worker-entry.ts). */
export type WorkerMessage<Answer> = { kind: "ready" } | { kind: "answer"; answer: Answer };

export function isWorkerMessage(value: unknown): value is WorkerMessage<unknown> {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return kind === "ready" || kind === "answer";
}
