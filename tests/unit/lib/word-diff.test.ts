import { describe, expect, it } from "vitest";
import { diffBudget, DIFF_WORK_LIMIT } from "@/lib/text/sequence-diff";
import { countChangedWords, sideOf, wordDiff } from "@/lib/text/word-diff";

describe("wordDiff", () => {
  it("marks a replaced word as removed then added, keeping the rest", () => {
    expect(wordDiff("We ship in March.", "We ship in April.")).toEqual([
      { kind: "same", text: "We ship in " },
      { kind: "removed", text: "March" },
      { kind: "added", text: "April" },
      // Punctuation is its own token: the full stop is unchanged.
      { kind: "same", text: "." },
    ]);
  });

  it("identical texts are one unchanged run; empty texts give no parts", () => {
    expect(wordDiff("same text", "same text")).toEqual([{ kind: "same", text: "same text" }]);
    expect(wordDiff("", "")).toEqual([]);
  });

  it("a new section (empty before) is all added", () => {
    expect(wordDiff("", "Brand new\ntext")).toEqual([{ kind: "added", text: "Brand new\ntext" }]);
  });

  it("rebuilds both sides exactly, line breaks and Markdown included", () => {
    const before = "## Scope\n\n- Design\n- Build the API\n\nBudget: $5,000";
    const after = "## Scope\n\n- Design\n- Build the REST API\n- Tests\n\nBudget: $6,500";
    const parts = wordDiff(before, after);
    expect(sideOf(parts, "before")).toBe(before);
    expect(sideOf(parts, "after")).toBe(after);
    expect(parts.some((p) => p.kind === "added" && p.text.includes("REST"))).toBe(true);
  });

  it("never puts two runs of the same kind next to each other", () => {
    const parts = wordDiff("a b c d e f", "a x y d z f");
    for (let i = 1; i < parts.length; i++) expect(parts[i]!.kind).not.toBe(parts[i - 1]!.kind);
  });

  it("falls back to old-removed / new-added past the edit limit", () => {
    const before = Array.from({ length: 50 }, (_, i) => `old${i}`).join(" ");
    const after = Array.from({ length: 50 }, (_, i) => `new${i}`).join(" ");
    expect(wordDiff(before, after, 5)).toEqual([
      { kind: "removed", text: before },
      { kind: "added", text: after },
    ]);
  });

  it("counts the words added and removed", () => {
    expect(countChangedWords(wordDiff("one two three", "one four five three"))).toEqual({
      added: 2,
      removed: 1,
    });
  });

  it("two unrelated 200,000-character texts cost at most the work limit, and still rebuild", () => {
    const text = (seed: number) =>
      Array.from({ length: 30_000 }, (_, i) => `w${(i * seed) % 4_999}`).join(" ");
    const [before, after] = [text(7), text(13)];
    const budget = diffBudget();
    const parts = wordDiff(before, after, budget);
    expect(budget.spent).toBeLessThanOrEqual(DIFF_WORK_LIMIT);
    expect(sideOf(parts, "before")).toBe(before);
    expect(sideOf(parts, "after")).toBe(after);
  });
});
