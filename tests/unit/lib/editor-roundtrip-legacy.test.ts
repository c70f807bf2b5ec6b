// @vitest-environment happy-dom
/**
 * Sections saved before the round-trip fixes (the stock Markdown writers) still open as they
 * looked: two-space hard breaks, blocks under "1. " indented by three spaces, `<br>` in cells.
 */
import type { JSONContent } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { sectionEditorFactory } from "../../helpers/section-editor";

const openEditor = sectionEditorFactory();

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
});
