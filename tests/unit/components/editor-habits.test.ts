// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { editorUiExtensions } from "@/components/plan/editor/editor-ui-extensions";
import {
  SLASH_ITEMS,
  filterSlashItems,
  slashMenuItems,
  type SlashItemId,
} from "@/components/plan/editor/slash-items";
import { slashListboxId, slashMenuState } from "@/components/plan/editor/slash-menu-extension";
import { sectionEditorExtensions } from "@/lib/plans/editor-markdown";
import { SectionMarkdown } from "@/lib/plans/editor-section-markdown";

const open: Editor[] = [];
afterEach(() => {
  for (const editor of open.splice(0)) editor.destroy();
});

/** The section editor as the plan page builds it, with the UI extensions. */
function openEditor(markdown: string): Editor {
  const editor = new Editor({
    element: document.createElement("div"),
    extensions: [...sectionEditorExtensions(), ...editorUiExtensions(), SectionMarkdown],
    content: markdown,
    contentType: "markdown",
  });
  open.push(editor);
  return editor;
}

/** Types like a keyboard does: through the input rules, one character at a time. */
function type(editor: Editor, text: string) {
  for (const character of text) {
    const { from, to } = editor.state.selection;
    const handled = editor.view.someProp("handleTextInput", (handler) =>
      handler(editor.view, from, to, character, () =>
        editor.state.tr.insertText(character, from, to),
      ),
    );
    if (!handled) editor.view.dispatch(editor.state.tr.insertText(character, from, to));
  }
}

function press(editor: Editor, key: string) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  return editor.view.someProp("handleKeyDown", (handler) => handler(editor.view, event)) ?? false;
}

const ids = (items: readonly { id: SlashItemId }[]) => items.map((item) => item.id);

describe("Markdown shortcuts", () => {
  it.each([
    ["# Goal", "# Goal"],
    ["### Goal", "### Goal"],
    ["- item", "- item"],
    ["* item", "- item"],
    ["1. item", "1. item"],
    ["[ ] item", "- [ ] item"],
    ["[x] item", "- [x] item"],
    ["> quoted", "> quoted"],
    ["---", "---"],
    ["*** ", "---"],
    ["**bold** ", "**bold**"],
    ["*italic* ", "*italic*"],
    ["~~gone~~ ", "~~gone~~"],
    ["`code` ", "`code`"],
  ])("StarterKit's %j still works", (typed, markdown) => {
    const editor = openEditor("");
    editor.commands.focus();
    type(editor, typed);
    expect(editor.getMarkdown()).toContain(markdown);
  });

  it("turns `- [ ] ` and `- [x] ` into checklist items", () => {
    const editor = openEditor("");
    type(editor, "- [ ] Sign the contract");
    expect(editor.getMarkdown().trim()).toBe("- [ ] Sign the contract");
    const done = openEditor("");
    type(done, "* [x] Kick-off held");
    expect(done.getMarkdown().trim()).toBe("- [x] Kick-off held");
  });

  it("leaves `[ ] ` in an item of a longer bullet list as text", () => {
    const editor = openEditor("- first\n- ");
    editor.commands.setTextSelection(editor.state.doc.content.size - 3);
    type(editor, "[ ] x");
    expect(editor.state.doc.firstChild?.type.name).toBe("bulletList");
  });

  it("starts a numbered list with `1) ` and makes `[text](address)` a link", () => {
    const editor = openEditor("");
    type(editor, "3) third");
    expect(editor.getMarkdown().trim()).toBe("3. third");
    const linked = openEditor("");
    type(linked, "See [the brief](example.com/brief) now");
    expect(linked.getMarkdown().trim()).toBe("See [the brief](https://example.com/brief) now");
  });

  it("does not make a link of a `javascript:` address", () => {
    const editor = openEditor("");
    type(editor, "[x](javascript:alert(1))");
    expect(editor.getHTML()).not.toContain("<a");
  });
});

describe("slash menu filtering", () => {
  it("finds blocks by name or keyword, case-insensitively", () => {
    expect(ids(filterSlashItems(""))).toEqual(ids(SLASH_ITEMS));
    expect(ids(filterSlashItems("head"))).toEqual(["heading1", "heading2", "heading3"]);
    expect(ids(filterSlashItems("H2"))).toEqual(["heading2"]);
    expect(ids(filterSlashItems("heading 2"))).toEqual(["heading2"]);
    expect(ids(filterSlashItems("todo"))).toEqual(["taskList"]);
    expect(ids(filterSlashItems("mermaid"))).toEqual(["diagram"]);
    expect(ids(filterSlashItems("---"))).toEqual(["divider"]);
    expect(filterSlashItems("zzz")).toEqual([]);
  });
});

