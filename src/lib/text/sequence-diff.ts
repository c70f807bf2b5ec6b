/**
 * A diff of two sequences (words of a paragraph, blocks of a document) whose work is capped, so
 * a 200,000-character section cannot freeze the page.
 *
 * Common prefix and suffix are matched first (cheap and the usual case: one paragraph edited);
 * what remains is split at elements that occur exactly once on each side, in order (the
 * "patience" anchors: a heading, a rare word), and the small gaps between anchors get an exact
 * longest-common-subsequence table. Every step spends from one budget; once it is spent, the
 * rest of a gap is reported as removed then added — still a correct diff (both sides rebuild
 * exactly), just a coarser one.
 */

export type SequenceEdit = "same" | "removed" | "added";

/** One step of the diff: an element of `a` (same/removed), of `b` (added), or a pair (same). */
export interface SequenceOp {
  kind: SequenceEdit;
  /** Index in `a` (same, removed) or -1. */
  a: number;
  /** Index in `b` (same, added) or -1. */
  b: number;
}

/** Work shared by all the diffs of one comparison (blocks, then words inside changed blocks). */
export interface DiffBudget {
  /** Operations still allowed. */
  remaining: number;
  /** Operations done so far (comparisons, table cells, anchor steps) — for tests and tuning. */
  spent: number;
}

/** Operations one comparison may do in all: a few milliseconds, whatever the texts. */
export const DIFF_WORK_LIMIT = 3_000_000;
/** Largest gap (cells = length × length) compared with the exact table. */
export const EXACT_GAP_CELLS = 250_000;

export function diffBudget(limit = DIFF_WORK_LIMIT): DiffBudget {
  return { remaining: limit, spent: 0 };
}

function spend(budget: DiffBudget, amount: number): boolean {
  if (amount > budget.remaining) return false;
  budget.remaining -= amount;
  budget.spent += amount;
  return true;
}

/** Numbers for keys, so comparisons are integer compares. */
function idsOf(aKeys: readonly string[], bKeys: readonly string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const map = (keys: readonly string[]) => {
    const out = new Int32Array(keys.length);
    keys.forEach((key, i) => {
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      out[i] = id;
    });
    return out;
  };
  return [map(aKeys), map(bKeys)];
}

type Task =
  | { type: "range"; aLo: number; aHi: number; bLo: number; bHi: number }
  | { type: "same"; a: number; b: number; length: number };

/** Diffs `a` into `b` by their keys; ops come in reading order. */
export function diffSequences(
  aKeys: readonly string[],
  bKeys: readonly string[],
  budget: DiffBudget = diffBudget(),
): SequenceOp[] {
  const [A, B] = idsOf(aKeys, bKeys);
  const out: SequenceOp[] = [];
  const fallback = (aLo: number, aHi: number, bLo: number, bHi: number) => {
    for (let i = aLo; i < aHi; i++) out.push({ kind: "removed", a: i, b: -1 });
    for (let j = bLo; j < bHi; j++) out.push({ kind: "added", a: -1, b: j });
  };
  const stack: Task[] = [{ type: "range", aLo: 0, aHi: A.length, bLo: 0, bHi: B.length }];
  while (stack.length > 0) {
    const task = stack.pop()!;
    if (task.type === "same") {
      for (let k = 0; k < task.length; k++)
        out.push({ kind: "same", a: task.a + k, b: task.b + k });
      continue;
    }
    let { aLo, aHi, bLo, bHi } = task;
    if (!spend(budget, Math.min(aHi - aLo, bHi - bLo) + 1)) {
      fallback(aLo, aHi, bLo, bHi);
      continue;
    }
    while (aLo < aHi && bLo < bHi && A[aLo] === B[bLo]) {
      out.push({ kind: "same", a: aLo++, b: bLo++ });
    }
    let suffix = 0;
    while (
      aHi - suffix > aLo &&
      bHi - suffix > bLo &&
      A[aHi - suffix - 1] === B[bHi - suffix - 1]
    ) {
      suffix++;
    }
    aHi -= suffix;
    bHi -= suffix;
    if (suffix > 0) stack.push({ type: "same", a: aHi, b: bHi, length: suffix });
    const n = aHi - aLo;
    const m = bHi - bLo;
    if (n === 0 || m === 0) {
      fallback(aLo, aHi, bLo, bHi);
      continue;
    }
    if (n * m <= EXACT_GAP_CELLS && spend(budget, n * m)) {
      exactDiff(A, B, aLo, aHi, bLo, bHi, out);
      continue;
    }
    const anchors = uniqueAnchors(A, B, aLo, aHi, bLo, bHi, budget);
    if (anchors.length === 0) {
      fallback(aLo, aHi, bLo, bHi);
      continue;
    }
    // Pushed in reverse, so the gaps and anchors are done in reading order.
    let nextA = aHi;
    let nextB = bHi;
    for (let k = anchors.length - 1; k >= 0; k--) {
      const [i, j] = anchors[k]!;
      stack.push({ type: "range", aLo: i + 1, aHi: nextA, bLo: j + 1, bHi: nextB });
      stack.push({ type: "same", a: i, b: j, length: 1 });
      nextA = i;
      nextB = j;
    }
    stack.push({ type: "range", aLo, aHi: nextA, bLo, bHi: nextB });
  }
  return out;
}

