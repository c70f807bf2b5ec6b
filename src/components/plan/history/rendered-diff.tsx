"use client";

/**
 * A comparison shown on the rendered text. `side` picks what is drawn: both sides interleaved
 * (the history's "Changes"), or one side with what only it has marked (each column of the
 * conflict dialog). Consecutive list items and table rows are drawn as one list or table;
 * long unchanged stretches can fold away so a big plan shows its changes first.
 */
import { useState } from "react";
import { PLAN_HISTORY_TEXT } from "@/lib/errors/plan-editor";
import type { DiffRow } from "@/lib/text/block-diff";
import {
  ListItem,
  SingleBlock,
  TableRows,
  type RenderOptions,
  type SpokenChanges,
} from "./rendered-blocks";

export type DiffSide = "both" | "before" | "after";

/** Unchanged stretches longer than this fold, keeping FOLD_CONTEXT blocks at each end. */
export const FOLD_MIN_BLOCKS = 8;
export const FOLD_CONTEXT = 2;

/** The rows one side shows: the other side's blocks and words left out. */
export function rowsForSide(rows: readonly DiffRow[], side: DiffSide): DiffRow[] {
  if (side === "both") return [...rows];
  const other = side === "before" ? "added" : "removed";
  return rows
    .filter((row) => row.change !== other)
    .map((row) =>
      row.change === "changed"
        ? { ...row, cells: row.cells.map((cell) => cell.filter((token) => token.kind !== other)) }
        : row,
    );
}

type Item = { row: DiffRow; index: number } | { fold: number; count: number };

function foldUnchanged(rows: readonly DiffRow[], open: ReadonlySet<number>): Item[] {
  const items: Item[] = [];
  let i = 0;
  while (i < rows.length) {
    let end = i;
    while (end < rows.length && rows[end]!.change === "same") end++;
    const length = end - i;
    if (length >= FOLD_MIN_BLOCKS && !open.has(i)) {
      const keepStart = i === 0 ? 0 : FOLD_CONTEXT;
      const keepEnd = end === rows.length ? 0 : FOLD_CONTEXT;
      for (let k = i; k < i + keepStart; k++) items.push({ row: rows[k]!, index: k });
      items.push({ fold: i, count: length - keepStart - keepEnd });
      for (let k = end - keepEnd; k < end; k++) items.push({ row: rows[k]!, index: k });
    } else {
      for (let k = i; k < end; k++) items.push({ row: rows[k]!, index: k });
    }
    if (end < rows.length) items.push({ row: rows[end]!, index: end });
    i = end + 1;
  }
  return items;
}

type Group =
  | { kind: "fold"; fold: number; count: number }
  | { kind: "single" | "list" | "table"; rows: DiffRow[]; first: number };

function groupOf(row: DiffRow): "single" | "list" | "table" {
  if (row.block.type === "listItem") return "list";
  if (row.block.type === "tableRow") return "table";
  return "single";
}

function groupItems(items: readonly Item[]): Group[] {
  const groups: Group[] = [];
  for (const item of items) {
    if ("fold" in item) {
      groups.push({ kind: "fold", fold: item.fold, count: item.count });
      continue;
    }
    const kind = groupOf(item.row);
    const last = groups.at(-1);
    const block = item.row.block;
    const joins =
      last &&
      last.kind === kind &&
      kind !== "single" &&
      last.rows[0]!.block.quote === block.quote &&
      !(block.type === "tableRow" && block.header) &&
      !(
        block.type === "listItem" &&
        last.rows[0]!.block.type === "listItem" &&
        block.indent === 0 &&
        last.rows[0]!.block.ordered !== block.ordered
      );
    if (joins) last.rows.push(item.row);
    else groups.push({ kind, rows: [item.row], first: item.index });
  }
  return groups;
}

function Quoted({ depth, children }: { depth: number; children: React.ReactNode }) {
  let node = children;
  for (let i = 0; i < Math.min(depth, 8); i++) {
    node = <blockquote className="border-l-2 pl-3 text-muted-foreground">{node}</blockquote>;
  }
  return node;
}

export function RenderedDiff({
  rows,
  side = "both",
  fold = false,
  headingBase = 5,
  spoken = {},
}: {
  rows: readonly DiffRow[];
  side?: DiffSide;
  /** Fold long unchanged stretches (with a button to show them). */
  fold?: boolean;
  headingBase?: number;
  spoken?: SpokenChanges;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const shown = rowsForSide(rows, side);
  const items: Item[] = fold
    ? foldUnchanged(shown, open)
    : shown.map((row, index) => ({ row, index }));
  const options: RenderOptions = { headingBase, spoken };
  return (
    <div className="space-y-2 text-sm break-words">
      {groupItems(items).map((group) => {
        if (group.kind === "fold") {
          return (
            <button
              key={`fold-${group.fold}`}
              type="button"
              className="w-full rounded-md border border-dashed py-1 text-xs text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              onClick={() => setOpen((current) => new Set(current).add(group.fold))}
            >
              {PLAN_HISTORY_TEXT.showUnchanged(group.count)}
            </button>
          );
        }
        const quote = group.rows[0]!.block.quote;
        const key = `${group.kind}-${group.first}`;
        if (group.kind === "table") {
          return (
            <Quoted key={key} depth={quote}>
              <TableRows rows={group.rows} options={options} />
            </Quoted>
          );
        }
        if (group.kind === "list") {
          const first = group.rows[0]!.block;
          const ordered = first.type === "listItem" && first.ordered;
          const List = ordered ? "ol" : "ul";
          return (
            <Quoted key={key} depth={quote}>
              <List
                className={ordered ? "list-decimal space-y-1 pl-6" : "list-disc space-y-1 pl-6"}
              >
                {group.rows.map((row, i) => (
                  <ListItem key={i} row={row} options={options} />
                ))}
              </List>
            </Quoted>
          );
        }
        return (
          <Quoted key={key} depth={quote}>
            <SingleBlock row={group.rows[0]!} options={options} />
          </Quoted>
        );
      })}
    </div>
  );
}
