/**
 * Counts the work a text step does, without a clock: while `fn` runs, the primitives a text step
 * scans or copies with are replaced by counting versions, each measured by the characters or
 * elements it covers:
 *
 * - every regular-expression match (test, exec, replace, split, match all go through
 *   RegExp.prototype.exec once it is replaced): the text it tried (one place for a pattern
 *   anchored at the start, as tokenizers use);
 * - array searches (indexOf, lastIndexOf, includes; find, findIndex, findLast, findLastIndex,
 *   some, every by the elements their callback saw): the elements looked at;
 * - array copies and walks (slice, splice, shift, unshift, push, filter, map, forEach, reduce,
 *   flatMap, join): the elements copied, moved or visited;
 * - string scans (indexOf, lastIndexOf, includes, startsWith, endsWith, split and replace by a
 *   string, trim, case changes, normalize): the characters covered.
 *
 * A linear step covers each character a bounded number of times; a step that rescans the rest of
 * the text (or of its lines) from every line covers it once per line, which is what the growth
 * check of linear-growth.ts sees.
 *
 * What this cannot see is backtracking inside one match; the adversarial inputs of the tests
 * (long runs of spaces, unclosed brackets, marks before U+2028) are the ones that made the old
 * patterns backtrack, so a regression there shows up as a test that does not finish, or in the
 * CPU time measured by linear-growth.ts where a path is regular expressions only.
 */
export interface TextWork {
  /** Characters and elements covered in total. */
  units: number;
  /** Calls measured. */
  calls: number;
  /** Set once `units` passed the limit given to measureTextWork. */
  exceeded: boolean;
}

/**
 * Thrown from inside a counted primitive once the work passes the limit, so a quadratic step
 * stops after the allowed work instead of running to the test's timeout. Thrown again on every
 * later counted call, in case the code under test catches it.
 */
export class WorkLimitExceeded extends Error {
  constructor(limit: number) {
    super(`counted work passed ${limit.toLocaleString("en-US")} units`);
  }
}

/** Length of an array-like `this` (methods may be called on array-likes). */
const lengthOf = (value: unknown): number => {
  const length = (value as { length?: unknown } | null | undefined)?.length;
  return typeof length === "number" ? length : 0;
};

/** Index argument as the methods read it: negative counts from the end, clamped to [0, length]. */
const positionOf = (at: unknown, length: number, fallback: number): number => {
  if (at === undefined) return fallback;
  const n = Math.trunc(Number(at)) || 0;
  return n < 0 ? Math.max(0, length + n) : Math.min(n, length);
};

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;
type Prototype = Record<string, unknown>;

/** The counting replacement of one primitive: calls `original`, reports the units covered. */
type Counting = (original: AnyFunction, count: (units: number) => void) => AnyFunction;

/** Units a call covered, from its receiver, arguments and result. */
type CostOf = (self: unknown, args: unknown[], result: unknown) => number;

const afterCall =
  (cost: CostOf): Counting =>
  (original, count) =>
    function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      count(cost(this, args, result) + 1);
      return result;
    };

/** Searches with a callback: one unit per element the callback saw (they may stop early). */
const perCallback: Counting = (original, count) =>
  function (this: unknown, callback: unknown, ...rest: unknown[]) {
    if (typeof callback !== "function") return original.call(this, callback, ...rest);
    const counted = function (this: unknown, ...args: unknown[]) {
      count(1);
      return (callback as AnyFunction).apply(this, args);
    };
    count(1);
    return original.call(this, counted, ...rest);
  };

const wholeArray: CostOf = (self) => lengthOf(self);
const wholeString: CostOf = (self) => String(self).length;
/** A miss covers the whole receiver; a hit the part before it and the needle. */
const searched: CostOf = (self, args, result) => {
  const length = lengthOf(self);
  if (typeof result === "number" && result >= 0)
    return Math.min(length, result + lengthOf(args[0]));
  return length;
};

