/**
 * Sizes of the offline planner's linearity checks (brief-linear, offline-linear): the inputs
 * compared are about OFFLINE_SIZE and 4 × OFFLINE_SIZE characters long, both within the largest
 * size the planner reads (BRIEF_MAX_LENGTH = OFFLINE_TEXT_MAX_LENGTH), so nothing is cut before it
 * is read.
 */
import { GROWTH_FACTOR } from "../../../helpers/linear-growth";
import { OFFLINE_TEXT_MAX_LENGTH } from "@/server/services/ai/offline/offline-task-schema";

export const OFFLINE_SIZE = OFFLINE_TEXT_MAX_LENGTH / (2 * GROWTH_FACTOR);
/**
 * The most work units a path may spend per character of its input. A linear path stays below it
 * (reading facts off a brief of "must must …" counts about 140); a quadratic one covers
 * thousands per character here, and is stopped there.
 */
export const OFFLINE_WORK_PER_CHARACTER = 200;
/** Seconds of counted work on a loaded machine: the instrumented primitives run slowly. */
export const OFFLINE_LINEAR_TIMEOUT_MS = 60_000;

/**
 * `unit` repeated as many whole times as fit in `length`: the input at n and at 4n then has the
 * same shape (a cut copy at the end would take another path at one size than at the other).
 */
export const fillWith = (unit: string) => (length: number) =>
  unit.repeat(Math.floor(length / unit.length));
