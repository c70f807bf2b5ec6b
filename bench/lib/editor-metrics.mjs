// The arithmetic of the `editor` case, kept apart from the browser so it can be unit-tested
// (tests/unit/bench/editor-metrics.test.ts): where the diagrams go in a seeded plan, when a page
// counts as interactive given its long tasks, and the percentiles of the typing latencies.

/** Diagrams in the large plan: 5 in 40 sections; smaller plans get the same share. */
export const DIAGRAMS_PER_40_SECTIONS = 5;

/** How many diagrams a plan of `sections` sections gets (the 40-section plan's share, rounded, at least 1). */
export function diagramsFor(sections) {
  return Math.max(1, Math.round((sections * DIAGRAMS_PER_40_SECTIONS) / 40));
}

/**
 * The 0-based positions of `diagrams` sections spread evenly over all but the last section (the
 * one the case types into): the middle of each equal share (40 and 5: 3, 11, 19, 27, 35; 10 and
 * 1: 4).
 */
export function diagramPositions(sections, diagrams) {
  return Array.from({ length: diagrams }, (_, k) =>
    Math.floor(((k + 0.5) * (sections - 1)) / diagrams),
  );
}

/**
 * When the page became interactive: the first moment at or after `readyMs` (the first editor
 * accepts input) from which no long task runs for `quietMs` — the end of the last long task
 * that starts within `quietMs` of the candidate moment, or `readyMs` itself when none does
 * (Lighthouse's definition of Time to Interactive, with a shorter quiet window). Long tasks are
 * `{ start, end }` in ms on the page's clock.
 */
export function interactiveAt(readyMs, longTasks, quietMs) {
  const tasks = [...longTasks].sort((a, b) => a.start - b.start);
  let candidate = readyMs;
  for (const task of tasks) {
    if (task.end <= candidate) continue;
    if (task.start >= candidate + quietMs) break;
    candidate = task.end;
  }
  return candidate;
}

/**
 * The main thread's blocking time up to `untilMs`: each long task's part beyond 50 ms (the
 * long-task threshold), as Total Blocking Time counts it, cut at `untilMs`.
 */
export function blockingMs(longTasks, untilMs, thresholdMs = 50) {
  let total = 0;
  for (const { start, end } of longTasks) {
    const cut = Math.min(end, untilMs);
    if (cut - start > thresholdMs) total += cut - start - thresholdMs;
  }
  return total;
}

/**
 * The p-th percentile (0–100) of the values, interpolated linearly between the nearest ranks
 * (p50 of an even count is the mean of the middle two, as summarise() in browser.mjs has it).
 * Null for no values.
 */
export function percentile(values, p) {
  if (values.length === 0) return null;
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile ${p} is not between 0 and 100`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

const round1 = (value) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * Each keystroke's latency: from its keydown (the event's timeStamp) to the end of the first
 * frame that showed its character. Throws when a keystroke has no paint, or a paint comes
 * before its keydown (the recorder lost track of the keys).
 */
export function keystrokeLatencies(keydownMs, paintedMs) {
  if (paintedMs.length !== keydownMs.length) {
    throw new Error(
      `${keydownMs.length} keydowns but ${paintedMs.length} characters on screen: keys were lost`,
    );
  }
  return keydownMs.map((down, index) => {
    const latency = paintedMs[index] - down;
    if (!Number.isFinite(latency) || latency < 0) {
      throw new Error(`keystroke ${index + 1}: painted at ${paintedMs[index]}, pressed at ${down}`);
    }
    return latency;
  });
}

/** Count, p50, p95, max and mean of latency samples in ms (one decimal). */
export function latencySummary(samplesMs) {
  const mean =
    samplesMs.length === 0
      ? null
      : samplesMs.reduce((sum, value) => sum + value, 0) / samplesMs.length;
  return {
    count: samplesMs.length,
    p50Ms: round1(percentile(samplesMs, 50)),
    p95Ms: round1(percentile(samplesMs, 95)),
    maxMs: round1(samplesMs.length === 0 ? null : Math.max(...samplesMs)),
    meanMs: round1(mean),
  };
}
