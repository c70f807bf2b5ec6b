// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { makeSvgIdsUnique } from "@/lib/diagrams/svg-ids";
import { stripActiveContent } from "@/lib/diagrams/svg-safety";

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";

/**
 * A picture shaped like mermaid's output: ids named after the render id, fixed ids (as sequence
 * diagrams use), markers, gradients, `<use>` and aria references. happy-dom's HTML parser loses
 * everything after an SVG `<style>`, so the style sheet is added through the DOM.
 */
function picture(renderId: string, css: string): SVGSVGElement {
  const host = document.createElement("div");
  host.innerHTML = `<svg id="${renderId}" xmlns="${SVG_NS}" aria-labelledby="chart-title-${renderId} unrelated" aria-roledescription="flowchart">
    <title id="chart-title-${renderId}">Launch plan</title>
    <defs>
      <marker id="arrowhead"><path d="M0,0"></path></marker>
      <linearGradient id="${renderId}-gradient"></linearGradient>
    </defs>
    <g id="${renderId}-flowchart-A-0" class="node">
      <path marker-end="url(#arrowhead)" style="fill: url('#${renderId}-gradient'); stroke: #666666"></path>
      <use href="#arrowhead"></use>
      <use class="xlink"></use>
      <a href="#outside">external reference</a>
    </g>
  </svg>`;
  const svg = host.querySelector("svg")!;
  svg.querySelector("use.xlink")!.setAttributeNS(XLINK_NS, "xlink:href", "#arrowhead");
  const style = document.createElementNS(SVG_NS, "style");
  style.textContent = css;
  svg.prepend(style);
  return svg;
}

const CSS = (id: string) =>
  `#${id}{font-family:inherit;fill:#333;}#${id} .node rect{fill:#666666;stroke:url(#${id}-gradient);}` +
  `@media (prefers-reduced-motion){#${id} .edge{animation:none;}}#arrowhead path{fill:#abc;}` +
  `#unknown-id .x{fill:red;}`;

function ids(root: Element): string[] {
  return [root, ...root.querySelectorAll("[id]")].map((element) => element.id).filter(Boolean);
}

describe("makeSvgIdsUnique", () => {
  it("renames every id, the root's included, with the prefix", () => {
    const svg = picture("mermaid-1-0-abc", CSS("mermaid-1-0-abc"));
    const before = ids(svg);
    const renamed = makeSvgIdsUnique(svg, "p1");
    expect(ids(svg)).toEqual(before.map((id) => `p1-${id}`));
    expect(renamed.get("arrowhead")).toBe("p1-arrowhead");
    expect(svg.id).toBe("p1-mermaid-1-0-abc");
  });

  it("rewrites href, xlink:href, url(#id) and aria id lists, and leaves outside references alone", () => {
    const svg = picture("mermaid-1-0-abc", CSS("mermaid-1-0-abc"));
    makeSvgIdsUnique(svg, "p1");
    const plainUse = svg.querySelector("use:not(.xlink)")!;
    const xlinkUse = svg.querySelector("use.xlink")!;
    expect(plainUse.getAttribute("href")).toBe("#p1-arrowhead");
    expect(xlinkUse.getAttributeNS(XLINK_NS, "href")).toBe("#p1-arrowhead");
    const path = svg.querySelector("g path")!;
    expect(path.getAttribute("marker-end")).toBe("url(#p1-arrowhead)");
    expect(path.getAttribute("style")).toBe(
      "fill: url('#p1-mermaid-1-0-abc-gradient'); stroke: #666666",
    );
    expect(svg.getAttribute("aria-labelledby")).toBe("p1-chart-title-mermaid-1-0-abc unrelated");
    expect(svg.querySelector("a")!.getAttribute("href")).toBe("#outside");
  });

  it("rewrites #id selectors and url(#id) in <style>, but not colours or unknown ids", () => {
    const svg = picture("mermaid-1-0-abc", CSS("mermaid-1-0-abc"));
    // An id that looks like the colour #abc used in a declaration: the colour must stay.
    const lookalike = document.createElementNS(SVG_NS, "g");
    lookalike.id = "abc";
    svg.append(lookalike);
    makeSvgIdsUnique(svg, "p1");
    const css = svg.querySelector("style")!.textContent;
    expect(css).toBe(
      "#p1-mermaid-1-0-abc{font-family:inherit;fill:#333;}" +
        "#p1-mermaid-1-0-abc .node rect{fill:#666666;stroke:url(#p1-mermaid-1-0-abc-gradient);}" +
        "@media (prefers-reduced-motion){#p1-mermaid-1-0-abc .edge{animation:none;}}" +
        "#p1-arrowhead path{fill:#abc;}#unknown-id .x{fill:red;}",
    );
  });

  it("understands escaped identifiers in selectors", () => {
    const svg = picture("mermaid-1-0-abc", "#\\31 23 {fill:red;} #a\\:b{fill:blue;}");
    const group = document.createElementNS(SVG_NS, "g");
    group.id = "123";
    const other = document.createElementNS(SVG_NS, "g");
    other.id = "a:b";
    svg.append(group, other);
    makeSvgIdsUnique(svg, "p1");
    expect(svg.querySelector("style")!.textContent).toBe(
      "#p1-\\31 23 {fill:red;} #p1-a\\:b{fill:blue;}",
    );
    expect(group.id).toBe("p1-123");
  });

  it("gives two identical pictures disjoint ids whose references stay inside each picture", () => {
    const first = picture("mermaid-1-0-abc", CSS("mermaid-1-0-abc"));
    const second = picture("mermaid-1-0-abc", CSS("mermaid-1-0-abc"));
    makeSvgIdsUnique(first, "pa");
    makeSvgIdsUnique(second, "pb");
    const firstIds = new Set(ids(first));
    const secondIds = new Set(ids(second));
    expect([...firstIds].filter((id) => secondIds.has(id))).toEqual([]);
    for (const [svg, own] of [
      [first, firstIds],
      [second, secondIds],
    ] as const) {
      for (const use of svg.querySelectorAll("use")) {
        const target = (use.getAttribute("href") ?? use.getAttributeNS(XLINK_NS, "href"))!;
        expect(own.has(target.slice(1))).toBe(true);
      }
      const marker = /url\(#([^)]+)\)/.exec(
        svg.querySelector("g path")!.getAttribute("marker-end")!,
      );
      expect(own.has(marker![1]!)).toBe(true);
    }
  });

  it("does nothing to a picture without ids", () => {
    const svg = document.createElementNS(SVG_NS, "svg");
    svg.innerHTML = '<path d="M0,0"></path>';
    expect(makeSvgIdsUnique(svg, "p1").size).toBe(0);
    expect(svg.innerHTML).toBe('<path d="M0,0"></path>');
  });
});

