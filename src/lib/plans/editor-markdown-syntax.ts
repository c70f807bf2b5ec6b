/**
 * How text blocks, code blocks, quotes and links are written as Markdown so that reading the
 * Markdown back gives the same document. The stock writers leave a few cases ambiguous, and each
 * one would change or lose what the editor showed after a reload:
 * - text at the start of a line that Markdown reads as syntax ("# ", "- ", "+ ", "1. ", "---",
 *   "===", leading spaces, a table delimiter row) is escaped;
 * - a heading's trailing " #" (a closing sequence), an empty heading, and line breaks in a
 *   heading (written as `<br>`, as in table cells);
 * - a code block whose text contains a ``` line gets a longer fence;
 * - a link whose address has spaces, brackets or parentheses, or whose title has quotes;
 * - an empty quote, which Markdown reads back as nothing.
 */
import Blockquote from "@tiptap/extension-blockquote";
import CodeBlock from "@tiptap/extension-code-block";
import Heading from "@tiptap/extension-heading";
import Link from "@tiptap/extension-link";
import Paragraph from "@tiptap/extension-paragraph";
import HardBreak from "@tiptap/extension-hard-break";
import {
  BREAKS_ONLY_LEAD,
  EDGE_WHITESPACE,
  keepEdgeWhitespace,
  withoutBreaksOnlyLead,
  WRITTEN_HARD_BREAK,
  type InlineToken,
} from "./editor-markdown-breaks";
import { readableInlineTokens } from "./editor-inline-tokens";
import { containerBlockTokens } from "./editor-list-markdown";

