/**
 * The public page's Markdown renderer against hostile input (issue 14, point 9): whatever the
 * author writes, the HTML has no script, no event handler, no dangerous URL, no remote image and
 * only the elements the renderer knows.
 */
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_TEXT } from "@/lib/errors/publishing";
import type { RenderedChunk } from "@/lib/publishing/public-view";
import {
  LINK_REL,
  MAX_RENDER_DEPTH,
  renderSectionMarkdown,
} from "@/server/services/publishing/render/markdown-html";
import { safeLink } from "@/server/services/publishing/render/safe-url";
import { expectLinearGrowth } from "../../helpers/linear-growth";

const ALLOWED_ELEMENTS = new Set(
  [
    "p",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "blockquote",
    "ul",
    "ol",
    "li",
    "input",
    "pre",
    "code",
    "div",
    "span",
    "sup",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "em",
    "strong",
    "del",
    "br",
    "a",
    "figure",
    "img",
  ].map((tag) => tag.toUpperCase()),
);

function render(markdown: string, pictures = false): RenderedChunk[] {
  return renderSectionMarkdown({
    sectionId: "00000000-0000-4000-8000-000000000001",
    sectionTitle: "Hostile",
    anchor: "s-hostile",
    markdown,
    usedIds: new Set(),
    pictureFor: (_index, source) =>
      pictures
        ? { source, svg: "<svg xmlns='http://www.w3.org/2000/svg'/>", width: 10, height: 5 }
        : null,
  });
}

function htmlOf(markdown: string): string {
  return render(markdown)
    .map((chunk) => (chunk.kind === "html" ? chunk.html : ""))
    .join("");
}

/** Parses the HTML the way a browser would and checks everything that could run or load. */
function assertInert(html: string) {
  const window = new Window();
  const container = window.document.createElement("div");
  container.innerHTML = html;
  for (const element of container.querySelectorAll("*")) {
    expect(ALLOWED_ELEMENTS.has(element.tagName), `element <${element.tagName}>`).toBe(true);
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith("on"), `attribute ${attribute.name}`).toBe(false);
      expect(["style", "srcset", "formaction", "xlink:href"]).not.toContain(attribute.name);
    }
    if (element.tagName === "A") {
      const href = element.getAttribute("href") ?? "";
      expect(safeLink(href), `href ${href}`).not.toBeNull();
      expect(href).not.toMatch(/^\s*(javascript|vbscript|data|file):/i);
      if (!href.startsWith("#")) expect(element.getAttribute("rel")).toBe(LINK_REL);
    }
    if (element.tagName === "IMG") {
      expect(element.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    }
    if (element.tagName === "INPUT") {
      expect(element.getAttribute("type")).toBe("checkbox");
      expect(element.hasAttribute("disabled")).toBe(true);
    }
  }
  window.close();
}

/**
 * The corpus's big inputs, made to a size; the work of rendering one (counted by
 * measureTextWork) grows with the size, not with its square, from `size` to 4 × `size`.
 */
const SIZED_CORPUS = {
  hugeTable: {
    make: (rows) =>
      [
        `| ${Array.from({ length: 40 }, (_, i) => `c${i}`).join(" | ")} |`,
        `| ${Array.from({ length: 40 }, () => "---").join(" | ")} |`,
        ...Array.from(
          { length: rows },
          () => `| ${Array.from({ length: 40 }, () => "<b onclick=x>v</b>").join(" | ")} |`,
        ),
      ].join("\n"),
    size: 6,
  },
  deepQuotes: { make: (depth) => `${"> ".repeat(depth)}deep <script>alert(1)</script>`, size: 500 },
  // Line i is indented by 2i: about `characters` characters in √characters lines.
  deepLists: {
    make: (characters) =>
      Array.from(
        { length: Math.round(Math.sqrt(characters)) },
        (_, i) => `${"  ".repeat(i)}- level ${i}`,
      ).join("\n"),
    size: 3_600,
  },
  // A run counts ⌈length / 2⌉ delimiters: runs of 1,000 and 4,000 are both past
  // MARKDOWN_MAX_INLINE_DELIMITERS and read as text. (Shorter runs are kept, at most 256 levels
  // per paragraph: a bounded cost, which a comparison across the limit would read as growth.)
  deepEmphasis: { make: (run) => `${"*".repeat(run)}x${"*".repeat(run)}`, size: 1_000 },
} satisfies Record<string, { make: (size: number) => string; size: number }>;

