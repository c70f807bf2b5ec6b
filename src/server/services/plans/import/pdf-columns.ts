/**
 * Two text columns on a PDF page, found from x positions alone: the gutter is a vertical band
 * in the middle of the page that (almost) no row's text covers, with text on both sides. Rows
 * that cross it (a title over both columns) cut the page into bands; each band is read left
 * column first, then right. A table in one column is not taken for columns: column text fills
 * its column (most lines run close to the gutter), is a quarter of the text's width at least and
 * runs to several words a line; table cells rarely do all three.
 *
 * Linear: coverage is counted in a fixed number of bins with a difference array (one increment
 * per item, one pass over the bins), never by comparing rows with each other.
 */
import type { PdfRow, PdfWork } from "./pdf-lines";
import type { PdfTextItem } from "./pdf-read";

export interface ColumnPart {
  items: PdfTextItem[];
  y: number;
  /** 0 one column or across both, 1 left, 2 right. */
  column: number;
}

/** Fewer rows than this on each side are not columns. */
const MIN_ROWS_PER_COLUMN = 3;
/** The gutter lies within this middle share of the text's width. */
const GUTTER_ZONE = [0.2, 0.8] as const;
/** At most this share of rows may cross the gutter (titles, wide figures' captions). */
const MAX_CROSSING_SHARE = 0.1;
/** A gutter is at least this wide (points), wider than any gap between words of one line. */
const MIN_GUTTER_WIDTH = 6;
/** Column text fills its column: the median line covers at least this share of its width. */
const MIN_COLUMN_FILL = 0.6;
/** Each column is at least this share of the text's width… */
const MIN_COLUMN_SHARE = 0.25;
/** …and its median line has at least this many words. */
const MIN_COLUMN_WORDS = 4;
/** Coverage is counted in at most this many bins across the page. */
const MAX_BINS = 1000;

const isInk = (item: PdfTextItem) => item.str.trim() !== "";

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The gutter's x range, or null when the page is one column. */
function findGutter(rows: PdfRow[], work: PdfWork): { from: number; to: number } | null {
  if (rows.length < 2 * MIN_ROWS_PER_COLUMN) return null;
  let minX = Infinity;
  let maxX = -Infinity;
  for (const row of rows) {
    minX = Math.min(minX, row.left);
    maxX = Math.max(maxX, row.right);
  }
  const width = maxX - minX;
  if (!(width > 0)) return null;
  const bins = Math.max(1, Math.min(MAX_BINS, Math.ceil(width)));
  const binSize = width / bins;
  const binOf = (x: number) => Math.min(bins - 1, Math.max(0, Math.floor((x - minX) / binSize)));
  const difference = new Int32Array(bins + 1);
  for (const row of rows) {
    for (const item of row.items) {
      work.steps++;
      if (!isInk(item)) continue;
      difference[binOf(item.x)]! += 1;
      difference[binOf(item.x + item.width) + 1]! -= 1;
    }
  }
  // One crossing row (a title over both columns) is allowed on however short a page.
  const limit = Math.max(1, Math.floor(rows.length * MAX_CROSSING_SHARE));
  const [zoneFrom, zoneTo] = GUTTER_ZONE.map((share) => Math.floor(bins * share));
  let coverage = 0;
  let best = { from: 0, length: 0 };
  let runFrom = -1;
  for (let bin = 0; bin < bins; bin++) {
    work.steps++;
    coverage += difference[bin]!;
    const open = bin >= zoneFrom! && bin <= zoneTo! && coverage <= limit;
    if (open && runFrom < 0) runFrom = bin;
    if ((!open || bin === bins - 1) && runFrom >= 0) {
      const end = open ? bin + 1 : bin;
      if (end - runFrom > best.length) best = { from: runFrom, length: end - runFrom };
      runFrom = -1;
    }
  }
  if (best.length * binSize < MIN_GUTTER_WIDTH) return null;
  return { from: minX + best.from * binSize, to: minX + (best.from + best.length) * binSize };
}

/** The page's rows split at the gutter, in reading order (see the module comment). */
export function splitColumns(rows: PdfRow[], work: PdfWork): ColumnPart[] {
  const single = () => rows.map((row) => ({ items: row.items, y: row.y, column: 0 }));
  const gutter = findGutter(rows, work);
  if (!gutter) return single();
  const middle = (gutter.from + gutter.to) / 2;
  // A little slack: a glyph's advance may poke into the gutter without crossing it.
  const crosses = (item: PdfTextItem) =>
    isInk(item) && item.x < gutter.to - 1 && item.x + item.width > gutter.from + 1;

  const split = rows.map((row) => {
    work.steps += row.items.length;
    if (row.items.some(crosses)) return { row, left: [], right: [], crossing: true };
    const left = row.items.filter((item) => item.x < middle);
    const right = row.items.filter((item) => item.x >= middle);
    return { row, left, right, crossing: false };
  });
  const lefts = split.filter((part) => part.left.some(isInk));
  const rights = split.filter((part) => part.right.some(isInk));
  if (lefts.length < MIN_ROWS_PER_COLUMN || rights.length < MIN_ROWS_PER_COLUMN) return single();
  // Loops, not Math.min(...values): a page of many thousand rows would overflow the stack.
  let leftStart = Infinity;
  for (const part of lefts) leftStart = Math.min(leftStart, part.row.left);
  let rightEnd = -Infinity;
  for (const part of rights) rightEnd = Math.max(rightEnd, part.row.right);
  const inkStart = (items: PdfTextItem[]) => items.find(isInk)!.x;
  const inkEnd = (items: PdfTextItem[]) => {
    let end = -Infinity;
    for (const item of items) if (isInk(item)) end = Math.max(end, item.x + item.width);
    return end;
  };
  const wordCount = (items: PdfTextItem[]) => {
    let count = 0;
    for (const item of items) count += item.str.split(/\s+/).filter(Boolean).length;
    return count;
  };
  const [leftWidth, rightWidth] = [gutter.from - leftStart, rightEnd - gutter.to];
  const leftFill = median(lefts.map((part) => inkEnd(part.left) - leftStart));
  const rightFill = median(rights.map((part) => rightEnd - inkStart(part.right)));
  const textColumns =
    Math.min(leftWidth, rightWidth) >= MIN_COLUMN_SHARE * (rightEnd - leftStart) &&
    leftFill >= MIN_COLUMN_FILL * leftWidth &&
    rightFill >= MIN_COLUMN_FILL * rightWidth &&
    median(lefts.map((part) => wordCount(part.left))) >= MIN_COLUMN_WORDS &&
    median(rights.map((part) => wordCount(part.right))) >= MIN_COLUMN_WORDS;
  if (!textColumns) return single();

  const parts: ColumnPart[] = [];
  let band: typeof split = [];
  // A column's own baseline: rows are grouped with some tolerance, so the two columns' lines
  // of one row may stand a little apart.
  const baseline = (items: PdfTextItem[]) => items.find(isInk)!.y;
  const flushBand = () => {
    for (const { left } of band)
      if (left.some(isInk)) parts.push({ items: left, y: baseline(left), column: 1 });
    for (const { right } of band)
      if (right.some(isInk)) parts.push({ items: right, y: baseline(right), column: 2 });
    band = [];
  };
  for (const part of split) {
    if (part.crossing) {
      flushBand();
      parts.push({ items: part.row.items, y: part.row.y, column: 0 });
    } else {
      band.push(part);
    }
  }
  flushBand();
  return parts;
}
