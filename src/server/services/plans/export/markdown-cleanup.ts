/**
 * Section Markdown as saved by the editor, tidied for a file people open elsewhere. The editor
 * writes an empty paragraph as a line of `&nbsp;` (so it survives its own round trip), separates
 * some blocks with two or three blank lines, and writes a line break inside a table cell as
 * `<br>`: all correct for the editor, all noise in an exported document. Fenced code blocks
 * (Mermaid diagrams included) are kept byte for byte. Linear in the text: no Markdown parse.
 */
import { mapMarkdownLines } from "../markdown-lines";

/** A line that holds only non-breaking spaces (as entities or characters) and white space. */
const EMPTY_PARAGRAPH = /^(?:[ \t\u00a0]|&nbsp;|&#160;|&#x0*a0;)*$/i;
/** `<br>`, `<br/>`, `<br />` in any case: the only HTML a table cell may carry for a break. */
const LINE_BREAK_TAG = /[ \t]*<br\s*\/?>[ \t]*/gi;
/** The delimiter row under a table's header: `| --- | :-: |` (outer pipes optional). */
const TABLE_DELIMITER_ROW = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

type Line = { text: string; inCode: boolean };

function isBlank(line: Line): boolean {
  return !line.inCode && EMPTY_PARAGRAPH.test(line.text);
}

/**
 * Marks the lines of GFM tables: a header row directly followed by a delimiter row, and the
 * non-blank lines after them.
 */
function tableLines(lines: readonly Line[]): boolean[] {
  const inTable = new Array<boolean>(lines.length).fill(false);
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const header = lines[index]!;
    const delimiter = lines[index + 1]!;
    if (header.inCode || delimiter.inCode || isBlank(header)) continue;
    if (!header.text.includes("|") || !TABLE_DELIMITER_ROW.test(delimiter.text)) continue;
    let end = index;
    while (end < lines.length && !lines[end]!.inCode && !isBlank(lines[end]!)) {
      inTable[end] = true;
      end += 1;
    }
    index = end - 1;
  }
  return inTable;
}

/** The text of a cell row with its line breaks written as spaces. */
function withoutLineBreakTags(row: string): string {
  return row.replace(LINE_BREAK_TAG, " ");
}

/**
 * The Markdown without `&nbsp;` lines, with at most one blank line between blocks, without
 * `<br>` in table cells, and without blank lines at either end.
 */
export function cleanExportMarkdown(markdown: string): string {
  const lines: Line[] = [];
  mapMarkdownLines(markdown, (text, inCode) => {
    lines.push({ text, inCode });
    return text;
  });
  const inTable = tableLines(lines);
  const out: string[] = [];
  let pendingBlank = false;
  lines.forEach((line, index) => {
    if (isBlank(line)) {
      pendingBlank = out.length > 0;
      return;
    }
    if (pendingBlank) out.push("");
    pendingBlank = false;
    out.push(inTable[index] ? withoutLineBreakTags(line.text) : line.text);
  });
  return out.join("\n");
}