describe("stripActiveContent", () => {
  function hostile(): SVGSVGElement {
    const host = document.createElement("div");
    host.innerHTML = `<svg xmlns="${SVG_NS}" onload="alert(1)">
      <a href="javascript:alert(1)"><text>link</text></a>
      <a href=" JaVa&#9;Script:alert(1)"><text>tabbed</text></a>
      <a href="https://example.com/plan"><text>safe link mentioning javascript: in text</text></a>
      <g onclick="alert(1)" ONMOUSEOVER="alert(1)" class="node"><rect style="fill:url(javascript:alert(1))"></rect></g>
      <set attributeName="href" to="javascript:alert(1)"></set>
      <image href="data:text/html;base64,PHNjcmlwdD4="></image>
      <image href="data:image/png;base64,AAAA"></image>
      <foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><b>bold label</b></div></foreignObject>
    </svg>`;
    const svg = host.querySelector("svg")!;
    // Added through the DOM: happy-dom's parser drops everything after an SVG <script>.
    const script = document.createElementNS(SVG_NS, "script");
    script.textContent = "alert(1)";
    svg.append(script);
    return svg;
  }

  it("removes scripts, frames, event attributes and script URLs", () => {
    const svg = hostile();
    const removed = stripActiveContent(svg);
    expect(removed).toBeGreaterThan(0);
    expect(svg.querySelectorAll("script, iframe")).toHaveLength(0);
    for (const element of [svg, ...svg.querySelectorAll("*")]) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.toLowerCase().startsWith("on")).toBe(false);
        expect(attribute.value.replace(/\s/g, "").toLowerCase()).not.toMatch(
          /javascript:|data:text\/html/,
        );
      }
    }
  });

  it("keeps the harmless parts: labels, safe links, images and classes", () => {
    const svg = hostile();
    stripActiveContent(svg);
    expect(svg.textContent).toContain("safe link mentioning javascript: in text");
    expect(svg.querySelector("b")?.textContent).toBe("bold label");
    expect(svg.querySelector('a[href="https://example.com/plan"]')).not.toBeNull();
    expect(svg.querySelector('image[href^="data:image/png"]')).not.toBeNull();
    expect(svg.querySelector("g")!.getAttribute("class")).toBe("node");
    expect(svg.querySelectorAll("a")).toHaveLength(3);
  });

  it("works on a fragment (the inert template the renderer parses into)", () => {
    const template = document.createElement("template");
    template.innerHTML = '<svg><g onclick="alert(1)"></g></svg>';
    expect(stripActiveContent(template.content)).toBe(1);
    expect(template.content.querySelector("g")!.hasAttribute("onclick")).toBe(false);
  });
});
