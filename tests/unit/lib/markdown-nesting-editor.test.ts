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
import { expectLinearGrowth } from "../../helpers/linear-growth";
import { MARKDOWN_MAX_NESTING } from "@/lib/publishing/markdown-nesting";
import { sectionEditorFactory } from "../../helpers/section-editor";

const openEditor = sectionEditorFactory();

function marks(json: JSONContent): number {
  return (
    (json.marks?.length ?? 0) + (json.content ?? []).reduce((sum, child) => sum + marks(child), 0)
  );
}

/** Opening these many times as long counts this many times the work, not its square. */
const GROWTH_SIZE = 2_000;
const LISTS = new Set(["orderedList", "bulletList", "taskList"]);

function listDepth(json: JSONContent): number {
  const below = Math.max(0, ...(json.content ?? []).map(listDepth));
  return below + (LISTS.has(json.type ?? "") ? 1 : 0);
}

describe("opening a section with hostile inline syntax", () => {
  for (const [name, unit, copies] of [
    ["unmatched *a", "*a ", 17_000],
    ["open strong", "**a ", 12_500],
  ] as const) {
    const markdown = unit.repeat(copies);
    it(`reads ${name} (${markdown.length} characters) with the excess as text`, () => {
      const editor = openEditor(markdown);
      expect(editor.getText().replaceAll("*", "").replace(/\s+/g, "")).toBe(
        markdown.replaceAll("*", "").replace(/\s+/g, ""),
      );
      expect(marks(editor.getJSON())).toBeLessThanOrEqual(MARKDOWN_MAX_INLINE_DELIMITERS);
    });

    // The reader's work (marked's patterns, the editor's node building) is counted.
    it(`opens ${name} in linear time`, () => {
      expectLinearGrowth(`opening ${name}`, (n) => unit.repeat(n), openEditor, {
        size: GROWTH_SIZE,
      });
    });
  }

  it("reads 5,000 nested list markers on one line with the nesting past the limit as text", () => {
    // The list readers read an item's blocks by reading the item again: without the nesting
    // limit this overflowed the stack (and took the tab with it).
    for (const marker of ["1. ", "- [ ] ", "- "]) {
      const editor = openEditor(`${marker.repeat(5_000)}end`);
      expect(editor.getText()).toContain("end");
      expect(listDepth(editor.getJSON())).toBeLessThanOrEqual(MARKDOWN_MAX_NESTING);
    }
  });

  it("reads it the same way through setContent (setMarkdown)", () => {
    const editor = openEditor("start");
    editor.commands.setContent("*a ".repeat(17_000), { contentType: "markdown" });
    expect(editor.getText().length).toBeGreaterThan(17_000);
  });
});
