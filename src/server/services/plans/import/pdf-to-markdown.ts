/**
 * A PDF as Markdown, read offline with unpdf (PDF.js). Per page, the text items are put back into
 * rows by position; running headers, footers and page numbers are dropped
 * (pdf-running-text.ts); two-column pages are read a column at a time (pdf-columns.ts); the lines
 * then become paragraphs, lists, headings and tables (pdf-blocks.ts). A PDF without headings in
 * its type goes through the plain-text rules, which find headings in capitals and the like.
 */
import { linesToMarkdown } from "./pdf-blocks";
import { pageLines, pageRows, type PdfLine, type PdfWork } from "./pdf-lines";
import { readPdfText, type PdfPageText } from "./pdf-read";
import { dropRunningText } from "./pdf-running-text";
import { plainTextToMarkdown } from "./plain-text-to-markdown";

/** The Markdown of pages already read; `work` counts the steps taken (for the tests). */
export function pdfPagesToMarkdown(pages: PdfPageText[], work: PdfWork = { steps: 0 }): string {
  const rows = dropRunningText(
    pages.map((page) => pageRows(page, work)),
    pages,
    work,
  );
  const lines: PdfLine[] = [];
  rows.forEach((pageRowsOfPage, index) => {
    for (const line of pageLines(pageRowsOfPage, index + 1, work)) lines.push(line);
  });
  const { markdown, headings } = linesToMarkdown(lines, work);
  return headings ? markdown : plainTextToMarkdown(markdown);
}

export async function pdfToMarkdown(bytes: Uint8Array): Promise<string> {
  return pdfPagesToMarkdown(await readPdfText(bytes));
}
