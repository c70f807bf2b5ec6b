// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { findOccurrences, findRanges, findRoots, foldCase } from "@/components/plan/find/find-text";
import { expectLinearGrowth } from "../../helpers/linear-growth";

function area(html: string): Element {
  const element = document.createElement("div");
  element.setAttribute("data-plan-editor-area", "");
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

const texts = (ranges: Range[]) => ranges.map((range) => range.toString());

describe("find matching", () => {
  it("folds case one unit for one unit", () => {
    expect(foldCase("ÀbC İx")).toBe("àbc İx");
    expect(foldCase("İ").length).toBe(1);
  });

  it("finds literal, non-overlapping occurrences", () => {
    expect(findOccurrences("aaaa", "aa")).toEqual([0, 2]);
    expect(findOccurrences("abababc", "ababc")).toEqual([2]);
    expect(findOccurrences("a.b a*b", ".*")).toEqual([]);
    expect(findOccurrences("cost 100% (est.)", "% (")).toEqual([8]);
    expect(findOccurrences("short", "longer needle")).toEqual([]);
    expect(findOccurrences("abc", "")).toEqual([]);
  });

  it("does work linear in the text on a worst case for naive search", () => {
    // KMP compares each haystack unit a bounded number of times: count the comparisons (reads
    // of a character of the text), on texts of 15,000 and 60,000 units.
    const needle = `${"a".repeat(2_000)}b`;
    const readsFor = (haystack: string) => {
      let reads = 0;
      const counted = new Proxy(new String(haystack), {
        get(target, key) {
          if (typeof key === "string" && /^\d+$/.test(key)) reads += 1;
          return Reflect.get(target, key) as unknown;
        },
      });
      expect(findOccurrences(counted as unknown as string, needle)).toEqual([]);
      return reads;
    };
    expectLinearGrowth("find in a run of a", (n) => "a".repeat(n), readsFor, {
      size: 15_000,
      measure: "returned",
      maxWork: (n) => 2 * n,
    });
  });

  it("matches across inline formatting but not from one block into the next", () => {
    const root = area(
      `<div class="plan-prose"><p>Launch <strong>bud</strong>get</p><p>budg</p><p>et</p>` +
        `<ul><li><p>Budget review</p></li></ul></div>`,
    );
    const ranges = findRanges(findRoots(root), "BUDGET");
    expect(texts(ranges)).toEqual(["budget", "Budget"]);
  });

  it("searches every section body and skips controls, hidden text and node-view chrome", () => {
    const root = area(
      `<section><h2><input value="Scope budget"></h2>` +
        `<div role="toolbar"><button>Budget</button></div>` +
        `<div class="plan-prose" contenteditable="true"><p>Budget one</p>` +
        `<div contenteditable="false"><p>Budget note of a diagram</p></div>` +
        `<pre style="display:none"><code>budget hidden</code></pre></div></section>` +
        `<section><div class="plan-prose"><p>Read-only budget two</p></div></section>` +
        `<section><div data-plan-find-text>Budget in a title</div></section>` +
        `<div class="plan-prose"><p data-plan-find-skip>budget skipped</p></div>`,
    );
    const ranges = findRanges(findRoots(root), "budget");
    expect(texts(ranges)).toEqual(["Budget", "budget", "Budget"]);
    expect(ranges[1]?.startContainer.textContent).toBe("Read-only budget two");
  });

  it("treats the query as text, never as a pattern", () => {
    const root = area(`<div class="plan-prose"><p>a+b (c) [d] $5 .* a+b</p></div>`);
    expect(texts(findRanges(findRoots(root), "a+b"))).toEqual(["a+b", "a+b"]);
    expect(texts(findRanges(findRoots(root), "(c)"))).toEqual(["(c)"]);
    expect(findRanges(findRoots(root), "   ")).toEqual([]);
  });
});
