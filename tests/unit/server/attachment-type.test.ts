/**
 * What an upload is, from its content: the allowed kinds by their magic numbers, text only as
 * UTF-8, the name only choosing among text types, and every disguise refused with its message.
 */
import { describe, expect, it } from "vitest";
import { ATTACHMENT_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { isAppError } from "@/lib/app-error";
import { detectAttachmentType, DOCX_MEDIA_TYPE } from "@/server/services/attachments/detect-type";
import {
  attachmentDisplayName,
  ATTACHMENT_NAME_MAX_LENGTH,
} from "@/server/services/attachments/display-name";
import {
  EXE_HEAD,
  GIF_HEAD,
  JPEG_HEAD,
  makeDocx,
  makePdf,
  makeZipThatIsNotWord,
  PNG,
  text,
  WEBP_HEAD,
} from "../../helpers/attachment-files";

const pdf = await makePdf();
const docx = await makeDocx();
const notWord = await makeZipThatIsNotWord();

function refusal(name: string, bytes: Uint8Array) {
  try {
    detectAttachmentType(name, bytes);
  } catch (error) {
    if (isAppError(error))
      return { code: error.code, status: error.status, message: error.message };
    throw error;
  }
  return null;
}

describe("detectAttachmentType", () => {
  it.each([
    ["photo.png", PNG, "image/png"],
    ["clipboard", PNG, "image/png"],
    ["photo.jpg", JPEG_HEAD, "image/jpeg"],
    ["photo.JPEG", JPEG_HEAD, "image/jpeg"],
    // A PNG saved as .jpg is still served as what it is.
    ["really-a-png.jpg", PNG, "image/png"],
    ["anim.gif", GIF_HEAD, "image/gif"],
    ["pic.webp", WEBP_HEAD, "image/webp"],
    ["brief.pdf", pdf, "application/pdf"],
    ["brief.docx", docx, DOCX_MEDIA_TYPE],
    ["notes.md", text("# Notes\n\nSome *text*."), "text/markdown"],
    ["notes.markdown", text("Notes"), "text/markdown"],
    ["notes.txt", text("Plain notes, café ✓"), "text/plain"],
    ["pasted", text("Plain notes"), "text/plain"],
    ["table.csv", text("name,budget\nsite,1200\n"), "text/csv"],
    [
      "bom.txt",
      new Uint8Array([0xef, 0xbb, 0xbf, ...text("with a byte-order mark")]),
      "text/plain",
    ],
    // A note that mentions the PDF header is still a note.
    ["about-pdf.md", text("Every PDF starts with %PDF-1.7."), "text/markdown"],
  ])("%s is %s", (name, bytes, mediaType) => {
    expect(detectAttachmentType(name, bytes)).toBe(mediaType);
  });

  const rejected = (status: number, message: string) => ({
    code: ERROR_CODES.attachmentRejected,
    status,
    message,
  });

  it.each([
    ["text renamed .png", "photo.png", text("just text"), 415, ATTACHMENT_TEXT.contentMismatch],
    ["a PNG named .txt", "notes.txt", PNG, 415, ATTACHMENT_TEXT.contentMismatch],
    ["a PDF named .docx", "brief.docx", pdf, 415, ATTACHMENT_TEXT.contentMismatch],
    ["a program renamed .pdf", "brief.pdf", EXE_HEAD, 415, ATTACHMENT_TEXT.unsupportedType],
    ["a program renamed .txt", "notes.txt", EXE_HEAD, 415, ATTACHMENT_TEXT.unsupportedType],
    ["a program", "setup.exe", EXE_HEAD, 415, ATTACHMENT_TEXT.unsupportedType],
    [
      "an SVG",
      "logo.svg",
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
      ATTACHMENT_TEXT.unsupportedType,
    ],
    ["an SVG named .txt", "logo.txt", text("<svg onload=alert(1)>"), 415, ATTACHMENT_TEXT.markup],
    ["HTML", "page.html", text("<!doctype html><p>hi"), 415, ATTACHMENT_TEXT.unsupportedType],
    ["HTML named .md", "page.md", text("\n <html><script>x</script>"), 415, ATTACHMENT_TEXT.markup],
    ["XML named .csv", "data.csv", text('<?xml version="1.0"?><a/>'), 415, ATTACHMENT_TEXT.markup],
    [
      "Latin-1 text",
      "notes.txt",
      new Uint8Array([0x63, 0x61, 0x66, 0xe9]),
      415,
      ATTACHMENT_TEXT.notUtf8,
    ],
    [
      "UTF-16 text",
      "notes.txt",
      new Uint8Array([0xff, 0xfe, 0x68, 0, 0x69, 0]),
      415,
      ATTACHMENT_TEXT.notUtf8,
    ],
    ["control bytes", "notes.txt", text("a\u0001b"), 415, ATTACHMENT_TEXT.notUtf8],
    ["a zip that is not Word", "brief.docx", notWord, 415, ATTACHMENT_TEXT.unsupportedType],
    ["an empty file", "notes.txt", new Uint8Array(), 422, ATTACHMENT_TEXT.empty],
  ])("refuses %s", (_what, name, bytes, status, message) => {
    expect(refusal(name, bytes)).toEqual(rejected(status, message));
  });
});

describe("attachmentDisplayName", () => {
  it("drops folders, control and direction characters", () => {
    expect(attachmentDisplayName("C:\\Users\\me\\brief.pdf")).toBe("brief.pdf");
    expect(attachmentDisplayName("../../etc/passwd")).toBe("passwd");
    expect(attachmentDisplayName("in\u202egpj.exe")).toBe("ingpj.exe");
    expect(attachmentDisplayName("a\u0000b\nc.txt")).toBe("abc.txt");
    expect(attachmentDisplayName("\u0007")).toBe("attachment");
  });

  it("cuts long names to the limit, keeping the extension", () => {
    const name = attachmentDisplayName(`${"x".repeat(500)}.pdf`);
    expect(Array.from(name)).toHaveLength(ATTACHMENT_NAME_MAX_LENGTH);
    expect(name.endsWith("….pdf")).toBe(true);
  });
});