const HOSTILE_CORPUS: Record<string, string> = {
  rawScript: "<script>alert(1)</script>\n\nText <script>alert(2)</script>",
  imgOnerror: '<img src=x onerror="alert(1)">\n\nInline <img src=x onerror=alert(1)> here',
  svgOnload: "<svg onload=alert(1)><circle/></svg>",
  iframe: '<iframe src="javascript:alert(1)"></iframe>',
  javascriptLink: "[click](javascript:alert(1))",
  javascriptUpper: "[click](JaVaScRiPt:alert(1))",
  javascriptEntity: "[click](&#106;avascript:alert(1))",
  javascriptHexEntity: "[click](&#x6A;avascript&#x3A;alert(1))",
  javascriptNamedColon: "[click](javascript&colon;alert(1))",
  javascriptTab: "[click](java&#9;script:alert(1))",
  javascriptNewlineEntity: "[click](java&#10;script:alert(1))",
  javascriptLeadingControl: "[click](&#1;javascript:alert(1))",
  javascriptPercent: "[click](javascript%3Aalert(1))",
  vbscript: "[click](vbscript:msgbox(1))",
  dataHtml: "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  referenceLink: "[click][x]\n\n[x]: javascript:alert(1)",
  autolinkJavascript: "<javascript:alert(1)>",
  autolinkLiteral: "www.example.com and https://example.com/a?b=<c>",
  imageJavascript: "![x](javascript:alert(1))",
  imageRemote: '![tracker](https://tracker.example/pixel.gif "t")',
  imageReference: "![logo][l]\n\n[l]: https://evil.example/l.png",
  htmlInHeading: '# Title <img src=x onerror=alert(1)> <b onclick="x">bold</b>',
  attributeBreakout: '[x](https://example.com/"onmouseover="alert(1) "a" title")',
  titleBreakout: '[x](https://example.com "x\\" onmouseover=\\"alert(1)")',
  codeLanguage: '```js" onclick="alert(1)\ncode\n```',
  mermaidInjection: "```mermaid\ngraph TD\nA[<img src=x onerror=alert(1)>]\n```",
  htmlComment: "<!-- <script>alert(1)</script> -->",
  footnote: 'Text[^a"onclick=x]\n\n[^a"onclick=x]: <script>alert(1)</script>',
  taskList: "- [x] done <script>\n- [ ] todo",
  styleTag: "<style>body{display:none}</style>",
  formAction: '<form><button formaction="javascript:alert(1)">x</button></form>',
  unicodeHomoglyph: "[x](ｊavascript:alert(1))",
  hugeTable: SIZED_CORPUS.hugeTable.make(120),
  deepQuotes: SIZED_CORPUS.deepQuotes.make(2_000),
  deepLists: SIZED_CORPUS.deepLists.make(120 * 120),
  deepEmphasis: SIZED_CORPUS.deepEmphasis.make(3_000),
};

