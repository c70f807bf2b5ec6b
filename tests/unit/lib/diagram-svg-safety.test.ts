// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { DIAGRAM_STARTERS } from "@/lib/diagrams/starters";
import { cssLoadsResources, normaliseCss, withoutLoadingCss } from "@/lib/diagrams/css-safety";
import {
  LABEL_DOMPURIFY_CONFIG,
  MERMAID_SECURE_KEYS,
  buildMermaidConfig,
} from "@/lib/diagrams/mermaid-config";
import { DIAGRAM_SECURITY_LEVELS } from "@/lib/diagrams/diagram-settings";
import { sourceLoadsResources } from "@/lib/diagrams/source-safety";
import { sanitizeDiagramMarkup } from "@/lib/diagrams/svg-markup";
import { SAFE_LINK_REL, isSafeLinkUrl } from "@/lib/diagrams/svg-links";
import { stripActiveContent } from "@/lib/diagrams/svg-safety";
import { expectLinearGrowth } from "../../helpers/linear-growth";

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** A cleaned picture holding `inner` (markup inside an SVG root). */
function cleaned(inner: string): SVGSVGElement {
  const template = document.createElement("template");
  template.innerHTML = `<svg xmlns="${SVG_NS}">${inner}</svg>`;
  stripActiveContent(template.content);
  const host = document.createElement("div");
  host.append(template.content);
  return host.querySelector("svg")!;
}

function link(href: string, attribute = "href"): Element | null {
  const svg = document.createElementNS(SVG_NS, "svg");
  const anchor = document.createElementNS(SVG_NS, "a");
  if (attribute === "xlink:href") anchor.setAttributeNS(XLINK_NS, "xlink:href", href);
  else anchor.setAttribute(attribute, href);
  anchor.append(document.createElementNS(SVG_NS, "text"));
  svg.append(anchor);
  stripActiveContent(svg);
  return svg.querySelector("a");
}

function hrefOf(element: Element | null): string | null {
  return element?.getAttribute("href") ?? element?.getAttributeNS(XLINK_NS, "href") ?? null;
}

describe("stripActiveContent: links", () => {
  const SCRIPT_LINKS = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " \u0001javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\u0000script:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "DATA:text/html;base64,PHNjcmlwdD4=",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "data:image/png;base64,AAAA",
    "livescript:alert(1)",
    "file:///etc/passwd",
    "blob:https://other.example/x",
    "\\\\other.example\\share",
  ];

  for (const href of SCRIPT_LINKS) {
    for (const attribute of ["href", "xlink:href"]) {
      it(`drops ${attribute}=${JSON.stringify(href)}`, () => {
        expect(hrefOf(link(href, attribute))).toBeNull();
      });
    }
  }

  it("drops entity-encoded schemes (the parser decodes them before the check)", () => {
    const svg = cleaned(
      '<a href="&#106;avascript:alert(1)"><text>a</text></a>' +
        '<a href="&#x6A;&#x61;vascript&colon;alert(1)"><text>b</text></a>' +
        '<a href="java&#9;script:alert(1)"><text>c</text></a>' +
        '<a href="&#0000106avascript:alert(1)"><text>d</text></a>',
    );
    for (const anchor of svg.querySelectorAll("a")) expect(hrefOf(anchor)).toBeNull();
    expect(svg.querySelectorAll("a")).toHaveLength(4);
  });

  it("keeps http(s), mailto, tel and relative links, with rel=noopener noreferrer", () => {
    for (const href of [
      "https://example.com/plan",
      "http://example.com",
      "mailto:team@example.com",
      "tel:+441234",
      "/plans/1",
      "#section",
    ]) {
      const anchor = link(href);
      expect(hrefOf(anchor), href).toBe(href);
      expect(anchor?.getAttribute("rel")).toBe(SAFE_LINK_REL);
    }
    expect(isSafeLinkUrl("https://example.com")).toBe(true);
    expect(isSafeLinkUrl(" javascript:x")).toBe(false);
  });

  it("keeps _blank/_self/_top/_parent targets and turns a named target into _blank", () => {
    const svg = cleaned(
      '<a href="https://a.example" target="_blank"><text>1</text></a>' +
        '<a href="https://a.example" target="_self"><text>2</text></a>' +
        '<a href="https://a.example" target="opener-window"><text>3</text></a>' +
        '<a href="javascript:x" target="_blank"><text>4</text></a>',
    );
    const targets = Array.from(svg.querySelectorAll("a"), (a) => a.getAttribute("target"));
    expect(targets).toEqual(["_blank", "_self", "_blank", null]);
    expect(svg.querySelectorAll(`a[rel="${SAFE_LINK_REL}"]`)).toHaveLength(3);
  });

  it("secures HTML links inside labels too, and drops ping", () => {
    const svg = cleaned(
      `<foreignObject><div xmlns="${XHTML_NS}"><a href="https://a.example" target="_blank" ping="https://other.example/p">x</a></div></foreignObject>`,
    );
    const anchor = svg.querySelector("a")!;
    expect(anchor.getAttribute("rel")).toBe(SAFE_LINK_REL);
    expect(anchor.hasAttribute("ping")).toBe(false);
  });
});

