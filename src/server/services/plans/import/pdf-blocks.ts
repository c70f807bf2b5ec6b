/**
 * The lines of a PDF (in reading order) as Markdown blocks: paragraphs, list items, headings and
 * tables. A paragraph's visual lines are joined (see pdf-hyphens.ts); a new block starts where
 * - the gap to the line before is wider than the document's line spacing;
 * - the line is indented against the line before (a first-line indent);
 * - the line before ended short: the new line's first word would have fitted on it;
 * - the line starts with a list marker (•, –, -, *, "1.", "1)", "a)") after a finished line;
 * - the type changes to a heading: larger than the body text (each larger size one level, the
 *   largest `#`), or a short line wholly in another font than the body's at body size (bold, in
 *   practice: PDF.js does not give the weight) standing on its own.
 * A paragraph continues into the next column or page when its last line was full and the next
 * starts like a continuation: not a heading or list item, not indented, and — unless the document
 * marks its paragraphs with first-line indents, which then decide alone — not a capital after a
 * sentence end.
 */
import { joinLines, lineJoiner } from "./pdf-hyphens";
import type { PdfLine, PdfWork } from "./pdf-lines";

/** Type this much larger than the body text is a heading… */
const HEADING_SCALE = 1.15;
/** …and a line this much larger, when it reads like a heading (short, no closing punctuation). */
const SMALL_HEADING_SCALE = 1.05;
const HEADING_MAX_LENGTH = 80;
/** A gap this much wider than the line spacing separates paragraphs. */
const PARAGRAPH_GAP = 1.2;
/** A distance between lines counts as common when it occurs this often, relative to the commonest. */
const COMMON_SPACING_SHARE = 0.25;
/** A line starting this much further right than the one before is indented (in font sizes). */
const INDENT = 0.6;
/** The width of a space, for "would the next word have fitted" (in font sizes). */
const SPACE_WIDTH = 0.25;
/** Lines of one heading are at most this far apart (in font sizes). */
const HEADING_LINE_GAP = 1.6;

