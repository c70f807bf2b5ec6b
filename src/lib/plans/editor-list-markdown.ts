/**
 * The section editor's numbered lists and checklists in Markdown: marked tokenizers built on
 * editor-list-reader.ts (CommonMark's item extents, so the editor and mdast agree on what is
 * inside an item) and the readers that turn their tokens into the editor's nodes. They replace
 * Tiptap's readers, which stripped one column too few under "1. " (leaving a space in front of a
 * code block's lines), read letters and roman numerals as numbers ("i. text" became a list that
 * mdast shows as text), and, for checklists, read blocks under an item by their own indentation
 * rules (a paragraph under an item came back as code).
 */
import type {
  JSONContent,
  MarkdownLexerConfiguration,
  MarkdownParseHelpers,
  MarkdownToken,
  MarkdownTokenizer,
} from "@tiptap/core";
import { Extension } from "@tiptap/core";
import {
  checklistItemStart,
  interruptsParagraph,
  numberedItemStart,
  readList,
} from "./editor-list-reader";

/**
 * Block tokens read inside another container come as "text" where a paragraph was (marked reads
 * a list item's lines that way): as an item's blocks they are paragraphs.
 */
export function blockTextAsParagraphs(tokens: MarkdownToken[]): MarkdownToken[] {
  return tokens.map((token) => (token.type === "text" ? { ...token, type: "paragraph" } : token));
}

/**
 * A line that looks like a numbered item but continues the paragraph before it ("2026\n5. x" is
 * one paragraph for CommonMark). Marked reads the lines of a bullet item one by one, so it would
 * otherwise start a list there; the item reader joins it to its paragraph.
 */
const PARAGRAPH_CONTINUATION = "paragraphContinuation";

const PARAGRAPH_TEXT = new Set(["paragraph", "text", PARAGRAPH_CONTINUATION]);

/**
 * Whether a list starting here would interrupt the paragraph right before it (no blank line in
 * between: marked adds a single blank line to the paragraph's raw text instead of a token).
 */
function followsParagraphText(tokens: MarkdownToken[]): boolean {
  const previous = tokens.at(-1);
  if (!previous || !PARAGRAPH_TEXT.has(previous.type ?? "")) return false;
  return !/\n[ \t]*\n$/.test(previous.raw ?? "");
}

const BLANK_LINE = /\n[ \t]*\n/;

/**
 * Marked reads some tight items' lines as one "text" token across a blank line ("- e\n  <br>\n\n
 * t"): a blank line ends a paragraph, so each run of lines between blank lines is one (as
 * CommonMark's paragraphs; never text joined over the blank line, which a save would split).
 */
function textBlocksAsParagraphs(
  text: string,
  inline: (text: string) => MarkdownToken[],
): MarkdownToken[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((part) => part.replace(/^\n+|\n+$/g, ""))
    .filter((part) => part.trim())
    .map((part) => ({ type: "paragraph", raw: part, text: part, tokens: inline(part) }));
}

/**
 * A container's block tokens (a list item's, a quote's) as its reader takes them: "text" (a
 * tight item's lines) as paragraphs, and paragraph continuations joined to the paragraph they
 * continue.
 */
export function containerBlockTokens(
  tokens: MarkdownToken[],
  tokenizeInline: ((source: string) => MarkdownToken[]) | undefined,
): MarkdownToken[] {
  const inline = (text: string) => tokenizeInline?.(text) ?? [{ type: "text", raw: text, text }];
  const result: MarkdownToken[] = [];
  for (const token of tokens) {
    const previous = result.at(-1);
    if (token.type === "text" && BLANK_LINE.test(token.text ?? "")) {
      result.push(...textBlocksAsParagraphs(token.text ?? "", inline));
    } else if (token.type !== PARAGRAPH_CONTINUATION) {
      result.push(token.type === "text" ? { ...token, type: "paragraph" } : token);
    } else if (previous?.type === "paragraph") {
      const text = `${previous.text ?? ""}\n${token.text ?? ""}`;
      const raw = `${previous.raw ?? ""}${token.raw ?? ""}`;
      result[result.length - 1] = { ...previous, raw, text, tokens: inline(text) };
    } else {
      result.push({
        type: "paragraph",
        raw: token.raw,
        text: token.text,
        tokens: inline(token.text ?? ""),
      });
    }
  }
  return result;
}

