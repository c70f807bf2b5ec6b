/**
 * The generation runner. See docs/architecture.md, "AI generations".
 *
 * - startGeneration: checks the model (requireModel) and the per-user limits, reserves the
 *   maximum cost (INSUFFICIENT_CREDITS 402 with details when short), inserts the generation,
 *   starts the model detached from the caller's request, and answers at once.
 * - followGeneration: the stored chunks from `fromBatch`, then the live ones (LISTEN/NOTIFY, so
 *   any instance can serve it) until the generation ends; owner only (else not found); at most
 *   AI_STREAMS_PER_USER / AI_STREAMS_PER_PROCESS live at once (follower-limits.ts, else 429).
 * - stopGeneration: a real cancel of the provider call, on whichever instance runs it.
 * - getGeneration: the summary; owner only.
 * - sweepStaleGenerations / startStaleGenerationSweep: generations of dead processes end failed.
 *
 * The optional last `options` argument of startGeneration (GenerationOptions) overrides the
 * registry and the limits for one call; tests use it.
 */
import type { Database } from "@/server/db/types";
import { ownedGeneration, toSummary } from "./rows";
import type { GenerationSummary } from "./types";

export type * from "./types";
export type { GenerationOptions } from "./config";
export { startGeneration, generationHoldKey } from "./start";
export { onFinishedResult, textResultHooks } from "./result-hook";
export { followGeneration } from "./follow";
export {
  admitFollower,
  liveFollowerCount,
  LIVE_FOLLOWERS_PER_PROCESS_MAX,
  LIVE_FOLLOWERS_PER_USER_MAX,
  type FollowerPlace,
} from "./follower-limits";
export { stopGeneration } from "./stop";
export { startStaleGenerationSweep, sweepStaleGenerations } from "./stale-sweep";

export async function getGeneration(
  db: Database,
  input: { userId: string; generationId: string },
): Promise<GenerationSummary> {
  return toSummary(await ownedGeneration(db, input.userId, input.generationId));
}
