import type { AnyExtension } from "@tiptap/core";
import { MarkdownHabits } from "./markdown-habits";
import { SlashMenu } from "./slash-menu-extension";

/**
 * Extensions that change how people write in a section (slash menu, input habits) but not what
 * the section can hold: they add no nodes or marks, so the stored Markdown is the same with or
 * without them. The schema lives in src/lib/plans/editor-markdown.ts.
 */
export function editorUiExtensions(): AnyExtension[] {
  return [MarkdownHabits, SlashMenu];
}
