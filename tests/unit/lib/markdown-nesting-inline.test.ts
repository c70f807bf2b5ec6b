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
import { expectLinearGrowth } from "../../helpers/linear-growth";

const LENGTH = 50_000;

const repeatTo = (unit: string, length = LENGTH) => unit.repeat(Math.ceil(length / unit.length));

/** Hostile paragraphs of about a given length. */
const HOSTILE: Record<string, (length: number) => string> = {
  "nested emphasis *_": (n) => `${repeatTo("*_", n / 2)}a${repeatTo("_*", n / 2)}`,
  "open strong **a ": (n) => repeatTo("**a ", n),
  "unmatched *a": (n) => repeatTo("*a ", n),
  "brackets without closers": (n) => `${repeatTo("[", n)}a`,
  "closed brackets": (n) => `${repeatTo("[", n / 2)}a${repeatTo("]", n / 2)}`,
  "nested links": (n) => `${repeatTo("[", n / 5)}a${repeatTo("](b)", (n * 4) / 5)}`,
  "one open bracket before long text": (n) => `[${repeatTo("x b ", n)}`,
  "nested strikethrough": (n) => `${repeatTo("~~a ", n / 2)}${repeatTo("a~~ ", n / 2)}`,
  "autolink starts": (n) => repeatTo("<h:", n),
  "html starts": (n) => repeatTo("<a", n),
};

/**
 * The limits, then the parse, grow linearly from a sixteenth to a quarter of LENGTH: already far
 * past both limits (MARKDOWN_MAX_INLINE_DELIMITERS, MARKDOWN_MAX_LABEL_SPAN), and cheap to count.
 */
const GROWTH_SIZE = LENGTH / 16;
/**
 * Hostile paragraphs that micromark still parses in time growing with the square of their
 * length, after the limits: its text resolver merges adjacent `data` events by splicing the
 * paragraph's event list once per merge (micromark/lib/initialize/text.js, resolveAllText), and
 * the escaped delimiters cut the text into one run of data per delimiter. Expected failures:
 * when a limit or micromark fixes them, their test turns red and moves out of this set.
 */
const SUPERLINEAR_PARSES = new Set(["nested links", "nested strikethrough"]);
/** Parsing LENGTH characters of these takes seconds on a loaded machine. */
const TIMEOUT_MS = 60_000;

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
  for (const [name, hostile] of Object.entries(HOSTILE)) {
    it(
      `parses ${name} (${LENGTH} characters) with bounded inline structure`,
      {
        timeout: TIMEOUT_MS,
      },
      () => {
        const markdown = hostile(LENGTH);
        const limited = limitOpenBrackets(limitMarkdownInline(markdown));
        expect(limited).not.toBe(markdown);
        const tree = parseMarkdown(markdown) as AnyNode;
        // One paragraph: at most one construct per kept delimiter.
        expect(countInline(tree)).toBeLessThanOrEqual(MARKDOWN_MAX_INLINE_DELIMITERS);
        expectLinearGrowth(
          `limits of ${name}`,
          hostile,
          (text) => limitOpenBrackets(limitMarkdownInline(text)),
          { size: GROWTH_SIZE },
        );
      },
    );

    // micromark's work shows in the events it pushes and splices, which are counted.
    const parseGrowth = () =>
      expectLinearGrowth(`parse of ${name}`, hostile, parseMarkdown, { size: GROWTH_SIZE });
    if (SUPERLINEAR_PARSES.has(name)) {
      it.fails(`parses ${name} in linear time (known to grow with the square)`, parseGrowth);
    } else {
      it(`parses ${name} in linear time`, parseGrowth);
    }
  }

  it("limits a paragraph of many short lines, and many list items, in linear time", () => {
    // Each line is looked at a bounded number of times, whatever came before it.
    expectLinearGrowth("lines of one paragraph", (n) => repeatTo("*a\n", n), limitMarkdownInline, {
      size: GROWTH_SIZE,
    });
    expectLinearGrowth("list items", (n) => repeatTo("- *a\n", n), limitMarkdownInline, {
      size: GROWTH_SIZE,
    });
  });

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