describe("stripActiveContent: code", () => {
  it("removes every on* attribute, whatever its case or element", () => {
    const svg = cleaned(
      '<g onclick="x()" ONMOUSEOVER="x()" class="node"><rect onbegin="x()"></rect></g>' +
        `<foreignObject><div xmlns="${XHTML_NS}"><b onmouseover="x()">Hover</b></div></foreignObject>`,
    );
    svg.setAttribute("onload", "x()");
    stripActiveContent(svg);
    for (const element of [svg, ...svg.querySelectorAll("*")]) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.toLowerCase().startsWith("on")).toBe(false);
      }
    }
    expect(svg.querySelector("g")!.getAttribute("class")).toBe("node");
    expect(svg.querySelector("b")!.textContent).toBe("Hover");
  });

  it("removes scripts, frames, embedded documents, forms and SMIL animations", () => {
    const svg = document.createElementNS(SVG_NS, "svg");
    for (const tag of [
      "script",
      "set",
      "animate",
      "animateMotion",
      "animateTransform",
      "discard",
    ]) {
      svg.append(document.createElementNS(SVG_NS, tag));
    }
    const fo = document.createElementNS(SVG_NS, "foreignObject");
    for (const tag of [
      "iframe",
      "object",
      "embed",
      "form",
      "input",
      "button",
      "meta",
      "base",
      "link",
      "noscript",
    ]) {
      fo.append(document.createElementNS(XHTML_NS, tag));
    }
    svg.append(fo);
    stripActiveContent(svg);
    expect(svg.querySelectorAll("*")).toHaveLength(1);
    expect(svg.firstElementChild?.localName).toBe("foreignObject");
  });

  it("keeps labels that merely mention javascript: as text", () => {
    const svg = cleaned("<text>Read about javascript: and data: URLs</text>");
    expect(svg.textContent).toContain("javascript: and data: URLs");
  });
});

