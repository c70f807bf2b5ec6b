// @vitest-environment happy-dom
/**
 * Table cells hold what a stored (GFM) table cell holds: one paragraph of text. Typing, the
 * toolbar's commands and paste cannot put lists, headings, code or tables in a cell; pasted HTML
 * with such content is flattened into visible lines; and what the cell shows comes back after
 * a save and a reload.
 */
import type { Editor } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { FLATTENED_BULLET, FLATTENED_CELL_SEPARATOR } from "@/lib/plans/editor-cell-content";
import { INSERTED_TABLE } from "@/lib/plans/editor-table-schema";
import { sectionEditorFactory } from "../../helpers/section-editor";

const openEditor = sectionEditorFactory();

/** An editor holding one inserted table, with the cursor in its first body cell. */
function editorInCell(): Editor {
  const editor = openEditor("");
  editor.chain().focus().insertTable(INSERTED_TABLE).run();
  editor.commands.goToNextCell();
  editor.commands.goToNextCell();
  editor.commands.goToNextCell();
  return editor;
}

/** Types text the way the browser does (input rules see it). */
function type(editor: Editor, text: string) {
  for (const character of text) {
    const { from, to } = editor.state.selection;
    const handled = editor.view.someProp("handleTextInput", (handler) =>
      handler(editor.view, from, to, character, () => editor.state.tr.insertText(character)),
    );
    if (!handled) editor.view.dispatch(editor.state.tr.insertText(character, from, to));
  }
}

/** The block node types inside the document's table cells. */
function cellBlockTypes(editor: Editor): string[] {
  const types: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === "tableCell" || node.type.name === "tableHeader") {
      node.forEach((child) => types.push(child.type.name));
      return false;
    }
    return true;
  });
  return types;
}

/** The document after its Markdown is saved and opened again. */
function reloaded(editor: Editor): unknown {
  return openEditor(editor.getMarkdown()).getJSON();
}

describe("table cells hold text only", () => {
  it("keeps '- Ana' typed in a cell as text, and gives it back after a reload", () => {
    const editor = editorInCell();
    type(editor, "- Ana");
    expect(cellBlockTypes(editor).every((type) => type === "paragraph")).toBe(true);
    expect(editor.getText()).toContain("- Ana");
    expect(reloaded(editor)).toEqual(editor.getJSON());
  });

  it("refuses lists, headings, quotes, code blocks and tables inside a cell", () => {
    const editor = editorInCell();
    type(editor, "Ana");
    const before = editor.getJSON();
    expect(editor.can().insertTable(INSERTED_TABLE)).toBe(false);
    expect(editor.commands.insertTable(INSERTED_TABLE)).toBe(false);
    editor.commands.toggleBulletList();
    editor.commands.toggleOrderedList();
    editor.commands.toggleTaskList();
    editor.commands.toggleHeading({ level: 2 });
    editor.commands.toggleBlockquote();
    editor.commands.toggleCodeBlock();
    expect(editor.getJSON()).toEqual(before);
  });

  it("makes Enter in a cell a line break that survives a reload", () => {
    const editor = editorInCell();
    type(editor, "Ana");
    editor.commands.keyboardShortcut("Enter");
    type(editor, "Bob");
    expect(cellBlockTypes(editor).every((type) => type === "paragraph")).toBe(true);
    expect(editor.getMarkdown()).toContain("Ana<br>Bob");
    expect(reloaded(editor)).toEqual(editor.getJSON());
  });

  it("flattens pasted HTML with a nested table and a list in a cell into visible lines", () => {
    const editor = openEditor("");
    editor.view.pasteHTML(
      "<table><tr><th>Who</th><th>Notes</th></tr>" +
        "<tr><td><ul><li>Ana</li><li>Bob</li></ul></td>" +
        "<td><table><tr><td>x</td><td>y</td></tr></table><h2>Title</h2></td></tr></table>",
    );
    expect(cellBlockTypes(editor).every((type) => type === "paragraph")).toBe(true);
    const text = editor.getText();
    expect(text).toContain(`${FLATTENED_BULLET}Ana`);
    expect(text).toContain(`${FLATTENED_BULLET}Bob`);
    expect(text).toContain(`x${FLATTENED_CELL_SEPARATOR}y`);
    expect(text).toContain("Title");
    expect(reloaded(editor)).toEqual(editor.getJSON());
  });

  it("flattens blocks pasted into a cell into lines of that cell", () => {
    const editor = editorInCell();
    editor.view.pasteHTML("<ol><li>first</li><li>second</li></ol><h1>Head</h1><p>tail</p>");
    expect(cellBlockTypes(editor).every((type) => type === "paragraph")).toBe(true);
    const tables = editor.getJSON().content?.filter((node) => node.type === "table") ?? [];
    expect(tables).toHaveLength(1);
    expect(editor.getText()).toMatch(/1\. first[\s\S]*2\. second[\s\S]*Head[\s\S]*tail/);
    expect(reloaded(editor)).toEqual(editor.getJSON());
  });

  it("keeps the header row and the column alignment Markdown stores after rows change", () => {
    const editor = openEditor("| a | b |\n| :-- | --: |\n| 1 | 2 |\n");
    editor.commands.setTextSelection(3);
    editor.commands.deleteRow();
    editor.commands.setTextSelection(3);
    editor.commands.addRowAfter();
    expect(reloaded(editor)).toEqual(editor.getJSON());
    const firstRow: string[] = [];
    editor.state.doc.firstChild?.firstChild?.forEach((cell) => firstRow.push(cell.type.name));
    expect(firstRow).toEqual(["tableHeader", "tableHeader"]);
  });
});
