/**
 * Hostile inline nesting (emphasis, strikethrough, brackets, autolink starts) must not stall or
 * overflow the shared Markdown parse: beyond MARKDOWN_MAX_INLINE_DELIMITERS per paragraph the
 * delimiters are escaped, so the parsed tree holds a bounded number of inline constructs per
 * paragraph (work is measured by what was built, never by time).
 */
import { describe, expect, it } from "vitest";
import {
  limitMarkdownInline,
  MARKDOWN_MAX_INLINE_DELIMITERS,
} from "@/lib/publishing/markdown-inline-limit";
import { limitOpenBrackets } from "@/lib/publishing/markdown-bracket-limit";
import { parseMarkdown } from "@/lib/publishing/mermaid-blocks";

const LENGTH = 50_000;

const repeatTo = (unit: string, length = LENGTH) => unit.repeat(Math.ceil(length / unit.length));

const HOSTILE: Record<string, string> = {
  "nested emphasis *_": `${repeatTo("*_", LENGTH / 2)}a${repeatTo("_*", LENGTH / 2)}`,
  "open strong **a ": repeatTo("**a "),
  "unmatched *a": repeatTo("*a "),
  "brackets without closers": `${repeatTo("[")}a`,
  "closed brackets": `${repeatTo("[", LENGTH / 2)}a${repeatTo("]", LENGTH / 2)}`,
  "nested links": `${repeatTo("[", LENGTH / 5)}a${repeatTo("](b)", (LENGTH * 4) / 5)}`,
  "one open bracket before long text": `[${repeatTo("x b ")}`,
  "nested strikethrough": `${repeatTo("~~a ", LENGTH / 2)}${repeatTo("a~~ ", LENGTH / 2)}`,
  "autolink starts": repeatTo("<h:"),
  "html starts": repeatTo("<a"),
};

const INLINE_CONSTRUCTS = new Set(["emphasis", "strong", "delete", "link", "linkReference"]);

type AnyNode = { type: string; children?: AnyNode[] };

function countInline(tree: AnyNode): number {
  let count = 0;
  const stack = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (INLINE_CONSTRUCTS.has(node.type)) count += 1;
    stack.push(...(node.children ?? []));
  }
  return count;
}

describe("parseMarkdown with hostile inline nesting", () => {
  for (const [name, markdown] of Object.entries(HOSTILE)) {
    it(`parses ${name} (${markdown.length} characters) with bounded inline structure`, () => {
      const limited = limitOpenBrackets(limitMarkdownInline(markdown));
      expect(limited).not.toBe(markdown);
      const tree = parseMarkdown(markdown) as AnyNode;
      // One paragraph: at most one construct per kept delimiter.
      expect(countInline(tree)).toBeLessThanOrEqual(MARKDOWN_MAX_INLINE_DELIMITERS);
    });
  }

  it("does not overflow the stack on 3,000 levels of nested emphasis", () => {
    const markdown = `${"*_".repeat(3000)}a${"_*".repeat(3000)}`;
    expect(() => parseMarkdown(markdown)).not.toThrow();
  });

  it("keeps list bullets, rules and fenced code past the limit as they are", () => {
    const code = ["```", repeatTo("*a ", 2000), "```"].join("\n");
    const list = Array.from({ length: 300 }, (_, i) => `* item *${i}*`).join("\n");
    const markdown = [code, "", "***", "", list].join("\n");
    const limited = limitMarkdownInline(markdown);
    expect(limited.startsWith(code)).toBe(true);
    expect(limited.split("\n").filter((line) => line.startsWith("* item")).length).toBe(300);
    expect(limited).toContain("\n***\n");
  });

  it("counts each list item's text on its own, but not lines that continue a paragraph", () => {
    const items = Array.from({ length: 100 }, () => "- **a** _b_ [c](d)").join("\n");
    expect(limitMarkdownInline(items)).toBe(items);
    const continued = `Text\n${Array.from({ length: 100 }, () => "2. **a** _b_ [c](d)").join("\n")}`;
    expect(limitMarkdownInline(continued)).not.toBe(continued);
  });

  it("leaves a paragraph within the limit unchanged", () => {
    const normal = `${"**bold** _it_ ~~gone~~ [link](https://x.example) <https://y.example> ".repeat(10)}`;
    expect(limitMarkdownInline(normal)).toBe(normal);
    expect(limitOpenBrackets(normal)).toBe(normal);
  });
});