const ARRAY_PRIMITIVES: Record<string, Counting> = {
  slice: afterCall((_self, _args, copy) => lengthOf(copy)),
  indexOf: afterCall((self, args, at) => {
    const length = lengthOf(self);
    const from = positionOf(args[1], length, 0);
    return (typeof at === "number" && at >= 0 ? at : length) - from;
  }),
  lastIndexOf: afterCall((self, args, at) => {
    const length = lengthOf(self);
    const from = positionOf(args[1], length, length);
    return from - (typeof at === "number" && at >= 0 ? at : 0);
  }),
  includes: afterCall(wholeArray),
  find: perCallback,
  findIndex: perCallback,
  findLast: perCallback,
  findLastIndex: perCallback,
  some: perCallback,
  every: perCallback,
  // Elements after the cut move; inserted ones are written.
  splice: afterCall((self, args, removed) => {
    const after = lengthOf(self);
    const start = positionOf(args[0], after + lengthOf(removed), 0);
    return Math.max(0, after - start) + lengthOf(removed);
  }),
  shift: afterCall(wholeArray),
  unshift: afterCall(wholeArray),
  push: afterCall((_self, args) => args.length),
  filter: afterCall(wholeArray),
  map: afterCall(wholeArray),
  forEach: afterCall(wholeArray),
  reduce: afterCall(wholeArray),
  flatMap: afterCall(wholeArray),
  join: afterCall(wholeArray),
};

/** Splitting or replacing by a regular expression is counted by exec already. */
const byString =
  (cost: CostOf): CostOf =>
  (self, args, result) =>
    args[0] instanceof RegExp ? 0 : cost(self, args, result);

const STRING_PRIMITIVES: Record<string, Counting> = {
  indexOf: afterCall((self, args, at) => {
    const from = positionOf(args[1], String(self).length, 0);
    return searched(String(self), args, at) - from;
  }),
  lastIndexOf: afterCall(wholeString),
  includes: afterCall(wholeString),
  startsWith: afterCall((_self, args) => String(args[0]).length),
  endsWith: afterCall((_self, args) => String(args[0]).length),
  split: afterCall(byString(wholeString)),
  replace: afterCall(byString(wholeString)),
  replaceAll: afterCall(byString(wholeString)),
  trim: afterCall(wholeString),
  trimStart: afterCall(wholeString),
  trimEnd: afterCall(wholeString),
  toLowerCase: afterCall(wholeString),
  toUpperCase: afterCall(wholeString),
  normalize: afterCall(wholeString),
};

/** Replaces each primitive of `prototype` by its counting version; returns the undo. */
function install(
  prototype: Prototype,
  primitives: Record<string, Counting>,
  count: (units: number) => void,
): () => void {
  const originals = Object.fromEntries(
    Object.keys(primitives).map((name) => [name, prototype[name] as AnyFunction]),
  );
  for (const [name, counting] of Object.entries(primitives)) {
    Object.defineProperty(prototype, name, {
      value: counting(originals[name]!, count),
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
  return () => {
    for (const [name, original] of Object.entries(originals)) {
      Object.defineProperty(prototype, name, {
        value: original,
        writable: true,
        configurable: true,
        enumerable: false,
      });
    }
  };
}

/**
 * Runs `fn` and counts its work. With `limit`, the run is stopped (WorkLimitExceeded) as soon as
 * the work passes it: `work.exceeded` tells, and `result` is then undefined.
 */
export function measureTextWork<T>(
  fn: () => T,
  options: { limit?: number } = {},
): { result: T | undefined; work: TextWork } {
  const work: TextWork = { units: 0, calls: 0, exceeded: false };
  const limit = options.limit ?? Infinity;
  const count = (units: number) => {
    work.units += units;
    work.calls += 1;
    if (work.units > limit) {
      work.exceeded = true;
      throw new WorkLimitExceeded(limit);
    }
  };
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const match = exec.call(this, input);
    // A match covers the text up to its end; a miss covers the rest of the text. A sticky
    // pattern (as split uses), or one anchored at the start of the text, only tries at one place.
    const anchored = this.sticky || (this.source.startsWith("^") && !this.multiline);
    const missEnd = anchored ? from + 1 : input.length;
    const end = match ? match.index + match[0].length : missEnd;
    count(Math.max(1, end - from));
    return match;
  };
  const restoreArray = install(Array.prototype as unknown as Prototype, ARRAY_PRIMITIVES, count);
  const restoreString = install(String.prototype as unknown as Prototype, STRING_PRIMITIVES, count);
  try {
    return { result: fn(), work };
  } catch (error) {
    if (work.exceeded) return { result: undefined, work };
    throw error;
  } finally {
    RegExp.prototype.exec = exec;
    restoreArray();
    restoreString();
  }
}
