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
import { lineBreaksAsBreakTokens, WRITTEN_HARD_BREAK } from "./editor-markdown-breaks";

/** Escapes one line of written inline Markdown where its start would read as block syntax. */
export function escapeLineStart(line: string): string {
  // Markdown drops leading spaces (four make a code block): keep the first as an entity.
  if (/^[ \t]/.test(line)) return `${line[0] === " " ? "&#32;" : "&#9;"}${line.slice(1)}`;
  // ATX headings, bullets, setext underlines and thematic breaks ("***" and "___" are escaped
  // by the text writer already).
  if (/^[#+=-]/.test(line)) return `\\${line}`;
  const ordered = /^(\d{1,9})([.)])(?=[ \t]|$)/.exec(line);
  if (ordered) return `${ordered[1]}\\${line.slice(ordered[1]!.length)}`;
  // A line that reads as a table's delimiter row would turn the line above into a table.
  if (line.includes("|") && /^[ \t|:-]*$/.test(line) && line.includes("-")) {
    return line.replaceAll("|", "\\|");
  }
  return line;
}

/** Escapes the start of every line of a written text block (lines come from hard breaks). */
export function escapeLineStarts(markdown: string): string {
  return markdown.split("\n").map(escapeLineStart).join("\n");
}

const SafeParagraph = Paragraph.extend({
  parseMarkdown(token, helpers) {
    return this.parent!({ ...token, tokens: lineBreaksAsBreakTokens(token.tokens) }, helpers);
  },
  renderMarkdown(node, helpers, context) {
    const written = this.parent!(node, helpers, context);
    if (!node.content?.length) return written;
    // A break at the very end has no Markdown form (the paragraph would just end).
    const ending = written.endsWith(WRITTEN_HARD_BREAK)
      ? `${written.slice(0, -WRITTEN_HARD_BREAK.length)}<br>`
      : written;
    return escapeLineStarts(ending);
  },
});

const SafeHardBreak = HardBreak.extend({
  renderMarkdown: () => WRITTEN_HARD_BREAK,
});

const SafeHeading = Heading.extend({
  parseMarkdown(token, helpers) {
    return this.parent!({ ...token, tokens: lineBreaksAsBreakTokens(token.tokens) }, helpers);
  },
  renderMarkdown(node, helpers) {
    const level = Number(node.attrs?.level ?? 1) || 1;
    const marker = "#".repeat(level);
    // An ATX heading is one line: its line breaks are written as <br>, like in table cells.
    const text = helpers.renderChildren(node.content ?? []).replaceAll(WRITTEN_HARD_BREAK, "<br>");
    if (!text) return marker;
    // Leading spaces would be dropped; a trailing " #" run would be read as a closing sequence.
    const start = escapeLeadingSpace(text);
    const end = start.replace(/(^|[ \t])(#+[ \t]*)$/, "$1\\$2");
    return `${marker} ${end}`;
  },
});

function escapeLeadingSpace(text: string): string {
  return /^[ \t]/.test(text) ? escapeLineStart(text) : text;
}

/** The fence for a code block: longer than any backtick run that starts one of its lines. */
export function codeFence(text: string): string {
  const runs = [...text.matchAll(/^ {0,3}(`{3,})/gm)].map((match) => match[1]!.length);
  return "`".repeat(Math.max(3, ...runs.map((length) => length + 1)));
}

/** Code blocks, with a fence the text cannot close. (The diagrams' ```mermaid stays as is.) */
export const SafeCodeBlock = CodeBlock.extend({
  renderMarkdown(node) {
    const language = (node.attrs?.language as string | null) ?? "";
    const text = (node.content ?? []).map((child) => child.text ?? "").join("");
    const fence = codeFence(text);
    return `${fence}${language}\n${text}\n${fence}`;
  },
});

const SafeBlockquote = Blockquote.extend({
  parseMarkdown(token, helpers) {
    const quote = this.parent!(token, helpers);
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
