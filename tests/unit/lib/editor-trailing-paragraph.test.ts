// @vitest-environment happy-dom
/**
 * The empty line the editor keeps after a final list, table, quote, rule or code block is a
 * place for the caret, not text: a transaction that only adds it (any click or selection change
 * in such a section) must leave the section's Markdown as it was, or the page would save an edit
 * nobody made.
 */
import { describe, expect, it } from "vitest";
import { withoutTrailingParagraph } from "@/lib/plans/editor-section-markdown";
import { sectionEditorFactory } from "../../helpers/section-editor";

const openEditor = sectionEditorFactory();

const SECTIONS_ENDING_IN_A_BLOCK = {
  checklist: "- [ ] Book the venue",
  table: "| Phase | Weeks |\n| --- | --- |\n| Design | 2 |",
  code: "```mermaid\nflowchart LR\n  A --> B\n```",
  bulletList: "- Scope\n- Budget",
  quote: "> Keep it short",
  rule: "Intro\n\n---",
};

describe("the trailing empty paragraph is not part of the section", () => {
  for (const [kind, markdown] of Object.entries(SECTIONS_ENDING_IN_A_BLOCK)) {
    it(`a section ending in a ${kind} keeps its Markdown after a transaction that changes nothing`, () => {
      const editor = openEditor(markdown);
      const opened = editor.getMarkdown();
      editor.view.dispatch(editor.state.tr.setMeta("nothing", true));
      // The editor did add its line for the caret …
      expect(editor.state.doc.lastChild?.type.name).toBe("paragraph");
      // … and the section's text is still what was opened.
      expect(editor.getMarkdown()).toBe(opened);
    });
  }

  it("keeps an empty paragraph the writer left after another paragraph", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Text" }] },
        { type: "paragraph" },
      ],
    };
    expect(withoutTrailingParagraph(doc)).toBe(doc);
  });

  it("text typed on the line after a final list is saved", () => {
    const editor = openEditor("- Scope");
    editor.view.dispatch(editor.state.tr.setMeta("nothing", true));
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, "After the list");
    expect(editor.getMarkdown()).toBe("- Scope\n\nAfter the list");
  });
});
