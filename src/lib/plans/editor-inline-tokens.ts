/**
 * How the section editor reads the inline Markdown of a text block (paragraph, heading, table
 * cell, checklist line), so that it shows what CommonMark — mdast, which the public page, print,
 * Word and history read with — shows:
 * - named character references (`&copy;`) are characters (editor-markdown-entities.ts);
 * - `<br>` is a line break, and a line end right after it belongs to it (the editor writes
 *   breaks in cells, headings and checklist lines as `<br>`);
 * - any other raw HTML is text, shown as written: the public page shows raw HTML as text and
 *   never as markup, so the editor does not turn `<b>` into bold or drop `<!-- … -->`;
 * - an image is its description: the editor holds no images (a paragraph of only an image came
 *   out as text outside any paragraph, which the editor cannot hold).
 * Code spans are left as they are; marks' inner tokens are read the same way.
 */
import { numericReferences } from "./editor-markdown-entities";
import type { InlineToken } from "./editor-markdown-breaks";

const HTML_LINE_BREAK = /^<br\s*\/?>$/i;

export interface NestedInlineToken extends InlineToken {
  tokens?: NestedInlineToken[];
}

/** Whether a raw HTML token is a line break tag. */
export function isLineBreakHtml(token: InlineToken): boolean {
  return token.type === "html" && HTML_LINE_BREAK.test((token.raw ?? token.text ?? "").trim());
}

/** Raw HTML as the text token the reader shows as written (its `&` kept literally). */
function htmlAsText<T extends NestedInlineToken>(token: T): T {
  const raw = token.raw ?? token.text ?? "";
  return { ...token, type: "text", raw, text: raw.replaceAll("&", "&amp;"), tokens: undefined };
}

const LINE_END_AFTER_BREAK = /^(?:[ \t]*\n)+[ \t]*/;
/**
 * A blank line inside a text token (marked joins an odd item's lines over one) is one line end:
 * written back, a blank line would end the paragraph there.
 */
const BLANK_LINES = /\n(?:[ \t]*\n)+/g;

export function readableInlineTokens<T extends NestedInlineToken>(tokens: T[] | undefined): T[] {
  const result: T[] = [];
  for (const token of tokens ?? []) {
    if (token.type === "html") {
      result.push(
        isLineBreakHtml(token)
          ? { ...token, type: "br", raw: token.raw ?? "<br>", text: "" }
          : htmlAsText(token),
      );
      continue;
    }
    if (token.type === "image") {
      const description = numericReferences(token.text ?? "");
      if (description)
        result.push({ ...token, type: "text", text: description, tokens: undefined });
      continue;
    }
    if (token.type === "text") {
      let text = numericReferences(token.text ?? "").replace(BLANK_LINES, "\n");
      let raw = token.raw;
      if (result.at(-1)?.type === "br" && LINE_END_AFTER_BREAK.test(text)) {
        text = text.replace(LINE_END_AFTER_BREAK, "");
        raw = raw?.replace(LINE_END_AFTER_BREAK, "");
        if (!text) continue;
      }
      result.push({ ...token, raw, text });
      continue;
    }
    if (token.tokens && token.type !== "codespan") {
      result.push({ ...token, tokens: readableInlineTokens(token.tokens) });
      continue;
    }
    result.push(token);
  }
  return result;
}
