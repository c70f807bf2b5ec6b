/**
 * Tables as a section can store them. A section is Markdown, and a GFM table is a grid whose
 * first row is the header, whose cells hold one line of inline text, whose alignment is set per
 * column and which knows no merged cells or column widths. The editor's tables follow the same
 * rules, so what a table shows is what comes back after a reload:
 * - a cell holds one paragraph (TABLE_CELL_CONTENT): "- " in a cell stays text, list and
 *   heading commands do nothing there, Insert table is refused; Enter makes a line break;
 * - pasted HTML cells are flattened into that paragraph (see editor-cell-content.ts), merged
 *   cells and widths are read as plain cells, and blocks pasted into a cell become lines;
 * - after every change (editor-document-rules.ts), the first row is the header row, the other
 *   rows are body rows, and each column has the one alignment Markdown writes for it.
 * Line breaks in a cell are written as `<br>`; they are read back as hard breaks here, without
 * relying on a DOM (so the server and the tests read them like the browser).
 */
import { Extension } from "@tiptap/core";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { Fragment, Slice, type Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";
import { cellParagraph, parseCellContent, TABLE_CELL_CONTENT } from "./editor-cell-content";
import { tableMarkdown } from "./editor-table-markdown";
import type { InlineToken } from "./editor-markdown-breaks";
import { readableInlineTokens } from "./editor-inline-tokens";
import { extraRowCells } from "./editor-table-rows";

const CELL_TYPES = new Set(["tableCell", "tableHeader"]);

interface TableToken {
  header?: { tokens?: InlineToken[] }[];
  rows?: { tokens?: InlineToken[] }[][];
}

const StorableTable = Table.extend({
  // Tables are read by marked's own GFM table reader, as mdast reads them. Tiptap's reader
  // re-escaped pipes inside code spans (a cell split GFM does not make) and, on a candidate that
  // is no table, lexed it into the shared inline queue: the following paragraph came out one
  // character per line.
  markdownTokenizer: { name: "table", level: "block", start: () => -1, tokenize: () => undefined },
  parseMarkdown(token, helpers) {
    const table = token as TableToken;
    const columns = table.header?.length ?? 0;
    const inline = (text: string) => helpers.tokenizeInline?.(text) ?? [];
    const extra = extraRowCells(token.raw ?? "", columns).map((cells) =>
      cells.map((text) => ({ tokens: inline(text) })),
    );
    const width = Math.max(columns, ...extra.map((cells) => columns + cells.length));
    const padded = <T>(cells: T[]) => [
      ...cells,
      ...Array.from({ length: width - cells.length }, () => ({ tokens: [] })),
    ];
    const readable = (cell: { tokens?: InlineToken[] }) => ({
      ...cell,
      tokens: readableInlineTokens(cell.tokens),
    });
    const read = {
      ...token,
      header: padded(table.header ?? []).map(readable),
      rows: table.rows?.map((row, index) =>
        padded([...row, ...(extra[index] ?? [])]).map(readable),
      ),
    };
    return this.parent!(read as typeof token, helpers);
  },
  renderMarkdown: (node, helpers) => tableMarkdown(node, helpers),
  addCommands() {
    const commands = this.parent!();
    return {
      ...commands,
      // A table inside a cell cannot be stored: refused (so `can()` answers false there too).
      insertTable: (options) => (props) =>
        isInTableCell(props.state) ? false : commands.insertTable!(options)(props),
    };
  },
});

/** The table "Insert table" makes: 3 × 3 with a header row, the row Markdown requires. */
export const INSERTED_TABLE = { rows: 3, cols: 3, withHeaderRow: true } as const;

/** Cell attributes Markdown cannot write are read from HTML as their defaults. */
const storableCellAttributes = {
  colspan: { default: 1, parseHTML: () => 1 },
  rowspan: { default: 1, parseHTML: () => 1 },
  colwidth: { default: null, parseHTML: () => null },
};

const StorableTableCell = TableCell.extend({
  content: TABLE_CELL_CONTENT,
  addAttributes() {
    return { ...this.parent?.(), ...storableCellAttributes };
  },
  parseHTML() {
    return [
      {
        tag: "td",
        getContent: (dom, schema) => parseCellContent(dom as HTMLElement, schema),
      },
    ];
  },
});

const StorableTableHeader = TableHeader.extend({
  content: TABLE_CELL_CONTENT,
  addAttributes() {
    return { ...this.parent?.(), ...storableCellAttributes };
  },
  parseHTML() {
    return [
      {
        tag: "th",
        getContent: (dom, schema) => parseCellContent(dom as HTMLElement, schema),
      },
    ];
  },
});

/** Whether the selection's start is inside a table cell. */
export function isInTableCell(state: { selection: { $from: ResolvedLike } }): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if (CELL_TYPES.has($from.node(depth).type.name)) return true;
  }
  return false;
}

