/**
 * The Markdown extension of the section editor. It differs from @tiptap/markdown's in one
 * thing: the empty paragraph the editor adds after a final list, table, quote, rule or code block
 * (StarterKit's trailing node, so there is always a line to click into) is not part of the
 * section's text. Without this, the first transaction of any kind in such a section (a click, a
 * selection bubble update) changed its Markdown by a `&nbsp;` paragraph and saved an edit nobody
 * made, which another tab then saw as a conflict.
 */
import type { JSONContent } from "@tiptap/core";
import { Markdown } from "@tiptap/markdown";
import { withListBullets } from "./editor-list-bullets";

const isEmptyParagraph = (node: JSONContent | undefined) =>
  node?.type === "paragraph" && !node.content?.length;

/** The document without a trailing-node paragraph (an empty last paragraph after a non-paragraph). */
export function withoutTrailingParagraph(doc: JSONContent): JSONContent {
  const children = doc.content ?? [];
  const last = children.at(-1);
  const before = children.at(-2);
  if (!isEmptyParagraph(last) || !before || before.type === "paragraph") return doc;
  return { ...doc, content: children.slice(0, -1) };
}

export const SectionMarkdown = Markdown.extend({
  onBeforeCreate(event) {
    this.parent?.(event);
    const manager = this.storage.manager;
    this.editor.getMarkdown = () =>
      manager.serialize(withListBullets(withoutTrailingParagraph(this.editor.getJSON())));
  },
});
