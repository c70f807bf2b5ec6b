/**
 * Running headers, footers and page numbers are page furniture, not content: a row among the
 * first or last few rows of a page, in its outer band, is dropped when
 * - it is a page number: "3", "- 3 -", "Page 3", "Page 3 of 9", "3 / 9", "iv"; or
 * - the same text (digits aside: "Report — 3" and "Report — 4" are the same) stands at about
 *   the same height on at least half of the pages, and on two pages at least.
 * One pass to count, one to drop: linear in the rows.
 */
import type { PdfRow, PdfWork } from "./pdf-lines";
import type { PdfPageText } from "./pdf-read";

/** Page numbers: alone, with "Page", "of N" or "/ N", between dashes, or in small roman numerals. */
export const PAGE_NUMBER =
  /^(?:[-–—]\s*)?(?:(?:page|p\.)\s*)?(?:\d{1,5}|(?=[ivxlc])c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3}))(?:\s*(?:of|\/)\s*\d{1,5})?(?:\s*[-–—])?$/i;
/** Only this many rows at the top and at the bottom of a page can be furniture… */
const EDGE_ROWS = 2;
/** …and only within this share of the page's height from its top or bottom edge. */
const EDGE_BAND = 0.2;
/** Running text repeats on at least this share of the pages. */
const RUNNING_SHARE = 0.5;
/** Baselines this close (points) count as the same height. */
const SAME_HEIGHT = 4;

const rowText = (row: PdfRow) =>
  row.items
    .map((item) => item.str)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();

/** The text that repeats: case and digits aside. */
const runningKey = (row: PdfRow, top: boolean) =>
  `${top ? "top" : "bottom"}:${rowText(row).toLowerCase().replace(/\d+/g, "#")}`;

/** The rows of a page that could be furniture, with whether they are at the top. */
function edgeRows(rows: PdfRow[], page: PdfPageText): { index: number; top: boolean }[] {
  const band = page.height * EDGE_BAND;
  const edges: { index: number; top: boolean }[] = [];
  for (let index = 0; index < Math.min(EDGE_ROWS, rows.length); index++) {
    if (rows[index]!.y >= page.height - band) edges.push({ index, top: true });
  }
  for (let index = Math.max(EDGE_ROWS, rows.length - EDGE_ROWS); index < rows.length; index++) {
    if (rows[index]!.y <= band) edges.push({ index, top: false });
  }
  return edges;
}

export function dropRunningText(
  pagesRows: PdfRow[][],
  pages: PdfPageText[],
  work: PdfWork,
): PdfRow[][] {
  const seen = new Map<string, { y: number; pages: number }>();
  const edges = pagesRows.map((rows, pageIndex) => edgeRows(rows, pages[pageIndex]!));
  edges.forEach((pageEdges, pageIndex) => {
    const counted = new Set<string>();
    for (const { index, top } of pageEdges) {
      work.steps++;
      const row = pagesRows[pageIndex]![index]!;
      const key = runningKey(row, top);
      if (counted.has(key)) continue;
      counted.add(key);
      const entry = seen.get(key);
      if (!entry) seen.set(key, { y: row.y, pages: 1 });
      else if (Math.abs(entry.y - row.y) <= SAME_HEIGHT) entry.pages++;
    }
  });
  const needed = Math.max(2, Math.ceil(pages.length * RUNNING_SHARE));
  return pagesRows.map((rows, pageIndex) => {
    const furniture = new Set<number>();
    for (const { index, top } of edges[pageIndex]!) {
      const row = rows[index]!;
      const entry = seen.get(runningKey(row, top));
      const running =
        entry !== undefined && entry.pages >= needed && Math.abs(entry.y - row.y) <= SAME_HEIGHT;
      if (running || PAGE_NUMBER.test(rowText(row))) furniture.add(index);
    }
    return furniture.size === 0 ? rows : rows.filter((_, index) => !furniture.has(index));
  });
}
