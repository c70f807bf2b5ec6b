/**
 * Diagrams on the public page: block N of a section is the block the owner's browser drew
 * (the same numbering as extractMermaidBlocks, also inside lists, quotes and too-deep nesting),
 * a picture is used only for its own source, and its alternative text says what it shows.
 */
import { describe, expect, it } from "vitest";
import { extractMermaidBlocks } from "@/lib/publishing/mermaid-blocks";
import {
  MAX_RENDER_DEPTH,
  renderSectionMarkdown,
  svgDataUrl,
} from "@/server/services/publishing/render/markdown-html";
import { diagramAlt } from "@/server/services/publishing/render/diagram-alt";

const fence = (source: string) => "```mermaid\n" + source + "\n```";

function renderWith(markdown: string, pictureFor: (index: number, source: string) => boolean) {
  const asked: { index: number; source: string }[] = [];
  const chunks = renderSectionMarkdown({
    sectionId: "section-1",
    sectionTitle: "Plan",
    anchor: "s-plan",
    markdown,
    usedIds: new Set(),
    pictureFor: (index, source) => {
      asked.push({ index, source });
      return pictureFor(index, source) ? { source, svg: "<svg/>", width: 20, height: 10 } : null;
    },
  });
  return { asked, chunks };
}

describe("public page diagrams", () => {
  const deep = `${"> ".repeat(MAX_RENDER_DEPTH + 3)}text\n\n`;
  const markdown = [
    fence("graph TD\n  A-->B"),
    `- item\n\n  ${fence('pie title Budget\n  "a" : 1').replaceAll("\n", "\n  ")}`,
    `> ${fence("sequenceDiagram\n  A->>B: hi").replaceAll("\n", "\n> ")}`,
    `${"> ".repeat(MAX_RENDER_DEPTH + 3)}${fence("gantt").replaceAll("\n", `\n${"> ".repeat(MAX_RENDER_DEPTH + 3)}`)}`,
    deep,
    fence("flowchart LR\n  X-->Y"),
  ].join("\n\n");

  it("numbers blocks exactly like extractMermaidBlocks, nested and too-deep ones included", () => {
    const { asked } = renderWith(markdown, () => true);
    const expected = extractMermaidBlocks(markdown);
    // The too-deep block is shown as text (never asked for), yet still counted.
    const deepIndex = expected.findIndex((block) => block.source === "gantt");
    expect(deepIndex).toBe(3);
    expect(asked).toEqual(expected.filter((_, index) => index !== deepIndex));
  });

  it("draws a top-level block without a picture in the browser, shows a nested one as source", () => {
    const { chunks } = renderWith(markdown, () => false);
    const islands = chunks.filter((chunk) => chunk.kind === "diagram");
    expect(islands.map((chunk) => chunk.kind === "diagram" && chunk.source)).toEqual([
      "graph TD\n  A-->B",
      "flowchart LR\n  X-->Y",
    ]);
    const html = chunks.map((chunk) => (chunk.kind === "html" ? chunk.html : "")).join("");
    expect(html).toContain('<pre class="diagram-source"><code>pie title Budget');
    expect(html).not.toContain("<img");
  });

  it("encodes the picture as a data: URL that decodes to the same SVG", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text>50% #1 "q" é 😀</text></svg>`;
    const url = svgDataUrl(svg);
    expect(url.startsWith("data:image/svg+xml;charset=utf-8,")).toBe(true);
    // Characters that would end or break a URL in an attribute are percent-encoded.
    expect(url).not.toMatch(/[<>"#]/);
    expect(decodeURIComponent(url.slice("data:image/svg+xml;charset=utf-8,".length))).toBe(svg);
  });

  it("describes a diagram by Mermaid's accessibility lines or title, else by kind and place", () => {
    expect(
      diagramAlt(
        "flowchart LR\n  accTitle: Order flow\n  accDescr: From cart to pay\n  A-->B",
        1,
        "S",
      ),
    ).toBe("Order flow: From cart to pay");
    expect(diagramAlt("gantt\n  title Launch schedule\n  x :a, 2024-01-01, 1d", 2, "S")).toBe(
      "Launch schedule",
    );
    expect(diagramAlt("%% comment\nsequenceDiagram\n  A->>B: hi", 3, "Timeline")).toBe(
      'Diagram 3 (sequenceDiagram) in "Timeline"',
    );
  });
});
