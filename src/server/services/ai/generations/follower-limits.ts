/**
 * How many live followers (open stream answers: GET /api/ai/generations/{id}/stream,
 * GET /api/ai/chat/{threadId}/stream, the reply of POST /api/ai/chat) one user and one server
 * process may have at once. A follower holds no pooled connection while it waits (follow.ts), but
 * each one re-reads after every batch its generation writes and keeps a response open: without a
 * ceiling one user's 300 tabs (or a script) took the instance's pool and CPU from everyone.
 *
 * Counted in this process's memory: a place is taken before the follower's first read and given
 * back exactly once, when the follower finishes, its client goes away (abort or cancel) or it
 * fails to start. Across instances the ceiling is per process, like the pool it protects.
 */
import { env } from "@/env";
import { AppError } from "@/lib/app-error";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";

/** Live followers one user may have in one process (AI_STREAMS_PER_USER overrides it). */
export const LIVE_FOLLOWERS_PER_USER_MAX = 10;
/**
 * Live followers one process serves at once (AI_STREAMS_PER_PROCESS overrides it): each reads
 * after every batch of its generation (up to ~16 a second while it writes), so this many keep a
 * default pool of 10 connections busy but not full.
 */
export const LIVE_FOLLOWERS_PER_PROCESS_MAX = 100;

export interface FollowerLimits {
  perUser: number;
  perProcess: number;
}

export function followerLimits(): FollowerLimits {
  return {
    perUser: env.AI_STREAMS_PER_USER ?? LIVE_FOLLOWERS_PER_USER_MAX,
    perProcess: env.AI_STREAMS_PER_PROCESS ?? LIVE_FOLLOWERS_PER_PROCESS_MAX,
  };
}

/** A place among the live followers. `release` gives it back; calling it again does nothing. */
export interface FollowerPlace {
  release(): void;
}

interface LiveFollowers {
  total: number;
  perUser: Map<string, number>;
}

/** On globalThis: the production build copies this module into each route's chunk (channels.ts). */
const globalForFollowers = globalThis as unknown as { plansmithLiveFollowers?: LiveFollowers };
const live = (globalForFollowers.plansmithLiveFollowers ??= { total: 0, perUser: new Map() });

/**
 * Takes a place for a follower of `userId`, or refuses with 429 AI_TOO_MANY_STREAMS: the user's
 * own ceiling first (their text names it), then the process's.
 */
export function admitFollower(
  userId: string,
  limits: FollowerLimits = followerLimits(),
): FollowerPlace {
  const mine = live.perUser.get(userId) ?? 0;
  if (mine >= limits.perUser) {
    throw new AppError(ERROR_CODES.aiTooManyStreams, 429, AI_TEXT.tooManyStreams(limits.perUser));
  }
  if (live.total >= limits.perProcess) {
    throw new AppError(ERROR_CODES.aiTooManyStreams, 429, AI_TEXT.streamsBusy);
  }
  live.total += 1;
  live.perUser.set(userId, mine + 1);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      live.total -= 1;
      const left = (live.perUser.get(userId) ?? 1) - 1;
      if (left > 0) live.perUser.set(userId, left);
      else live.perUser.delete(userId);
    },
  };
}

/** Live followers of `userId` in this process, or of everyone when no user is named. */
export function liveFollowerCount(userId?: string): number {
  return userId === undefined ? live.total : (live.perUser.get(userId) ?? 0);
}
