/**
 * Editor commands for diagrams: a diagram is a code block in the `mermaid` language, so it is
 * stored as a ```mermaid fence in the section's Markdown.
 */
import type { Editor } from "@tiptap/core";
import { MERMAID_LANGUAGE } from "@/lib/diagrams/diagram-markdown";

/**
 * Inserts a diagram at the cursor and puts the cursor at the end of its source, which opens it
 * for editing (the diagram view edits while the selection is inside the block).
 */
export function insertDiagram(editor: Editor, source: string): void {
  const inserted = editor
    .chain()
    .focus()
    .insertContent({
      type: "codeBlock",
      attrs: { language: MERMAID_LANGUAGE },
      content: source ? [{ type: "text", text: source }] : [],
    })
    .run();
  if (!inserted) return;
  const end = endOfDiagramBefore(editor, editor.state.selection.from);
  if (end !== null) editor.chain().focus().setTextSelection(end).run();
}

/** The end of the text of the last diagram that ends at or before `pos`, if any. */
export function endOfDiagramBefore(editor: Editor, pos: number): number | null {
  let end: number | null = null;
  editor.state.doc.descendants((node, nodePos) => {
    if (nodePos > pos) return false;
    if (node.type.name === "codeBlock" && node.attrs.language === MERMAID_LANGUAGE) {
      const nodeEnd = nodePos + node.nodeSize;
      if (nodeEnd <= pos + 1) end = nodeEnd - 1;
    }
    return true;
  });
  return end;
}

/**
 * Escape inside a diagram's source: select the diagram as a whole, which closes its source and
 * shows the picture (keyboard users' "Done"). Answers false elsewhere, so Escape keeps its
 * other meanings.
 */
export function leaveDiagramSource(editor: Editor): boolean {
  const { $from, empty } = editor.state.selection;
  const block = $from.parent;
  if (!empty || block.type.name !== "codeBlock" || block.attrs.language !== MERMAID_LANGUAGE) {
    return false;
  }
  return editor.commands.setNodeSelection($from.before());
}