/** Escapes one line of written inline Markdown where its start would read as block syntax. */
export function escapeLineStart(line: string): string {
  // Markdown drops leading spaces (four make a code block): keep the first as an entity.
  if (EDGE_WHITESPACE.test(line[0] ?? "")) return keepEdgeWhitespace(line, "start");
  // ATX headings, bullets, setext underlines and thematic breaks ("***" and "___" are escaped
  // by the text writer already).
  if (/^[#+=-]/.test(line)) return `\\${line}`;
  const ordered = /^(\d{1,9})([.)])(?=[ \t]|$)/.exec(line);
  if (ordered) return `${ordered[1]}\\${line.slice(ordered[1]!.length)}`;
  // A line that reads as a table's delimiter row would turn the line above into a table.
  if (line.includes("|") && /^[ \t|:-]*$/.test(line) && line.includes("-")) {
    return line.replaceAll("|", "\\|");
  }
  // So does one without pipes under a one-cell line (":-", ":-:").
  if (/^:[ \t:-]*$/.test(line) && line.includes("-")) return `\\${line}`;
  return line;
}

/** Escapes the start of every line of a written text block (lines come from hard breaks). */
export function escapeLineStarts(markdown: string): string {
  return markdown.split("\n").map(escapeLineStart).join("\n");
}

/**
 * Drops the raw spaces that start a line of a paragraph. The writer never starts a line with
 * a space of the text (it writes `&#32;`), so such spaces are indentation the list reader left
 * over (it strips one space too few under "1. "), never content.
 */
function withoutIndentation<T extends InlineToken>(tokens: T[]): T[] {
  return tokens.flatMap((token, index) => {
    const lineStart = index === 0 || tokens[index - 1]!.type === "br";
    if (!lineStart || token.type !== "text" || !/^[ \t]/.test(token.raw ?? "")) return [token];
    const strip = (value: string | undefined) => value?.replace(/^[ \t]+/, "");
    const raw = strip(token.raw);
    return raw ? [{ ...token, raw, text: strip(token.text) }] : [];
  });
}

/** The Markdown of an empty paragraph (read back as one by the paragraph's reader). */
const EMPTY_PARAGRAPH = "&nbsp;";

const SafeParagraph = Paragraph.extend({
  parseMarkdown(token, helpers) {
    const tokens = withoutBreaksOnlyLead(withoutIndentation(readableInlineTokens(token.tokens)));
    return this.parent!({ ...token, tokens }, helpers);
  },
  renderMarkdown(node, helpers, context) {
    // An empty paragraph is written as &nbsp; wherever it is: blank lines alone are not kept
    // inside list items or quotes, nor at the end of a section.
    if (!node.content?.length) return EMPTY_PARAGRAPH;
    // Spaces before a line end (a soft one, from a read paragraph's lines) are not shown by
    // Markdown, and two of them would make a hard break: they are not written.
    const written = this.parent!(node, helpers, context).replace(/[ \t]+(?=\n)/g, "");
    // A break at the very end has no Markdown form (the paragraph would just end).
    // (A run of them stays on the paragraph's last line, also after a soft line end, which
    // becomes the space it shows as: "<br>" alone on a line is an HTML block.)
    const ending = written.replace(
      /(\n?)((?:\\\n)+)$/,
      (_all, lineEnd: string, breaks: string) =>
        (lineEnd ? " " : "") + "<br>".repeat(breaks.length / WRITTEN_HARD_BREAK.length),
    );
    // Only line breaks: "<br>" alone on a line is an HTML block for CommonMark.
    if (node.content.every((child) => child.type === "hardBreak")) {
      return BREAKS_ONLY_LEAD + ending;
    }
    // Markdown drops the spaces that end a paragraph: keep the last one as an entity.
    return keepEdgeWhitespace(escapeLineStarts(ending), "end");
  },
});

const SafeHardBreak = HardBreak.extend({
  renderMarkdown: () => WRITTEN_HARD_BREAK,
});

/**
 * An underlined (setext) heading may span several lines; its line ends are spaces when shown
 * (an ATX heading, which the editor writes, is one line). Its hard breaks stay breaks.
 */
function softLineEndsAsSpaces<T extends InlineToken>(tokens: T[]): T[] {
  return tokens.map((token) =>
    token.type === "text" && token.text?.includes("\n")
      ? { ...token, text: token.text.replace(/[ \t]*\n[ \t]*/g, " ") }
      : token,
  );
}

const SafeHeading = Heading.extend({
  parseMarkdown(token, helpers) {
    const tokens = softLineEndsAsSpaces(readableInlineTokens(token.tokens));
    return this.parent!({ ...token, tokens }, helpers);
  },
  renderMarkdown(node, helpers) {
    const level = Number(node.attrs?.level ?? 1) || 1;
    const marker = "#".repeat(level);
    // An ATX heading is one line: its line breaks are written as <br>, like in table cells.
    const text = helpers.renderChildren(node.content ?? []).replaceAll(WRITTEN_HARD_BREAK, "<br>");
    if (!text) return marker;
    // Leading spaces would be dropped; a trailing " #" run would be read as a closing sequence.
    const start = keepEdgeWhitespace(text, "start");
    const end = keepEdgeWhitespace(start.replace(/(^|[ \t])(#+[ \t]*)$/, "$1\\$2"), "end");
    return `${marker} ${end}`;
  },
});

/** The fence for a code block: longer than any backtick run that starts one of its lines. */
export function codeFence(text: string): string {
  const runs = [...text.matchAll(/^ {0,3}(`{3,})/gm)].map((match) => match[1]!.length);
  return "`".repeat(Math.max(3, ...runs.map((length) => length + 1)));
}

/** Code blocks, with a fence the text cannot close. (The diagrams' ```mermaid stays as is.) */
export const SafeCodeBlock = CodeBlock.extend({
  // Every code token is a code block: Tiptap's reader dropped a fence indented by a few spaces
  // ("   ```mermaid" after an empty numbered item), which mdast reads as code, with its text.
  parseMarkdown(token, helpers) {
    const language = typeof token.lang === "string" && token.lang ? token.lang : null;
    const text = token.text ? [helpers.createTextNode(token.text)] : [];
    return helpers.createNode("codeBlock", { language }, text);
  },
  renderMarkdown(node) {
    const language = (node.attrs?.language as string | null) ?? "";
    const text = (node.content ?? []).map((child) => child.text ?? "").join("");
    const fence = codeFence(text);
    return `${fence}${language}\n${text}\n${fence}`;
  },
});

const SafeBlockquote = Blockquote.extend({
  parseMarkdown(token, helpers) {
    // A line that only looks like a numbered item continues the quote's paragraph.
    const tokens = token.tokens && containerBlockTokens(token.tokens, helpers.tokenizeInline);
    const quote = this.parent!({ ...token, tokens }, helpers);
    // ">" alone is an empty quote: it holds one empty paragraph, as in the editor.
    if (quote && !Array.isArray(quote) && !quote.content?.length) {
      return { ...quote, content: [{ type: "paragraph" }] };
    }
    return quote;
  },
});

/** A link destination Markdown reads back exactly. */
export function linkDestination(href: string): string {
  if (/^[^\s<>()\\]*$/.test(href)) return href;
  return `<${href.replace(/[\n\r]/g, "").replace(/[<>\\]/g, "\\$&")}>`;
}

/** A link title Markdown reads back exactly. */
export function linkTitle(title: string): string {
  return `"${title.replace(/["\\]/g, "\\$&")}"`;
}

/** The link mark of the section schema, with how the editor treats links. */
export const SafeLink = Link.extend({
  renderMarkdown(node, helpers) {
    const href = (node.attrs?.href as string | null) ?? "";
    const title = (node.attrs?.title as string | null) ?? "";
    const text = helpers.renderChildren(node);
    const target = title ? `${linkDestination(href)} ${linkTitle(title)}` : linkDestination(href);
    return `[${text}](${target})`;
  },
}).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: "https",
  HTMLAttributes: { rel: "noopener noreferrer nofollow", target: "_blank" },
});

/** The text-level nodes of the section schema (StarterKit's own are turned off). */
export function safeTextBlockExtensions() {
  return [
    SafeParagraph,
    SafeHardBreak,
    SafeHeading.configure({ levels: [1, 2, 3, 4, 5, 6] }),
    SafeBlockquote,
    SafeLink,
  ];
}
