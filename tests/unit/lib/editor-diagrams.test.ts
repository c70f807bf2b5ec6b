// @vitest-environment happy-dom
import type { Editor } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { endOfDiagramBefore, insertDiagram, leaveDiagramSource } from "@/lib/plans/editor-diagrams";
import { sectionEditorFactory } from "../../helpers/section-editor";

const FLOW = "flowchart LR\n  Brief --> Build";

/** The code block the selection is in, if any (a diagram opens for editing exactly then). */
function blockAtCursor(editor: Editor) {
  const { $from, $to } = editor.state.selection;
  const parent = $from.parent;
  return parent.type.name === "codeBlock" && $from.sameParent($to) ? parent : null;
}

const openEditor = sectionEditorFactory();
let editor: Editor | null = null;

describe("'Add diagram' in the section editor", () => {
  it("inserts a ```mermaid block at the cursor and puts the cursor at the end of its source", () => {
    editor = openEditor("Intro text.\n\nClosing words.");
    editor.commands.setTextSelection(editor.state.doc.child(0).nodeSize - 1);

    insertDiagram(editor, FLOW);

    const block = blockAtCursor(editor);
    expect(block?.attrs.language).toBe("mermaid");
    expect(block?.textContent).toBe(FLOW);
    expect(editor.state.selection.$from.parentOffset).toBe(FLOW.length);
    const markdown = editor.getMarkdown();
    expect(markdown).toContain("```mermaid\n" + FLOW + "\n```");
    expect(markdown.indexOf("Intro text.")).toBeLessThan(markdown.indexOf("```mermaid"));
    expect(markdown.indexOf("```mermaid")).toBeLessThan(markdown.indexOf("Closing words."));
  });

  it("works in an empty section and twice in a row", () => {
    editor = openEditor("");
    insertDiagram(editor, FLOW);
    insertDiagram(editor, 'pie\n  "Design" : 40');
    expect(blockAtCursor(editor)?.textContent).toBe('pie\n  "Design" : 40');
    expect(editor.getMarkdown().match(/```mermaid/g)).toHaveLength(2);
  });

  it("finds no diagram before a position when there is none", () => {
    editor = openEditor("Only text.");
    expect(endOfDiagramBefore(editor, editor.state.doc.content.size)).toBeNull();
  });

  it("Escape in a diagram's source selects the whole diagram; elsewhere it does nothing", () => {
    editor = openEditor("Intro text.");
    expect(leaveDiagramSource(editor)).toBe(false);
    insertDiagram(editor, FLOW);
    expect(leaveDiagramSource(editor)).toBe(true);
    expect(blockAtCursor(editor)).toBeNull();
    const selected = editor.state.doc.nodeAt(editor.state.selection.from);
    expect(selected?.attrs.language).toBe("mermaid");
    expect(editor.state.selection.to - editor.state.selection.from).toBe(selected?.nodeSize);
  });
});
