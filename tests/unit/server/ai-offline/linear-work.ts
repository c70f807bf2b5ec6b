/**
 * The offline planner's linearity check, shared by brief-linear and offline-linear: work is
 * counted by measureTextWork (characters and elements covered) plus every element pushed onto an
 * array (the extractors walk tokens in plain loops that collect what they read, so an unbounded
 * look-ahead shows up as pushes), never by the clock.
 */
import { expect } from "vitest";
import { measureTextWork } from "../../../helpers/text-work";

/** The most work units a path may spend per character of its input. */
export const WORK_PER_CHARACTER = 40;

export function measureWork(step: () => unknown): number {
  const push = Array.prototype.push;
  let pushed = 0;
  Array.prototype.push = function (this: unknown[], ...items: unknown[]) {
    pushed += items.length;
    return push.apply(this, items);
  };
  try {
    return measureTextWork(step).work.units + pushed;
  } finally {
    Array.prototype.push = push;
  }
}

export function expectLinear(name: string, length: number, step: () => unknown) {
  const units = measureWork(step);
  expect(units, `${name}: ${units} units for ${length} characters`).toBeLessThanOrEqual(
    WORK_PER_CHARACTER * length,
  );
}
