// @vitest-environment happy-dom
/**
 * One table for the one rule set (src/lib/diagrams/svg-rules.ts), run through both sanitisers:
 * the browser's (`stripActiveContent`, for the app and for public pages) and the server's
 * (`sanitizeDiagramSvg`, published pictures, shown on public pages). Each row is markup inside
 * an SVG root and what is left of it on each surface, written once when both surfaces agree; the
 * public column must come out the same from the browser and from the server. The browser's
 * sanitiser cleans the parsed picture; the server's markup is parsed back. Both are read by the
 * same XML parser (rows are well-formed XML, as the server requires) and written out in one
 * canonical form (lower-case names, sorted attributes, no namespace declarations), so a row
 * compares what a browser would hold, not how each serialiser spells it.
 */
import { describe, expect, it } from "vitest";
import { SAFE_LINK_REL } from "@/lib/diagrams/svg-links";
import type { DiagramSurface } from "@/lib/diagrams/svg-rules";
import { stripActiveContent } from "@/lib/diagrams/svg-safety";
import {
  ACTIVE_ELEMENTS,
  PUBLISHED_HTML_ELEMENTS,
  PUBLISHED_SVG_ELEMENTS,
} from "@/lib/diagrams/svg-vocabulary";
import { sanitizeDiagramSvg } from "@/server/services/publishing/svg-sanitize";

const SVG_NS = "http://www.w3.org/2000/svg";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const REL = ` rel="${SAFE_LINK_REL}"`;

