/**
 * List items written so Markdown reads them back: an empty item's line holds `&nbsp;` (a bare
 * "-" under a line is a heading underline, "- " is read as text), blocks after an item's first
 * paragraph are separated by a blank line, and an item that Markdown reads back without content
 * gets its empty paragraph again (the editor's list items always start with one). Adjacent lists of the same kind, which Markdown reads as one list,
 * are joined in the editor by editor-document-rules.ts, so the editor shows what is stored.
 */
import type { JSONContent, MarkdownRendererHelpers, MarkdownToken } from "@tiptap/core";
import { ListItem, OrderedList, TaskItem, TaskList } from "@tiptap/extension-list";
import { listBullet } from "./editor-list-bullets";
import { withoutBreaksOnlyLead, WRITTEN_HARD_BREAK } from "./editor-markdown-breaks";
import { readableInlineTokens } from "./editor-inline-tokens";
import {
  checklistTokenizer,
  containerBlockTokens,
  ParagraphContinuation,
  numberedListTokenizer,
  parseNumberedList,
  type ChecklistItemToken,
} from "./editor-list-markdown";

/** What an empty item's first line holds: read back as an empty paragraph (a bare marker may
 * be read as a heading underline, and "- " as text). */
const EMPTY_ITEM_TEXT = "&nbsp;";

const TIGHT_LIST_TYPES = new Set(["bulletList", "taskList"]);

/**
 * An item's Markdown: the marker and its first paragraph, then its other blocks indented under
 * it. A nested list follows its paragraph directly; any other block is separated by a blank
 * line (a table, a rule or a paragraph right under a line of text would be read as part of it,
 * as a table header or as a heading underline).
 */
export function itemMarkdown(
  node: JSONContent,
  helpers: MarkdownRendererHelpers,
  marker: string,
  { nestedIndent, oneLineMain = false }: { nestedIndent: string; oneLineMain?: boolean },
): string {
  const [first, ...rest] = node.content ?? [];
  const indent = (text: string) =>
    text
      .split("\n")
      .map((line) => (line ? nestedIndent + line : line))
      .join("\n");
  const written = first ? helpers.renderChild!(first, 0) : "";
  const main = oneLineMain ? written.replaceAll(WRITTEN_HARD_BREAK, "<br>") : written;
  const [firstLine = "", ...moreLines] = main.split("\n");
  let output = `${marker}${firstLine || EMPTY_ITEM_TEXT}`;
  // The first paragraph's own lines (after hard breaks) are indented like the item's blocks:
  // a lazy, unindented line could be read as part of an outer list.
  if (moreLines.length > 0) {
    output += `\n${indent(moreLines.join("\n"))}`;
  }
  rest.forEach((child, index) => {
    const block = helpers.renderChild!(child, index + 1);
    // (A numbered list can interrupt a line of text only when it starts at 1: keep it apart.)
    const tight = index === 0 && TIGHT_LIST_TYPES.has(child.type ?? "");
    output += `${tight ? "\n" : "\n\n"}${indent(block)}`;
  });
  return output;
}

interface ParsedItem {
  type?: string;
  content?: unknown[];
}

/** An item read without content holds one empty paragraph, as the editor's items do. */
function withParagraph<T>(parsed: T): T {
  const item = parsed as ParsedItem | null;
  if (!item || Array.isArray(item) || !item.type) return parsed;
  return item.content?.length ? parsed : ({ ...item, content: [{ type: "paragraph" }] } as T);
}

const SafeListItem = ListItem.extend({
  parseMarkdown(token, helpers) {
    // A tight item's lines come as "text" tokens, which would skip the paragraph reader (its
    // line breaks, `&nbsp;` for an empty line, indentation): they are paragraphs here.
    const tokens = token.tokens && containerBlockTokens(token.tokens, helpers.tokenizeInline);
    // A heading starting the item ("- # x") is read as its first line (an item starts with a
    // paragraph) by the paragraph reader; "- 1. x" is a numbered list in the item, as for
    // CommonMark (Tiptap's reader makes it the text "1. x" when it has the item's `text`).
    const [first, ...rest] = tokens ?? [];
    const blocks = first?.type === "heading" ? [{ ...first, type: "paragraph" }, ...rest] : tokens;
    return withParagraph(this.parent!({ ...token, text: undefined, tokens: blocks }, helpers));
  },
  renderMarkdown(node, helpers, context) {
    if (context.parentType === "orderedList") {
      const start = Number(context.meta?.parentAttrs?.start ?? 1);
      const marker = `${(Number.isFinite(start) ? start : 1) + context.index}. `;
      // Indented to the item's content column (CommonMark), so mdast reads the blocks inside
      // the item too (editor-numbered-list-reader.ts).
      return itemMarkdown(node, helpers, marker, { nestedIndent: " ".repeat(marker.length) });
    }
    return itemMarkdown(node, helpers, `${listBullet(context)} `, { nestedIndent: "  " });
  },
});

