/**
 * Counts the work a text step does, without a clock: while `fn` runs, every regular-expression
 * match (test, exec, replace, split, match all go through RegExp.prototype.exec once it is
 * replaced), every array copy (slice), array search (indexOf) and string trim is measured by
 * the characters or elements it covers. A linear step covers each character a bounded number of
 * times; a step that rescans the rest of the text from every line covers it once per line.
 *
 * What this cannot see is backtracking inside one match; the adversarial inputs of the tests
 * (long runs of spaces, unclosed brackets, marks before U+2028) are the ones that made the old
 * patterns backtrack, so a regression there shows up as a test that does not finish.
 */
export interface TextWork {
  /** Characters and elements covered in total. */
  units: number;
  /** Calls measured. */
  calls: number;
}

export function measureTextWork<T>(fn: () => T): { result: T; work: TextWork } {
  const work: TextWork = { units: 0, calls: 0 };
  const exec = RegExp.prototype.exec;
  const slice = Array.prototype.slice;
  const indexOf = Array.prototype.indexOf;
  const trims = {
    trim: String.prototype.trim,
    trimEnd: String.prototype.trimEnd,
    trimStart: String.prototype.trimStart,
  };
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const match = exec.call(this, input);
    // A match covers the text up to its end; a miss covers the rest of the text.
    // A sticky pattern (as split uses) only tries at lastIndex.
    const missEnd = this.sticky ? from + 1 : input.length;
    const end = match ? match.index + match[0].length : missEnd;
    work.units += Math.max(1, end - from);
    work.calls += 1;
    return match;
  };
  Array.prototype.slice = function (this: unknown[], ...args: [number?, number?]) {
    const copy = slice.apply(this, args);
    work.units += copy.length + 1;
    work.calls += 1;
    return copy;
  };
  Array.prototype.indexOf = function (this: unknown[], ...args: [unknown, number?]) {
    const at = indexOf.apply(this, args);
    work.units += (at < 0 ? this.length : at) + 1;
    work.calls += 1;
    return at;
  };
  for (const name of ["trim", "trimEnd", "trimStart"] as const) {
    String.prototype[name] = function (this: string) {
      work.units += this.length + 1;
      work.calls += 1;
      return trims[name].call(this);
    };
  }
  try {
    return { result: fn(), work };
  } finally {
    RegExp.prototype.exec = exec;
    Array.prototype.slice = slice;
    Array.prototype.indexOf = indexOf;
    Object.assign(String.prototype, trims);
  }
}
