/**
 * Small real files for the attachment tests, made in the test: a PNG, a PDF (pdf-lib) and a
 * Word document (docx) with known text, the magic numbers of the other image types, and
 * hostile variants (a Word file whose zip declares gigabytes, a zip that is not Word).
 */
import { Document, Packer, Paragraph, TextRun } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";

/** A 1×1 PNG. */
export const PNG = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);
export const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
export const GIF_HEAD = new Uint8Array(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00", "latin1"));
export const WEBP_HEAD = new Uint8Array(Buffer.from("RIFF\x1a\x00\x00\x00WEBPVP8L", "latin1"));
/** The start of a Windows program. */
export const EXE_HEAD = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

export const PDF_TEXT = "Quarterly roadmap for the harbour museum";
export const DOCX_TEXT = "Budget review with the steering group";

export async function makePdf(text = PDF_TEXT): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([400, 200]).drawText(text, { x: 20, y: 150, size: 12, font });
  return pdf.save();
}

export async function makeDocx(text = DOCX_TEXT): Promise<Uint8Array> {
  const document = new Document({
    sections: [{ children: [new Paragraph({ children: [new TextRun(text)] })] }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

const utf8 = (text: string) => new TextEncoder().encode(text);
export const text = utf8;

/** Replaces every occurrence of `from` with `to` (same length) in a copy of the bytes. */
function patchAll(bytes: Uint8Array, from: string, to: string): Uint8Array {
  const copy = Buffer.from(bytes);
  const needle = Buffer.from(from, "latin1");
  for (let at = copy.indexOf(needle); at >= 0; at = copy.indexOf(needle, at + 1)) {
    copy.write(to, at, "latin1");
  }
  return new Uint8Array(copy);
}

/** A zip that holds no word/document.xml: an archive, not a Word document. */
export async function makeZipThatIsNotWord(): Promise<Uint8Array> {
  return patchAll(await makeDocx(), "word/document.xml", "word/documenx.xml");
}

/**
 * A Word file whose central directory declares one entry of nearly 4 GB unpacked (a zip bomb's
 * signature), without being large itself.
 */
export async function makeDocxBomb(): Promise<Uint8Array> {
  const bytes = Buffer.from(await makeDocx());
  const central = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  const at = bytes.indexOf(central);
  bytes.writeUInt32LE(0xfffffff0, at + 24);
  return new Uint8Array(bytes);
}
