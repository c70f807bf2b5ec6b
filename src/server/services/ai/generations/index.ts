/**
 * The generation runner. CONTRACT STUBS: the runner helper implements them.
 *
 * - startGeneration: checks the model (requireModel) and the per-user limits, reserves the
 *   maximum cost (INSUFFICIENT_CREDITS 402 with details when short), inserts the generation,
 *   starts the model detached from the caller's request, and answers at once.
 * - followGeneration: the stored chunks from `fromBatch`, then the live ones (LISTEN/NOTIFY, so
 *   any instance can serve it) until the generation ends; owner only (else not found).
 * - stopGeneration: a real cancel of the provider call, on whichever instance runs it.
 * - getGeneration: the summary; owner only.
 */
import type { UIMessageChunk } from "ai";
import type { Database } from "@/server/db/client";
import type { GenerationRequest, GenerationSummary } from "./types";

export type * from "./types";

export function startGeneration(
  db: Database,
  request: GenerationRequest,
): Promise<{ generationId: string; messageId: string }> {
  void db;
  void request;
  return Promise.reject(new Error("not implemented"));
}

export function followGeneration(
  db: Database,
  input: { userId: string; generationId: string; signal?: AbortSignal },
): Promise<ReadableStream<UIMessageChunk>> {
  void db;
  void input;
  return Promise.reject(new Error("not implemented"));
}

export function stopGeneration(
  db: Database,
  input: { userId: string; generationId: string },
): Promise<GenerationSummary> {
  void db;
  void input;
  return Promise.reject(new Error("not implemented"));
}

export function getGeneration(
  db: Database,
  input: { userId: string; generationId: string },
): Promise<GenerationSummary> {
  void db;
  void input;
  return Promise.reject(new Error("not implemented"));
}