describe("stripActiveContent: nothing loads from elsewhere", () => {
  it("drops images, media and sources that point anywhere but the picture itself", () => {
    const svg = cleaned(
      `<foreignObject><div xmlns="${XHTML_NS}">` +
        '<img src="//other.example/a.png"><img src="https://other.example/b.png">' +
        '<img srcset="https://other.example/c.png 1x" src="data:image/png;base64,AAAA">' +
        '<img src="data:image/svg+xml,<svg></svg>">' +
        '<video poster="https://other.example/p.png"></video><audio src="https://other.example/a.mp3"></audio>' +
        '<table background="https://other.example/t.png"><tr><td background="https://other.example/d.png">cell</td></tr></table>' +
        "</div></foreignObject>",
    );
    const images = svg.querySelectorAll("img");
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute("src")).toBe("data:image/png;base64,AAAA");
    expect(images[0]!.hasAttribute("srcset")).toBe(false);
    expect(svg.querySelectorAll("video, audio")).toHaveLength(0);
    expect(svg.querySelectorAll("[background]")).toHaveLength(0);
    expect(svg.textContent).toContain("cell");
  });

  it("keeps in-picture references and drops external ones on SVG elements", () => {
    const svg = document.createElementNS(SVG_NS, "svg");
    const add = (tag: string, name: string, value: string) => {
      const element = document.createElementNS(SVG_NS, tag);
      if (name.startsWith("xlink:")) element.setAttributeNS(XLINK_NS, name, value);
      else element.setAttribute(name, value);
      svg.append(element);
      return element;
    };
    const inner = add("use", "href", "#arrowhead");
    const innerXlink = add("use", "xlink:href", "#arrowhead");
    const outer = add("use", "href", "https://other.example/sprite.svg#icon");
    const image = add("image", "href", "//other.example/i.png");
    const imageXlink = add("image", "xlink:href", "https://other.example/i.png");
    const dataImage = add("image", "href", "data:image/png;base64,AAAA");
    const feImage = add("feImage", "href", "https://other.example/f.png");
    const textPath = add("textPath", "href", "https://other.example/p.svg#p");
    stripActiveContent(svg);
    expect(hrefOf(inner)).toBe("#arrowhead");
    expect(hrefOf(innerXlink)).toBe("#arrowhead");
    expect(hrefOf(dataImage)).toBe("data:image/png;base64,AAAA");
    for (const element of [outer, image, imageXlink, feImage, textPath]) {
      expect(hrefOf(element)).toBeNull();
    }
  });

  it("drops style and presentation attributes whose CSS would fetch, keeps url(#id)", () => {
    const svg = cleaned(
      '<rect id="a" style="fill:url(#grad);stroke:#333"></rect>' +
        '<rect id="b" style="background:url(//other.example/b.png)"></rect>' +
        '<rect id="c" style="background:u\\72 l(//other.example/c.png)"></rect>' +
        '<rect id="d" style="background-image:image-set(\'//other.example/d.png\' 1x)"></rect>' +
        '<rect id="e" fill="url(https://other.example/p.svg#paint)"></rect>' +
        '<rect id="f" fill="url(#paint)" marker-end="url(#arrowhead)"></rect>' +
        '<rect id="g" filter="url(//other.example/f.svg#f)" cursor="url(https://other.example/c.cur), auto"></rect>' +
        '<rect id="h" style="BACKGROUND: URL( &quot;https://other.example/h.png&quot; )"></rect>',
    );
    const attributes = (id: string) =>
      Array.from(svg.querySelector(`#${id}`)!.attributes, (attribute) => attribute.name).sort();
    expect(svg.querySelector("#a")!.getAttribute("style")).toBe("fill:url(#grad);stroke:#333");
    for (const id of ["b", "c", "d", "e", "h"]) expect(attributes(id), id).toEqual(["id"]);
    expect(attributes("f")).toEqual(["fill", "id", "marker-end"]);
    expect(attributes("g")).toEqual(["id"]);
  });

  it("cleans style sheets: loading rules and declarations go, the rest stays", () => {
    const svg = document.createElementNS(SVG_NS, "svg");
    const style = document.createElementNS(SVG_NS, "style");
    style.textContent =
      '@import url("//other.example/a.css");@import "https://other.example/b.css";' +
      "#m .node rect{fill:#666;background:url(//other.example/n.png);stroke:url(#grad)}" +
      "@font-face{font-family:x;src:url(https://other.example/f.woff)}" +
      "#m .label{color:red;background-image:-webkit-image-set('//other.example/i.png' 1x)}";
    svg.append(style);
    stripActiveContent(svg);
    const css = svg.querySelector("style")!.textContent!;
    expect(cssLoadsResources(css)).toBe(false);
    expect(css).not.toContain("other.example");
    expect(css).toContain("fill:#666");
    expect(css).toContain("stroke:url(#grad)");
    expect(css).toContain("color:red");
  });

  it("removes a style sheet whose loading part cannot be cut out", () => {
    const svg = document.createElementNS(SVG_NS, "svg");
    const style = document.createElementNS(SVG_NS, "style");
    style.textContent = '.a{content:"x;y";background:url("//other.example/;q")}';
    svg.append(style);
    stripActiveContent(svg);
    const left = svg.querySelector("style")?.textContent ?? "";
    expect(cssLoadsResources(left)).toBe(false);
    expect(left).not.toContain("other.example");
  });
});

describe("sanitizeDiagramMarkup", () => {
  it("answers clean markup from hostile markup", () => {
    const markup = sanitizeDiagramMarkup(
      `<svg xmlns="${SVG_NS}"><a href="javascript:alert(1)"><text>x</text></a>` +
        `<foreignObject><div xmlns="${XHTML_NS}"><img src="https://other.example/x.png" onerror="alert(1)"><b>ok</b></div></foreignObject></svg>`,
    );
    expect(markup).not.toMatch(/javascript:|onerror|other\.example|<img/);
    expect(markup).toContain("<b>ok</b>");
  });
});