describe("the slash menu in the editor", () => {
  it("opens on a typed '/' at the start of a paragraph or after a space, not inside a word", () => {
    const editor = openEditor("");
    type(editor, "/");
    expect(slashMenuState(editor.state).active).toBe(true);
    type(editor, "tab");
    expect(slashMenuState(editor.state)).toMatchObject({ active: true, query: "tab" });
    expect(editor.view.dom.getAttribute("aria-controls")).toBe(slashListboxId(editor));

    const inWord = openEditor("");
    type(inWord, "and/or");
    expect(slashMenuState(inWord.state).active).toBe(false);

    const afterSpace = openEditor("");
    type(afterSpace, "Add a /che");
    expect(slashMenuState(afterSpace.state)).toMatchObject({ active: true, query: "che" });
  });

  it("Enter on 'Table' removes the '/query' and inserts a table with the cursor in it", () => {
    const editor = openEditor("Intro");
    editor.commands.setTextSelection(editor.state.doc.content.size);
    editor.commands.splitBlock();
    type(editor, "/table");
    expect(press(editor, "Enter")).toBe(true);
    const markdown = editor.getMarkdown();
    expect(markdown).not.toContain("/table");
    expect(markdown).toMatch(/\|\s*\|\s*\|\s*\|\n\|\s*-+/);
    expect(editor.isActive("tableHeader") || editor.isActive("tableCell")).toBe(true);
  });

  it.each([
    ["/heading 2", "## Budget", "Budget"],
    ["/check", "- [ ] Budget", "Budget"],
    ["/numb", "1. Budget", "Budget"],
    ["/quote", "> Budget", "Budget"],
  ])("%j then Enter makes the block the text goes into", (typed, markdown, text) => {
    const editor = openEditor("");
    type(editor, typed);
    press(editor, "Enter");
    type(editor, text);
    expect(editor.getMarkdown().trim()).toBe(markdown);
  });

  it("arrows move the highlight; Enter picks the highlighted block", () => {
    const editor = openEditor("");
    type(editor, "/h");
    expect(slashMenuState(editor.state).index).toBe(0);
    press(editor, "ArrowDown");
    press(editor, "ArrowDown");
    expect(slashMenuState(editor.state).index).toBe(2);
    press(editor, "ArrowUp");
    press(editor, "Tab");
    expect(editor.isActive("heading", { level: 2 })).toBe(true);
  });

  it("Escape closes the menu and leaves the typed text", () => {
    const editor = openEditor("");
    type(editor, "/div");
    expect(press(editor, "Escape")).toBe(true);
    expect(slashMenuState(editor.state).active).toBe(false);
    type(editor, "i");
    expect(slashMenuState(editor.state).active).toBe(false);
    press(editor, "Enter");
    expect(editor.getMarkdown()).toContain("/divi");
    expect(editor.isActive("horizontalRule")).toBe(false);
    expect(editor.state.doc.childCount).toBe(2);
  });

  it("closes when the text loses the focus", () => {
    const editor = openEditor("");
    type(editor, "/ta");
    expect(slashMenuState(editor.state).active).toBe(true);
    editor.view.dom.dispatchEvent(new FocusEvent("blur"));
    expect(slashMenuState(editor.state).active).toBe(false);
    expect(editor.getText()).toBe("/ta");
  });

  it("'Divider' and 'Diagram' insert a rule and a mermaid block", () => {
    const editor = openEditor("");
    type(editor, "/divider");
    press(editor, "Enter");
    expect(editor.getMarkdown()).toContain("---");
    const diagram = openEditor("");
    type(diagram, "/diagram");
    press(diagram, "Enter");
    expect(diagram.getMarkdown()).toMatch(/```mermaid\nflowchart/);
    expect(diagram.getMarkdown()).not.toContain("/diagram");
  });

  it("does not offer 'Table' inside a table cell", () => {
    const editor = openEditor("| A | B |\n| --- | --- |\n| 1 | 2 |\n");
    let cellEnd = 0;
    editor.state.doc.descendants((node, pos) => {
      if (!cellEnd && node.type.name === "tableCell") cellEnd = pos + node.nodeSize - 2;
    });
    editor.commands.setTextSelection(cellEnd);
    type(editor, " /tab");
    const { range, query } = slashMenuState(editor.state);
    expect(ids(slashMenuItems(editor, query, range))).not.toContain("table");
    press(editor, "Enter");
    let tables = 0;
    editor.state.doc.descendants((node) => {
      if (node.type.name === "table") tables += 1;
    });
    expect(tables).toBe(1);
  });

  it("does not open inside a code block", () => {
    const editor = openEditor("```\ncode\n```\n");
    editor.commands.setTextSelection(3);
    type(editor, " /");
    expect(slashMenuState(editor.state).active).toBe(false);
  });
});
