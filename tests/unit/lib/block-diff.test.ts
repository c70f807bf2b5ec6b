import { describe, expect, it } from "vitest";
import {
  diffBlocks,
  diffMarkdown,
  hasChanges,
  planBlocks,
  rowsText,
  type DiffRow,
} from "@/lib/text/block-diff";
import { MARK, markdownBlocks } from "@/lib/text/markdown-blocks";
import { diffBudget, diffSequences, DIFF_WORK_LIMIT } from "@/lib/text/sequence-diff";
import { expectLinearGrowth } from "../../helpers/linear-growth";

const textOf = (row: DiffRow, kind?: "same" | "added" | "removed") =>
  row.cells
    .flat()
    .filter((token) => !kind || token.kind === kind)
    .map((token) => token.text)
    .join("");

describe("markdownBlocks", () => {
  it("reads headings, styled text, lists, tables and code as blocks without Markdown syntax", () => {
    const blocks = markdownBlocks(
      "## Scope\n\nWe **ship** the *site*.\n\n- [x] Kick-off\n  1. Nested\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n```mermaid\ngraph TD\n```\n\n> Quoted\n\n---",
    );
    expect(blocks.map((block) => block.type)).toEqual([
      "heading",
      "paragraph",
      "listItem",
      "listItem",
      "tableRow",
      "tableRow",
      "code",
      "paragraph",
      "rule",
    ]);
    const [heading, paragraph, task, nested, header, , code, quote] = blocks;
    expect(heading).toMatchObject({ type: "heading", level: 2 });
    expect(heading!.cells[0]!.map((t) => t.text).join("")).toBe("Scope");
    expect(paragraph!.cells[0]).toContainEqual({ text: "ship", marks: MARK.strong });
    expect(paragraph!.cells[0]).toContainEqual({ text: "site", marks: MARK.emphasis });
    expect(paragraph!.cells[0]!.map((t) => t.text).join("")).toBe("We ship the site.");
    expect(task).toMatchObject({ checked: true, indent: 0, ordered: false });
    expect(nested).toMatchObject({ ordered: true, number: 1, indent: 1 });
    expect(header).toMatchObject({ header: true });
    expect(header!.cells.map((cell) => cell.map((t) => t.text).join(""))).toEqual(["A", "B"]);
    expect(code).toMatchObject({ type: "code", diagram: true });
    expect(quote).toMatchObject({ quote: 1 });
  });

  it("drops the editor's &nbsp; paragraphs and keeps the rest", () => {
    const blocks = markdownBlocks("First\n\n&nbsp;\n\n&nbsp;\n\nSecond");
    expect(blocks.map((block) => block.cells[0]!.map((t) => t.text).join(""))).toEqual([
      "First",
      "Second",
    ]);
  });

  it("keeps raw HTML as literal text, never as markup", () => {
    const blocks = markdownBlocks(
      '<script>alert(1)</script>\n\nHello <img src=x onerror="alert(2)"> there',
    );
    const texts = blocks.map((block) => block.cells[0]!.map((t) => t.text).join(""));
    expect(texts).toEqual([
      "<script>alert(1)</script>",
      'Hello <img src=x onerror="alert(2)"> there',
    ]);
  });
});

describe("diffMarkdown", () => {
  it("marks words inside a changed paragraph and keeps unchanged blocks", () => {
    const rows = diffMarkdown("## Plan\n\nWe ship in March.", "## Plan\n\nWe ship in April.");
    expect(rows.map((row) => row.change)).toEqual(["same", "changed"]);
    expect(textOf(rows[1]!, "removed")).toBe("March");
    expect(textOf(rows[1]!, "added")).toBe("April");
    expect(textOf(rows[1]!, "same")).toBe("We ship in .");
  });

  it("marks whole blocks added and removed, list items on their own", () => {
    const rows = diffMarkdown("- One\n- Two\n- Three", "- One\n- Three\n\n## New heading");
    expect(rows.map((row) => [row.change, row.block.type])).toEqual([
      ["same", "listItem"],
      ["removed", "listItem"],
      ["same", "listItem"],
      ["added", "heading"],
    ]);
    expect(textOf(rows[1]!)).toBe("Two");
  });

  it("a word that became bold is removed plain and added bold", () => {
    const rows = diffMarkdown("Ship it now", "Ship **it** now");
    expect(rows).toHaveLength(1);
    const changed = rows[0]!.cells[0]!.filter((token) => token.kind !== "same");
    expect(changed).toEqual([
      { text: "it", marks: 0, kind: "removed" },
      { text: "it", marks: MARK.strong, kind: "added" },
    ]);
  });

  it("diffs a changed table row cell by cell", () => {
    const rows = diffMarkdown(
      "| Phase | Weeks |\n| - | - |\n| Design | 4 |",
      "| Phase | Weeks |\n| - | - |\n| Design | 6 |",
    );
    expect(rows.map((row) => row.change)).toEqual(["same", "changed"]);
    expect(rows[1]!.cells.map((cell) => cell.map((t) => `${t.kind}:${t.text}`))).toEqual([
      ["same:Design"],
      ["removed:4", "added:6"],
    ]);
  });

  it("rebuilds both sides' text exactly", () => {
    const before = "# A\n\nOne two three.\n\n- x\n- y\n\nTail";
    const after = "# A\n\nOne three four.\n\n- y\n- z\n\nNew tail";
    const rows = diffMarkdown(before, after);
    const plain = (markdown: string) => rowsText(diffMarkdown(markdown, markdown), "after");
    expect(rowsText(rows, "before")).toEqual(plain(before));
    expect(rowsText(rows, "after")).toEqual(plain(after));
  });

  it("equal texts have no changes", () => {
    expect(hasChanges(diffMarkdown("Same **text**", "Same **text**"))).toBe(false);
  });
});

