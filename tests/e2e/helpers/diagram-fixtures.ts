/**
 * Diagrams for the browser tests. The hostile set tries every way we know for a diagram to run
 * code in the reader's page; each payload calls `__pwn(tag)`, which the test defines and
 * watches, so anything that executes is caught by name.
 */

export const PWN_FUNCTION = "__pwn";

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
];

/** In 'loose' mode this one does run: the control that proves the test can see execution. */
export const CONTROL_DIAGRAM = HOSTILE_DIAGRAMS[0]!;

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
