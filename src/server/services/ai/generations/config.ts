/**
 * The runner's configuration (AI_REQUESTS_PER_MINUTE, AI_MAX_CONCURRENT_GENERATIONS,
 * AI_REQUEST_TIMEOUT_SECONDS) and its fixed rules, each overridable per call: tests pass a
 * registry pointing at a local provider fake and small limits, the way the credits service
 * takes CreditsOptions.
 */
import { randomUUID } from "node:crypto";
import { env } from "@/env";
import type { CreditsOptions } from "@/server/services/credits";
import { getModelRegistry, type ModelRegistry } from "../models/registry";

/** How often a running generation proves its process is alive. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** A running generation whose heartbeat is older than this belongs to a dead process. */
export const STALE_HEARTBEAT_MS = 60_000;
/** How often every process looks for generations of dead processes. */
export const STALE_SWEEP_INTERVAL_MS = 30_000;
/** Chunks are written in batches: after this long, or sooner when this many are waiting. */
export const CHUNK_FLUSH_MS = 60;
export const CHUNK_FLUSH_MAX = 64;
/**
 * A follower re-reads the tables this often even without a NOTIFY (a notification is a wake-up
 * hint and may be lost while a LISTEN connection reconnects).
 */
export const FOLLOW_POLL_MS = 1_000;
/**
 * Batches a follower reads per query: a late follower of a long generation holds one page in
 * memory at a time, and reads the next only once the client has taken the previous one.
 */
export const FOLLOW_PAGE_BATCHES = 50;
/** Provider calls re-sent on a retryable failure (429, 5xx, connection) before giving up. */
export const PROVIDER_MAX_RETRIES = 1;
/** A credit hold outlives the longest generation by this much, so it is never expired mid-run. */
export const HOLD_MARGIN_SECONDS = 600;
/**
 * The longest a generation's onEnd hook may take (it stores a plan, a message): past it the
 * generation fails and its hold is released, instead of holding a concurrency slot forever.
 */
export const ON_END_TIMEOUT_MS = 60_000;
/** How long stop waits for the running instance to end the generation before answering. */
export const STOP_WAIT_MS = 10_000;

/** NOTIFY channels: a new chunk batch or end (payload: generation id), and a stop request. */
export const CHUNKS_CHANNEL = "ai_generation_chunks";
export const CANCEL_CHANNEL = "ai_generation_cancel";

/** This server process, as recorded in ai_generations.instance_id. */
export const INSTANCE_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

export interface GenerationOptions {
  registry?: ModelRegistry;
  credits?: CreditsOptions;
  requestsPerMinute?: number;
  maxConcurrent?: number;
  timeoutSeconds?: number;
  maxRetries?: number;
  onEndTimeoutMs?: number;
}

export interface GenerationConfig {
  registry: ModelRegistry;
  credits: CreditsOptions;
  requestsPerMinute: number;
  maxConcurrent: number;
  timeoutSeconds: number;
  maxRetries: number;
  onEndTimeoutMs: number;
}

export function generationConfig(options: GenerationOptions = {}): GenerationConfig {
  return {
    registry: options.registry ?? getModelRegistry(),
    credits: options.credits ?? {},
    requestsPerMinute: options.requestsPerMinute ?? env.AI_REQUESTS_PER_MINUTE,
    maxConcurrent: options.maxConcurrent ?? env.AI_MAX_CONCURRENT_GENERATIONS,
    timeoutSeconds: options.timeoutSeconds ?? env.AI_REQUEST_TIMEOUT_SECONDS,
    maxRetries: options.maxRetries ?? PROVIDER_MAX_RETRIES,
    onEndTimeoutMs: options.onEndTimeoutMs ?? ON_END_TIMEOUT_MS,
  };
}
