/**
 * Diff rows drawn as rendered text: headings, paragraphs, lists, tables, code and diagrams (as
 * their labelled source — drawing them is the editor's job), with changes marked by ChangeMark.
 * Everything is React text: no Markdown or HTML from the plan is ever turned into markup.
 */
import { ChangeMark, type ChangeKind } from "@/components/ai/word-diff-view";
import { cn } from "@/lib/cn";
import { PLAN_HISTORY_TEXT } from "@/lib/errors/plan-editor";
import type { DiffRow, DiffToken } from "@/lib/text/block-diff";
import { MARK } from "@/lib/text/markdown-blocks";

/** What a screen reader says before added and removed text (default "added" / "removed"). */
export type SpokenChanges = Partial<Record<ChangeKind, string>>;

export interface RenderOptions {
  /** Level of the `<h*>` a Markdown `#` becomes (a section's own headings sit under its title). */
  headingBase: number;
  spoken: SpokenChanges;
}

const HEADING_CLASS = [
  "",
  "text-xl font-semibold",
  "text-lg font-semibold",
  "text-base font-semibold",
  "text-base font-semibold",
  "text-sm font-semibold",
  "text-sm font-semibold text-muted-foreground",
];

/** Consecutive tokens with the same style and change, drawn as one run. */
function runsOf(tokens: readonly DiffToken[]): DiffToken[] {
  const runs: DiffToken[] = [];
  for (const token of tokens) {
    const last = runs.at(-1);
    if (last && last.marks === token.marks && last.kind === token.kind) last.text += token.text;
    else runs.push({ ...token });
  }
  return runs;
}

function styled(text: string, marks: number): React.ReactNode {
  const lines = text.split("\n");
  let node: React.ReactNode = lines.flatMap((line, i) =>
    i === 0 ? [line] : [<br key={i} />, line],
  );
  if (marks & MARK.code)
    node = <code className="rounded bg-muted px-1 font-mono text-[0.9em]">{node}</code>;
  if (marks & MARK.link)
    node = <span className="text-primary underline underline-offset-2">{node}</span>;
  if (marks & MARK.strike) node = <s>{node}</s>;
  if (marks & MARK.emphasis) node = <em>{node}</em>;
  if (marks & MARK.strong) node = <strong>{node}</strong>;
  return node;
}

/** A cell's text, changed runs marked (inside a changed block only: whole blocks mark outside). */
export function InlineText({
  tokens,
  spoken,
}: {
  tokens: readonly DiffToken[];
  spoken: SpokenChanges;
}) {
  const runs = runsOf(tokens);
  return runs.map((run, index) =>
    run.kind === "same" ? (
      <span key={index}>{styled(run.text, run.marks)}</span>
    ) : (
      <ChangeMark
        key={index}
        kind={run.kind}
        spoken={spoken[run.kind]}
        // A replaced word: a little room between the struck and the new one.
        className={run.kind === "added" && runs[index - 1]?.kind === "removed" ? "ml-1" : undefined}
      >
        {styled(run.text, run.marks)}
      </ChangeMark>
    ),
  );
}

/** The row's text, marked as a whole when the block was added or removed. */
function Content({ row, cell, options }: { row: DiffRow; cell: number; options: RenderOptions }) {
  const tokens = row.cells[cell] ?? [];
  if (row.change === "added" || row.change === "removed") {
    const plain = tokens.map((token) => ({ ...token, kind: "same" as const }));
    return (
      <ChangeMark kind={row.change} spoken={options.spoken[row.change]}>
        <InlineText tokens={plain} spoken={options.spoken} />
      </ChangeMark>
    );
  }
  return <InlineText tokens={tokens} spoken={options.spoken} />;
}

/** A left rule on whole added or removed blocks, visible at a glance in a long text. */
function blockMark(row: DiffRow): string {
  if (row.change === "added") return "border-l-4 border-emerald-600 pl-2 dark:border-emerald-400";
  if (row.change === "removed") return "border-l-4 border-red-600 pl-2 dark:border-red-400";
  return "";
}

const indentStyle = (indent: number) =>
  indent > 0 ? { marginInlineStart: `${Math.min(indent, 8) * 1.5}rem` } : undefined;

