import { Editor } from "@tiptap/core";
import { afterEach } from "vitest";
import { sectionEditorExtensions } from "@/lib/plans/editor-markdown";
import { SectionMarkdown } from "@/lib/plans/editor-section-markdown";

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
      extensions: [...sectionEditorExtensions(), SectionMarkdown],
      content: markdown,
      contentType: "markdown",
    });
    // A page's editor gets its first transaction from the first click; its plugins (the line
    // kept after a final table or list) run then. Tests see the document in that state.
    editor.view.dispatch(editor.state.tr);
    open.push(editor);
    return editor;
  };
}
