/**
 * A PDF's text, read offline with unpdf (PDF.js): per page, the text items with their position,
 * width, type size and font, and the page's size. Only text content is read (no operator list):
 * images and drawings are never decoded, which keeps hostile files cheap.
 */
import { getDocumentProxy } from "unpdf";
import { IMPORT_MAX_PAGES, IMPORT_MAX_TEXT_LENGTH } from "@/lib/plans/import-rules";
import { importErrors } from "./import-errors";

export interface PdfTextItem {
  str: string;
  /** Baseline start, in PDF points from the page's lower left corner. */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  /**
   * PDF.js's name for the font in this document ("g_d0_f3"). PDF.js does not tell the weight from
   * text content, so bold shows only as a font other than the body's.
   */
  font: string;
}

export interface PdfPageText {
  items: PdfTextItem[];
  width: number;
  height: number;
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
async function pageText(pdf: PdfDocument, pageNumber: number): Promise<PdfPageText> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    const items: PdfTextItem[] = [];
    for (const item of content.items) {
      if (!("str" in item) || !item.str) continue;
      const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
      items.push({
        str: item.str,
        x,
        y,
        width: item.width,
        fontSize: Math.hypot(c, d),
        font: item.fontName,
      });
    }
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    return { items, width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) };
  } finally {
    page.cleanup();
  }
}

/**
 * The pages' text, page by page, within the limits: a PDF over IMPORT_MAX_PAGES pages is refused
 * before any page is read, and reading stops as soon as the text passes IMPORT_MAX_TEXT_LENGTH.
 * (Time and memory are bounded by the worker that runs this.)
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfPageText[]> {
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages > IMPORT_MAX_PAGES) throw importErrors.tooManyPages();
    const pages: PdfPageText[] = [];
    let characters = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      let page: PdfPageText;
      try {
        page = await pageText(pdf, pageNumber);
      } catch {
        throw importErrors.unreadable();
      }
      for (const item of page.items) characters += item.str.length;
      if (characters > IMPORT_MAX_TEXT_LENGTH) throw importErrors.tooMuchText();
      pages.push(page);
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