/** What is left: canonical markup, or null when the published sanitiser refuses the picture. */
type Left = string | null;
/** One row: name, markup inside `<svg>`, what is left on both surfaces or on each. */
type Row = [name: string, markup: string, left: Left | Record<DiagramSurface, Left>];

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeValue = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/** A node as canonical markup: lower-case names, attributes sorted, no xmlns declarations. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? "");
  if (node.nodeType !== Node.ELEMENT_NODE) return "";
  const element = node as Element;
  const name = element.localName.toLowerCase();
  const attributes = Array.from(element.attributes)
    .filter((a) => a.name !== "xmlns" && !a.name.startsWith("xmlns:"))
    .map((a) => ` ${a.name.toLowerCase()}="${escapeValue(a.value)}"`)
    .sort()
    .join("");
  const children = Array.from(element.childNodes, canonical).join("");
  return `<${name}${attributes}>${children}</${name}>`;
}

/** A picture's root element, parsed as the standalone SVG document it is. */
function parsePicture(markup: string): Element {
  const root = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
  expect(root.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(root.localName).toBe("svg");
  return root;
}

const picture = (inner: string) =>
  `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}" viewBox="0 0 10 10">${inner}</svg>`;
const contentOf = (root: Element) => Array.from(root.childNodes, canonical).join("");

/** The sanitisers, each with the surface it cleans for. */
const SANITISERS: { name: string; surface: DiagramSurface; clean: (inner: string) => Left }[] = [
  {
    name: "the browser's, for the app",
    surface: "app",
    clean(inner) {
      const root = parsePicture(picture(inner));
      stripActiveContent(root, "app");
      return contentOf(root);
    },
  },
  {
    name: "the browser's, for a public page",
    surface: "public",
    clean(inner) {
      const root = parsePicture(picture(inner));
      stripActiveContent(root, "public");
      return contentOf(root);
    },
  },
  {
    name: "the server's, for a published picture",
    surface: "public",
    clean(inner) {
      const result = sanitizeDiagramSvg(picture(inner));
      return result === null ? null : contentOf(parsePicture(result.svg));
    },
  },
];

/** A label: HTML inside a `<foreignObject>`. */
const label = (html: string) =>
  `<foreignObject width="9" height="9"><div xmlns="${XHTML_NS}">${html}</div></foreignObject>`;
const labelLeft = (html: string) =>
  `<foreignobject height="9" width="9"><div>${html}</div></foreignobject>`;

const ELEMENTS: Row[] = [
  ["script", "<script>alert(1)</script><text>ok</text>", "<text>ok</text>"],
  ["upper-case script", "<SCRIPT>alert(1)</SCRIPT><text>ok</text>", "<text>ok</text>"],
  ["self-closing script", '<script href="//evil.example/x.js"/><text>ok</text>', "<text>ok</text>"],
  [
    "SMIL animation (it could rewrite an href later)",
    '<g><set attributeName="class" to="x"/><animate attributeName="href" to="javascript:alert(1)"/>' +
      '<animateTransform attributeName="transform" type="rotate"/><text>x</text></g>',
    "<g><text>x</text></g>",
  ],
  [
    "frames, embedded documents and forms in a label",
    label(
      '<iframe src="//evil.example/"></iframe><object data="x.swf"></object><embed src="x.swf"/>' +
        '<form action="//evil.example/"><input name="q"/><button>go</button></form>ok',
    ),
    labelLeft("ok"),
  ],
  [
    "media in a label",
    label('<video src="https://evil.example/v.mp4"></video><audio src="a.mp3"></audio>ok'),
    labelLeft("ok"),
  ],
  [
    "base, meta and link",
    label(
      '<base href="//evil.example/"/><meta http-equiv="refresh" content="0"/><link rel="stylesheet" href="//evil.example/x.css"/>ok',
    ),
    labelLeft("ok"),
  ],
  [
    "formatting HTML in a label",
    label("<b>bold</b> <em>and</em> <code>code</code>"),
    labelLeft("<b>bold</b> <em>and</em> <code>code</code>"),
  ],
  [
    "HTML that mermaid does not draw (published pictures keep mermaid's vocabulary only)",
    label("<h1>Title</h1>text"),
    { app: labelLeft("<h1>Title</h1>text"), public: labelLeft("text") },
  ],
  [
    "an image from elsewhere in a label",
    label('<img src="https://evil.example/x.png"/>ok'),
    labelLeft("ok"),
  ],
  [
    "an image of the picture's own bytes in a label",
    label('<img src="data:image/png;base64,AAAA"/>ok'),
    {
      app: labelLeft('<img src="data:image/png;base64,AAAA"></img>ok'),
      public: labelLeft("ok"),
    },
  ],
  [
    "an SVG image element",
    '<image href="data:image/png;base64,AAAA" width="1" height="1"/>' +
      '<image href="https://evil.example/x.png" width="2" height="2"/>',
    {
      app:
        '<image height="1" href="data:image/png;base64,AAAA" width="1"></image>' +
        '<image height="2" width="2"></image>',
      public: "",
    },
  ],
  [
    "an SVG document as an image's bytes",
    '<image href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" width="1" height="1"/>',
    { app: '<image height="1" width="1"></image>', public: "" },
  ],
  [
    "feImage",
    '<filter id="f"><feImage href="https://evil.example/x.png"/></filter>',
    { app: '<filter id="f"><feimage></feimage></filter>', public: '<filter id="f"></filter>' },
  ],
  [
    "a style sheet, its title and description",
    "<title>Plan</title><desc>Steps</desc><style>.a{fill:red}</style>",
    "<title>Plan</title><desc>Steps</desc><style>.a{fill:red}</style>",
  ],
];

const ATTRIBUTES: Row[] = [
  [
    "event handlers in any case",
    '<g onload="alert(1)" class="node"><rect OnMouseOver="alert(1)" oNbEgIn="x()" width="1"/></g>',
    '<g class="node"><rect width="1"></rect></g>',
  ],
  [
    "handlers and pings in a label",
    label('<a href="#s" onclick="alert(1)" ping="https://evil.example/p">x</a>'),
    { app: labelLeft(`<a href="#s"${REL}>x</a>`), public: labelLeft('<a href="#s">x</a>') },
  ],
  [
    "attributes that fetch on their own",
    label(
      '<table background="https://evil.example/t.png"><tbody><tr><td background="https://evil.example/d.png">cell</td></tr></tbody></table>',
    ),
    labelLeft("<table><tbody><tr><td>cell</td></tr></tbody></table>"),
  ],
  [
    "inert words: data-* and aria-*",
    '<g data-id="A" aria-label="Step one" class="node"/>',
    '<g aria-label="Step one" class="node" data-id="A"></g>',
  ],
  [
    "a running URL in any attribute",
    '<g class="javascript:alert(1)" id="a"/><g aria-label="livescript:alert(1)" id="b"/>',
    '<g id="a"></g><g id="b"></g>',
  ],
  ["a data: URL in any attribute", '<g aria-label="data:text/html,x" id="a"/>', '<g id="a"></g>'],
  [
    "entity-encoded and split schemes",
    '<a href="&#106;avascript&#58;alert(1)"><text>a</text></a>' +
      '<a href="java&#x09;script:alert(1)"><text>b</text></a>' +
      '<a xlink:href="JAVASCRIPT:alert(1)"><text>c</text></a>',
    "<a><text>a</text></a><a><text>b</text></a><a><text>c</text></a>",
  ],
  [
    "references inside the picture",
    '<use href="#arrow"/><use xlink:href="#icon"/><textPath href="#p">t</textPath>',
    '<use href="#arrow"></use><use xlink:href="#icon"></use><textpath href="#p">t</textpath>',
  ],
  [
    "references to other documents",
    '<use href="https://evil.example/sprite.svg#a"/><use xlink:href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#a"/>',
    "<use></use><use></use>",
  ],
  [
    "a link's target (only where links stay)",
    '<a href="https://example.com" target="opener-window"><text>1</text></a>' +
      '<a href="#s" target="_top"><text>2</text></a><a target="_blank"><text>3</text></a>',
    {
      app:
        `<a href="https://example.com"${REL} target="_blank"><text>1</text></a>` +
        `<a href="#s"${REL} target="_top"><text>2</text></a><a><text>3</text></a>`,
      public: '<a><text>1</text></a><a href="#s"><text>2</text></a><a><text>3</text></a>',
    },
  ],
];

/** [href, kept on the page, kept on a public page] (svg-links.ts: the link rule). */
const LINKS: [string, boolean, boolean][] = [
  ["#step-2", true, true],
  ["https://example.com/plan?q=1", true, false],
  ["http://example.com", true, false],
  ["mailto:team@example.com", true, false],
  ["tel:+441234", true, false],
  ["/plans/1", true, false],
  ["//other.example/", true, false],
  ["javascript:alert(1)", false, false],
  ["JaVaScRiPt:alert(1)", false, false],
  [" \u0001javascript:alert(1)", false, false],
  ["java\tscript:alert(1)", false, false],
  ["java\nscript:alert(1)", false, false],
  ["vbscript:msgbox(1)", false, false],
  ["livescript:alert(1)", false, false],
  ["data:text/html,<script>alert(1)</script>", false, false],
  ["data:image/png;base64,AAAA", false, false],
  ["data:image/svg+xml,<svg onload=alert(1)>", false, false],
  ["file:///etc/passwd", false, false],
  ["blob:https://other.example/x", false, false],
  ["ftp://other.example/x", false, false],
  ["\\\\other.example\\share", false, false],
  ["/\\other.example", false, false],
  // The top of the app: harmless there, and no part of a published picture.
  ["#", true, false],
];

const linkRow = ([href, page, published]: [string, boolean, boolean]): Row => {
  const markup = `<a href="${escapeValue(href)}"><text>x</text></a>`;
  const kept = (withRel: boolean) =>
    `<a href="${escapeValue(href)}"${withRel ? REL : ""}><text>x</text></a>`;
  const dropped = "<a><text>x</text></a>";
  return [
    `link ${JSON.stringify(href)}`,
    markup,
    { app: page ? kept(true) : dropped, public: published ? kept(false) : dropped },
  ];
};

const CSS: Row[] = [
  [
    "references to the picture's own paint and markers",
    '<rect style="fill:url(#grad);stroke:#333" fill="url(#g)" marker-end="url(#arrow)" transform="translate(1, 2)"/>',
    '<rect fill="url(#g)" marker-end="url(#arrow)" style="fill:url(#grad);stroke:#333" transform="translate(1, 2)"></rect>',
  ],
  [
    "url() to elsewhere, plain and obfuscated",
    '<rect id="a" style="fill:url(https://evil.example/x)"/>' +
      '<rect id="b" style="background:\\75 rl(//evil.example/x)"/>' +
      '<rect id="c" style="background:u\\rl(//evil.example/x)"/>' +
      '<rect id="d" style="background:ur/**/l(//evil.example/x)"/>' +
      '<rect id="e" style="BACKGROUND: URL( &quot;https://evil.example/h.png&quot; )"/>',
    '<rect id="a"></rect><rect id="b"></rect><rect id="c"></rect><rect id="d"></rect><rect id="e"></rect>',
  ],
  [
    "presentation attributes that load",
    '<rect id="a" fill="url(//evil.example/x#g)" filter="url(https://evil.example/f)" cursor="url(https://evil.example/c.cur), auto"/>',
    '<rect id="a"></rect>',
  ],
  [
    "image-set and other loading functions",
    '<rect id="a" style="background:image-set(&quot;//evil.example/x&quot; 1x)"/><rect id="b" style="background:cross-fade(url(#a), url(//e/x))"/>',
    '<rect id="a"></rect><rect id="b"></rect>',
  ],
  [
    "CSS that runs script in old browsers",
    '<rect id="a" style="width:expression(alert(1))"/><rect id="b" style="-moz-binding:url(#x)"/><rect id="c" style="behavior:url(#x)"/>',
    '<rect id="a"></rect><rect id="b"></rect><rect id="c"></rect>',
  ],
  [
    "a sheet's loading rules go, its other rules stay",
    "<style>@import url(//evil.example/x.css);.a{fill:red;background:url(//evil.example/n.png);stroke:url(#g)}</style>",
    "<style>;.a{fill:red;;stroke:url(#g)}</style>",
  ],
  [
    "escaped @import and font sources",
    "<style>@\\69mport '//evil.example/x.css';.b{fill:blue}@font-face{font-family:x;src:url(//evil.example/f.woff)}</style>",
    "<style>;.b{fill:blue}{font-family:x;}</style>",
  ],
  [
    "a sheet cut at a separator inside a string: what is left loads nothing",
    '<style>.a{content:"x;y";background:url("//evil.example/;q")}</style>',
    '<style>.a{content:"x;y";;q")}</style>',
  ],
  [
    "a sheet whose loading part cannot be cut out (a comment hides the separator)",
    "<style>.a{background:ur/*;*/l(//evil.example/x)}</style><text>ok</text>",
    "<text>ok</text>",
  ],
  [
    "a sheet that scripts",
    "<style>.a{width:expression(alert(1))}</style><text>ok</text>",
    "<text>ok</text>",
  ],
];

const TEXT: Row[] = [
  [
    "labels that mention schemes stay words",
    "<text>Read about javascript: and data: URLs, url(x) and @import</text>",
    "<text>Read about javascript: and data: URLs, url(x) and @import</text>",
  ],
  [
    "escaped markup stays text",
    "<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>",
    "<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>",
  ],
];

/** What no cleaned picture may hold on any surface, checked apart from the rules' own code. */
function expectInert(left: string, surface: DiagramSurface): void {
  expect(left).not.toMatch(
    /<(?:script|iframe|frame|embed|object|form|input|button|base|meta|link|video|audio|set|animate\w*)[\s>]/,
  );
  expect(left).not.toMatch(/\son[a-z]*="/);
  expect(left).not.toMatch(/="[^"]*(?:javascript|vbscript|livescript):/i);
  // Labels are words: only attribute values and style sheets are read as CSS.
  const css = [...left.matchAll(/="([^"]*)"|<style>([^<]*)<\/style>/g)].map((m) => m[1] ?? m[2]);
  for (const value of css) {
    expect(value).not.toMatch(/url\((?!#)|@import|@font-face|image-set|expression\(|-moz-binding/i);
  }
  expect(left).not.toMatch(
    /\s(?:src|background|poster|srcset|ping|action|data)="(?!data:image\/png)/,
  );
  if (surface === "public") expect(left).not.toMatch(/href="(?!#)/);
}

const TABLE: [string, Row[]][] = [
  ["elements", ELEMENTS],
  ["attributes", ATTRIBUTES],
  ["URL schemes", LINKS.map(linkRow)],
  ["CSS", CSS],
  ["text", TEXT],
];

describe.each(TABLE)("the diagram SVG rules: %s", (_group, rows) => {
  describe.each(SANITISERS)("$name", ({ surface, clean }) => {
    it.each(rows)("%s", (_name, markup, left) => {
      const expected = typeof left === "object" && left !== null ? left[surface] : left;
      const actual = clean(markup);
      expect(actual).toBe(expected);
      if (actual !== null) expectInert(actual, surface);
    });
  });
});

describe("the diagram SVG vocabulary", () => {
  it("admits no active element into a published picture", () => {
    const published = [...PUBLISHED_SVG_ELEMENTS.keys(), ...PUBLISHED_HTML_ELEMENTS];
    expect(published.filter((name) => ACTIVE_ELEMENTS.has(name))).toEqual([]);
  });
});
