// @vitest-environment happy-dom
import type { Editor } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { ActiveEditorStore } from "@/components/plan/editor/active-editor";
import { renderSectionMarkdown } from "@/components/plan/editor/readonly-markdown";

const PLACEHOLDER = "Diagram placeholder";

function render(markdown: string): HTMLElement {
  const host = document.createElement("div");
  host.append(renderSectionMarkdown(markdown, document, PLACEHOLDER));
  return host;
}

describe("a section's read-only text (before its editor is mounted)", () => {
  it("is the editor's own rendering of the Markdown: headings, marks, lists, checklists, tables", () => {
    const host = render(
      [
        "## Goals",
        "Some **bold** and _italic_ text with a [link](https://example.com).",
        "- one\n- two",
        "- [x] done\n- [ ] open",
        "| A | B |\n| --- | --- |\n| 1 | 2 |",
      ].join("\n\n"),
    );
    expect(host.querySelector("h2")?.textContent).toBe("Goals");
    expect(host.querySelector("strong")?.textContent).toBe("bold");
    expect(host.querySelector("em")?.textContent).toBe("italic");
    expect(host.querySelectorAll("ul:not([data-type]) > li")).toHaveLength(2);
    const tasks = host.querySelectorAll('ul[data-type="taskList"] > li');
    expect(tasks).toHaveLength(2);
    expect(tasks[0]?.getAttribute("data-checked")).toBe("true");
    expect(host.querySelectorAll("td, th")).toHaveLength(4);
  });

  it("keeps its links and checkboxes out of the Tab order (focusing the text opens the editor)", () => {
    const host = render("A [link](https://example.com).\n\n- [ ] open");
    expect(host.querySelector("a")?.tabIndex).toBe(-1);
    expect(host.querySelector("input")?.tabIndex).toBe(-1);
  });

  it("shows a light placeholder for a diagram instead of its source", () => {
    const host = render("Before.\n\n```mermaid\nflowchart TD\n  A --> B\n```\n\nAfter.");
    expect(host.querySelector("[data-diagram-placeholder]")?.textContent).toBe(PLACEHOLDER);
    expect(host.textContent).not.toContain("flowchart");
    expect(host.textContent).toContain("After.");
    // Other code blocks stay code.
    expect(render("```js\nlet a = 1;\n```").querySelector("pre code")?.textContent).toContain(
      "let a = 1;",
    );
  });

  it("renders empty text as one empty paragraph, like an empty editor", () => {
    expect(render("").querySelectorAll("p")).toHaveLength(1);
  });
});

describe("the document toolbar's target", () => {
  const fakeEditor = () => ({}) as Editor;

  it("is the editor focused last, and is cleared only when that editor goes away", () => {
    const store = new ActiveEditorStore();
    let changes = 0;
    store.subscribe(() => changes++);
    const first = fakeEditor();
    const second = fakeEditor();
    store.focused({ editor: first, sectionId: "a" });
    store.focused({ editor: first, sectionId: "a" });
    expect(changes).toBe(1);
    store.focused({ editor: second, sectionId: "b" });
    expect(store.get()?.sectionId).toBe("b");
    store.gone(first);
    expect(store.get()?.sectionId).toBe("b");
    store.gone(second);
    expect(store.get()).toBeNull();
    expect(changes).toBe(3);
  });
});
