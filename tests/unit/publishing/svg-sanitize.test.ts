import { describe, expect, it } from "vitest";
import {
  SVG_SANITIZE_MAX_ATTRIBUTES,
  SVG_SANITIZE_MAX_DEPTH,
  SVG_SANITIZE_MAX_DIMENSION,
  SVG_SANITIZE_MAX_ELEMENTS,
  SVG_SANITIZE_MAX_LENGTH,
  sanitizeDiagramSvg,
} from "@/server/services/publishing/svg-sanitize";
import fixtures from "../../fixtures/publishing/mermaid-svgs.json";
import { expectLinearGrowth } from "../../helpers/linear-growth";

const SVG_NS = "http://www.w3.org/2000/svg";

/** `inner` inside a 10 × 10 picture, cleaned; fails the test when the whole picture is refused. */
function clean(inner: string): string {
  const result = sanitizeDiagramSvg(`<svg xmlns="${SVG_NS}" viewBox="0 0 10 10">${inner}</svg>`);
  expect(result).not.toBeNull();
  return result!.svg;
}

/** What no published picture may contain, whatever went in. */
function expectInert(svg: string): void {
  expect(svg).not.toMatch(
    /<(?:[\w-]+:)?(?:script|iframe|embed|object|image|feimage|img|animate\w*|set|use\s[^>]*href="[^#])/i,
  );
  expect(svg).not.toMatch(/\son[a-z]*\s*=/i);
  expect(svg).not.toMatch(/javascript|vbscript|data:/i);
  expect(svg).not.toMatch(/url\((?!#)/i);
  expect(svg).not.toMatch(/@import|@font-face|image-set|expression\(/i);
  expect(svg).not.toMatch(/href="(?!#)/i);
}

describe("sanitizeDiagramSvg: mermaid's own pictures", () => {
  const count = (svg: string, pattern: RegExp) => {
    const counts = new Map<string, number>();
    for (const match of svg.matchAll(pattern)) {
      counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
    }
    return counts;
  };
  const ELEMENT = /<([a-zA-Z][\w:-]*)/g;
  /** Text between tags outside style sheets, with references decoded, as a reader sees it. */
  const words = (svg: string) =>
    svg
      .replace(/<style>[\s\S]*?<\/style>/g, "")
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;|\u00a0/g, " ")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim();

  it.each(fixtures.map((f) => [`${f.type}${f.htmlLabels ? " (HTML labels)" : ""}`, f.svg]))(
    "%s keeps every element, every label and its size",
    (_name, markup) => {
      const result = sanitizeDiagramSvg(markup)!;
      expect(result).not.toBeNull();
      expect(count(result.svg, ELEMENT)).toEqual(count(markup, ELEMENT));
      expect(words(result.svg)).toBe(words(markup));
      const viewBox = /viewBox="[-\d.e]+ [-\d.e]+ ([\d.e]+) ([\d.e]+)"/.exec(markup)!;
      expect(result.width).toBeCloseTo(Number(viewBox[1]), 1);
      expect(result.height).toBeCloseTo(Number(viewBox[2]), 1);
      expect(result.svg).toMatch(
        new RegExp(
          `^<svg xmlns="${SVG_NS}" xmlns:xlink="[^"]+" width="${result.width}" height="${result.height}"`,
        ),
      );
      // Cleaning what was cleaned changes nothing: the output is in the form the tokenizer reads.
      expect(sanitizeDiagramSvg(result.svg)?.svg).toBe(result.svg);
    },
  );

  it("keeps the style sheet's rules, references to its own markers and HTML labels", () => {
    const html = fixtures.find((f) => f.type === "flowchart" && f.htmlLabels)!;
    const result = sanitizeDiagramSvg(html.svg)!.svg;
    expect(result).toMatch(/<style>[^<]*\.node rect[^<]*<\/style>/);
    expect(result).toMatch(/marker-end="url\(#[^"]+\)"/);
    expect(result).toContain(`<div xmlns="http://www.w3.org/1999/xhtml"`);
    expect(result).toMatch(/<foreignObject[^>]*><div xmlns=/);
  });
});

describe("sanitizeDiagramSvg: hostile markup", () => {
  const HOSTILE: [string, string][] = [
    ["script", "<script>alert(1)</script><text>ok</text>"],
    ["upper-case script", "<SCRIPT>alert(1)</SCRIPT>"],
    ["prefixed script", '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'],
    ["self-closing script", '<script href="//evil.example/x.js"/>'],
    ["script in CDATA", "<script><![CDATA[alert(1)]]></script>"],
    ["handler", '<g onload="alert(1)"><rect onclick="alert(1)" width="1"/></g>'],
    ["handler in odd case", '<rect OnMouseOver="alert(1)" ONLOAD="alert(1)" oNbEgIn="alert(1)"/>'],
    ["unquoted handler", "<rect onload=alert(1) width=1 />"],
    ["single-quoted handler", "<rect onfocus='alert(1)' tabindex='0'/>"],
    ["prefixed handler", '<rect xlink:onload="alert(1)" ev:onclick="alert(1)"/>'],
    ["handler in foreignObject", '<foreignObject><div onclick="alert(1)">x</div></foreignObject>'],
    ["javascript: link", '<a href="javascript:alert(1)"><text>x</text></a>'],
    ["xlink:href javascript", '<a xlink:href="javascript:alert(1)"><text>x</text></a>'],
    ["entity-encoded javascript:", '<a href="&#106;avascript&#58;alert(1)"><text>x</text></a>'],
    ["hex entities", '<a href="&#x6A;&#x61;&#x76;&#x61;script:alert(1)">x</a>'],
    ["tab in the scheme", '<a href="java&#x09;script:alert(1)">x</a>'],
    ["newline in the scheme", '<a href="java\nscript:alert(1)">x</a>'],
    ["upper-case scheme", '<a href="JAVASCRIPT:alert(1)">x</a>'],
    ["vbscript", '<a href="vbscript:msgbox(1)">x</a>'],
    ["data: link", '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>'],
    ["external link", '<a href="https://evil.example/">x</a>'],
    ["protocol-relative link", '<a href="//evil.example/">x</a>'],
    ["use of an external file", '<use href="https://evil.example/sprite.svg#a"/>'],
    ["use of a data: document", '<use xlink:href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#a"/>'],
    ["image", '<image href="https://evil.example/x.png" width="10" height="10"/>'],
    ["image by data:", '<image xlink:href="data:image/png;base64,AAAA"/>'],
    ["feImage", '<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'],
    ["animate", '<a href="#a"><animate attributeName="href" to="javascript:alert(1)"/>x</a>'],
    ["set", '<set attributeName="onmouseover" to="alert(1)"/>'],
    ["animateTransform", '<animateTransform attributeName="transform" type="rotate"/>'],
    ["iframe", '<iframe src="https://evil.example/"></iframe>'],
    ["embed and object", '<embed src="x.swf"/><object data="x.swf"></object>'],
    [
      "foreignObject with HTML that loads or runs",
      '<foreignObject width="9" height="9"><div><iframe src="//evil.example"></iframe>' +
        '<img src="x" onerror="alert(1)"><script>alert(1)</script><style>@import "//evil";</style>' +
        '<a href="javascript:alert(1)">x</a><form action="//evil"><input></form></div></foreignObject>',
    ],
    ["svg inside a label", "<foreignObject><svg><script>alert(1)</script></svg></foreignObject>"],
    ["CSS url() in a style attribute", '<rect style="fill:url(https://evil.example/x)"/>'],
    ["escaped url()", '<rect style="background:\\75 rl(//evil.example/x)"/>'],
    ["escape inside url", '<rect style="background:u\\rl(//evil.example/x)"/>'],
    ["comment inside url", '<rect style="background:ur/**/l(//evil.example/x)"/>'],
    ["entity-encoded url()", '<rect style="background:&#117;rl(//evil.example/x)"/>'],
    ["image-set", '<rect style="background:image-set(&quot;//evil.example/x&quot; 1x)"/>'],
    ["expression", '<rect style="width:expression(alert(1))"/>'],
    ["-moz-binding", '<rect style="-moz-binding:url(//evil.example/x.xml#b)"/>'],
    [
      "presentation attribute url()",
      '<rect fill="url(//evil.example/x#g)" filter="url(https://e/f)"/>',
    ],
    ["@import", "<style>@import url(//evil.example/x.css);</style>"],
    ["@font-face", "<style>@font-face{font-family:x;src:url(//evil.example/f.woff)}</style>"],
    ["url() in a sheet", "<style>.a{background:url(&quot;//evil.example/x&quot;)}</style>"],
    ["escaped @import", "<style>@\\69mport '//evil.example/x.css';</style>"],
    ["CSS in CDATA", "<style><![CDATA[@import url(//evil.example/x.css);]]></style>"],
    ["CDATA hiding a tag", "<text><![CDATA[</text><script>alert(1)</script>]]></text>"],
    ["comment hiding a tag", "<!--<script>alert(1)</script>--><text>x</text>"],
    ["escaped markup stays text", "<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>"],
    [
      "namespace redeclared",
      '<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>',
    ],
    ["xlink prefix redeclared", '<g xmlns:xlink="urn:evil"><a xlink:href="#x">x</a></g>'],
    ["form elements", '<form action="//evil"><input><button formaction="//evil">x</button></form>'],
    ["base and meta", '<base href="//evil.example/"/><meta http-equiv="refresh" content="0"/>'],
    ["link", '<link rel="stylesheet" href="//evil.example/x.css"/>'],
  ];

  it.each(HOSTILE)("%s: nothing that runs or loads is left", (_name, inner) => {
    expectInert(clean(inner));
  });

  const TRICKS = [
    "<style>/*</style><script>alert(1)</script>*/</style>",
    '<rect on&#108;oad="alert(1)"/>',
    "<g/onload=alert(1)>",
    "<g\u0000onload=alert(1)>",
    '<a href=" \u0001javascript:alert(1)">x</a>',
    '<a href="#x" href="javascript:alert(1)">x</a>',
    "<text>&#60;script&#62;alert(1)&#60;/script&#62;</text>",
    '<?xml-stylesheet href="//evil.example/x.css"?><g/>',
    '<rect style="fill:red;background:url(//evil.example/x)"/>',
  ];

  it.each(TRICKS)("%s: refused, or nothing that runs or loads is left", (inner) => {
    const result = sanitizeDiagramSvg(`<svg viewBox="0 0 10 10">${inner}</svg>`);
    if (result !== null) expectInert(result.svg);
  });

  it("keeps what is harmless next to what it drops", () => {
    expect(clean("<script>alert(1)</script><text>ok</text>")).toContain("<text>ok</text>");
    expect(clean('<g onload="alert(1)" class="node"><rect width="1"/></g>')).toContain(
      '<g class="node"><rect width="1"/></g>',
    );
    expect(clean('<a href="javascript:alert(1)"><text>x</text></a>')).toContain(
      "<a><text>x</text></a>",
    );
    expect(clean('<a href="#step-2"><text>x</text></a>')).toContain('<a href="#step-2">');
    expect(clean('<use xlink:href="#icon"/>')).toContain('<use xlink:href="#icon"/>');
    expect(clean('<rect fill="url(#gradient)" marker-end="url(#arrow)"/>')).toContain(
      '<rect fill="url(#gradient)" marker-end="url(#arrow)"/>',
    );
    // css-safety.ts drops the piece that loads and keeps its separator.
    expect(clean("<style>@import url(//evil.example/x.css);.a{fill:red}</style>")).toContain(
      "<style>;.a{fill:red}</style>",
    );
    expect(clean("<text><![CDATA[</text><script>alert(1)</script>]]>label</text>")).toContain(
      "<text>label</text>",
    );
  });

  it("writes every value escaped, whatever the input's quoting and references", () => {
    expect(clean(`<text class='a"b<c>d'>x</text>`)).toContain('class="a&quot;b&lt;c&gt;d"');
    expect(clean("<text>&lt;b&gt; &amp;lt; &foo; a & b &nbsp;</text>")).toContain(
      "<text>&lt;b&gt; &amp;lt; &amp;foo; a &amp; b \u00a0</text>",
    );
    // Characters XML cannot carry would break the picture; they become U+FFFD.
    expect(clean("<text>&#0;&#1;&#xD800;\u0001</text>")).toContain(
      "<text>\ufffd\ufffd\ufffd\ufffd</text>",
    );
    expect(clean("<foreignObject><div><p>a<br>b</p></div></foreignObject>")).toContain(
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><p>a<br/>b</p></div></foreignObject>',
    );
  });

  it("keeps the first of duplicated attributes, as a browser does", () => {
    expect(clean('<rect fill="red" fill="url(//evil.example/x)"/>')).toContain(
      '<rect fill="red"/>',
    );
    expect(clean('<rect fill="url(//evil.example/x)" fill="red"/>')).toContain("<rect/>");
  });

  it("writes its own namespaces, once", () => {
    const svg = sanitizeDiagramSvg(
      '<svg xmlns="urn:evil" xmlns:xlink="urn:evil" viewBox="0 0 1 1"><g/></svg>',
    )!.svg;
    expect(svg.match(/xmlns/g)).toHaveLength(2);
    expect(svg).toContain(`xmlns="${SVG_NS}"`);
    expect(svg).not.toContain("urn:evil");
  });
});

describe("sanitizeDiagramSvg: refused markup", () => {
  const REFUSED: [string, string][] = [
    ["empty", ""],
    ["not markup", "hello"],
    ["HTML root", '<html><svg viewBox="0 0 1 1"></svg></html>'],
    ["another root", '<g viewBox="0 0 1 1"></g>'],
    ["prefixed root", '<svg:svg xmlns:svg="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'],
    ["text before the root", 'x<svg viewBox="0 0 1 1"/>'],
    ["two roots", '<svg viewBox="0 0 1 1"/><svg viewBox="0 0 1 1"/>'],
    ["unclosed element", '<svg viewBox="0 0 1 1"><g>'],
    ["unclosed root", '<svg viewBox="0 0 1 1">'],
    ["mismatched end tag", '<svg viewBox="0 0 1 1"><g></text></svg>'],
    ["unterminated tag", '<svg viewBox="0 0 1 1"><g'],
    ["unterminated value", '<svg viewBox="0 0 1 1"><g class="a></g></svg>'],
    ["unterminated comment", '<svg viewBox="0 0 1 1"><!-- <g></g></svg>'],
    ["unterminated CDATA", '<svg viewBox="0 0 1 1"><text><![CDATA[x</text></svg>'],
    ["DOCTYPE with entities", '<!DOCTYPE svg [<!ENTITY x "y">]><svg viewBox="0 0 1 1"/>'],
    ["attributes without space", '<svg viewBox="0 0 1 1"><g a="1"b="2"/></svg>'],
    ["a bare <", '<svg viewBox="0 0 1 1">a < b</svg>'],
    ["no size", "<svg><g/></svg>"],
    ["a size in per cent", '<svg width="100%" height="100%"><g/></svg>'],
    ["a zero viewBox", '<svg viewBox="0 0 0 0"/>'],
    ["a negative size", '<svg width="-5" height="5"/>'],
    ["a huge size", `<svg viewBox="0 0 ${SVG_SANITIZE_MAX_DIMENSION + 1} 1"/>`],
  ];

  it.each(REFUSED)("%s answers null", (_name, markup) => {
    expect(sanitizeDiagramSvg(markup)).toBeNull();
  });

  it("takes the size from width and height when there is no viewBox", () => {
    expect(sanitizeDiagramSvg('<svg width="120px" height="80"/>')).toMatchObject({
      width: 120,
      height: 80,
    });
    expect(sanitizeDiagramSvg('<?xml version="1.0"?>\n<svg viewBox="0 0 3.5 2"/>\n')).toMatchObject(
      {
        width: 3.5,
        height: 2,
      },
    );
  });
});

describe("sanitizeDiagramSvg: limits", () => {
  const picture = (inner: string) => `<svg viewBox="0 0 1 1">${inner}</svg>`;

  it("refuses 100,000 nested elements without overflowing the stack", () => {
    const depth = 100_000;
    expect(sanitizeDiagramSvg(picture("<g>".repeat(depth) + "</g>".repeat(depth)))).toBeNull();
  });

  it("accepts nesting up to the depth limit and no deeper", () => {
    const nested = (n: number) => picture("<g>".repeat(n) + "</g>".repeat(n));
    expect(sanitizeDiagramSvg(nested(SVG_SANITIZE_MAX_DEPTH - 1))).not.toBeNull();
    expect(sanitizeDiagramSvg(nested(SVG_SANITIZE_MAX_DEPTH))).toBeNull();
  });

  it("accepts up to the element limit and no more", () => {
    // The root counts as one element.
    expect(
      sanitizeDiagramSvg(picture("<g/>".repeat(SVG_SANITIZE_MAX_ELEMENTS - 1))),
    ).not.toBeNull();
    expect(sanitizeDiagramSvg(picture("<g/>".repeat(SVG_SANITIZE_MAX_ELEMENTS)))).toBeNull();
  });

  it("accepts up to the attribute limit per element and refuses huge attribute counts", () => {
    const attributes = (n: number) =>
      Array.from({ length: n }, (_, i) => ` data-a${i}="${i}"`).join("");
    expect(
      sanitizeDiagramSvg(picture(`<g${attributes(SVG_SANITIZE_MAX_ATTRIBUTES)}/>`)),
    ).not.toBeNull();
    expect(
      sanitizeDiagramSvg(picture(`<g${attributes(SVG_SANITIZE_MAX_ATTRIBUTES + 1)}/>`)),
    ).toBeNull();
    expect(sanitizeDiagramSvg(picture(`<g${attributes(100_000)}/>`))).toBeNull();
  });

  it("refuses markup whose escaped form would exceed the limit", () => {
    const quotes = '"'.repeat(SVG_SANITIZE_MAX_LENGTH / 2);
    expect(sanitizeDiagramSvg(picture(`<text>${quotes}</text>`))).toBeNull();
    expect(sanitizeDiagramSvg(picture(`<text>${quotes.slice(0, 1000)}</text>`))).not.toBeNull();
  });

  it("does work linear in the markup: many elements, text to escape", () => {
    const groups = (count: number) =>
      picture('<g class="a"><text x="1">"&lt;a &amp; b</text></g>'.repeat(count));
    expectLinearGrowth("many groups with text", groups, sanitizeDiagramSvg, { size: 1_000 });
    const quotes = (count: number) => picture(`<text>${'"'.repeat(count)}</text>`);
    expectLinearGrowth("quotes to escape", quotes, sanitizeDiagramSvg, { size: 10_000 });
  });

  it("refuses input longer than the publish limit", () => {
    const filler = " ".repeat(SVG_SANITIZE_MAX_LENGTH);
    expect(sanitizeDiagramSvg(picture(filler))).toBeNull();
  });
});
