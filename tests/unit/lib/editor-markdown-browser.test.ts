// @vitest-environment happy-dom
import type { Editor } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { sectionEditorFactory } from "../../helpers/section-editor";

const MERMAID = "sequenceDiagram\n  Client->>Studio: Brief & budget <ok>\n  Studio-->>Client: Plan";

const openEditor = sectionEditorFactory();
let editor: Editor | null = null;

describe("the section editor in a browser DOM", () => {
  it("opens Markdown and gives the same mermaid block back", () => {
    editor = openEditor(`Intro text.\n\n\`\`\`mermaid\n${MERMAID}\n\`\`\`\n`);
    const markdown = editor.getMarkdown();
    expect(markdown).toContain("Intro text.");
    expect(markdown).toContain(`\`\`\`mermaid\n${MERMAID}\n\`\`\``);
  });

  it("writes what the toolbar makes as Markdown", () => {
    editor = openEditor("");
    editor.chain().focus().insertContent("Deliverables").toggleHeading({ level: 2 }).run();
    editor.commands.setTextSelection(editor.state.doc.content.size);
    editor.chain().createParagraphNear().insertContent("Logo").toggleTaskList().run();
    const markdown = editor.getMarkdown();
    expect(markdown).toContain("## Deliverables");
    expect(markdown).toContain("- [ ] Logo");
  });

  it("writes an inserted table and a link as Markdown", () => {
    editor = openEditor("See the brief");
    editor.commands.selectAll();
    editor.commands.setLink({ href: "https://example.com/brief" });
    expect(editor.getMarkdown()).toContain("[See the brief](https://example.com/brief)");

    editor.commands.setTextSelection(editor.state.doc.content.size);
    editor.chain().insertTable({ rows: 2, cols: 2, withHeaderRow: true }).run();
    expect(editor.getMarkdown()).toMatch(/\|\s*\|\s*\|\n\|\s*-+\s*\|\s*-+\s*\|/);
  });

  it("keeps an emptied section empty", () => {
    editor = openEditor("Some text");
    editor.commands.clearContent();
    expect(editor.getMarkdown().trim()).toBe("");
  });
});