/** The item's blocks, read by the lexer that read the list. */
function itemBlocks(content: string, lexer: MarkdownLexerConfiguration): MarkdownToken[] {
  return blockTextAsParagraphs(lexer.blockTokens(content));
}

/**
 * The lines at the start of `source` that continue the paragraph before it: up to a blank line
 * or a line that starts another block (another such numbered line goes on with it).
 */
function paragraphContinuation(source: string): MarkdownToken {
  const lines: string[] = [];
  let end = 0;
  for (let at = 0; at <= source.length;) {
    const next = source.indexOf("\n", at);
    const lineEnd = next === -1 ? source.length : next;
    const line = source.slice(at, lineEnd);
    if (/^[ \t]*$/.test(line) || (lines.length > 0 && interruptsParagraph(line))) break;
    lines.push(line.replace(/^[ \t]+/, ""));
    end = lineEnd;
    at = lineEnd + 1;
  }
  return { type: PARAGRAPH_CONTINUATION, raw: source.slice(0, end), text: lines.join("\n") };
}

/**
 * A paragraph continuation the container readers did not join (one that follows a paragraph
 * somewhere else) is a paragraph of its own: its text is never dropped.
 */
export const ParagraphContinuation = Extension.create({
  name: PARAGRAPH_CONTINUATION,
  parseMarkdown(token, helpers) {
    const text = token.text ?? "";
    return {
      type: "paragraph",
      content: helpers.parseInline(helpers.tokenizeInline?.(text) ?? []),
    };
  },
});

export const numberedListTokenizer: MarkdownTokenizer = {
  name: "orderedList",
  level: "block",
  // Never cut a paragraph at a number in the middle of a line ("(216) 555-1234"): marked
  // already ends a paragraph where a list may interrupt it.
  start: () => -1,
  tokenize(source, tokens, lexer) {
    const list = readList(source, numberedItemStart);
    if (!list) return undefined;
    const first = list.items[0]!;
    // Only a list starting at 1 with text can interrupt a paragraph (CommonMark): "2026\n5. x"
    // is one paragraph. (Marked reads an item's lines one by one, so this is asked here.)
    const canInterrupt = first.start.number === 1 && first.start.firstLine !== "";
    if (!canInterrupt && followsParagraphText(tokens)) return paragraphContinuation(source);
    return {
      type: "list",
      ordered: true,
      start: first.start.number,
      raw: list.raw,
      items: list.items.map((item) => ({
        type: "list_item",
        raw: item.raw,
        tokens: itemBlocks(item.content, lexer),
      })),
    };
  },
};

/** An ordered list token (ours) as the editor's node; other list tokens are not ours. */
export function parseNumberedList(
  token: MarkdownToken,
  helpers: MarkdownParseHelpers,
): JSONContent | JSONContent[] {
  if (token.type !== "list" || !token.ordered) return [];
  const start = Number(token.start ?? 1);
  return {
    type: "orderedList",
    ...(start === 1 ? {} : { attrs: { start } }),
    content: helpers.parseChildren(token.items ?? []),
  };
}

/**
 * A checklist item's token: its first paragraph still starts with the checkbox (the item reader
 * takes it off, once marked has read the paragraph's inline tokens) and its other blocks.
 */
export interface ChecklistItemToken extends MarkdownToken {
  type: "taskItem";
  checked: boolean;
  firstParagraph: MarkdownToken | null;
  nestedTokens: MarkdownToken[];
}

export const checklistTokenizer: MarkdownTokenizer = {
  name: "taskList",
  level: "block",
  start: () => -1,
  tokenize(source, _tokens, lexer) {
    const list = readList(source, checklistItemStart);
    if (!list) return undefined;
    const items: ChecklistItemToken[] = list.items.map((item) => {
      const [first, ...rest] = itemBlocks(item.content, lexer);
      const isParagraph = first?.type === "paragraph";
      return {
        type: "taskItem",
        raw: item.raw,
        checked: item.start.checked,
        firstParagraph: isParagraph ? first : null,
        nestedTokens: isParagraph ? rest : ([first, ...rest].filter(Boolean) as MarkdownToken[]),
      };
    });
    return { type: "taskList", raw: list.raw, items };
  },
};
