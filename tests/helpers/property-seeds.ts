import { randomInt } from "node:crypto";

/**
 * Seeds for a property test: a new run of consecutive seeds every time (so each CI run tries
 * documents no run tried before), or the one seed named by `replayVariable` (so a failure printed
 * with its seed can be replayed). The seeds identify documents of a seeded generator.
 */
/** How many times the usual number of documents a run tries (PROPERTY_SCALE, 1 by default). */
const scale = () => Math.max(0, Number(process.env.PROPERTY_SCALE ?? 1)) || 1;

/** A property test's time limit, for the number of documents it tries. */
export function propertyTimeout(milliseconds: number): number {
  return milliseconds * Math.max(1, scale());
}

export function propertySeeds(replayVariable: string, count: number): number[] {
  const replay = process.env[replayVariable];
  if (replay && Number.isInteger(Number(replay))) return [Number(replay)];
  // PROPERTY_SCALE=20 tries twenty times as many documents (a long local run).
  const scaled = Math.max(1, Math.round(count * scale()));
  const base = randomInt(0, 2 ** 31 - scaled);
  return Array.from({ length: scaled }, (_, index) => base + index);
}

/** How to replay the failing seeds, for the assertion message. */
export function replayHint(replayVariable: string, seeds: number[]): string {
  const shown = seeds.slice(0, 5).map((seed) => `${replayVariable}=${seed}`);
  return seeds.length ? `replay with ${shown.join(" or ")}` : "";
}
