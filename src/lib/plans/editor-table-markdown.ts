/**
 * Writes a table as a GFM table that reads back cell for cell. The stock writer collapses runs
 * of spaces (and non-breaking spaces) inside cells and adds blank lines around the table; here a
 * cell keeps its text exactly: its line breaks become `<br>`, its pipes are escaped, and spaces
 * at its edges (which GFM trims) are written as entities. Column alignment is written once per
 * column (editor-table-schema.ts keeps it uniform in the editor).
 */
import type { JSONContent, MarkdownRendererHelpers } from "@tiptap/core";
import { BREAKS_ONLY_LEAD, keepEdgeWhitespace, WRITTEN_HARD_BREAK } from "./editor-markdown-breaks";

const ALIGN_MARKERS: Record<string, (dashes: string) => string> = {
  left: (dashes) => `:${dashes}`,
  center: (dashes) => `:${dashes}:`,
  right: (dashes) => `${dashes}:`,
};

/** A cell of only line breaks needs no lead: `<br>` inside a table row is inline HTML. */
function withoutBreaksOnlyLeadText(written: string): string {
  const rest = written.startsWith(BREAKS_ONLY_LEAD) ? written.slice(BREAKS_ONLY_LEAD.length) : "";
  return rest && /^(?:<br>)+$/.test(rest) ? rest : written;
}

/** One cell's written Markdown, on one line. */
export function tableCellMarkdown(cell: JSONContent, helpers: MarkdownRendererHelpers): string {
  // An empty cell is just empty (no &nbsp; as for an empty paragraph elsewhere).
  const blocks = (cell.content ?? []).filter((block) => block.content?.length);
  const written = helpers.renderChildren(blocks);
  const oneLine = withoutBreaksOnlyLeadText(written)
    .replaceAll(WRITTEN_HARD_BREAK, "<br>")
    // Keep escaped characters as they are; escape the pipes that would split the cell.
    .replace(/\\.|\|/g, (match) => (match === "|" ? "\\|" : match));
  return keepEdgeWhitespace(keepEdgeWhitespace(oneLine, "start"), "end");
}

export function tableMarkdown(table: JSONContent, helpers: MarkdownRendererHelpers): string {
  const rows = (table.content ?? []).map((row) =>
    (row.content ?? []).map((cell) => ({
      text: tableCellMarkdown(cell, helpers),
      align: (cell.attrs?.align as string | null | undefined) ?? null,
    })),
  );
  const columns = Math.max(0, ...rows.map((row) => row.length));
  if (rows.length === 0 || columns === 0) return "";
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(3, ...rows.map((row) => row[column]?.text.length ?? 0)),
  );
  const aligns = Array.from(
    { length: columns },
    (_, column) => rows.map((row) => row[column]?.align).find((align) => align) ?? null,
  );
  const line = (texts: string[]) =>
    `| ${texts.map((text, column) => text.padEnd(widths[column]!)).join(" | ")} |`;
  const cellTexts = (row: (typeof rows)[number]) =>
    Array.from({ length: columns }, (_, column) => row[column]?.text ?? "");
  const delimiter = `| ${widths
    .map((width, column) => {
      const align = aligns[column];
      const dashes = "-".repeat(align ? Math.max(1, width - (align === "center" ? 2 : 1)) : width);
      return align && ALIGN_MARKERS[align] ? ALIGN_MARKERS[align](dashes) : dashes;
    })
    .join(" | ")} |`;
  const [header, ...body] = rows;
  return [line(cellTexts(header!)), delimiter, ...body.map((row) => line(cellTexts(row)))].join(
    "\n",
  );
}