function headingLevel(row: DiffRow, options: RenderOptions): number {
  const block = row.block;
  if (block.type !== "heading") return 6;
  if (block.role === "plan") return 3;
  if (block.role === "section") return 4;
  return Math.min(6, options.headingBase + block.level - 1);
}

/** One block that is not part of a list or a table. */
export function SingleBlock({ row, options }: { row: DiffRow; options: RenderOptions }) {
  const { block } = row;
  const style = indentStyle(block.indent);
  const mark = blockMark(row);
  switch (block.type) {
    case "heading": {
      const level = headingLevel(row, options);
      const Heading = `h${level}` as "h3";
      return (
        <Heading style={style} className={cn(HEADING_CLASS[level], "mt-2", mark)}>
          <Content row={row} cell={0} options={options} />
        </Heading>
      );
    }
    case "paragraph":
      return (
        <p style={style} className={cn("leading-relaxed", mark)}>
          <Content row={row} cell={0} options={options} />
        </p>
      );
    case "code":
      return (
        <figure style={style} className={cn("space-y-1", mark)}>
          <figcaption className="text-xs font-medium text-muted-foreground">
            {block.diagram ? PLAN_HISTORY_TEXT.diagram : PLAN_HISTORY_TEXT.code(block.lang)}
          </figcaption>
          <pre className="overflow-x-auto rounded-md border bg-muted/60 p-3 font-mono text-[13px] leading-relaxed whitespace-pre">
            <code>
              <Content row={row} cell={0} options={options} />
            </code>
          </pre>
        </figure>
      );
    case "rule":
      return (
        <div style={style} className={mark}>
          {row.change === "added" || row.change === "removed" ? (
            <span className="sr-only">
              {row.change === "added"
                ? PLAN_HISTORY_TEXT.addedBlock
                : PLAN_HISTORY_TEXT.removedBlock}
            </span>
          ) : null}
          <hr className="my-2" />
        </div>
      );
    default:
      return null;
  }
}

export function ListItem({ row, options }: { row: DiffRow; options: RenderOptions }) {
  const { block } = row;
  if (block.type !== "listItem") return null;
  return (
    <li
      value={block.number ?? undefined}
      style={indentStyle(block.indent)}
      className={cn("leading-relaxed", block.checked !== null && "list-none", blockMark(row))}
    >
      {block.checked !== null ? (
        <>
          <span aria-hidden className="mr-1.5">
            {block.checked ? "☑" : "☐"}
          </span>
          <span className="sr-only">
            {block.checked ? PLAN_HISTORY_TEXT.taskDone : PLAN_HISTORY_TEXT.taskOpen}:{" "}
          </span>
        </>
      ) : null}
      <Content row={row} cell={0} options={options} />
    </li>
  );
}

export function TableRows({ rows, options }: { rows: readonly DiffRow[]; options: RenderOptions }) {
  const header = rows.filter((row) => row.block.type === "tableRow" && row.block.header);
  const body = rows.filter((row) => !(row.block.type === "tableRow" && row.block.header));
  const line = (row: DiffRow, index: number, Cell: "th" | "td") => {
    const align = row.block.type === "tableRow" ? row.block.align : [];
    return (
      <tr
        key={index}
        className={cn(
          blockMark(row) && "outline-2 -outline-offset-2",
          row.change === "added" && "outline-emerald-600",
          row.change === "removed" && "outline-red-600",
        )}
      >
        {row.cells.map((_, cell) => (
          <Cell
            key={cell}
            className="border px-2 py-1 align-top"
            style={align[cell] ? { textAlign: align[cell] } : undefined}
          >
            <Content row={row} cell={cell} options={options} />
          </Cell>
        ))}
      </tr>
    );
  };
  return (
    <div className="overflow-x-auto" style={indentStyle(rows[0]?.block.indent ?? 0)}>
      <table className="w-full border-collapse text-sm">
        {header.length > 0 ? (
          <thead className="bg-muted/50">{header.map((row, i) => line(row, i, "th"))}</thead>
        ) : null}
        <tbody>{body.map((row, i) => line(row, i, "td"))}</tbody>
      </table>
    </div>
  );
}