interface ResolvedLike {
  depth: number;
  node(depth: number): ProseMirrorNode;
}

/** Whether a pasted slice is table cells/rows (prosemirror-tables pastes those cell by cell). */
function isCellSlice(slice: Slice): boolean {
  const role = slice.content.firstChild?.type.spec.tableRole as string | undefined;
  return role === "row" || role === "cell" || role === "header_cell";
}

/** Whether a pasted slice is more than inline content for the current paragraph. */
function hasBlocksBeyondOneParagraph(slice: Slice): boolean {
  const { content } = slice;
  if (content.childCount === 0 || content.firstChild!.isInline) return false;
  return !(content.childCount === 1 && content.firstChild!.type.name === "paragraph");
}

/**
 * Rewrites each table in the document to the shape Markdown stores: header cells in the first
 * row only, and one alignment per column (the first one set, as the Markdown writer picks it).
 */
export function normalizeTables(tr: Transaction): boolean {
  const { schema } = tr.doc.type;
  const header = schema.nodes.tableHeader!;
  const cell = schema.nodes.tableCell!;
  let changed = false;
  tr.doc.descendants((node, pos) => {
    if (node.type.name !== "table") return node.isBlock && !node.isTextblock;
    const columnAlign: (string | null)[] = [];
    node.forEach((row) =>
      row.forEach((c, _o, column) => {
        columnAlign[column] ??= (c.attrs.align as string | null) ?? null;
      }),
    );
    node.forEach((row, rowOffset, rowIndex) => {
      row.forEach((c, cellOffset, column) => {
        const type = rowIndex === 0 ? header : cell;
        const align = columnAlign[column] ?? null;
        if (c.type === type && c.attrs.align === align) return;
        const cellPos = tr.mapping.map(pos + 1 + rowOffset + 1 + cellOffset);
        tr.setNodeMarkup(cellPos, type, { ...c.attrs, align });
        changed = true;
      });
    });
    return false;
  });
  return changed;
}

const storableTablesKey = new PluginKey("storableTables");

/** Keeps tables storable: blocks pasted into a cell become lines, tables keep Markdown's shape. */
const StorableTableRules = Extension.create({
  name: "storableTableRules",
  addKeyboardShortcuts() {
    return {
      // A cell holds one paragraph: Enter starts a new line in it, as Shift-Enter does.
      Enter: ({ editor }) => isInTableCell(editor.state) && editor.commands.setHardBreak(),
    };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: storableTablesKey,
        props: {
          transformPasted: (slice, view) => {
            if (!isInTableCell(view.state) || isCellSlice(slice)) return slice;
            if (!hasBlocksBeyondOneParagraph(slice)) return slice;
            const paragraph = cellParagraph(slice.content, view.state.schema);
            return new Slice(Fragment.from(paragraph), 1, 1);
          },
        },
      }),
    ];
  },
});

/** The table extensions of the section schema. */
export function storableTableExtensions() {
  return [
    StorableTable.configure({ resizable: false }),
    TableRow,
    StorableTableHeader,
    StorableTableCell,
    StorableTableRules,
  ];
}
