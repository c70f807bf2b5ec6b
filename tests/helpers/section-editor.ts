import { Editor } from "@tiptap/core";
import { Markdown } from "@tiptap/markdown";
import { afterEach } from "vitest";
import { sectionEditorExtensions } from "@/lib/plans/editor-markdown";

/**
 * The section editor as the plan page builds it (same extensions, Markdown in and out), for
 * happy-dom tests. Editors opened through the returned function are destroyed after each test.
 */
export function sectionEditorFactory(): (markdown: string) => Editor {
  const open: Editor[] = [];
  afterEach(() => {
    for (const editor of open.splice(0)) editor.destroy();
  });
  return (markdown) => {
    const editor = new Editor({
      element: document.createElement("div"),
      extensions: [...sectionEditorExtensions(), Markdown],
      content: markdown,
      contentType: "markdown",
    });
    open.push(editor);
    return editor;
  };
}
