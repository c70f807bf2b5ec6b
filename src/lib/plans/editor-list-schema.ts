/**
 * List items written so Markdown reads them back: an empty item is written as a bare marker
 * ("-", "1."), because "- " with its trailing space is read as the text "- ", and an item that
 * Markdown reads back without content gets its empty paragraph again (the editor's list items
 * always start with one). Adjacent lists of the same kind, which Markdown reads as one list,
 * are joined in the editor by editor-document-rules.ts, so the editor shows what is stored.
 */
import { ListItem, TaskItem } from "@tiptap/extension-list";

/** Drops the trailing space after the marker of an item whose first line is only the marker. */
export function bareEmptyMarker(written: string): string {
  const [first = "", ...rest] = written.split("\n");
  return /^(?:-|\d+[.)])[ \t]+$/.test(first) ? [first.trimEnd(), ...rest].join("\n") : written;
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
    return withParagraph(this.parent!(token, helpers));
  },
  renderMarkdown(node, helpers, context) {
    return bareEmptyMarker(this.parent!(node, helpers, context));
  },
});

const SafeTaskItem = TaskItem.extend({
  parseMarkdown(token, helpers) {
    return withParagraph(this.parent!(token, helpers));
  },
});

/** The list item nodes of the section schema (StarterKit's list item is turned off). */
export function safeListItemExtensions() {
  return [SafeListItem, SafeTaskItem.configure({ nested: true })];
}