describe("css-safety", () => {
  it("reads CSS the way the tokenizer would, and errs towards loading", () => {
    expect(normaliseCss("U\\52 L( x )")).toBe("url(x)");
    expect(normaliseCss("u/* */rl(x)")).toBe("url(x)");
    expect(cssLoadsResources("background:\\75 \\72 \\6c (//x)")).toBe(true);
    expect(cssLoadsResources("fill: url( '#grad' )")).toBe(false);
    expect(cssLoadsResources("fill:#666666;stroke-width:2px")).toBe(false);
    expect(withoutLoadingCss("a{fill:red}")).toBe("a{fill:red}");
  });
});

describe("source-safety: sources that would fetch while mermaid measures them", () => {
  const FETCHING_SOURCES = [
    "flowchart LR\n  A --> B\n  style A background:url(//other.example/a.png)",
    "flowchart LR\n  A:::c --> B\n  classDef c background-image:url('https://other.example/c.png')",
    "flowchart LR\n  A --> B\n  linkStyle 0 stroke:url(https://other.example/p.svg#p)",
    "flowchart LR\n  A --> B\n  style A background:u\\72 l(//other.example/a.png)",
    "flowchart LR\n  A --> B\n  style A background:url&#40;//other.example/a.png)",
    "flowchart LR\n  A --> B\n  style A background:url#40;//other.example/a.png)",
    "flowchart LR\n  A --> B\n  style A background-image:image-set('//other.example/a.png' 1x)",
    '%%{init: {"themeCSS": ".node span{background:\\u0075rl(//other.example/t.png)}"}}%%\nflowchart LR\n  A --> B',
    '%%{init: {"fontFamily": "x;background:url(//other.example/f.png)"}}%%\nflowchart LR\n  A --> B',
    '---\nconfig:\n  themeVariables:\n    primaryColor: "red;background:\\x75rl(//other.example/y.png)"\n---\nflowchart LR\n  A --> B',
    '%%{init: {"themeCSS": "@import \\"//other.example/i.css\\";"}}%%\nflowchart LR\n  A --> B',
    'flowchart LR\n  A@{ img: "https://other.example/shape.png", label: "x", pos: "t", h: 60 }',
  ];
  for (const source of FETCHING_SOURCES) {
    it(`refuses ${JSON.stringify(source.slice(-60))}`, () => {
      expect(sourceLoadsResources(source)).toBe(true);
    });
  }

  it("accepts every starter and ordinary labels", () => {
    for (const starter of DIAGRAM_STARTERS) {
      expect(sourceLoadsResources(starter.source), starter.type).toBe(false);
    }
    expect(
      sourceLoadsResources(
        'flowchart LR\n  A["Upload image(s)"] --> B[Review url list]\n  style A fill:#f9f,stroke:#333',
      ),
    ).toBe(false);
  });

  it("stays linear on many unclosed @{ openings", () => {
    // One regular expression does the work: its backtracking is timed, it cannot be counted.
    const openings = (count: number) => "flowchart LR\n" + "A@{ label: x ".repeat(count);
    expect(sourceLoadsResources(openings(4_000))).toBe(false);
    expectLinearGrowth("unclosed @{ openings", openings, sourceLoadsResources, {
      size: 1_000,
      measure: "cpu-time",
    });
  });
});

describe("mermaid configuration", () => {
  for (const securityLevel of DIAGRAM_SECURITY_LEVELS) {
    it(`at ${securityLevel} keeps the label sanitiser and the CSS out of a diagram's reach`, () => {
      const config = buildMermaidConfig({ theme: "base", securityLevel, darkMode: false });
      expect(config.securityLevel).toBe(securityLevel);
      expect(config.secure).toEqual(MERMAID_SECURE_KEYS);
      for (const key of ["securityLevel", "dompurifyConfig", "themeCSS", "secure"]) {
        expect(config.secure).toContain(key);
      }
      expect(config.dompurifyConfig).toBe(LABEL_DOMPURIFY_CONFIG);
    });
  }

  it("the label sanitiser forbids everything that loads", () => {
    for (const tag of [
      "img",
      "image",
      "use",
      "feimage",
      "link",
      "style",
      "video",
      "audio",
      "source",
      "picture",
    ]) {
      expect(LABEL_DOMPURIFY_CONFIG.FORBID_TAGS).toContain(tag);
    }
    for (const attribute of ["style", "src", "srcset", "background", "poster"]) {
      expect(LABEL_DOMPURIFY_CONFIG.FORBID_ATTR).toContain(attribute);
    }
  });
});
