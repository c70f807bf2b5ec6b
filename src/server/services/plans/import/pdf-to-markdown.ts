/**
 * A PDF as Markdown, read offline with unpdf (PDF.js): the text of each page is put back into
 * lines by position, a wider gap between lines is a paragraph break, and lines set larger than
 * the body text are headings. A PDF without such type sizes goes through the plain-text rules.
 */
import { getDocumentProxy } from "unpdf";
import { IMPORT_MAX_PAGES, IMPORT_MAX_TEXT_LENGTH } from "@/lib/plans/import-rules";
import { importErrors } from "./import-errors";
import { plainTextToMarkdown, withMarkdownBullet } from "./plain-text-to-markdown";

interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

interface Line {
  text: string;
  /** The text in columns; more than one when the line is a table row. */
  cells: string[];
  y: number;
  fontSize: number;
}

/** Baselines closer than this share a line (in font sizes). */
const SAME_LINE = 0.4;
/** A gap wider than this between baselines starts a new paragraph (in font sizes). */
const PARAGRAPH_GAP = 1.6;
/** Between items on one line, a gap wider than this separates columns (in font sizes). */
const COLUMN_GAP = 2;
/** Type this much larger than the body text is a heading. */
const HEADING_SCALE = 1.15;
/** "3", "Page 3", "Page 3 of 9", "3 / 9": page numbers, not content. */
const PAGE_NUMBER = /^(?:page\s+)?\d+(?:\s*(?:of|\/)\s*\d+)?$/i;

/** Type sizes compared to a tenth of a point. */
const sizeKey = (line: Line) => Math.round(line.fontSize * 10) / 10;

/** A line's text, split into columns where items sit far apart (a table row). */
function lineCells(items: TextItem[]): string[] {
  const cells: string[] = [];
  let current = "";
  let end: number | null = null;
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    if (!item.str) continue;
    if (end !== null && item.str.trim() && item.x - end > COLUMN_GAP * item.fontSize) {
      cells.push(current);
      current = "";
    }
    current += item.str;
    // Spaces do not count: PDF.js stretches them over the gap between columns.
    if (item.str.trim()) end = item.x + item.width;
  }
  cells.push(current);
  return cells.map((cell) => cell.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** The page's text items as lines, top to bottom. */
function pageLines(items: TextItem[]): Line[] {
  const rows: TextItem[][] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y)) {
    const row = rows.at(-1);
    const tolerance = SAME_LINE * Math.max(item.fontSize, 1);
    if (row && Math.abs(row[0]!.y - item.y) <= tolerance) row.push(item);
    else rows.push([item]);
  }
  return rows
    .map((row) => {
      const cells = lineCells(row);
      // A loop, not Math.max(...sizes): a line of many thousand items overflowed the stack.
      let fontSize = 0;
      for (const item of row) if (item.str.trim()) fontSize = Math.max(fontSize, item.fontSize);
      return { text: cells.join(" "), cells, y: row[0]!.y, fontSize };
    })
    .filter((line) => line.text && !PAGE_NUMBER.test(line.text));
}

/** The type size most of the text is set in. */
function bodyFontSize(lines: Line[]): number {
  const characters = new Map<number, number>();
  for (const line of lines) {
    const size = sizeKey(line);
    characters.set(size, (characters.get(size) ?? 0) + line.text.length);
  }
  return [...characters].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** Heading level by type size: the largest size is level 1, the next level 2, and so on. */
function headingLevels(lines: Line[], body: number): Map<number, number> {
  const sizes = [...new Set(lines.map(sizeKey))]
    .filter((size) => size >= body * HEADING_SCALE)
    .sort((a, b) => b - a);
  return new Map(sizes.map((size, index) => [size, Math.min(index + 1, 6)]));
}

/** Two or more lines in a row with the same number of columns (two or more) are a table. */
function tableAt(lines: Line[], start: number): Line[] {
  const columns = lines[start]!.cells.length;
  if (columns < 2) return [];
  let end = start;
  while (end < lines.length && lines[end]!.cells.length === columns) end++;
  return end - start >= 2 ? lines.slice(start, end) : [];
}

function tableMarkdown(rows: Line[]): string {
  const row = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, "\\|")).join(" | ")} |`;
  const [header, ...body] = rows.map((line) => line.cells);
  return [row(header!), `|${" --- |".repeat(header!.length)}`, ...body.map(row)].join("\n");
}

function linesToText(pages: Line[][], levels: Map<number, number>): string {
  const out: string[] = [];
  for (const lines of pages) {
    if (out.length > 0) out.push("");
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index]!;
      const previous = lines[index - 1];
      const level = levels.get(sizeKey(line));
      const gap = previous ? previous.y - line.y : 0;
      const startsBlock =
        previous &&
        (level ||
          levels.has(sizeKey(previous)) ||
          gap > PARAGRAPH_GAP * Math.max(line.fontSize, previous.fontSize));
      const table = level ? [] : tableAt(lines, index);
      if (startsBlock || table.length > 0) out.push("");
      if (table.length > 0) {
        out.push(tableMarkdown(table), "");
        index += table.length - 1;
      } else {
        out.push(level ? `${"#".repeat(level)} ${line.text}` : line.text);
      }
    }
  }
  return out.join("\n");
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // A copy: PDF.js takes over the buffer it is given. No eval: fonts are not compiled to code.
    return await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
  } catch {
    // Damaged, not a PDF after all, or encrypted with a password we do not have.
    throw importErrors.unreadable();
  }
}

/** One page's text items, with their position and type size (as unpdf's extractTextItems). */
async function pageItems(pdf: PdfDocument, pageNumber: number): Promise<TextItem[]> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    const items: TextItem[] = [];
    for (const item of content.items) {
      if (!("str" in item)) continue;
      const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
      items.push({ str: item.str, x, y, width: item.width, fontSize: Math.hypot(c, d) });
    }
    return items;
  } finally {
    page.cleanup();
  }
}

/**
 * The pages' text items, page by page, within the limits: a PDF over IMPORT_MAX_PAGES pages is
 * refused before any page is read, and reading stops as soon as the text passes
 * IMPORT_MAX_TEXT_LENGTH. (Time and memory are bounded by the worker that runs this.)
 */
async function readPages(bytes: Uint8Array): Promise<TextItem[][]> {
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages > IMPORT_MAX_PAGES) throw importErrors.tooManyPages();
    const pages: TextItem[][] = [];
    let characters = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      let items: TextItem[];
      try {
        items = await pageItems(pdf, pageNumber);
      } catch {
        throw importErrors.unreadable();
      }
      for (const item of items) characters += item.str.length;
      if (characters > IMPORT_MAX_TEXT_LENGTH) throw importErrors.tooMuchText();
      pages.push(items);
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

export async function pdfToMarkdown(bytes: Uint8Array): Promise<string> {
  const pages = (await readPages(bytes)).map(pageLines);
  const allLines = pages.flat();
  const levels = headingLevels(allLines, bodyFontSize(allLines));
  const text = linesToText(pages, levels);
  if (levels.size === 0) return plainTextToMarkdown(text);
  return text.split("\n").map(withMarkdownBullet).join("\n");
}
