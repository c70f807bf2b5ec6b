/**
 * A word-level diff of two texts (a section before and after a proposed change), as runs of
 * unchanged, removed and added text in reading order. Whitespace is kept as part of the runs, so
 * joining the unchanged and removed runs gives the old text back, and unchanged and added runs
 * the new one — line breaks in Markdown survive.
 */
import { diffWordsWithSpace } from "diff";

export type WordDiffKind = "same" | "added" | "removed";

export interface WordDiffPart {
  kind: WordDiffKind;
  text: string;
}

/**
 * Edits the diff explores at most. Past it (two long, unrelated texts), the whole old text is
 * shown removed and the whole new one added, instead of freezing the page on a huge search.
 */
export const WORD_DIFF_MAX_EDIT_LENGTH = 5_000;

function push(parts: WordDiffPart[], kind: WordDiffKind, text: string): void {
  if (text === "") return;
  const last = parts.at(-1);
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

export function wordDiff(
  before: string,
  after: string,
  maxEditLength = WORD_DIFF_MAX_EDIT_LENGTH,
): WordDiffPart[] {
  const parts: WordDiffPart[] = [];
  if (before === after) {
    push(parts, "same", before);
    return parts;
  }
  const changes = diffWordsWithSpace(before, after, { maxEditLength });
  if (!changes) {
    push(parts, "removed", before);
    push(parts, "added", after);
    return parts;
  }
  for (const change of changes) {
    push(parts, change.added ? "added" : change.removed ? "removed" : "same", change.value);
  }
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
