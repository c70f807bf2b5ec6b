/**
 * The editor reads a section's Markdown with the same nesting and inline limits as
 * `parseMarkdown` (markdown-nesting.ts, markdown-inline-limit.ts): marked, the editor's reader,
 * is quadratic in a paragraph's emphasis runs (50,000 characters of `*a ` took it 40 s), and the
 * list readers read an item's blocks by reading the item again (5,000 `1. ` on one line
 * overflowed the stack), so a hostile section would stall or crash the owner's tab when it
 * opens. Ordinary Markdown passes through unchanged. No nodes or marks: the schema and the
 * written Markdown are the same with or without it.
 */
import { Extension } from "@tiptap/core";
import { limitMarkdownInline } from "@/lib/publishing/markdown-inline-limit";
import { limitMarkdownNesting } from "@/lib/publishing/markdown-nesting";

/** The limits `parseMarkdown` applies, in the same order. */
export const limitSectionMarkdown = (markdown: string) =>
  limitMarkdownInline(limitMarkdownNesting(markdown));
const limited = limitSectionMarkdown;

/** Limits the initial content: runs before the Markdown extension parses it (higher priority). */
const InitialContentLimits = Extension.create({
  name: "markdownInitialContentLimits",
  priority: 1000,
  onBeforeCreate() {
    const { content, contentType } = this.editor.options;
    if (contentType === "markdown" && typeof content === "string") {
      this.editor.options.content = limited(content);
    }
  },
});

/**
 * Limits every later parse (setContent with Markdown): runs after the Markdown extension has
 * made its manager (lower priority; onCreate would come a tick too late).
 */
const ParseLimits = Extension.create({
  name: "markdownParseLimits",
  priority: 1,
  onBeforeCreate() {
    const manager = this.editor.markdown;
    if (!manager) return;
    const parse = manager.parse.bind(manager);
    manager.parse = (markdown: string) => parse(limited(markdown));
  },
});

/** The editor's Markdown read limits (no nodes or marks). */
export function markdownReadLimits() {
  return [InitialContentLimits, ParseLimits];
}