describe("public Markdown renderer, hostile corpus", () => {
  for (const [name, markdown] of Object.entries(HOSTILE_CORPUS)) {
    // The big inputs take seconds in micromark itself (nested lists are far from linear).
    it(`${name}: renders nothing that runs or loads`, { timeout: 60_000 }, () => {
      const html = htmlOf(markdown);
      assertInert(html);
      expect(/<(script|iframe|style|svg|form|object|embed)/i.test(html)).toBe(false);
    });
  }

  for (const [name, { make, size }] of Object.entries(SIZED_CORPUS)) {
    it(`${name}: renders in linear time`, { timeout: 60_000 }, () => {
      expectLinearGrowth(`rendering ${name}`, make, htmlOf, { size });
    });
  }

  it("shows raw HTML as the text it is written as", () => {
    expect(htmlOf("<script>alert(1)</script>")).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("shows <br> in a table cell, heading or checklist line as a line break, other tags as text", () => {
    const html = htmlOf(
      "| a<br>b |\n| --- |\n| c<br/>d |\n\n# one<br>two\n\n- [ ] x<br>y <b>z</b>",
    );
    expect(html).toContain("a<br>b");
    expect(html).toContain("c<br>d");
    expect(html).toContain("one<br>two");
    expect(html).toContain("x<br>y &lt;b&gt;z&lt;/b&gt;");
  });

  it("drops unsafe link targets but keeps the link text", () => {
    const html = htmlOf("[click me](javascript:alert(1))");
    expect(html).toContain("click me");
    expect(html).not.toContain("<a");
  });

  it("gives safe links the rel attributes, and external ones a new tab", () => {
    const html = htmlOf(
      "[out](https://example.com/x) [in](/about) [top](#s-hostile) [mail](mailto:a@b.example)",
    );
    const window = new Window();
    const container = window.document.createElement("div");
    container.innerHTML = html;
    const links = [...container.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "https://example.com/x",
      "/about",
      "#s-hostile",
      "mailto:a@b.example",
    ]);
    expect(links.map((a) => a.getAttribute("target"))).toEqual(["_blank", null, null, "_blank"]);
    for (const link of links) expect(link.getAttribute("rel")).toBe(LINK_REL);
    window.close();
  });

  it("never loads a Markdown image: a safe address becomes a link, another stays text", () => {
    const html = htmlOf("![the chart](https://cdn.example/c.png) ![bad](javascript:x)");
    expect(html).not.toContain("<img");
    expect(html).toContain(`>${PUBLIC_PAGE_TEXT.imageLink("the chart")}</a>`);
    expect(html).toContain("bad");
  });

  it("shows a subtree nested deeper than the limit as text", () => {
    const html = htmlOf(`${"> ".repeat(MAX_RENDER_DEPTH + 5)}deep text`);
    expect(html).toContain("deep text");
    expect(html.match(/<blockquote>/g)?.length ?? 0).toBeLessThanOrEqual(MAX_RENDER_DEPTH);
  });

  it("gives headings unique ids made of [a-z0-9-] only", () => {
    const html = htmlOf("# Goals\n\n# Goals\n\n# <b>__next_f</b>\n\n# Ünïcode Ça");
    const ids = [...html.matchAll(/ id="([^"]*)"/g)].map((match) => match[1]);
    expect(ids).toEqual([
      "s-hostile-goals",
      "s-hostile-goals-2",
      "s-hostile-b-next-f-b",
      "s-hostile-unicode-ca",
    ]);
  });

  it("shows a pre-drawn diagram as an image with size and alternative text, else a fallback chunk", () => {
    const markdown = "Intro\n\n```mermaid\ngraph TD\n  A-->B\n```\n\nOutro";
    const drawn = render(markdown, true);
    expect(drawn).toHaveLength(1);
    const html = (drawn[0] as { html: string }).html;
    expect(html).toMatch(
      /<img src="data:image\/svg\+xml;charset=utf-8,[^"]+" width="10" height="5" alt="[^"]+"/,
    );
    assertInert(html);
    const fallback = render(markdown, false);
    expect(fallback.map((chunk) => chunk.kind)).toEqual(["html", "diagram", "html"]);
    expect(fallback[1]).toMatchObject({ kind: "diagram", source: "graph TD\n  A-->B" });
  });
});
