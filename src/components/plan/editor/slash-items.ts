/**
 * The blocks of the slash menu: what each one is called, which words find it and what it does.
 * Every block is one the toolbar can make too (the menu adds no nodes), so what it inserts is
 * stored as the same Markdown.
 */
import type { ChainedCommands, Editor, Range } from "@tiptap/core";
import { starterFor } from "@/lib/diagrams/starters";
import { EDITOR_HABITS_TEXT as T } from "@/lib/errors/plan-editor";
import { insertDiagram } from "@/lib/plans/editor-diagrams";

export type SlashItemId =
  | "heading1"
  | "heading2"
  | "heading3"
  | "bulletList"
  | "orderedList"
  | "taskList"
  | "table"
  | "diagram"
  | "divider"
  | "quote"
  | "codeBlock";

export interface SlashItem {
  id: SlashItemId;
  label: string;
  /** Other words people type for it ("h2", "todo", "mermaid", "---"). */
  keywords: readonly string[];
  /** Applies the block to a chain that already removed the "/query" text. */
  apply: (chain: ChainedCommands) => ChainedCommands;
  /** Runs after the chain (for inserts that need the editor itself, like a diagram). */
  after?: (editor: Editor) => void;
}

/** The table a "Table" pick inserts: the same as the toolbar's "Insert table". */
const NEW_TABLE = { rows: 3, cols: 3, withHeaderRow: true } as const;

export const SLASH_ITEMS: readonly SlashItem[] = [
  ...([1, 2, 3] as const).map((level): SlashItem => ({
    id: `heading${level}`,
    label: T.slashHeading(level),
    keywords: [`h${level}`, "#".repeat(level), level === 1 ? "title" : "subtitle"],
    apply: (chain) => chain.setHeading({ level }),
  })),
  {
    id: "bulletList",
    label: T.slashBulletList,
    keywords: ["ul", "unordered", "list", "-"],
    apply: (chain) => chain.toggleBulletList(),
  },
  {
    id: "orderedList",
    label: T.slashNumberedList,
    keywords: ["ol", "ordered", "list", "1."],
    apply: (chain) => chain.toggleOrderedList(),
  },
  {
    id: "taskList",
    label: T.slashChecklist,
    keywords: ["todo", "task", "checkbox", "[ ]"],
    apply: (chain) => chain.toggleTaskList(),
  },
  {
    id: "table",
    label: T.slashTable,
    keywords: ["grid", "columns", "rows"],
    apply: (chain) => chain.insertTable(NEW_TABLE),
  },
  {
    id: "diagram",
    label: T.slashDiagram,
    keywords: ["mermaid", "chart", "flowchart", "graph"],
    apply: (chain) => chain,
    // A flowchart to start from, open for editing (the toolbar's gallery offers the others).
    after: (editor) => insertDiagram(editor, starterFor("flowchart").source),
  },
  {
    id: "divider",
    label: T.slashDivider,
    keywords: ["hr", "rule", "line", "separator", "---"],
    apply: (chain) => chain.setHorizontalRule(),
  },
  {
    id: "quote",
    label: T.slashQuote,
    keywords: ["blockquote", "citation", ">"],
    apply: (chain) => chain.toggleBlockquote(),
  },
  {
    id: "codeBlock",
    label: T.slashCodeBlock,
    keywords: ["pre", "snippet", "```"],
    apply: (chain) => chain.setCodeBlock(),
  },
];

/** Queries longer than this are ordinary text, not a menu search. */
export const SLASH_QUERY_MAX = 24;

/** Lower case, trimmed, inner runs of spaces made one. */
function normalize(text: string): string {
  return text.toLowerCase().trim().replace(/\s+/g, " ");
}

/** The items whose name or a keyword contains the query (case-insensitive), in menu order. */
export function filterSlashItems(query: string, items: readonly SlashItem[] = SLASH_ITEMS) {
  const wanted = normalize(query);
  if (!wanted) return [...items];
  const compact = wanted.replace(/ /g, "");
  return items.filter((item) =>
    [item.label, ...item.keywords].some((word) => {
      const text = word.toLowerCase();
      return text.includes(wanted) || text.replace(/ /g, "").includes(compact);
    }),
  );
}

function isInsideTable(editor: Editor): boolean {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type.name === "table") return true;
  }
  return false;
}

/**
 * Whether an item can be applied where the "/query" is. A table never goes inside a table
 * (Markdown has no nested tables); the rest is what the editor's own commands allow.
 */
export function canApplySlashItem(editor: Editor, item: SlashItem, range: Range): boolean {
  if (item.id === "table" && isInsideTable(editor)) return false;
  if (item.id === "diagram") return editor.can().chain().deleteRange(range).run();
  return item.apply(editor.can().chain().deleteRange(range)).run();
}

/** The items offered for `query` at `range`: matching and applicable. */
export function slashMenuItems(editor: Editor, query: string, range: Range): SlashItem[] {
  return filterSlashItems(query).filter((item) => canApplySlashItem(editor, item, range));
}

/** Removes the "/query" text and makes the block. Answers whether anything changed. */
export function runSlashItem(editor: Editor, item: SlashItem, range: Range): boolean {
  const done = item.apply(editor.chain().focus().deleteRange(range)).run();
  if (done) item.after?.(editor);
  return done;
}
