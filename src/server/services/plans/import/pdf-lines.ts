/**
 * A PDF page's text items as lines in reading order. Items on one baseline form a row; spaces
 * come from the gaps between items (justified text spreads words apart without space
 * characters); a row splits into cells where items sit far apart (a table row). Two text columns
 * are found from the x positions on each page (see pdf-columns.ts) and read left column first.
 *
 * Every step is linear in the page's items after one sort (no pass looks at pairs of rows), so a
 * hostile page of many thousand items costs its size, not its square.
 */
import { splitColumns } from "./pdf-columns";
import type { PdfPageText, PdfTextItem } from "./pdf-read";

export interface PdfLine {
  text: string;
  /** The text in cells; more than one when the line is a table row. */
  cells: string[];
  page: number;
  /** 0 for a page in one column or a line across both, 1 left column, 2 right column. */
  column: number;
  /** Baseline and horizontal extent of the inked text. */
  y: number;
  left: number;
  right: number;
  /** The type size and font most of the line's characters are set in. */
  fontSize: number;
  font: string;
  /** Whether every character of the line is in `font`. */
  oneFont: boolean;
  /** Width of the line's first word: whether it would have fitted on the line before. */
  firstWordWidth: number;
}

/** A row: the items on one baseline, left to right. */
export interface PdfRow {
  items: PdfTextItem[];
  y: number;
  left: number;
  right: number;
}

/** Work counter for the tests: one step per item or row handled by a pass. */
export interface PdfWork {
  steps: number;
}

/** Baselines closer than this share a row (in font sizes). */
const SAME_ROW = 0.4;
/** A gap between two items wider than this is a space between words (in font sizes). */
const WORD_GAP = 0.15;
/** Between items on one row, a gap wider than this separates table cells (in font sizes). */
const CELL_GAP = 2;

/** A bullet or number alone: what a list item's marker looks like before its tab stop. */
const LIST_MARKER =
  /^(?:[•◦▪‣●■□○◆◇►▸–—*\-\u2043\u2219\uf0a7\uf0b7\uf076\uf0d8\uf0fc]|\(?(?:\d{1,3}|[a-z]|[ivx]{1,4})[.)])$/u;

const isBlank = (text: string) => text.trim() === "";

/** The items of a page as rows, top to bottom. */
export function pageRows(page: PdfPageText, work: PdfWork): PdfRow[] {
  const rows: PdfRow[] = [];
  let current: PdfTextItem[] = [];
  const flush = () => {
    if (current.length === 0) return;
    current.sort((a, b) => a.x - b.x);
    work.steps += current.length;
    let left = Infinity;
    let right = -Infinity;
    for (const item of current) {
      if (isBlank(item.str)) continue;
      left = Math.min(left, item.x);
      right = Math.max(right, item.x + item.width);
    }
    if (left !== Infinity) rows.push({ items: current, y: current[0]!.y, left, right });
    current = [];
  };
  for (const item of [...page.items].sort((a, b) => b.y - a.y)) {
    work.steps++;
    const first = current[0];
    if (first && Math.abs(first.y - item.y) > SAME_ROW * Math.max(item.fontSize, 1)) flush();
    current.push(item);
  }
  flush();
  return rows;
}

/** Text of items left to right, a space wherever a gap between them is wide enough for one. */
function cellsOf(items: PdfTextItem[]): string[] {
  const cells: string[] = [];
  let text = "";
  let end: number | null = null;
  for (const item of items) {
    if (isBlank(item.str)) {
      // PDF.js stretches spaces over gaps, even between columns: only the gap itself counts.
      text += " ";
      continue;
    }
    if (end !== null) {
      const gap = item.x - end;
      // A list marker is set apart from its text by a tab stop: still one cell.
      if (gap > CELL_GAP * item.fontSize && !LIST_MARKER.test(text.trim())) {
        cells.push(text);
        text = "";
      } else if (gap > WORD_GAP * item.fontSize) {
        text += " ";
      }
    }
    text += item.str;
    end = item.x + item.width;
  }
  cells.push(text);
  return cells.map((cell) => cell.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** The size and font most characters of `items` are in (not the largest: one big letter is not a heading). */
function dominantStyle(items: PdfTextItem[]): { fontSize: number; font: string; oneFont: boolean } {
  const sizes = new Map<number, number>();
  const fonts = new Map<string, number>();
  for (const item of items) {
    const characters = item.str.replace(/\s/g, "").length;
    if (characters === 0) continue;
    const size = Math.round(item.fontSize * 10) / 10;
    sizes.set(size, (sizes.get(size) ?? 0) + characters);
    fonts.set(item.font, (fonts.get(item.font) ?? 0) + characters);
  }
  const top = <K>(counts: Map<K, number>) => [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  return { fontSize: top(sizes), font: top(fonts), oneFont: fonts.size === 1 };
}

function firstWordWidth(items: PdfTextItem[]): number {
  const first = items.find((item) => !isBlank(item.str));
  if (!first) return 0;
  const text = first.str.trimStart();
  const word = text.split(/\s/, 1)[0] ?? "";
  return text.length === 0 ? 0 : (first.width * word.length) / text.length;
}

function lineOf(items: PdfTextItem[], y: number, page: number, column: number): PdfLine | null {
  const cells = cellsOf(items);
  if (cells.length === 0) return null;
  let left = Infinity;
  let right = -Infinity;
  for (const item of items) {
    if (isBlank(item.str)) continue;
    left = Math.min(left, item.x);
    right = Math.max(right, item.x + item.width);
  }
  return {
    text: cells.join(" "),
    cells,
    page,
    column,
    y,
    left,
    right,
    ...dominantStyle(items),
    firstWordWidth: firstWordWidth(items),
  };
}

/** A page's rows (running headers and footers already removed) as lines in reading order. */
export function pageLines(rows: PdfRow[], page: number, work: PdfWork): PdfLine[] {
  const lines: PdfLine[] = [];
  const add = (items: PdfTextItem[], y: number, column: number) => {
    const line = lineOf(items, y, page, column);
    if (line) lines.push(line);
  };
  for (const part of splitColumns(rows, work)) {
    work.steps += part.items.length;
    add(part.items, part.y, part.column);
  }
  return lines;
}
