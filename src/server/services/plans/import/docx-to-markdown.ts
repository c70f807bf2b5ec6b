/**
 * A Word document (.docx) as Markdown: mammoth turns its styles into HTML (Heading 1–6 into
 * h1–h6, lists, tables), then turndown turns that into Markdown.
 */
import mammoth from "mammoth";
import { IMPORT_MAX_TEXT_LENGTH } from "@/lib/plans/import-rules";
import { createHtmlToMarkdown } from "./html-to-markdown";
import { importErrors } from "./import-errors";
import { declaredUnpackedSize } from "./zip-size";

/**
 * Most a Word file may unpack to. Text compresses about tenfold and pictures hardly at all, so
 * a genuine 10 MB document stays far below; a "zip bomb" does not.
 */
export const DOCX_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

/** Word's "Title" style names the document; pictures are left out (plans are text). */
const STYLE_MAP = [
  "p[style-name='Title'] => h1.plan-title:fresh",
  "p[style-name='Subtitle'] => p:fresh",
];
const DROP_IMAGES = mammoth.images.imgElement(async () => ({ src: "" }));
/**
 * HTML this many times longer than the text limit cannot hold text within it worth converting:
 * mammoth's markup (tags, attributes) adds well under this to the text.
 */
const HTML_PER_TEXT_CHARACTER = 4;

export async function docxToMarkdown(bytes: Uint8Array): Promise<string> {
  const unpacked = declaredUnpackedSize(bytes);
  if (unpacked === null || unpacked > DOCX_MAX_UNPACKED_BYTES) throw importErrors.unreadable();
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes) },
      { styleMap: STYLE_MAP, convertImage: DROP_IMAGES },
    );
    html = result.value;
  } catch {
    // Not a Word document inside the zip, or a damaged one.
    throw importErrors.unreadable();
  }
  if (html.length > IMPORT_MAX_TEXT_LENGTH * HTML_PER_TEXT_CHARACTER)
    throw importErrors.tooMuchText();
  const hasTitle = html.includes('class="plan-title"');
  const markdown = createHtmlToMarkdown({ demoteHeadings: hasTitle })(html);
  if (markdown.length > IMPORT_MAX_TEXT_LENGTH) throw importErrors.tooMuchText();
  return markdown;
}
