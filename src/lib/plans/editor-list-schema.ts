/**
 * List items written so Markdown reads them back: an empty item's line holds `&nbsp;` (a bare
 * "-" under a line is a heading underline, "- " is read as text), blocks after an item's first
 * paragraph are separated by a blank line, and an item that Markdown reads back without content
 * gets its empty paragraph again (the editor's list items always start with one). Adjacent lists of the same kind, which Markdown reads as one list,
 * are joined in the editor by editor-document-rules.ts, so the editor shows what is stored.
 */
import type { JSONContent, MarkdownRendererHelpers } from "@tiptap/core";
import { ListItem, OrderedList, TaskItem } from "@tiptap/extension-list";
import { lineBreaksAsBreakTokens, WRITTEN_HARD_BREAK } from "./editor-markdown-breaks";

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

/** The item's tokens with an "&nbsp;" first line read as the empty paragraph it stands for. */
function emptyFirstLineAsParagraph<T extends { tokens?: ItemToken[] }>(token: T): T {
  const [first, ...rest] = token.tokens ?? [];
  if (!first || (first.raw ?? "").trim() !== EMPTY_ITEM_TEXT) return token;
  const text = { type: "text", raw: EMPTY_ITEM_TEXT, text: EMPTY_ITEM_TEXT };
  const paragraph = {
    type: "paragraph",
    raw: EMPTY_ITEM_TEXT,
    text: EMPTY_ITEM_TEXT,
    tokens: [text],
  };
  return { ...token, tokens: [paragraph, ...rest] };
}

interface ItemToken {
  type?: string;
  raw?: string;
}

const SafeListItem = ListItem.extend({
  parseMarkdown(token, helpers) {
    return withParagraph(this.parent!(emptyFirstLineAsParagraph(token), helpers));
  },
  renderMarkdown(node, helpers, context) {
    if (context.parentType === "orderedList") {
      const start = Number(context.meta?.parentAttrs?.start ?? 1);
      const marker = `${(Number.isFinite(start) ? start : 1) + context.index}. `;
      // Indented by the marker's width less one: what the editor's numbered-list reader strips
      // (it would leave one space of a full-width indentation in the text).
      return itemMarkdown(node, helpers, marker, { nestedIndent: " ".repeat(marker.length - 1) });
    }
    return itemMarkdown(node, helpers, "- ", { nestedIndent: "  " });
  },
});

const SafeTaskItem = TaskItem.extend({
  parseMarkdown(token, helpers) {
    const tokens = lineBreaksAsBreakTokens(token.tokens);
    return withParagraph(this.parent!({ ...token, tokens }, helpers));
  },
  renderMarkdown(node, helpers) {
    const marker = `- [${node.attrs?.checked ? "x" : " "}] `;
    // The checklist reader takes an item's text from its first line only: its line breaks are
    // written as <br>, as in table cells.
    const written = itemMarkdown(node, helpers, marker, { nestedIndent: "  ", oneLineMain: true });
    return written.startsWith(`${marker}${EMPTY_ITEM_TEXT}`)
      ? marker + written.slice(marker.length + EMPTY_ITEM_TEXT.length)
      : written;
  },
});

/**
 * Ordered lists number with digits: Markdown has no letter or roman numbering, so a pasted
 * `<ol type="a">` is read as a numbered list (what a reload would show).
 */
const SafeOrderedList = OrderedList.extend({
  parseMarkdown(token, helpers) {
    const list = this.parent!(token, helpers);
    // The stock reader takes a list starting at 0 for one starting at 1.
    if (token.start !== 0 || !list || Array.isArray(list)) return list;
    return { ...list, attrs: { ...list.attrs, start: 0 } };
  },
  addAttributes() {
    return { ...this.parent?.(), type: { default: null, parseHTML: () => null } };
  },
});

/** The list item nodes of the section schema (StarterKit's list item is turned off). */
export function safeListItemExtensions() {
  return [SafeListItem, SafeOrderedList, SafeTaskItem.configure({ nested: true })];
}