describe("planBlocks", () => {
  it("compares plans section by section, titles as headings", () => {
    const before = planBlocks({
      title: "Relaunch",
      summary: "",
      sections: [
        { title: "Scope", body: "Design." },
        { title: "Timeline", body: "Six weeks." },
      ],
    });
    const after = planBlocks({
      title: "Relaunch",
      summary: "",
      sections: [{ title: "Scope", body: "Design and build." }],
    });
    const rows = diffBlocks(before, after);
    expect(rows.map((row) => [row.change, textOf(row)])).toEqual([
      ["same", "Relaunch"],
      ["same", "Scope"],
      ["changed", "Design and build."],
      ["removed", "Timeline"],
      ["removed", "Six weeks."],
    ]);
  });
});

// Parsing 200,000 characters of Markdown takes a while on a shared CI machine; the assertions
// are on work done, never on time.
describe("bounded work", { timeout: 60_000 }, () => {
  /** Deterministic words, so the test is the same on every run. */
  function words(count: number, seed: number): string {
    let state = seed;
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      out.push(`w${state % 5_000}`);
    }
    return out.join(" ");
  }

  it("two unrelated 200,000-character sections finish within the work limit", () => {
    const before = words(30_000, 1).slice(0, 200_000);
    const after = words(30_000, 2).slice(0, 200_000);
    const budget = diffBudget();
    const rows = diffBlocks(markdownBlocks(before), markdownBlocks(after), budget);
    expect(budget.spent).toBeLessThanOrEqual(DIFF_WORK_LIMIT);
    expect(rowsText(rows, "after").join("")).toBe(after);
    expect(rowsText(rows, "before").join("")).toBe(before);
  });

  it("a long section (2,500 paragraphs) with a few edits stays exact, with linear work", () => {
    /** `count` paragraphs, one in a hundred edited, as blocks before and after. */
    const section = (count: number) => {
      const paragraphs = Array.from({ length: count }, (_, i) => `Paragraph ${i} ${words(14, i)}`);
      const edited = paragraphs.map((p, i) => (i % 100 === 0 ? `${p} (edited)` : p));
      return {
        length: paragraphs.join("\n\n").length,
        before: markdownBlocks(paragraphs.join("\n\n")),
        after: markdownBlocks(edited.join("\n\n")),
      };
    };
    let last = { length: 0, rows: [] as ReturnType<typeof diffBlocks> };
    const spentOn = ({ length, before, after }: ReturnType<typeof section>) => {
      const budget = diffBudget();
      last = { length, rows: diffBlocks(before, after, budget) };
      return budget.spent;
    };
    // Linear in the text (n log n in the blocks, for the anchors): a few operations per block
    // and per word of the edited ones. From 625 paragraphs on, the gaps between edits are too
    // long for the exact table (EXACT_GAP_CELLS), whose cost is bounded but not linear.
    expectLinearGrowth("paragraphs with a few edits", section, spentOn, {
      size: 625,
      measure: "returned",
      maxWork: (paragraphs) => 25 * paragraphs,
    });
    // The larger run: 2,500 paragraphs.
    expect(last.length).toBeGreaterThan(125_000);
    expect(last.rows.filter((row) => row.change === "changed")).toHaveLength(25);
    expect(
      last.rows.filter((row) => row.change !== "same" && row.change !== "changed"),
    ).toHaveLength(0);
  });

  it("one 200,000-character paragraph against its edit: a word diff, not a fallback", () => {
    const before = words(30_000, 7);
    const cut = before.indexOf(" ", 90_000);
    const after = `${before.slice(0, cut)} INSERTED${before.slice(cut)}`;
    const budget = diffBudget();
    const rows = diffBlocks(markdownBlocks(before), markdownBlocks(after), budget);
    expect(rows).toHaveLength(1);
    expect(textOf(rows[0]!, "added").trim()).toBe("INSERTED");
    expect(budget.spent).toBeLessThanOrEqual(DIFF_WORK_LIMIT);
  });

  it("a spent budget still gives a correct, coarser diff", () => {
    const budget = diffBudget(10);
    const ops = diffSequences(["a", "b", "c", "d"], ["a", "x", "c", "y"], budget);
    expect(budget.spent).toBeLessThanOrEqual(10);
    expect(ops.filter((op) => op.kind !== "added").map((op) => op.a)).toEqual([0, 1, 2, 3]);
    expect(ops.filter((op) => op.kind !== "removed").map((op) => op.b)).toEqual([0, 1, 2, 3]);
  });
});
