// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { contrastRatio, MIN_TEXT_CONTRAST } from "@/lib/color/contrast";
import { parseCssColor } from "@/lib/color/css-color";
import {
  BACKDROP_ATTRIBUTE,
  PAGE_BACKGROUNDS,
  THEME_PANEL_ATTRIBUTE,
  THEME_PANEL_COLORS,
} from "@/lib/diagrams/diagram-theme";
import {
  EXTREME_LABEL_COLORS,
  LABEL_ON_FILL_COLORS,
  applyDiagramColors,
  inlineStyleValue,
  readableLabelColor,
} from "@/lib/diagrams/label-contrast";
import { parseMarkup, parseSanitizedSvg } from "@/lib/diagrams/svg-markup";

const XHTML = "http://www.w3.org/1999/xhtml";

/** A flowchart node as mermaid 11 writes it with HTML labels (`style X …` / `classDef`). */
function htmlNode(id: string, shapeStyle: string, labelStyle = "", classes = "") {
  const spanStyle = labelStyle ? ` style="${labelStyle}"` : "";
  return `<g class="node default ${classes}" id="${id}"><rect class="basic label-container" style="${shapeStyle}" width="90" height="54"></rect><g class="label" style="${labelStyle}"><rect></rect><foreignObject width="30" height="24"><div xmlns="${XHTML}" style="display: table-cell; white-space: nowrap;"><span${spanStyle} class="nodeLabel"><p>${id}</p></span></div></foreignObject></g></g>`;
}

/** The same node with SVG text labels (`htmlLabels: false`, as PNG exports are drawn). */
function svgNode(id: string, shapeStyle: string, textStyle = "") {
  return `<g class="node default" id="${id}"><rect class="basic label-container" style="${shapeStyle}"></rect><g class="label"><g><rect class="background" style="stroke: none"></rect><text y="-10.1" style="${textStyle}"><tspan class="text-outer-tspan row"><tspan class="text-inner-tspan">${id}</tspan></tspan></text></g></g></g>`;
}

/** Mermaid's style sheet is left out: happy-dom's parser drops what follows an SVG `<style>`. */
function picture(nodes: string, attributes = ""): DocumentFragment {
  return parseMarkup(
    `<svg id="d0" xmlns="http://www.w3.org/2000/svg" style="max-width: 400px;"${attributes}><g class="root"><g class="nodes">${nodes}</g></g></svg>`,
  );
}

function htmlColor(fragment: DocumentFragment, id: string) {
  const node = fragment.querySelector(`[id="${id}"]`)!;
  return {
    span: (node.querySelector("span") as HTMLElement).style.getPropertyValue("color"),
    div: (node.querySelector("div") as HTMLElement).style.getPropertyValue("color"),
    priority: (node.querySelector("span") as HTMLElement).style.getPropertyPriority("color"),
  };
}

function ratio(a: string, b: string) {
  return contrastRatio(parseCssColor(a)!, parseCssColor(b)!);
}

