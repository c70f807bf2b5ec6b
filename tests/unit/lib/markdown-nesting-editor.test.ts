// @vitest-environment happy-dom
/**
 * The section editor opens hostile inline syntax without stalling: its reader gets the same
 * inline limits as parseMarkdown, so the delimiters past the limit are read as text (the whole
 * text arrives, with only a bounded number of formatting marks). Before, 50,000 characters of
 * `*a ` kept marked busy for about 40 s.
 */
import type { JSONContent } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { MARKDOWN_MAX_INLINE_DELIMITERS } from "@/lib/publishing/markdown-inline-limit";
import { sectionEditorFactory } from "../../helpers/section-editor";

const openEditor = sectionEditorFactory();

function marks(json: JSONContent): number {
  return (
    (json.marks?.length ?? 0) + (json.content ?? []).reduce((sum, child) => sum + marks(child), 0)
  );
}

describe("opening a section with hostile inline syntax", () => {
  for (const [name, markdown] of [
    ["unmatched *a", "*a ".repeat(17_000)],
    ["open strong", "**a ".repeat(12_500)],
  ] as const) {
    it(`reads ${name} (${markdown.length} characters) with the excess as text`, () => {
      const editor = openEditor(markdown);
      expect(editor.getText().replaceAll("*", "").replace(/\s+/g, "")).toBe(
        markdown.replaceAll("*", "").replace(/\s+/g, ""),
      );
      expect(marks(editor.getJSON())).toBeLessThanOrEqual(MARKDOWN_MAX_INLINE_DELIMITERS);
    });
  }

  it("reads it the same way through setContent (setMarkdown)", () => {
    const editor = openEditor("start");
    editor.commands.setContent("*a ".repeat(17_000), { contentType: "markdown" });
    expect(editor.getText().length).toBeGreaterThan(17_000);
  });
});
