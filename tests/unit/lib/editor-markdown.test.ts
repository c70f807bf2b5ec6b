import { describe, expect, it } from "vitest";
import { roundTripSectionMarkdown, sectionMarkdownManager } from "@/lib/plans/editor-markdown";

const MERMAID = [
  "flowchart TD",
  "  A[Kick-off] --> B{Budget approved?}",
  '  B -->|yes| C["Build & test <br/> phase"]',
  "  B -- no --> D[(Stop)]",
  "  %% a comment with *stars* and _underscores_",
  "",
  "  C --> E>Launch]",
].join("\n");

/** A section using every element the editor offers. */
const SAMPLE = `# Project heading

## Second level

### Third level

A paragraph with **bold**, *italic*, ~~struck~~ and \`inline code\`, plus a [link](https://example.com/docs).

- first bullet
- second bullet
  - nested bullet

1. first step
2. second step

- [ ] open task
- [x] finished task

| Phase | Weeks |
| --- | --- |
| Design | 2 |
| Build | 6 |

\`\`\`ts
export const total = 2 + 6;
\`\`\`

\`\`\`mermaid
${MERMAID}
\`\`\`

> A quote from the client.
`;

/** The content of every fenced block with `lang`, exactly as written. */
function fencedBlocks(markdown: string, lang: string): string[] {
  const fence = new RegExp("^```" + lang + "\\n([\\s\\S]*?)^```$", "gm");
  return [...markdown.matchAll(fence)].map((match) => match[1]!);
}

describe("section Markdown round-trip (Markdown → editor → Markdown)", () => {
  const once = roundTripSectionMarkdown(SAMPLE);

  it("keeps the mermaid block byte for byte", () => {
    expect(fencedBlocks(once, "mermaid")).toEqual([`${MERMAID}\n`]);
  });

  it("keeps headings, inline marks and links", () => {
    expect(once).toContain("# Project heading");
    expect(once).toContain("## Second level");
    expect(once).toContain("### Third level");
    expect(once).toContain(
      "A paragraph with **bold**, *italic*, ~~struck~~ and `inline code`, plus a [link](https://example.com/docs).",
    );
  });

  it("keeps bullet, nested, ordered and task lists", () => {
    expect(once).toContain("- first bullet\n- second bullet\n  - nested bullet");
    expect(once).toContain("1. first step\n2. second step");
    expect(once).toContain("- [ ] open task\n- [x] finished task");
  });

  it("keeps tables, code blocks with their language and quotes", () => {
    expect(once).toMatch(
      /\| Phase\s+\| Weeks \|\n\| -+ \| -+ \|\n\| Design \| 2\s+\|\n\| Build\s+\| 6\s+\|/,
    );
    expect(fencedBlocks(once, "ts")).toEqual(["export const total = 2 + 6;\n"]);
    expect(once).toContain("> A quote from the client.");
  });

  it("is stable: a second round-trip changes nothing", () => {
    expect(roundTripSectionMarkdown(once)).toBe(once);
  });

  it("parses each element into its own node type", () => {
    const doc = sectionMarkdownManager().parse(SAMPLE);
    const types = new Set<string>();
    const walk = (node: { type?: string; content?: unknown[] }) => {
      if (node.type) types.add(node.type);
      (node.content as (typeof node)[] | undefined)?.forEach(walk);
    };
    walk(doc);
    for (const type of [
      "heading",
      "bulletList",
      "orderedList",
      "taskList",
      "taskItem",
      "table",
      "tableHeader",
      "tableCell",
      "codeBlock",
      "blockquote",
    ]) {
      expect(types, type).toContain(type);
    }
  });

  it("keeps an empty section empty", () => {
    expect(roundTripSectionMarkdown("").trim()).toBe("");
  });
});
