// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { drawDiagramSources } from "@/components/publishing/draw-diagrams-for-publishing";
import type { MermaidLike } from "@/lib/diagrams/renderer";
import { cssString, printPageStyle } from "@/lib/export/print-page-style";

const SVG_NS = "http://www.w3.org/2000/svg";

/** "broken" fails like a parse error; anything else draws a picture naming its first line. */
function fakeMermaid() {
  const rendered: string[] = [];
  const mermaid: MermaidLike = {
    initialize: () => undefined,
    async render(id, text) {
      rendered.push(text);
      const first = text.split("\n")[0]!;
      if (first.startsWith("broken")) throw new Error("Parse error on line 1");
      return {
        svg: `<svg id="${id}" xmlns="${SVG_NS}" viewBox="0 0 90 40"><g onclick="x()"><text>${first}</text></g></svg>`,
        diagramType: "flowchart-v2",
      };
    },
    parse: () => Promise.resolve({ diagramType: "flowchart-v2" }),
  };
  return { rendered, load: () => Promise.resolve(mermaid) };
}

describe("drawDiagramSources (print view and Word export)", () => {
  it("draws each distinct source once, cleaned, and leaves out those that fail", async () => {
    const fake = fakeMermaid();
    const progress: string[] = [];
    const drawn = await drawDiagramSources(
      ["flowchart LR\n A-->B", "broken", "flowchart LR\n A-->B", "  "],
      {
        theme: null,
        loadMermaid: fake.load,
        onProgress: ({ done, total }) => progress.push(`${done}/${total}`),
      },
    );
    expect([...drawn.keys()]).toEqual(["flowchart LR\n A-->B"]);
    expect(drawn.get("flowchart LR\n A-->B")).toContain("<text>flowchart LR</text>");
    expect(drawn.get("flowchart LR\n A-->B")).not.toContain("onclick");
    expect(fake.rendered).toHaveLength(2);
    expect(progress).toEqual(["0/2", "1/2", "2/2"]);
  });

  it("answers nothing without loading mermaid when there is nothing to draw", async () => {
    const drawn = await drawDiagramSources([], {
      theme: null,
      loadMermaid: () => Promise.reject(new Error("must not load")),
    });
    expect(drawn.size).toBe(0);
  });
});

describe("print page style", () => {
  it("writes owner text as CSS strings that cannot end the rule or the <style> element", () => {
    const hostile = 'Acme"; } body { display: none } </style><script>alert(1)</script>\\';
    const css = printPageStyle({ brand: hostile, title: "Plan\nTwo" });
    expect(css).not.toContain("</style>");
    expect(css).not.toContain('"; }');
    expect(
      css.match(/@bottom-right \{ content: counter\(page\) " \/ " counter\(pages\);/),
    ).not.toBeNull();
    expect(cssString('a"b')).toBe('"a\\22 b"');
    expect(cssString("x\ny")).toBe('"x\\a y"');
  });
});