/** A checkbox at the start of a checklist item's first paragraph, with the space after it. */
const CHECKBOX_TEXT = /^\[[ xX]\][ \t]*(?:\n[ \t]*)?/;

/** The first paragraph's inline tokens without the checkbox they start with. */
function withoutCheckbox(tokens: MarkdownToken[]): MarkdownToken[] {
  const [first, ...rest] = tokens;
  if (first?.type !== "text" || !CHECKBOX_TEXT.test(first.text ?? "")) return tokens;
  const text = (first.text ?? "").replace(CHECKBOX_TEXT, "");
  const raw = (first.raw ?? "").replace(CHECKBOX_TEXT, "");
  return text ? [{ ...first, raw, text }, ...rest] : rest;
}

type InlineReader = ((source: string) => MarkdownToken[]) | undefined;

/** Our checklist item's first paragraph, with the lines that continue it joined to it. */
function checklistFirstParagraph(token: MarkdownToken, inline: InlineReader): MarkdownToken | null {
  const ours = token as Partial<ChecklistItemToken>;
  if (!ours.firstParagraph) return null;
  const [joined] = containerBlockTokens(
    [ours.firstParagraph, ...(ours.nestedTokens ?? [])],
    inline,
  );
  return joined ?? null;
}

/** The item's blocks after its line (continuations of the line are part of the line). */
function nestedBlocks(token: MarkdownToken): MarkdownToken[] {
  const nested: MarkdownToken[] = token.nestedTokens ?? [];
  if (!(token as Partial<ChecklistItemToken>).firstParagraph) return nested;
  const firstBlock = nested.findIndex((block) => block.type !== "paragraphContinuation");
  return firstBlock === -1 ? [] : nested.slice(firstBlock);
}

/** The item's line as inline tokens: ours (editor-list-markdown.ts) or Tiptap's mixed lists'. */
function checklistLineTokens(token: MarkdownToken, inline: InlineReader): MarkdownToken[] {
  if ((token as Partial<ChecklistItemToken>).firstParagraph === undefined)
    return token.tokens ?? [];
  const paragraph = checklistFirstParagraph(token, inline);
  return paragraph ? withoutCheckbox(paragraph.tokens ?? []) : [];
}

/** "&nbsp;" alone is an empty line (so is nothing: "- [ ] ", as written before). */
const isEmptyItemLine = (tokens: MarkdownToken[]) =>
  tokens.length === 0 ||
  (tokens.length === 1 && tokens[0]!.type === "text" && tokens[0]!.raw?.trim() === EMPTY_ITEM_TEXT);

const SafeTaskItem = TaskItem.extend({
  parseMarkdown(token, helpers) {
    const line = checklistLineTokens(token, helpers.tokenizeInline);
    const tokens = isEmptyItemLine(line) ? [] : withoutBreaksOnlyLead(readableInlineTokens(line));
    const nestedTokens = containerBlockTokens(nestedBlocks(token), helpers.tokenizeInline);
    return withParagraph(this.parent!({ ...token, tokens, text: "", nestedTokens }, helpers));
  },
  renderMarkdown(node, helpers, context) {
    const marker = `${listBullet(context)} [${node.attrs?.checked ? "x" : " "}] `;
    // An item's line breaks are written as <br>, as in table cells: the reader of a checklist
    // that follows bullet items in one list (Tiptap's) takes an item's text from its first line
    // only. An empty item keeps its "&nbsp;": GFM reads "- [ ] " with nothing after it as a
    // bullet item holding the text "[ ]".
    return itemMarkdown(node, helpers, marker, { nestedIndent: "  ", oneLineMain: true });
  },
});

/** Checklists, read by our reader (editor-list-markdown.ts). */
const SafeTaskList = TaskList.extend({
  markdownTokenizer: checklistTokenizer,
});

/**
 * Ordered lists number with digits: Markdown has no letter or roman numbering, so a pasted
 * `<ol type="a">` is read as a numbered list (what a reload would show). Their Markdown is read
 * by our own reader (editor-list-markdown.ts).
 */
const SafeOrderedList = OrderedList.extend({
  markdownTokenizer: numberedListTokenizer,
  parseMarkdown: parseNumberedList,
  addAttributes() {
    return { ...this.parent?.(), type: { default: null, parseHTML: () => null } };
  },
});

/** The list item nodes of the section schema (StarterKit's list item is turned off). */
export function safeListItemExtensions() {
  return [
    SafeListItem,
    SafeOrderedList,
    SafeTaskList,
    SafeTaskItem.configure({ nested: true }),
    ParagraphContinuation,
  ];
}
