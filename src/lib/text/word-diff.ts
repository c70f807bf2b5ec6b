/**
 * A word-level diff of two texts (a section before and after a proposed change), as runs of
 * unchanged, removed and added text in reading order. Whitespace is kept as part of the runs, so
 * joining the unchanged and removed runs gives the old text back, and unchanged and added runs
 * the new one — line breaks in Markdown survive. The work is bounded (sequence-diff.ts).
 */
import { diffBudget, diffSequences, DIFF_WORK_LIMIT, type DiffBudget } from "./sequence-diff";

export type WordDiffKind = "same" | "added" | "removed";

export interface WordDiffPart {
  kind: WordDiffKind;
  text: string;
}

/**
 * Words (letters, digits, marks and `_` in any script), runs of white space, and every other
 * character on its own — so "March." and "March" share the word and differ by the full stop.
 */
const TOKEN = /\s+|[\p{L}\p{M}\p{N}_]+|[^\s\p{L}\p{M}\p{N}_]/gu;

export function wordTokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/**
 * Puts a diff's parts in order: within each stretch between unchanged runs, everything removed
 * first, then everything added, and a stretch of white space between two changes counts as
 * changed too — "~~b c~~ x y" reads better than "~~b~~x ~~c~~y". Both sides still rebuild
 * exactly. Generic so the rendered diffs (tokens with marks) use it as well.
 */
export function groupChanges<T extends { kind: WordDiffKind }>(
  items: readonly T[],
  isBlank: (item: T) => boolean,
  asKind: (item: T, kind: WordDiffKind) => T,
): T[] {
  const out: T[] = [];
  let removed: T[] = [];
  let added: T[] = [];
  const flush = () => {
    out.push(...removed, ...added);
    removed = [];
    added = [];
  };
  for (let k = 0; k < items.length; k++) {
    const item = items[k]!;
    if (item.kind === "removed") removed.push(item);
    else if (item.kind === "added") added.push(item);
    else {
      // Unchanged white space with changes on both sides joins the change.
      let end = k;
      while (end < items.length && items[end]!.kind === "same" && isBlank(items[end]!)) end++;
      const between = removed.length + added.length > 0 && end < items.length && end > k;
      if (between && items[end]!.kind !== "same") {
        for (let i = k; i < end; i++) {
          removed.push(asKind(items[i]!, "removed"));
          added.push(asKind(items[i]!, "added"));
        }
        k = end - 1;
        continue;
      }
      flush();
      out.push(item);
    }
  }
  flush();
  return out;
}

function push(parts: WordDiffPart[], kind: WordDiffKind, text: string): void {
  if (text === "") return;
  const last = parts.at(-1);
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * `work`: the operations the diff may do (a number, or a budget shared with other diffs of the
 * same comparison). Past it, what is left is shown removed and added as a whole.
 */
export function wordDiff(
  before: string,
  after: string,
  work: number | DiffBudget = DIFF_WORK_LIMIT,
): WordDiffPart[] {
  const parts: WordDiffPart[] = [];
  if (before === after) {
    push(parts, "same", before);
    return parts;
  }
  const a = wordTokens(before);
  const b = wordTokens(after);
  const budget = typeof work === "number" ? diffBudget(work) : work;
  const ops = diffSequences(a, b, budget).map((op) => ({
    kind: op.kind,
    text: op.kind === "added" ? b[op.b]! : a[op.a]!,
  }));
  const grouped = groupChanges(
    ops,
    (op) => op.text.trim() === "",
    (op, kind) => ({ ...op, kind }),
  );
  for (const op of grouped) push(parts, op.kind, op.text);
  return parts;
}

/** The text on one side of a diff: `before` (same + removed) or `after` (same + added). */
export function sideOf(parts: readonly WordDiffPart[], side: "before" | "after"): string {
  const skip: WordDiffKind = side === "before" ? "added" : "removed";
  return parts
    .filter((part) => part.kind !== skip)
    .map((part) => part.text)
    .join("");
}

/** Words added and removed, for the card's summary ("+12 −3 words"). */
export function countChangedWords(parts: readonly WordDiffPart[]): {
  added: number;
  removed: number;
} {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    if (part.kind === "added") added += words(part.text);
    if (part.kind === "removed") removed += words(part.text);
  }
  return { added, removed };
}
