// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import path from "node:path";
import type { MermaidConfig } from "mermaid";
import { describe, expect, it } from "vitest";
import {
  PUBLISHED_DIAGRAM_FONT,
  drawDiagramsForPublishing,
  type DiagramDrawingProgress,
} from "@/components/publishing/draw-diagrams-for-publishing";
import type { MermaidLike } from "@/lib/diagrams/renderer";
import { PUBLISH_MAX_DIAGRAMS } from "@/lib/publishing/publish-schemas";

const SVG_NS = "http://www.w3.org/2000/svg";
const SECTION_A = "00000000-0000-4000-8000-00000000000a";
const SECTION_B = "00000000-0000-4000-8000-00000000000b";

/**
 * A stand-in for mermaid: "flowchart …" draws a picture naming its first line, "broken" throws
 * as a parse error does, "zenuml" is a type the product does not support, and "errorpicture"
 * answers mermaid's error picture without throwing. Records every configuration and render.
 */
function fakeMermaid() {
  const configs: MermaidConfig[] = [];
  const rendered: string[] = [];
  let loads = 0;
  const mermaid: MermaidLike = {
    initialize: (config) => void configs.push(config),
    async render(id, text) {
      rendered.push(text);
      const first = text.split("\n")[0]!;
      if (first.startsWith("broken")) throw new Error("Parse error on line 1");
      if (first.startsWith("errorpicture")) {
        return {
          svg: `<svg id="${id}" xmlns="${SVG_NS}" viewBox="0 0 9 9"><text>Syntax error in text</text></svg>`,
          diagramType: "flowchart-v2",
        };
      }
      return {
        svg: `<svg id="${id}" xmlns="${SVG_NS}" viewBox="0 0 90 40"><g onclick="x()"><text>${first}</text></g></svg>`,
        diagramType: first.startsWith("zenuml") ? "zenuml" : "flowchart-v2",
      };
    },
    parse: () => Promise.resolve({ diagramType: "flowchart-v2" }),
  };
  return {
    configs,
    rendered,
    loads: () => loads,
    load: () => {
      loads += 1;
      return Promise.resolve(mermaid);
    },
  };
}

const fence = (source: string) => "```mermaid\n" + source + "\n```";

describe("drawDiagramsForPublishing", () => {
  it("draws every block in document order, keyed by section and index, leaving out failures", async () => {
    const fake = fakeMermaid();
    const sections = [
      {
        id: SECTION_A,
        body: [
          fence("flowchart A0"),
          "- item\n\n  " + fence("broken").replaceAll("\n", "\n  "),
          fence("\n\nflowchart A2"),
        ].join("\n\n"),
      },
      {
        id: SECTION_B,
        body: ["Text", fence("zenuml"), fence("errorpicture"), fence("flowchart B2")].join("\n\n"),
      },
    ];
    const drawn = await drawDiagramsForPublishing(sections, {
      theme: null,
      loadMermaid: fake.load,
    });
    expect(drawn.map(({ sectionId, index, source }) => ({ sectionId, index, source }))).toEqual([
      { sectionId: SECTION_A, index: 0, source: "flowchart A0" },
      // The source is the block's text exactly; mermaid got it without the leading blank lines.
      { sectionId: SECTION_A, index: 2, source: "\n\nflowchart A2" },
      { sectionId: SECTION_B, index: 2, source: "flowchart B2" },
    ]);
    expect(fake.rendered).toContain("flowchart A2");
    for (const diagram of drawn) {
      // Through the renderer's cleaning: no handler survives even in the owner's browser.
      expect(diagram.svg).toMatch(/^<svg/);
      expect(diagram.svg).not.toContain("onclick");
      expect(diagram.svg).toContain(diagram.source.trim());
    }
  });

  it("draws at the strict level, in the owner's theme on a light page, with system-font text labels", async () => {
    const fake = fakeMermaid();
    await drawDiagramsForPublishing([{ id: SECTION_A, body: fence("flowchart A") }], {
      theme: "forest",
      loadMermaid: fake.load,
    });
    expect(fake.configs.length).toBeGreaterThan(0);
    for (const config of fake.configs) {
      expect(config.securityLevel).toBe("strict");
      expect(config.theme).toBe("forest");
      expect(config.darkMode).toBe(false);
    }
    // The render itself ran with the publishing variation, then the page's config was restored.
    const during = fake.configs.at(-2)!;
    expect(during.htmlLabels).toBe(false);
    expect(during.flowchart?.htmlLabels).toBe(false);
    expect(during.fontFamily).toBe(PUBLISHED_DIAGRAM_FONT);
    expect(during.themeVariables?.fontFamily).toBe(PUBLISHED_DIAGRAM_FONT);
  });

  it("reports progress after each diagram, drawn or not", async () => {
    const fake = fakeMermaid();
    const progress: DiagramDrawingProgress[] = [];
    await drawDiagramsForPublishing(
      [
        {
          id: SECTION_A,
          body: [fence("flowchart 1"), fence("broken"), fence("flowchart 3")].join("\n\n"),
        },
      ],
      { theme: null, loadMermaid: fake.load, onProgress: (p) => progress.push(p) },
    );
    expect(progress).toEqual([
      { done: 0, total: 3 },
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
  });

  it("does not load mermaid when there is nothing to draw, and skips empty blocks", async () => {
    const fake = fakeMermaid();
    const progress: DiagramDrawingProgress[] = [];
    const drawn = await drawDiagramsForPublishing(
      [{ id: SECTION_A, body: "No diagram.\n\n```js\nx\n```\n\n" + fence("  ") }],
      { theme: null, loadMermaid: fake.load, onProgress: (p) => progress.push(p) },
    );
    expect(drawn).toEqual([]);
    expect(fake.loads()).toBe(0);
    expect(progress).toEqual([{ done: 0, total: 0 }]);
  });

  it("draws no more diagrams than one publish request takes", async () => {
    const fake = fakeMermaid();
    const body = Array.from({ length: PUBLISH_MAX_DIAGRAMS + 5 }, (_, i) =>
      fence(`flowchart ${i}`),
    ).join("\n\n");
    const drawn = await drawDiagramsForPublishing([{ id: SECTION_A, body }], {
      theme: null,
      loadMermaid: fake.load,
    });
    expect(drawn).toHaveLength(PUBLISH_MAX_DIAGRAMS);
    expect(fake.rendered).toHaveLength(PUBLISH_MAX_DIAGRAMS);
  });

  it("stops when aborted and answers what it drew", async () => {
    const fake = fakeMermaid();
    const controller = new AbortController();
    const drawn = await drawDiagramsForPublishing(
      [
        {
          id: SECTION_A,
          body: [fence("flowchart 1"), fence("flowchart 2"), fence("flowchart 3")].join("\n\n"),
        },
      ],
      {
        theme: null,
        loadMermaid: fake.load,
        signal: controller.signal,
        onProgress: ({ done }) => {
          if (done === 1) controller.abort();
        },
      },
    );
    expect(drawn.map((d) => d.index)).toEqual([0]);
  });

  it("loads the renderer (and so mermaid) only when called", () => {
    const file = readFileSync(
      path.resolve("src/components/publishing/draw-diagrams-for-publishing.ts"),
      "utf8",
    );
    const staticImports = [...file.matchAll(/^import (?!type )[^;]*? from "([^"]+)";/gms)].map(
      (m) => m[1],
    );
    expect(staticImports).not.toContain("mermaid");
    expect(staticImports).not.toContain("@/lib/diagrams/renderer");
    expect(file).toContain('import("@/lib/diagrams/renderer")');
  });
});
