/**
 * Cells a table row has beyond its header's. GFM (mdast, so the public page, print and Word)
 * keeps them, while marked, the editor's reader, drops them — and an unescaped pipe in a cell's
 * text ("A|B") makes one. The editor reads them too, and widens the table with empty header
 * cells, so a save writes them back as a table every reader shows the same way.
 */

/** A row's cells as GFM splits them: on pipes not escaped by a backslash, edge pipes dropped. */
export function rowCells(line: string): string[] {
  let text = line.trim();
  if (text.startsWith("|")) text = text.slice(1);
  const cells: string[] = [];
  let current = "";
  let closed = false;
  for (let at = 0; at < text.length; at += 1) {
    const character = text[at]!;
    closed = false;
    if (character === "\\" && at + 1 < text.length) {
      current += character + text[at + 1];
      at += 1;
    } else if (character === "|") {
      cells.push(current);
      current = "";
      closed = true;
    } else {
      current += character;
    }
  }
  // A pipe that ends the row closes its last cell instead of opening an empty one.
  if (!closed || current.trim()) cells.push(current);
  return cells.map((cell) => cell.trim());
}

/**
 * The text of each body row's cells past `columns`, from the table's Markdown (its first two
 * lines are the header and the delimiter row). A cell's `\|` is a pipe, as GFM reads it.
 */
export function extraRowCells(raw: string, columns: number): string[][] {
  const lines = raw.replace(/\n+$/, "").split("\n").slice(2);
  return lines.map((line) =>
    rowCells(line)
      .slice(columns)
      .map((cell) => cell.replace(/\\\|/g, "|")),
  );
}