describe("labels on author-chosen fills", () => {
  it("gives dark text to light fills (white, pink, light hex, classDef) and light text to dark ones", () => {
    const fragment = picture(
      htmlNode("white", "fill:white !important") +
        htmlNode("pink", "fill:pink !important") +
        htmlNode("lighthex", "fill:#fdd !important", "", "c") +
        htmlNode("darkhex", "fill:#123 !important") +
        htmlNode("named", "fill:navy !important"),
    );
    expect(applyDiagramColors(fragment)).toBe(10);
    for (const [id, fill] of [
      ["white", "white"],
      ["pink", "pink"],
      ["lighthex", "#fdd"],
    ] as const) {
      expect(htmlColor(fragment, id)).toEqual({
        span: LABEL_ON_FILL_COLORS.dark,
        div: LABEL_ON_FILL_COLORS.dark,
        priority: "important",
      });
      expect(ratio(LABEL_ON_FILL_COLORS.dark, fill)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(htmlColor(fragment, "darkhex").span).toBe(LABEL_ON_FILL_COLORS.light);
    expect(htmlColor(fragment, "named").span).toBe(LABEL_ON_FILL_COLORS.light);
  });

  it("keeps the author's text colour when it reads well on the fill, replaces it when it does not", () => {
    const fragment = picture(
      htmlNode("kept", "fill:#000 !important", "color:#fff !important") +
        htmlNode("weak", "fill:white !important", "color:#eee !important"),
    );
    applyDiagramColors(fragment);
    const kept = fragment.querySelector('[id="kept"] span') as HTMLElement;
    expect(parseCssColor(kept.style.getPropertyValue("color"))).toEqual(parseCssColor("#fff"));
    expect(htmlColor(fragment, "weak").span).toBe(LABEL_ON_FILL_COLORS.dark);
  });

  it("colours SVG text labels (and their tspans) through `fill`, as C4 and PNG exports draw them", () => {
    const fragment = picture(
      svgNode("plain", "fill:white !important") +
        svgNode("c4", "fill:white !important;stroke:#073B6F !important", "fill:white !important"),
    );
    applyDiagramColors(fragment);
    for (const id of ["plain", "c4"]) {
      for (const element of fragment.querySelectorAll(`[id="${id}"] text, [id="${id}"] tspan`)) {
        expect((element as SVGElement).style.getPropertyValue("fill")).toBe(
          LABEL_ON_FILL_COLORS.dark,
        );
      }
    }
  });

  it("reads fills from a group (requirement boxes) and keeps the first fill of a node", () => {
    const fragment = parseMarkup(
      `<svg xmlns="http://www.w3.org/2000/svg"><g class="node default" id="r"><g class="basic label-container outer-path" style="fill:white !important"><path fill="white"></path></g><g class="divider" style="fill:black"></g><g class="label"><foreignObject><div xmlns="${XHTML}"><span class="nodeLabel">Requirement</span></div></foreignObject></g></g></svg>`,
    );
    applyDiagramColors(fragment);
    expect((fragment.querySelector("span") as HTMLElement).style.color).toBe(
      LABEL_ON_FILL_COLORS.dark,
    );
  });

  it("leaves nodes without an author fill, transparent fills and unreadable fills alone", () => {
    const fragment = picture(
      htmlNode("palette", "") +
        htmlNode("none", "fill:none") +
        htmlNode("transparent", "fill:transparent !important") +
        htmlNode("gradient", "fill:url(#d0-gradient)"),
    );
    expect(applyDiagramColors(fragment)).toBe(0);
    for (const span of fragment.querySelectorAll("span")) {
      expect((span as HTMLElement).getAttribute("style")).toBeNull();
    }
  });

  it("judges a translucent fill over what is behind the picture", () => {
    const node = htmlNode("glass", "fill:rgba(255, 255, 255, 0.1) !important");
    const onDark = picture(node, ` ${BACKDROP_ATTRIBUTE}="${PAGE_BACKGROUNDS.dark}"`);
    applyDiagramColors(onDark);
    expect(htmlColor(onDark, "glass").span).toBe(LABEL_ON_FILL_COLORS.light);
    const onLight = picture(node, ` ${BACKDROP_ATTRIBUTE}="${PAGE_BACKGROUNDS.light}"`);
    applyDiagramColors(onLight);
    expect(htmlColor(onLight, "glass").span).toBe(LABEL_ON_FILL_COLORS.dark);
  });

  it("only ever writes its own two colours, whatever the author's style says", () => {
    const fragment = picture(
      htmlNode(
        "x",
        "fill:white;background:url(https://evil.example/x) !important",
        "color:expression(alert(1))",
      ),
    );
    const markup = () =>
      Array.from(fragment.childNodes, (node) => (node as Element).outerHTML).join("");
    const occurrences = (text: string, word: string) => text.split(word).length - 1;
    const before = markup();
    applyDiagramColors(fragment);
    const after = markup();
    expect(occurrences(before, "expression")).toBe(2);
    for (const word of ["evil", "expression", "url("]) {
      // Never more (a replaced colour may take the author's value with it).
      expect(occurrences(after, word)).toBeLessThanOrEqual(occurrences(before, word));
    }
    expect((fragment.querySelector("span") as HTMLElement).style.color).toBe(
      LABEL_ON_FILL_COLORS.dark,
    );
  });

  it("walks deeply nested labels and many nodes in one pass", () => {
    const depth = 3_000;
    const nested = "<b>".repeat(depth) + "deep" + "</b>".repeat(depth);
    const many = Array.from({ length: 500 }, (_, index) =>
      htmlNode(`n${index}`, "fill:white !important"),
    ).join("");
    const fragment = picture(many.replace("<p>n0</p>", `<span>${nested}</span>`));
    // Two labels (div and span) per node, plus the extra span around the nested text.
    expect(applyDiagramColors(fragment)).toBe(2 * 500 + 1);
  });

  it("is applied to every cleaned picture (parseSanitizedSvg), after the cleaning", () => {
    const fragment = parseSanitizedSvg(
      `<svg xmlns="http://www.w3.org/2000/svg">${htmlNode("A", "fill:white !important")}<script>alert(1)</script></svg>`,
    );
    expect(fragment.querySelector("script")).toBeNull();
    expect(htmlColor(fragment, "A").span).toBe(LABEL_ON_FILL_COLORS.dark);
  });
});

describe("the theme panel", () => {
  it("paints the panel colour named on the picture, rounded, re-written as hex", () => {
    const fragment = picture("", ` ${THEME_PANEL_ATTRIBUTE}="${THEME_PANEL_COLORS.dark}"`);
    applyDiagramColors(fragment);
    const svg = fragment.querySelector("svg")!;
    expect(parseCssColor(svg.style.getPropertyValue("background-color"))).toEqual(
      parseCssColor(THEME_PANEL_COLORS.dark),
    );
    expect(svg.style.getPropertyValue("border-radius")).toBe("8px");
    expect(svg.style.getPropertyValue("padding")).toBe("8px");
    expect(svg.style.getPropertyValue("max-width")).toBe("400px");
  });

  it("paints nothing for a missing or unreadable panel value", () => {
    for (const attributes of ["", ` ${THEME_PANEL_ATTRIBUTE}="url(https://evil.example/)"`]) {
      const fragment = picture("", attributes);
      applyDiagramColors(fragment);
      expect(fragment.querySelector("svg")!.style.getPropertyValue("background-color")).toBe("");
    }
  });
});

describe("inlineStyleValue", () => {
  it("answers the last declaration of a property without !important", () => {
    const element = parseMarkup(
      '<span style="fill: red; color:#fff !important;fill:#abc"></span>',
    ).firstElementChild!;
    expect(inlineStyleValue(element, "fill")).toBe("#abc");
    expect(inlineStyleValue(element, "color")).toBe("#fff");
    expect(inlineStyleValue(element, "stroke")).toBeNull();
  });
});

describe("readableLabelColor", () => {
  it("reaches WCAG AA on every grey, falling back to black or white on mid-tones", () => {
    for (let level = 0; level <= 255; level += 1) {
      const fill = { r: level, g: level, b: level, a: 1 };
      const color = readableLabelColor(fill);
      expect(contrastRatio(fill, parseCssColor(color)!), `grey ${level}`).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
    expect(readableLabelColor(parseCssColor("#797d7d")!)).toBe(EXTREME_LABEL_COLORS.dark);
    expect(readableLabelColor(parseCssColor("white")!)).toBe(LABEL_ON_FILL_COLORS.dark);
  });
});
