/**
 * Linear-time checks for hostile input: the same call runs on an input of size n and of size
 * GROWTH_FACTOR × n, and its work may grow by at most LINEAR_GROWTH_LIMIT. A linear step grows by
 * about GROWTH_FACTOR (4); one that rescans the input per line grows by its square (16), so the
 * limit sits between them with room for constant costs and measuring noise.
 *
 * The work is measured, best first:
 * - "text-work" (default): the primitives measureTextWork counts (regular expressions, array and
 *   string searches, copies and walks). Exact and clock-free; a run that passes its budget is
 *   stopped at once, so a quadratic step fails in moments, not at the test's timeout.
 * - "returned": the call returns its own count (steps, comparisons, reads), for code that
 *   counts its work itself.
 * - "cpu-time": the CPU time of the calling thread (process.threadCpuUsage), best of a few
 *   timings after a warm-up, for paths whose work happens where nothing can be counted (one
 *   regular expression's backtracking, a parser in a dependency). Each timing repeats the call
 *   until the smaller input's takes at least CPU_MIN_MICROS, so the comparison stays above timer
 *   and scheduling noise on fast and slow machines alike. Keep the larger input's strings under
 *   about 100,000 characters: V8 keeps longer ones in its large-object space, whose allocations
 *   cost more per character, which reads as growth that is not the code's.
 */
import { expect } from "vitest";
import { measureTextWork } from "./text-work";

/** The larger input is this many times the smaller one. */
export const GROWTH_FACTOR = 4;
/** Most the work may grow from n to GROWTH_FACTOR × n: linear is 4, quadratic 16. */
export const LINEAR_GROWTH_LIMIT = 6;
/**
 * A CPU-time comparison times at least this much (µs) for the smaller input: the thread's CPU
 * clock advances in scheduler ticks (4 ms at 250 Hz) on an idle machine, so a timing is read to
 * within a tenth…
 */
export const CPU_MIN_MICROS = 40_000;
/** …as the best of this many timings (each size), after a warm-up. */
export const CPU_RUNS = 3;
/** Calls per timing at most, looking for CPU_MIN_MICROS (more: the input is too small). */
const CPU_MAX_CALLS = 4_096;

export type WorkMeasure = "text-work" | "returned" | "cpu-time";

export interface LinearGrowthOptions {
  /** n: the size of the smaller input (characters, lines, items: whatever makeInput takes). */
  size: number;
  /** How the work is measured (see above); "text-work" by default. */
  measure?: WorkMeasure;
  /**
   * Work allowed at a size, checked on both runs and used as their budget ("text-work"): e.g.
   * `(n) => 40 * n` for 40 units per character.
   */
  maxWork?: (size: number) => number;
}

export interface LinearGrowth {
  /** The sizes compared. */
  sizes: [number, number];
  /** Work at each size: units, the returned count, or µs of CPU time. */
  work: [number, number];
}

/**
 * Expects `run` to do work linear in the size of its input: `makeInput(n)` and
 * `makeInput(GROWTH_FACTOR * n)` are run (inputs are made outside the measurement), and the second
 * may cost at most LINEAR_GROWTH_LIMIT times the first.
 */
export function expectLinearGrowth<I>(
  name: string,
  makeInput: (size: number) => I,
  run: (input: I) => unknown,
  options: LinearGrowthOptions,
): LinearGrowth {
  const measure = options.measure ?? "text-work";
  if (measure === "cpu-time") return cpuTimeGrowth(name, makeInput, run, options.size);

  const small = options.size;
  const large = GROWTH_FACTOR * small;
  const smallInput = makeInput(small);
  const smallWork = countWork(name, measure, () => run(smallInput), small, options.maxWork);
  expect(smallWork, `${name}: nothing counted at size ${small}; measure CPU time`).toBeGreaterThan(
    0,
  );
  const growthBudget = LINEAR_GROWTH_LIMIT * smallWork;
  const largeInput = makeInput(large);
  const largeWork = countWork(name, measure, () => run(largeInput), large, options.maxWork, {
    growthBudget,
    smallWork,
  });
  expect(
    largeWork,
    `${name}: work grew ${ratio(largeWork, smallWork)}× from size ${small} to ${large}`,
  ).toBeLessThanOrEqual(growthBudget);
  return { sizes: [small, large], work: [smallWork, largeWork] };
}

