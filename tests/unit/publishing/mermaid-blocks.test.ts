import { describe, expect, it } from "vitest";
import {
  extractMermaidBlocks,
  isMermaidCode,
  mermaidBlocksOf,
  parseMarkdown,
} from "@/lib/publishing/mermaid-blocks";

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
