/**
 * The differences between two Markdown texts on their rendered structure: blocks are compared
 * first (a paragraph, a list item, a table row…); a block that exists on one side only is added
 * or removed as a whole, and a block replaced by one of the same kind is "changed" and carries a
 * word diff of its text, inline styles included (a word that became bold is removed and added).
 * One work budget covers the block diff and all the word diffs, so a 200,000-character section
 * costs a bounded amount of work: past the budget, changed blocks show as removed and added.
 */
import {
  blockKey,
  blockShape,
  markdownBlocks,
  plainParagraph,
  titleBlock,
  type InlineToken,
  type MarkdownBlock,
} from "./markdown-blocks";
import { diffBudget, diffSequences, type DiffBudget } from "./sequence-diff";
import { groupChanges, type WordDiffKind } from "./word-diff";

export interface DiffToken extends InlineToken {
  kind: WordDiffKind;
}

export type RowChange = "same" | "added" | "removed" | "changed";

export interface DiffRow {
  change: RowChange;
  /** The block's type and attributes (the newer one for a changed block). */
  block: MarkdownBlock;
  /** Its text, token by token, each marked same / removed / added. */
  cells: DiffToken[][];
}

/** What a revision or the current plan holds, for a whole-plan comparison. */
export interface PlanText {
  title: string;
  summary: string;
  sections: ReadonlyArray<{ title: string; body: string }>;
}

/**
 * A plan as blocks: its title, summary, then each section's title and body. Each body is parsed
 * on its own, so an unclosed code fence in one section cannot swallow the next one.
 * `blocksOf`: the parse to use (the dialogs pass a cached one: most sections are the same in
 * every revision).
 */
export function planBlocks(
  plan: PlanText,
  blocksOf: (markdown: string) => MarkdownBlock[] = markdownBlocks,
): MarkdownBlock[] {
  return [
    titleBlock(plan.title, "plan"),
    ...plainParagraph(plan.summary),
    ...plan.sections.flatMap((section) => [
      titleBlock(section.title, "section"),
      ...blocksOf(section.body),
    ]),
  ];
}

function rowOf(block: MarkdownBlock, change: "same" | "added" | "removed"): DiffRow {
  const kind: WordDiffKind = change === "same" ? "same" : change;
  return { change, block, cells: block.cells.map((cell) => cell.map((t) => ({ ...t, kind }))) };
}

/** Blocks shown as they are, without changes ("This version"). */
export function unchangedRows(blocks: readonly MarkdownBlock[]): DiffRow[] {
  return blocks.map((block) => rowOf(block, "same"));
}

const tokenKey = (token: InlineToken) => `${token.marks}:${token.text}`;

function diffCell(
  before: readonly InlineToken[],
  after: readonly InlineToken[],
  budget: DiffBudget,
): DiffToken[] {
  const ops = diffSequences(before.map(tokenKey), after.map(tokenKey), budget);
  const tokens = ops.map((op): DiffToken => {
    const token = op.kind === "added" ? after[op.b]! : before[op.a]!;
    return { ...token, kind: op.kind };
  });
  return groupChanges(
    tokens,
    (token) => token.text.trim() === "" && token.text !== "\n",
    (token, kind) => ({ ...token, kind }),
  );
}

function changedRow(before: MarkdownBlock, after: MarkdownBlock, budget: DiffBudget): DiffRow {
  const count = Math.max(before.cells.length, after.cells.length);
  const cells = Array.from({ length: count }, (_, c) =>
    diffCell(before.cells[c] ?? [], after.cells[c] ?? [], budget),
  );
  return { change: "changed", block: after, cells };
}

/** How far ahead an added block is looked for to pair with a removed one (keeps pairing linear). */
export const PAIR_LOOKAHEAD = 8;

/**
 * In a stretch of removed and added blocks, each removed block is paired with the next added
 * block of the same shape (a reworded paragraph, an edited list item) among the next few; the
 * blocks skipped over stay added or removed as a whole. Reading order is kept on both sides.
 */
function pairStretch(
  removed: readonly MarkdownBlock[],
  added: readonly MarkdownBlock[],
  budget: DiffBudget,
  out: DiffRow[],
): void {
  const addedShapes = added.map(blockShape);
  let next = 0;
  for (const block of removed) {
    const shape = blockShape(block);
    const end = Math.min(added.length, next + PAIR_LOOKAHEAD);
    let match = -1;
    for (let j = next; j < end && match < 0; j++) if (addedShapes[j] === shape) match = j;
    if (match < 0) {
      out.push(rowOf(block, "removed"));
      continue;
    }
    for (; next < match; next++) out.push(rowOf(added[next]!, "added"));
    out.push(changedRow(block, added[match]!, budget));
    next = match + 1;
  }
  for (; next < added.length; next++) out.push(rowOf(added[next]!, "added"));
}

/** Rows from `before` to `after`: unchanged, removed, added and changed blocks in order. */
export function diffBlocks(
  before: readonly MarkdownBlock[],
  after: readonly MarkdownBlock[],
  budget: DiffBudget = diffBudget(),
): DiffRow[] {
  const ops = diffSequences(before.map(blockKey), after.map(blockKey), budget);
  const rows: DiffRow[] = [];
  let removed: MarkdownBlock[] = [];
  let added: MarkdownBlock[] = [];
  for (const op of ops) {
    if (op.kind === "removed") removed.push(before[op.a]!);
    else if (op.kind === "added") added.push(after[op.b]!);
    else {
      pairStretch(removed, added, budget, rows);
      removed = [];
      added = [];
      rows.push(rowOf(after[op.b]!, "same"));
    }
  }
  pairStretch(removed, added, budget, rows);
  return rows;
}

/** Rows comparing two Markdown texts, parsed here (the dialogs use a cached parse). */
export function diffMarkdown(before: string, after: string): DiffRow[] {
  return diffBlocks(markdownBlocks(before), markdownBlocks(after));
}

/** Whether any row differs — "no changes since this version" otherwise. */
export function hasChanges(rows: readonly DiffRow[]): boolean {
  return rows.some((row) => row.change !== "same");
}

/** The text of one side, for tests and copying: `before` or `after`, cells joined by tabs. */
export function rowsText(rows: readonly DiffRow[], side: "before" | "after"): string[] {
  const skipRow = side === "before" ? "added" : "removed";
  const skipToken: WordDiffKind = side === "before" ? "added" : "removed";
  return rows
    .filter((row) => row.change !== skipRow)
    .map((row) =>
      row.cells
        .map((cell) =>
          cell
            .filter((token) => token.kind !== skipToken)
            .map((token) => token.text)
            .join(""),
        )
        .join("\t"),
    );
}
