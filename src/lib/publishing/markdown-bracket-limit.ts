/**
 * Escapes the `[` that would leave a long stretch of text inside an open link label.
 *
 * While a `[` is open, GFM's autolink-literal reader walks back over the whole paragraph for
 * every place a web address could start, so one `[` that is never closed, or closed far away,
 * makes the parse quadratic in the paragraph's length (a `[` and 32,000 characters of text take
 * micromark seconds). Brackets are matched as the parser would (innermost first, within one
 * paragraph); a `[` whose `]` is more than MARKDOWN_MAX_LABEL_SPAN characters away, or that is
 * left open with more than that after it in its paragraph, reads as text. Link texts are short
 * and a stray `[` in a short paragraph is kept: a normal document is left exactly as it is.
 * (Brackets in code spans are counted too; only a paragraph thousands of characters long can
 * get a `\` shown in one.)
 */
import {
  fenceOf,
  isBlankLine,
  startsItem,
  TABLE_DELIMITER_ROW,
  THEMATIC_BREAK,
} from "./markdown-lines";

/** The longest link text (characters from `[` to `]`) kept as a link. */
export const MARKDOWN_MAX_LABEL_SPAN = 2_000;

interface Open {
  line: number;
  column: number;
  offset: number;
}

export function limitOpenBrackets(markdown: string): string {
  const lines = markdown.split("\n");
  const escapes = new Map<number, number[]>();
  const escape = (open: Open) => {
    const columns = escapes.get(open.line) ?? [];
    columns.push(open.column);
    escapes.set(open.line, columns);
  };
  let stack: Open[] = [];
  /** At a paragraph's end: a `[` left open over a long stretch reads as text. */
  const closeParagraph = (end: number) => {
    stack.filter((open) => end - open.offset > MARKDOWN_MAX_LABEL_SPAN).forEach(escape);
    stack = [];
  };
  let fence: { char: string; length: number } | null = null;
  let afterItemOrBlank = true;
  let offset = 0;
  // In a table each row (each cell) is read on its own: rows are separate paragraphs here.
  let inTable = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const lineOffset = offset;
    offset += line.length + 1;
    const item: boolean = !fence && startsItem(line, afterItemOrBlank);
    afterItemOrBlank = item || isBlankLine(line);
    const opening = fenceOf(line);
    if (fence) {
      if (opening && opening.char === fence.char && opening.length >= fence.length) fence = null;
      continue;
    }
    const ends = item || opening || isBlankLine(line) || THEMATIC_BREAK.test(line);
    if (ends) inTable = false;
    else if (TABLE_DELIMITER_ROW.test(line)) inTable = true;
    if (ends || inTable) closeParagraph(lineOffset);
    if (opening) {
      fence = opening;
      continue;
    }
    for (let column = 0; column < line.length; column += 1) {
      const c = line[column];
      if (c === "\\") column += 1;
      else if (c === "[") stack.push({ line: i, column, offset: lineOffset + column });
      else if (c === "]") {
        const open = stack.pop();
        if (open && lineOffset + column - open.offset > MARKDOWN_MAX_LABEL_SPAN) escape(open);
      }
    }
  }
  closeParagraph(offset);
  if (escapes.size === 0) return markdown;
  for (const [index, columns] of escapes) {
    const line = lines[index]!;
    let written = "";
    let from = 0;
    for (const column of columns.sort((a, b) => a - b)) {
      written += `${line.slice(from, column)}\\`;
      from = column;
    }
    lines[index] = written + line.slice(from);
  }
  return lines.join("\n");
}