const BULLET = /^([•◦▪‣●■□○◆◇►▸–—*\-\u2043\u2219\uf0a7\uf0b7\uf076\uf0d8\uf0fc])\s+(?=\S)/u;
const ORDERED = /^(\d{1,3})[.)]\s+(?=\S)/;
const LETTERED = /^((?:[a-z]|[ivx]{1,4})[.)])\s+(?=\S)/;
const CLOSING_PUNCTUATION = /[.,;!?]["'”’)]*$/u;
const SENTENCE_END = /[.!?:;]["'”’)]*$/u;
/** Text that Markdown would read as syntax at the start of a paragraph. */
const MARKDOWN_START = /^(?:#{1,6}(?:\s|$)|>|[-+*]\s|\d{1,9}[.)]\s|\||```|~~~)/;

type Block =
  | { kind: "heading"; level: number; lines: string[]; last: PdfLine }
  | { kind: "paragraph"; lines: string[]; last: PdfLine }
  | { kind: "item"; marker: string; lines: string[]; last: PdfLine }
  | { kind: "table"; rows: string[][]; last: PdfLine };

const sizeKey = (size: number) => Math.round(size * 10) / 10;

function mostCommon<K>(counts: Map<K, number>, fallback: K): K {
  let best = fallback;
  let bestCount = -1;
  for (const [key, count] of counts) {
    if (count > bestCount) [best, bestCount] = [key, count];
  }
  return best;
}

function countBy<K>(lines: PdfLine[], key: (line: PdfLine) => K | null): Map<K, number> {
  const counts = new Map<K, number>();
  for (const line of lines) {
    const k = key(line);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + line.text.length);
  }
  return counts;
}

const sameFlow = (a: PdfLine, b: PdfLine) =>
  a.page === b.page && a.column === b.column && b.y < a.y;
const readsLikeHeading = (text: string) =>
  text.length <= HEADING_MAX_LENGTH &&
  /\p{L}/u.test(text) &&
  !CLOSING_PUNCTUATION.test(text) &&
  !BULLET.test(text) &&
  !ORDERED.test(text);

/** "• text" as a Markdown list item; null when the line does not start with a marker. */
function listItem(text: string): { marker: string; text: string } | null {
  const bullet = BULLET.exec(text);
  if (bullet) return { marker: "-", text: text.slice(bullet[0].length) };
  const ordered = ORDERED.exec(text);
  if (ordered) return { marker: `${Number(ordered[1])}.`, text: text.slice(ordered[0].length) };
  const lettered = LETTERED.exec(text);
  if (lettered) return { marker: `- ${lettered[1]}`, text: text.slice(lettered[0].length) };
  return null;
}

/** Two or more lines in a row with the same number of cells (two or more) are a table. */
function tableAt(lines: PdfLine[], start: number, work: PdfWork): PdfLine[] {
  const first = lines[start]!;
  if (first.cells.length < 2) return [];
  let end = start;
  while (
    ++work.steps &&
    end < lines.length &&
    lines[end]!.cells.length === first.cells.length &&
    lines[end]!.page === first.page
  ) {
    end++;
  }
  return end - start >= 2 ? lines.slice(start, end) : [];
}

function tableMarkdown(rows: string[][]): string {
  const row = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, "\\|")).join(" | ")} |`;
  const [header, ...body] = rows;
  return [row(header!), `|${" --- |".repeat(header!.length)}`, ...body.map(row)].join("\n");
}

export interface PdfBlocks {
  markdown: string;
  /** Whether any heading was found from the type; without, plain-text rules may find some. */
  headings: boolean;
}

export function linesToMarkdown(lines: PdfLine[], work: PdfWork): PdfBlocks {
  const body = mostCommon(
    countBy(lines, (line) => sizeKey(line.fontSize)),
    0,
  );
  const bodyFont = mostCommon(
    countBy(lines, (line) => (sizeKey(line.fontSize) === body ? line.font : null)),
    "",
  );
  // The line spacing: the tightest common distance between two body lines that follow each
  // other (not simply the most common: a text of one-line paragraphs has more paragraph gaps).
  const gaps = new Map<number, number>();
  const isBody = (line: PdfLine) => sizeKey(line.fontSize) === body && line.font === bodyFont;
  for (let index = 1; index < lines.length; index++) {
    const [before, line] = [lines[index - 1]!, lines[index]!];
    if (!sameFlow(before, line) || !isBody(before) || !isBody(line)) continue;
    const gap = sizeKey(before.y - line.y);
    if (gap < 3 * body) gaps.set(gap, (gaps.get(gap) ?? 0) + 1);
  }
  const commonest = Math.max(0, ...gaps.values());
  const spacing =
    [...gaps]
      .filter(([, count]) => count >= COMMON_SPACING_SHARE * commonest)
      .map(([gap]) => gap)
      .sort((a, b) => a - b)[0] ?? 1.2 * body;
  // Each column's extent, from its body lines (any line where a column has none): where a full
  // line ends, and where an unindented one starts.
  const extents = new Map<string, { left: number; right: number; body: boolean }>();
  for (const line of lines) {
    const key = `${line.page}:${line.column}`;
    const extent = extents.get(key);
    const fromBody = isBody(line);
    if (!extent || (fromBody && !extent.body)) {
      extents.set(key, { left: line.left, right: line.right, body: fromBody });
    } else if (fromBody || !extent.body) {
      extent.left = Math.min(extent.left, line.left);
      extent.right = Math.max(extent.right, line.right);
    }
  }
  const extentOf = (line: PdfLine) => extents.get(`${line.page}:${line.column}`)!;

  // Heading sizes: larger type whose lines mostly read like headings (short, no closing
  // punctuation) — a lead paragraph set larger than the rest is not a run of headings.
  const largerLines = new Map<number, { headingLike: number; other: number }>();
  for (const line of lines) {
    if (line.fontSize < body * SMALL_HEADING_SCALE) continue;
    const headingLike = readsLikeHeading(line.text);
    if (line.fontSize < body * HEADING_SCALE && !headingLike) continue;
    const counts = largerLines.get(sizeKey(line.fontSize)) ?? { headingLike: 0, other: 0 };
    if (headingLike) counts.headingLike++;
    else counts.other++;
    largerLines.set(sizeKey(line.fontSize), counts);
  }
  const headingSizes = [...largerLines]
    .filter(([, counts]) => counts.headingLike >= counts.other)
    .map(([size]) => size)
    .sort((a, b) => b - a);
  const sizeLevels = new Map(headingSizes.map((size, index) => [size, Math.min(index + 1, 6)]));
  const fontLevel = Math.min(sizeLevels.size + 1, 6);

  const gapBetween = (before: PdfLine, line: PdfLine) =>
    sameFlow(before, line) ? before.y - line.y : Infinity;
  const wideGap = (before: PdfLine, line: PdfLine) =>
    gapBetween(before, line) >
    PARAGRAPH_GAP * spacing * (Math.max(before.fontSize, line.fontSize) / (body || 1));
  /** The line before ended short: `line`'s first word would have fitted after it. */
  const endedShort = (before: PdfLine, line: PdfLine) =>
    before.right + SPACE_WIDTH * before.fontSize + line.firstWordWidth < extentOf(before).right - 1;
  const indented = (before: PdfLine, line: PdfLine) =>
    sameFlow(before, line)
      ? line.left - before.left > INDENT * line.fontSize
      : line.left - extentOf(line).left > INDENT * line.fontSize;

  // Whether paragraphs start with a first-line indent: then an unindented line at the top of a
  // column continues the paragraph before, even after a full stop.
  let indentedStarts = 0;
  let flushStarts = 0;
  for (let index = 1; index < lines.length; index++) {
    const [before, line] = [lines[index - 1]!, lines[index]!];
    if (!sameFlow(before, line) || !endedShort(before, line) || listItem(line.text)) continue;
    if (sizeKey(line.fontSize) !== body || sizeKey(before.fontSize) !== body) continue;
    if (indented(before, line)) indentedStarts++;
    else flushStarts++;
  }
  const indentsParagraphs = indentedStarts > 2 * flushStarts;

  const headingLevel = (index: number): number | null => {
    const line = lines[index]!;
    // A table row is never a heading, whatever its type (a bold header row stays in the table).
    if (line.cells.length > 1) return null;
    const sized = sizeLevels.get(sizeKey(line.fontSize));
    if (sized) return sized;
    if (!line.oneFont || line.font === bodyFont || !readsLikeHeading(line.text)) return null;
    if (sizeKey(line.fontSize) !== body) return null;
    // On its own: space before it (or the start of a column) and after it, or body text after.
    // A line in italics that ends a paragraph has no space before it, so it stays text.
    const [before, after] = [lines[index - 1], lines[index + 1]];
    const apartBefore = !before || !sameFlow(before, line) || wideGap(before, line);
    const apartAfter = !after || after.font !== line.font || wideGap(line, after);
    return apartBefore && apartAfter ? fontLevel : null;
  };

  const blocks: Block[] = [];
  for (let index = 0; index < lines.length; index++) {
    work.steps++;
    const line = lines[index]!;
    const current = blocks.at(-1);
    const level = headingLevel(index);
    if (level !== null) {
      const joins =
        current?.kind === "heading" &&
        current.level === level &&
        gapBetween(current.last, line) <= HEADING_LINE_GAP * line.fontSize;
      if (joins) {
        current.lines.push(line.text);
        current.last = line;
      } else {
        blocks.push({ kind: "heading", level, lines: [line.text], last: line });
      }
      continue;
    }
    const table = tableAt(lines, index, work);
    if (table.length > 0) {
      blocks.push({ kind: "table", rows: table.map((row) => row.cells), last: table.at(-1)! });
      index += table.length - 1;
      continue;
    }

    const before = current?.last;
    let breaks: boolean;
    if (!current || !before || current.kind === "heading" || current.kind === "table") {
      breaks = true;
    } else if (!sameFlow(before, line)) {
      // Into the next column or page: a paragraph goes on only from a full line.
      breaks =
        endedShort(before, line) ||
        indented(before, line) ||
        (!indentsParagraphs && SENTENCE_END.test(before.text) && !/^\p{Ll}/u.test(line.text));
    } else {
      breaks =
        wideGap(before, line) ||
        endedShort(before, line) ||
        (current.kind !== "item" && indented(before, line));
    }
    const item = listItem(line.text);
    const finished =
      breaks || current?.kind === "item" || (before && SENTENCE_END.test(before.text));
    if (item && finished) {
      blocks.push({ kind: "item", marker: item.marker, lines: [item.text], last: line });
    } else if (breaks || !current || current.kind === "heading" || current.kind === "table") {
      blocks.push({ kind: "paragraph", lines: [line.text], last: line });
    } else {
      current.lines.push(line.text);
      current.last = line;
    }
  }

  const join = lineJoiner(lines.map((line) => line.text));
  const joined = (texts: string[]) => joinLines(texts, join);
  const out: string[] = [];
  blocks.forEach((block, index) => {
    work.steps++;
    const previous = blocks[index - 1];
    // Items of one list (numbered, or not) stay together; every other block is set off by a blank line.
    const sameList =
      block.kind === "item" &&
      previous?.kind === "item" &&
      /^\d/.test(block.marker) === /^\d/.test(previous.marker);
    if (index > 0) out.push(sameList ? "\n" : "\n\n");
    if (block.kind === "heading") out.push(`${"#".repeat(block.level)} ${joined(block.lines)}`);
    else if (block.kind === "table") out.push(tableMarkdown(block.rows));
    else if (block.kind === "item") out.push(`${block.marker} ${joined(block.lines)}`);
    else {
      const text = joined(block.lines);
      out.push(MARKDOWN_START.test(text) ? `\\${text}` : text);
    }
  });
  return { markdown: out.join(""), headings: blocks.some((block) => block.kind === "heading") };
}
