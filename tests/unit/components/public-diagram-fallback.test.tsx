// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import path from "node:path";
import type { MermaidConfig } from "mermaid";
import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  PUBLIC_DIAGRAM_RESERVED_HEIGHT,
  PublicDiagramFallback,
} from "@/components/public/public-diagram-fallback";
import type { MermaidLike } from "@/lib/diagrams/renderer";
import { DIAGRAM_ERROR_TEXT } from "@/lib/errors/diagrams";

afterEach(cleanup);

const SVG_NS = "http://www.w3.org/2000/svg";
const SOURCE = "flowchart LR\n  Brief --> Plan";

/** A stand-in for mermaid whose pictures carry a handler (which must never reach the page). */
function fakeMermaid(options: { fail?: boolean } = {}) {
  const configs: MermaidConfig[] = [];
  const mermaid: MermaidLike = {
    initialize: (config) => void configs.push(config),
    async render(id, text) {
      if (options.fail || text === "error") throw new Error("Parse error on line 2");
      return {
        svg: `<svg id="${id}" xmlns="${SVG_NS}" viewBox="0 0 90 40"><g onclick="window.__pwn=1"><text>drawn</text></g></svg>`,
        diagramType: "flowchart-v2",
      };
    },
    parse: () => Promise.resolve({ diagramType: "flowchart-v2" }),
  };
  return { configs, load: () => Promise.resolve(mermaid) };
}

const figure = (container: HTMLElement) => container.querySelector("figure")!;

describe("PublicDiagramFallback", () => {
  it("keeps space and hides the source while drawing, then shows the cleaned picture", async () => {
    const fake = fakeMermaid();
    const { container } = render(
      <PublicDiagramFallback source={SOURCE} theme="neutral" loadMermaid={fake.load} />,
    );
    expect(figure(container).getAttribute("data-public-diagram")).toBe("drawing");
    expect(figure(container).getAttribute("aria-busy")).toBe("true");
    const host = figure(container).firstElementChild as HTMLElement;
    expect(host.style.minHeight).toBe(`${PUBLIC_DIAGRAM_RESERVED_HEIGHT}px`);
    expect(container.textContent).toContain(DIAGRAM_ERROR_TEXT.publicFallback.drawing);
    await waitFor(() => expect(host.querySelector(".mermaid")).not.toBeNull());
    expect((host.querySelector(".mermaid") as HTMLElement).style.visibility).toBe("hidden");

    await waitFor(() =>
      expect(figure(container).getAttribute("data-public-diagram")).toBe("drawn"),
    );
    const svg = container.querySelector("svg")!;
    expect(svg.textContent).toBe("drawn");
    expect(container.innerHTML).not.toContain("onclick");
    expect((container.querySelector(".mermaid") as HTMLElement).style.visibility).toBe("");
    expect(host.style.minHeight).toBe("");
    expect(figure(container).getAttribute("aria-busy")).toBe("false");
    for (const config of fake.configs) {
      expect(config.securityLevel).toBe("strict");
      expect(config.theme).toBe("neutral");
    }
  });

  it("shows the source as a code block when the diagram cannot be drawn", async () => {
    const { container } = render(
      <PublicDiagramFallback source="error" loadMermaid={fakeMermaid().load} />,
    );
    await waitFor(() =>
      expect(figure(container).getAttribute("data-public-diagram")).toBe("failed"),
    );
    expect(container.querySelector("figcaption")?.textContent).toBe(
      DIAGRAM_ERROR_TEXT.publicFallback.notDrawn,
    );
    expect(container.querySelector("pre code")?.textContent).toBe("error");
    expect(container.querySelector("svg")).toBeNull();
  });

  it("shows the source when mermaid cannot be loaded", async () => {
    const { container } = render(
      <PublicDiagramFallback
        source={SOURCE}
        loadMermaid={() => Promise.reject(new Error("chunk failed"))}
      />,
    );
    await waitFor(() =>
      expect(figure(container).getAttribute("data-public-diagram")).toBe("failed"),
    );
    expect(container.querySelector("pre code")?.textContent).toBe(SOURCE);
  });

  it("starts again for a new source, also after a failure", async () => {
    const fake = fakeMermaid();
    const { container, rerender } = render(
      <PublicDiagramFallback source="error" loadMermaid={fake.load} />,
    );
    await waitFor(() =>
      expect(figure(container).getAttribute("data-public-diagram")).toBe("failed"),
    );
    rerender(<PublicDiagramFallback source={SOURCE} loadMermaid={fake.load} />);
    await waitFor(() =>
      expect(figure(container).getAttribute("data-public-diagram")).toBe("drawn"),
    );
  });

  it("loads the renderer (and so mermaid) only when it is mounted", () => {
    const file = readFileSync(
      path.resolve("src/components/public/public-diagram-fallback.tsx"),
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
