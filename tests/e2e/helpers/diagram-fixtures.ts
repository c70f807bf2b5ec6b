/**
 * Diagrams for the browser tests. The hostile set tries every way we know for a diagram to run
 * code in the reader's page or to make it fetch from another origin; each script payload calls
 * `__pwn(tag)`, which the test defines and watches, so anything that executes is caught by name,
 * and each loading payload points at EXTERNAL_ORIGIN, which the test routes and records.
 */

export const PWN_FUNCTION = "__pwn";
/** A fake origin that is not the app's: any request to it is a fetch the diagram caused. */
export const EXTERNAL_HOST = "other-origin.example";
const EXT = `//${EXTERNAL_HOST}`;

export interface HostileDiagram {
  name: string;
  source: string;
}

export const HOSTILE_DIAGRAMS: readonly HostileDiagram[] = [
  {
    name: "click callback",
    source: 'flowchart LR\n  A[Start] --> B[Next]\n  click A call __pwn("click-call")',
  },
  {
    name: "javascript: link",
    source: "flowchart LR\n  A[Open] --> B[Done]\n  click A href \"javascript:__pwn('js-href')\"",
  },
  {
    name: "directive that asks for loose security",
    source:
      '%%{init: {"securityLevel": "loose"}}%%\nflowchart LR\n  A[Go] --> B[Stop]\n  click A call __pwn("directive")',
  },
  {
    name: "front matter that asks for loose security",
    source:
      '---\nconfig:\n  securityLevel: loose\n---\nflowchart LR\n  A[Go] --> B[Stop]\n  click A call __pwn("front-matter")',
  },
  {
    name: "HTML label with an onerror image",
    source: "flowchart TD\n  A[\"<img src=x onerror=__pwn('img-onerror')>\"] --> B[Next]",
  },
  {
    name: "HTML label with a script tag",
    source: "flowchart TD\n  A[\"<script>__pwn('script')</script>Plan\"] --> B[Next]",
  },
  {
    name: "HTML label with a javascript: anchor",
    source: "flowchart TD\n  A[\"<a href='javascript:__pwn(`anchor`)'>Read me</a>\"] --> B[Next]",
  },
  {
    name: "HTML label with an inline svg onload",
    source: "flowchart TD\n  A[\"<svg onload=__pwn('svg-onload')></svg>Plan\"] --> B[Next]",
  },
  {
    name: "foreignObject payload",
    source:
      "flowchart TD\n  A[\"<foreignObject><iframe srcdoc='<script>parent.__pwn(`iframe`)</script>'></iframe></foreignObject>\"] --> B[Next]",
  },
  {
    name: "mouse-over handler",
    source: "flowchart TD\n  A[\"<b onmouseover=__pwn('mouseover')>Hover</b>\"] --> B[Next]",
  },
  {
    name: "sequence diagram link",
    source:
      "sequenceDiagram\n  participant A as Client\n  participant B as Studio\n  link A: Evil @ javascript:__pwn('seq-link')\n  A->>B: Brief",
  },
  {
    name: "class diagram callback",
    source: 'classDiagram\n  class Invoice\n  click Invoice call __pwn("class-call")',
  },
  {
    name: "style with a javascript: url",
    source:
      "flowchart LR\n  A[Styled] --> B[Next]\n  style A fill:url(javascript:__pwn('style')),stroke:#333",
  },
  // Written the way an attacker would, against the default ('loose') level too.
  {
    name: "entity-encoded javascript: scheme in a click link",
    source:
      "flowchart LR\n  A[Entity] --> B[Next]\n  click A href \"&#106;ava&#x73;cript&colon;__pwn('entity')\"",
  },
  {
    name: "tab and mixed case inside the scheme",
    source: "flowchart LR\n  A[Tab] --> B[Next]\n  click A href \"JaVa\tScRiPt:__pwn('tab')\"",
  },
  {
    name: "click link with a target",
    source:
      'flowchart LR\n  A[Target] --> B[Next]\n  click A href "javascript:__pwn(\'target\')" _blank\n  click B "javascript:__pwn(\'bare-click\')" "tip"',
  },
  {
    name: "click link to a data: HTML page and a vbscript: link",
    source:
      'flowchart LR\n  A[Data] --> B[VB]\n  click A href "data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd24oJ2RhdGEnKTwvc2NyaXB0Pg==" _self\n  click B href "vbscript:msgbox(1)"',
  },
  {
    name: "linkStyle and classDef that load images",
    source: `flowchart LR\n  A:::c --> B[Next]\n  linkStyle 0 stroke:red,background:url(${EXT}/linkstyle.png)\n  classDef c background-image:url('${EXT}/classdef.png')`,
  },
  {
    name: "directive: loose level, callbacks and its own label sanitiser",
    source: `%%{init: {"securityLevel": "loose", "dompurifyConfig": {"ADD_TAGS": ["img"], "FORBID_TAGS": []}}}%%\nflowchart LR\n  A["<img src=${EXT}/directive.png>Go"] --> B[Stop]\n  click A call __pwn("directive-call")`,
  },
  {
    name: "directive CSS that loads (refused before mermaid measures it)",
    source: `%%{init: {"themeCSS": ".node span{background:u\\72l(${EXT}/themecss.png)}", "fontFamily": "x;background:url(${EXT}/font.png)"}}%%\nflowchart LR\n  A[Go] --> B[Stop]`,
  },
  {
    name: "front matter: loose level and its own label sanitiser",
    source: `---\nconfig:\n  securityLevel: loose\n  dompurifyConfig:\n    ADD_TAGS: [img, script]\n    FORBID_TAGS: []\n---\nflowchart LR\n  A["<img src=${EXT}/front-matter.png>Go"] --> B[Stop]\n  click B href "javascript:__pwn('front-matter-href')"`,
  },
  {
    name: "images in labels: src, srcset, <image>, background",
    source: `flowchart TD\n  A["<img src=${EXT}/img.png>Plan"] --> B["<img srcset='${EXT}/srcset.png 1x'>Next"]\n  B --> C["<svg><image href='${EXT}/svg-image.png'></image><use href='${EXT}/use.svg#x'></use></svg>Svg"]\n  C --> D["<table background='${EXT}/table.png'><tr><td>Cell</td></tr></table>"]\n  D --> E["<video poster='${EXT}/poster.png'></video><input type=image src='${EXT}/input.png'>Media"]`,
  },
  {
    name: "style url() in a label",
    source: `flowchart TD\n  A["<span style='background:url(${EXT}/span.png)'>Styled</span>"] --> B[Next]`,
  },
  {
    name: "<link> style sheet in a label",
    source: `flowchart TD\n  A["<link rel=stylesheet href=${EXT}/link.css>Linked"] --> B["<style>.x{color:red}</style>Styled"]`,
  },
  {
    name: "<style>@import in a label",
    source: `flowchart TD\n  A["<style>@import '${EXT}/import.css';</style>Imported"] --> B[Next]`,
  },
  {
    name: "data: HTML link in a label",
    source:
      "flowchart TD\n  A[\"<a href='data:text/html,<script>parent.__pwn(1)</script>' target='opener'>Data link</a>\"] --> B[Next]",
  },
  {
    name: "markdown string labels with HTML",
    source: `flowchart TD\n  A["\`**Bold** <img src=${EXT}/markdown.png> <a href='javascript:__pwn(2)'>md link</a>\`"] --> B["\`_Next_\`"]`,
  },
  {
    name: "image shape with an external picture",
    source: `flowchart TD\n  A@{ img: "http:${EXT}/shape.png", label: "Shape", pos: "t", h: 60 }`,
  },
  {
    name: "sequence diagram links",
    source:
      'sequenceDiagram\n  participant A as Client\n  participant B as Studio\n  links A: {"Evil": "javascript:__pwn(\'seq-links\')", "Data": "data:text/html,<script>parent.__pwn(3)</script>"}\n  link B: Evil @ JaVaScRiPt:__pwn(\'seq-link-2\')\n  A->>B: Brief',
  },
  {
    name: "class diagram click href",
    source:
      'classDiagram\n  class Invoice\n  class Order\n  click Invoice href "javascript:__pwn(\'class-href\')"\n  click Order call __pwn("class-call-2")',
  },
  {
    name: "gantt click call and href",
    source:
      'gantt\n  dateFormat YYYY-MM-DD\n  section Build\n  Design :t1, 2026-01-01, 3d\n  Launch :t2, after t1, 2d\n  click t1 call __pwn("gantt-call")\n  click t2 href "javascript:__pwn(\'gantt-href\')"',
  },
];

/** A diagram with a safe link that opens a new window (checked for `window.opener`). */
export const NEW_WINDOW_LINK_DIAGRAM = `flowchart LR\n  A[Open the brief] --> B[Next]\n  click A href "http:${EXT}/brief" _blank`;

/** A fence for a section's Markdown. */
export function mermaidFence(source: string): string {
  return "```mermaid\n" + source + "\n```";
}

/** Sources that do not parse, with the 1-based line of the mistake. */
export const INVALID_DIAGRAMS = [
  {
    name: "flowchart with a broken arrow",
    source: "flowchart TD\n  A --> B\n  B --> --> C",
    line: 3,
  },
  { name: "sequence without a message", source: "sequenceDiagram\n  Alice->>", line: 2 },
  { name: "unknown type", source: "notADiagram\n  A --> B", line: undefined },
] as const;
