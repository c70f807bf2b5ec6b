import { describe, expect, it } from "vitest";
import { createPlanProgressWatcher } from "@/server/services/ai/plan-writing/plan-progress";

/** Feeds `text` in pieces of `size` characters, as a stream would, and collects the progress. */
function feed(text: string, size: number, total = 3) {
  const watcher = createPlanProgressWatcher(total);
  const seen = [];
  for (let at = 0; at < text.length; at += size)
    seen.push(...watcher.push(text.slice(at, at + size)));
  seen.push(...watcher.finish());
  return seen;
}

const PLAN = [
  "## Overview",
  "Text with ## inside a line.",
  "```mermaid",
  "gantt",
  "## not a heading inside a fence",
  "```",
  "### A subsection is not a section",
  "## **Goals**",
  "- one",
  "## Timeline",
].join("\n");

describe("plan progress watcher", () => {
  it.each([1, 3, 7, 1000])(
    "counts each section heading once, in pieces of %i characters",
    (size) => {
      expect(feed(PLAN, size)).toEqual([
        { current: 1, total: 3, title: "Overview" },
        { current: 2, total: 3, title: "Goals" },
        { current: 3, total: 3, title: "Timeline" },
      ]);
    },
  );

  it("waits for the heading's line to end, so the title is whole", () => {
    const watcher = createPlanProgressWatcher(2);
    expect(watcher.push("## Bud")).toEqual([]);
    expect(watcher.push("get\n")).toEqual([{ current: 1, total: 2, title: "Budget" }]);
  });

  it("raises the total when the model writes more sections than asked", () => {
    expect(feed("## A\n## B\n## C\n", 4, 2).map((p) => [p.current, p.total])).toEqual([
      [1, 2],
      [2, 2],
      [3, 3],
    ]);
  });
});