/** Longest common subsequence by table, read forwards; removals before additions on ties. */
function exactDiff(
  A: Int32Array,
  B: Int32Array,
  aLo: number,
  aHi: number,
  bLo: number,
  bHi: number,
  out: SequenceOp[],
): void {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const width = m + 1;
  // lcs[i * width + j] = LCS length of a[i..] and b[j..] (gap-relative).
  const lcs = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * width + j] =
        A[aLo + i] === B[bLo + j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (A[aLo + i] === B[bLo + j]) {
      out.push({ kind: "same", a: aLo + i++, b: bLo + j++ });
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) {
      out.push({ kind: "removed", a: aLo + i++, b: -1 });
    } else {
      out.push({ kind: "added", a: -1, b: bLo + j++ });
    }
  }
  for (; i < n; i++) out.push({ kind: "removed", a: aLo + i, b: -1 });
  for (; j < m; j++) out.push({ kind: "added", a: -1, b: bLo + j });
}

/**
 * Pairs (i, j) of elements found once in a[aLo..aHi) and once in b[bLo..bHi), the longest run
 * of them in the same order on both sides (patience sorting, n log n). Empty when the budget
 * cannot pay for the scan.
 */
function uniqueAnchors(
  A: Int32Array,
  B: Int32Array,
  aLo: number,
  aHi: number,
  bLo: number,
  bHi: number,
  budget: DiffBudget,
): Array<[number, number]> {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const log = Math.ceil(Math.log2(Math.min(n, m) + 2));
  if (!spend(budget, 2 * (n + m) + Math.min(n, m) * log)) return [];
  // Per id: position in a (or -2 when seen twice), position in b (likewise).
  const inA = new Map<number, number>();
  for (let i = aLo; i < aHi; i++) inA.set(A[i]!, inA.has(A[i]!) ? -2 : i);
  const inB = new Map<number, number>();
  for (let j = bLo; j < bHi; j++) {
    if (inA.has(B[j]!)) inB.set(B[j]!, inB.has(B[j]!) ? -2 : j);
  }
  const pairs: Array<[number, number]> = [];
  for (let i = aLo; i < aHi; i++) {
    const j = inB.get(A[i]!);
    if (inA.get(A[i]!) === i && j !== undefined && j >= 0) pairs.push([i, j]);
  }
  // Longest increasing subsequence of the b positions.
  const tails: number[] = [];
  const previous = new Int32Array(pairs.length).fill(-1);
  pairs.forEach(([, j], k) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tails[mid]!]![1] < j) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[k] = tails[lo - 1]!;
    tails[lo] = k;
  });
  const chain: Array<[number, number]> = [];
  for (let k = tails.at(-1) ?? -1; k >= 0; k = previous[k]!) chain.push(pairs[k]!);
  return chain.reverse();
}