function countWork(
  name: string,
  measure: "text-work" | "returned",
  step: () => unknown,
  size: number,
  maxWork: ((size: number) => number) | undefined,
  growth?: { growthBudget: number; smallWork: number },
): number {
  const allowed = maxWork?.(size) ?? Infinity;
  if (measure === "returned") {
    const counted = step();
    if (typeof counted !== "number") throw new Error(`${name}: the run returned no count`);
    expect(counted, `${name}: ${counted} at size ${size}`).toBeLessThanOrEqual(allowed);
    return counted;
  }
  const limit = Math.min(allowed, growth?.growthBudget ?? Infinity);
  const { work } = measureTextWork(step, { limit });
  if (work.exceeded) {
    const why =
      growth && limit === growth.growthBudget
        ? `more than ${LINEAR_GROWTH_LIMIT}× the ${growth.smallWork} units at size ${size / GROWTH_FACTOR}`
        : `more than the ${allowed} allowed`;
    expect.fail(`${name}: stopped after ${work.units} units at size ${size}, ${why}`);
  }
  expect(work.units, `${name}: ${work.units} units at size ${size}`).toBeLessThanOrEqual(allowed);
  return work.units;
}

/** CPU time (µs) of the calling thread spent running `run(input)` `times` times. */
function cpuMicros<I>(run: (input: I) => unknown, input: I, times: number): number {
  const start = process.threadCpuUsage();
  for (let i = 0; i < times; i++) run(input);
  const spent = process.threadCpuUsage(start);
  return spent.user + spent.system;
}

/** Best (least) of `batches` timings; stops early once one is within `enough`. */
function bestCpuMicros<I>(
  run: (input: I) => unknown,
  input: I,
  times: number,
  batches: number,
  enough = 0,
): number {
  let best = Infinity;
  for (let i = 0; i < batches && best > enough; i++) {
    best = Math.min(best, cpuMicros(run, input, times));
  }
  return best;
}

function cpuTimeGrowth<I>(
  name: string,
  makeInput: (size: number) => I,
  run: (input: I) => unknown,
  small: number,
): LinearGrowth {
  const large = GROWTH_FACTOR * small;
  const [smallInput, largeInput] = [makeInput(small), makeInput(large)];
  // Warm-up (compiled code, caches), then as many calls per timing as make the smaller input's
  // timing long enough to read; the larger input is timed with as many calls. Repeating calls
  // rather than growing the input keeps both inputs at the sizes asked for: a far larger input
  // would be slower per character for reasons that are not the code's (memory, caches).
  let times = 1;
  let smallMicros = cpuMicros(run, smallInput, times);
  const tooLittle = () =>
    expect.fail(
      `${name}: ${smallMicros} µs for ${times} calls at size ${small}, too little to time`,
    );
  while (smallMicros < CPU_MIN_MICROS) {
    if (times >= CPU_MAX_CALLS) tooLittle();
    times *= 2;
    smallMicros = cpuMicros(run, smallInput, times);
  }
  smallMicros = bestCpuMicros(run, smallInput, times, CPU_RUNS);
  // The first timings also paid for compiling (code, regular expressions): once warm, the calls
  // may be much faster than the count was chosen for.
  while (smallMicros < CPU_MIN_MICROS) {
    if (times >= CPU_MAX_CALLS) tooLittle();
    times *= 2;
    smallMicros = bestCpuMicros(run, smallInput, times, CPU_RUNS);
  }
  const budget = LINEAR_GROWTH_LIMIT * smallMicros;
  // The best timing is what counts, so the first one within the budget settles it.
  const largeMicros = bestCpuMicros(run, largeInput, times, CPU_RUNS, budget);
  expect(
    largeMicros,
    `${name}: CPU time grew ${ratio(largeMicros, smallMicros)}× from size ${small} ` +
      `(${smallMicros} µs) to ${large} (${largeMicros} µs), ${times} calls each`,
  ).toBeLessThanOrEqual(budget);
  return { sizes: [small, large], work: [smallMicros, largeMicros] };
}

const ratio = (large: number, small: number) => (large / small).toFixed(1);
