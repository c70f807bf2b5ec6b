/**
 * The list reader of the section editor (numbered lists and checklists): which lines belong to
 * an item, by CommonMark's rule, and the one leniency kept for sections saved before it.
 */
import { describe, expect, it } from "vitest";
import {
  checklistItemStart,
  numberedItemStart,
  readList,
  type ListSource,
} from "@/lib/plans/editor-list-reader";

const numbered = (source: string) => readList(source, numberedItemStart);
const contents = (list: ListSource | null) => list?.items.map((item) => item.content);

describe("numbered items", () => {
  it("hold the lines indented to the content column, without that indentation", () => {
    const list = numbered(
      "1. Step\n\n   More\n   - detail\n\n   ```js\n   let x;\n   ```\n2. Next",
    );
    expect(contents(list)).toEqual(["Step\n\nMore\n- detail\n\n```js\nlet x;\n```", "Next"]);
    expect(list?.items.map((item) => item.start.number)).toEqual([1, 2]);
  });

  it("measure the content column from the marker's width and the spaces after it", () => {
    expect(numberedItemStart("10. Ten")).toMatchObject({ column: 4, firstLine: "Ten" });
    expect(numberedItemStart("  3)  Three")).toMatchObject({ column: 6, delimiter: ")" });
    expect(contents(numbered("10. Ten\n\n    More"))).toEqual(["Ten\n\nMore"]);
    // Five spaces after the marker: an indented code block, the content one column after it.
    expect(numberedItemStart("1.     code")).toMatchObject({ column: 3, firstLine: "    code" });
  });

  it("start with at most three spaces before the marker (four make an indented code block)", () => {
    expect(numbered("   7. seven")?.items[0]?.start).toMatchObject({ number: 7, column: 6 });
    expect(numbered("    1. code")).toBeNull();
    expect(numbered("\t1. code")).toBeNull();
  });

  it("end where a line is indented less after a blank line", () => {
    const list = numbered("1. Step\n\nAfter the list");
    expect(contents(list)).toEqual(["Step"]);
    expect(list?.raw).toBe("1. Step");
  });

  it("take lazy lines into their paragraph, but not a line that starts a block", () => {
    expect(contents(numbered("1. Step\nlazy line\n2. Next"))).toEqual(["Step\nlazy line", "Next"]);
    expect(contents(numbered("1. Step\n# Heading"))).toEqual(["Step"]);
    expect(contents(numbered("1. Step\n- bullet"))).toEqual(["Step"]);
    // Lazy lines continue the innermost paragraph, through nested markers too.
    expect(contents(numbered("1. - [ ] task\nlazy"))).toEqual(["- [ ] task\nlazy"]);
    // A lazy "===" stays text (it is no heading underline).
    expect(contents(numbered("1. Step\n==="))).toEqual(["Step\n\\==="]);
  });

  it("read '1.' then a blank line as an empty item", () => {
    expect(contents(numbered("1.\n\n   not in it"))).toEqual([""]);
    expect(contents(numbered("1.\n   in it"))).toEqual(["in it"]);
  });

  it("start a new list at another delimiter and refuse letters", () => {
    expect(contents(numbered("1. a\n1) b"))).toEqual(["a"]);
    // "2) b" cannot start a list there: it continues the paragraph (CommonMark).
    expect(contents(numbered("1. a\n2) b"))).toEqual(["a\n2) b"]);
    expect(numbered("i. roman")).toBeNull();
    expect(numbered("a) letter")).toBeNull();
    expect(numbered("1.5 million")).toBeNull();
  });

  it("read blocks indented one column short, as the earlier editor wrote them, in the item", () => {
    expect(contents(numbered("1. Step\n\n  More\n  - detail\n2. Next"))).toEqual([
      "Step\n\nMore\n- detail",
      "Next",
    ]);
    expect(contents(numbered("10. Ten\n\n   More"))).toEqual(["Ten\n\nMore"]);
  });
});

describe("checklist items", () => {
  it("keep their checkbox on the first line and hold the lines indented under the bullet", () => {
    const list = readList(
      "- [ ] Open\n  more\n\n  Second\n- [x] Done\n* [ ] other list",
      checklistItemStart,
    );
    expect(contents(list)).toEqual(["[ ] Open\nmore\n\nSecond", "[x] Done"]);
    expect(list?.items.map((item) => item.start.checked)).toEqual([false, true]);
  });

  it("are only items with a checkbox", () => {
    expect(readList("- plain", checklistItemStart)).toBeNull();
    expect(readList("- [ ]", checklistItemStart)).not.toBeNull();
    expect(readList("- [y] no", checklistItemStart)).toBeNull();
  });
});
