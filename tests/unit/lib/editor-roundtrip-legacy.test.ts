// @vitest-environment happy-dom
/**
 * Sections saved before the round-trip fixes (the stock Markdown writers) still open as they
 * looked: two-space hard breaks, blocks under "1. " indented by three spaces, `<br>` in cells,
 * and what the issue 15 writer wrote (blocks under "1. " indented by two spaces).
 */
import type { JSONContent } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { withoutTrailingParagraph } from "@/lib/plans/editor-section-markdown";
import { sectionEditorFactory } from "../../helpers/section-editor";
import { editorBlocks, mdastBlocks } from "./markdown-reading";

const openEditor = sectionEditorFactory();

/** The node at a path of child indexes. */
const child = (node: JSONContent | undefined, ...path: number[]) =>
  path.reduce<JSONContent | undefined>((at, index) => at?.content?.[index] as JSONContent, node);

/** The kinds of a node's children. */
const kinds = (node: JSONContent | undefined) =>
  ((node?.content ?? []) as JSONContent[]).map((block) => block.type);

function texts(json: JSONContent): string[] {
  if (json.type === "text") return [json.text ?? ""];
  if (json.type === "hardBreak") return ["⏎"];
  return (json.content ?? []).flatMap(texts);
}

describe("Markdown written by the earlier editor", () => {
  it("opens hard breaks, numbered items with several blocks and table line breaks", () => {
    const legacy = [
      "First line  \nsecond line",
      "",
      "1. Step one",
      "",
      "   More about step one",
      "",
      "   Even more",
      "2. Step two",
      "",
      "| Who | Notes |",
      "| --- | ----- |",
      "| Ana | a<br>b |",
      "",
    ].join("\n");
    const editor = openEditor(legacy);
    expect(texts(editor.getJSON())).toEqual([
      "First line",
      "⏎",
      "second line",
      "Step one",
      "More about step one",
      "Even more",
      "Step two",
      "Who",
      "Notes",
      "Ana",
      "a",
      "⏎",
      "b",
    ]);
    // Saved again, it opens the same.
    expect(openEditor(editor.getMarkdown()).getJSON()).toEqual(editor.getJSON());
  });

  it("opens numbered items whose blocks the issue 15 editor indented by two spaces, inside them", () => {
    // Written by the previous writer (the marker's width less one), from a document with a
    // numbered list from 9 holding a second paragraph, a nested list and a diagram, a numbered
    // list nested in "10.", a checklist after a bullet list, an empty checklist item and a
    // paragraph of only a line break.
    const legacy = [
      "9. Kick-off",
      "",
      "  Agenda and budget",
      "",
      "  - Ana",
      "",
      "  ```mermaid",
      "  flowchart TD",
      "    A --> B",
      "  ```",
      "10. Build",
      "",
      "   1. Design",
      "",
      "     Two weeks",
      "   2. Code",
      "",
      "- note",
      "",
      "- [ ] ",
      "- [x] Signed",
      "",
      "<br>",
    ].join("\n");
    const editor = openEditor(legacy);
    const list = editor.getJSON().content?.[0];
    expect(texts(list ?? {})).toEqual([
      "Kick-off",
      "Agenda and budget",
      "Ana",
      "flowchart TD\n  A --> B",
      "Build",
      "Design",
      "Two weeks",
      "Code",
    ]);
    expect(kinds(child(list, 0))).toEqual(["paragraph", "paragraph", "bulletList", "codeBlock"]);
    expect(kinds(child(list, 1, 1, 0))).toEqual(["paragraph", "paragraph"]);
    expect(
      editor
        .getJSON()
        .content?.slice(1)
        .map((block) => block.type),
    ).toEqual(["bulletList", "taskList", "paragraph"]);
    // Saved again, with CommonMark's indentation, it opens the same, and mdast reads it so.
    const saved = editor.getMarkdown();
    expect(saved).toContain("9. Kick-off\n\n   Agenda and budget");
    expect(openEditor(saved).getJSON()).toEqual(editor.getJSON());
    expect(mdastBlocks(saved)).toEqual(editorBlocks(withoutTrailingParagraph(editor.getJSON())));
  });
});
