/**
 * A block of raw HTML in a section's Markdown (`<div>…</div>`, `<!-- … -->`, `<details>` …) is
 * the author's text: the public page shows it as written, in a preformatted block, never as
 * markup. The editor shows it the same way, as an `html` code block holding exactly that text,
 * instead of letting Tiptap interpret it (which dropped comments and unknown tags, and their text
 * with them). Saved, it is a fenced code block, which every reader shows as the same text — and
 * nothing in it is read as Markdown: a Markdown line that CommonMark kept inside the HTML block
 * stays text, and a bare address in it does not become a link.
 * A block of only `<br>` (how an earlier editor wrote a paragraph of line breaks) is read as
 * that paragraph of line breaks.
 */
import { Extension } from "@tiptap/core";

const ONLY_LINE_BREAKS = /^(?:<br\s*\/?>[ \t]*)+$/i;
/** The language of the code block a raw HTML block becomes. */
export const RAW_HTML_LANGUAGE = "html";

export const RawHtmlBlock = Extension.create({
  name: "rawHtmlBlock",
  markdownTokenName: "html",
  parseMarkdown(token, helpers) {
    const raw = (token.raw ?? token.text ?? "").replace(/\s+$/, "");
    if (!raw) return [];
    if (ONLY_LINE_BREAKS.test(raw)) {
      const breaks = raw.match(/<br/gi)?.length ?? 1;
      const content = Array.from({ length: breaks }, () => ({ type: "hardBreak" }));
      return { type: "paragraph", content };
    }
    return helpers.createNode("codeBlock", { language: RAW_HTML_LANGUAGE }, [
      helpers.createTextNode(raw),
    ]);
  },
});
