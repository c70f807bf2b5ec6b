import { describe, expect, it } from "vitest";
import {
  extractMermaidBlocks,
  isMermaidCode,
  mermaidBlocksOf,
  parseMarkdown,
} from "@/lib/publishing/mermaid-blocks";
import { MARKDOWN_MAX_NESTING, limitMarkdownNesting } from "@/lib/publishing/markdown-nesting";

const sources = (markdown: string) => extractMermaidBlocks(markdown).map((block) => block.source);

describe("extractMermaidBlocks", () => {
  it("numbers blocks in document order, nested or not", () => {
    const markdown = [
      "```mermaid",
      "graph TD; A-->B",
      "```",
      "",
      "- item",
      "",
      "  ```mermaid",
      "  pie title In a list",
      "  ```",
      "",
      "> quoted",
      ">",
      "> ```mermaid",
      "> sequenceDiagram",
      "> ```",
      "",
      "1. first",
      "   > - deep",
      "   >",
      "   >   ```mermaid",
      "   >   gantt",
      "   >   ```",
      "",
      "```mermaid",
      "mindmap",
      "```",
    ].join("\n");
    expect(extractMermaidBlocks(markdown)).toEqual([
      { index: 0, source: "graph TD; A-->B" },
      { index: 1, source: "pie title In a list" },
      { index: 2, source: "sequenceDiagram" },
      { index: 3, source: "gantt" },
      { index: 4, source: "mindmap" },
    ]);
  });

  it("finds ~~~ fences, any case of the language and an info string after it", () => {
    expect(
      sources(
        "~~~mermaid\na\n~~~\n\n```Mermaid\nb\n```\n\n```MERMAID title\nc\n```\n\n~~~ mermaid\nd\n~~~",
      ),
    ).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps the source exactly, with its inner blank lines and indentation", () => {
    expect(sources("```mermaid\nflowchart LR\n\n    A --> B\n```")).toEqual([
      "flowchart LR\n\n    A --> B",
    ]);
    // An unclosed fence runs to the end of its container (CommonMark).
    expect(sources("```mermaid\ngraph TD\n")).toEqual(["graph TD"]);
  });

  it("does not count indented code, other languages or fences shown inside another fence", () => {
    expect(sources("Text\n\n    ```mermaid\n    graph TD\n    ```\n")).toEqual([]);
    expect(sources("```mermaidx\na\n```\n\n```js\nb\n```\n\n```\nc\n```")).toEqual([]);
    expect(sources("````md\n```mermaid\ngraph TD\n```\n````")).toEqual([]);
    expect(sources("Inline `mermaid` and ```mermaid graph``` are not blocks.")).toEqual([]);
    expect(sources("<pre>\n```mermaid\ngraph TD\n```\n</pre>")).toEqual([]);
  });

  it("counts an empty block, so indexes stay aligned with the page", () => {
    expect(extractMermaidBlocks("```mermaid\n```\n\n```mermaid\nb\n```")).toEqual([
      { index: 0, source: "" },
      { index: 1, source: "b" },
    ]);
  });

  it("agrees with a walk over the parsed tree", () => {
    const markdown = "- a\n  ```mermaid\n  x\n  ```\n- b\n\n```mermaid\ny\n```";
    expect(mermaidBlocksOf(parseMarkdown(markdown))).toEqual(extractMermaidBlocks(markdown));
    expect(isMermaidCode({ type: "code", lang: "MerMaid" })).toBe(true);
    expect(isMermaidCode({ type: "inlineCode" })).toBe(false);
  });
});

/** The deepest chain of block quotes, lists and list items in the tree (walked without recursion). */
function containerDepth(markdown: string): number {
  type Node = { type: string; children?: Node[] };
  let deepest = 0;
  const stack: [Node, number][] = [[parseMarkdown(markdown) as Node, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    const here = depth + (node.type === "blockquote" || node.type === "listItem" ? 1 : 0);
    deepest = Math.max(deepest, here);
    for (const child of node.children ?? []) stack.push([child, here]);
  }
  return deepest;
}

describe("parseMarkdown: deep nesting", () => {
  const DIAGRAM = "\n\n```mermaid\ngraph TD\n```";

  it("parses thousands of nested quotes and list items without overflowing, and still finds the diagram", () => {
    // Before the limit: 10,000 `>` threw "Maximum call stack size exceeded" in mdast's GFM pass.
    for (const markdown of [
      ">".repeat(10_000) + " x" + DIAGRAM,
      "> ".repeat(10_000) + "x" + DIAGRAM,
      "- ".repeat(10_000) + "x" + DIAGRAM,
      "1. ".repeat(10_000) + "x" + DIAGRAM,
      "* + - ".repeat(3_000) + "x" + DIAGRAM,
    ]) {
      expect(sources(markdown)).toEqual(["graph TD"]);
      expect(containerDepth(markdown)).toBeLessThanOrEqual(MARKDOWN_MAX_NESTING);
    }
  });

  it("bounds nesting continued by indentation on later lines too", () => {
    // Each line continues every level opened above it by indentation and opens 40 more.
    const staircase = Array.from(
      { length: 40 },
      (_, i) => " ".repeat(80 * i) + "- ".repeat(40) + "x",
    ).join("\n");
    expect(containerDepth(staircase)).toBeLessThanOrEqual(MARKDOWN_MAX_NESTING);
    expect(sources(staircase + DIAGRAM)).toEqual(["graph TD"]);
  });

  it("keeps the markers beyond the limit as text", () => {
    const markdown = ">".repeat(MARKDOWN_MAX_NESTING + 10) + " deep";
    expect(containerDepth(markdown)).toBe(MARKDOWN_MAX_NESTING);
    expect(limitMarkdownNesting(markdown)).toBe(
      ">".repeat(MARKDOWN_MAX_NESTING) + "\\" + ">".repeat(10) + " deep",
    );
  });

  it("leaves ordinary Markdown exactly as written", () => {
    const markdown = [
      "# Plan",
      "",
      "> quote",
      "> - with a list",
      ">   1. and a number",
      "",
      "- a",
      "  - b",
      "    - c",
      "",
      "```json",
      " ".repeat(100) + '"deeply": "indented"',
      "```",
      "",
      "    indented code - with - dashes",
      "",
      "2024. A year is not a list when it is followed by text only.",
    ].join("\n");
    expect(limitMarkdownNesting(markdown)).toBe(markdown);
  });
});
