/**
 * Hostile inline nesting (emphasis, strikethrough, brackets, autolink starts) must not stall or
 * overflow the shared Markdown parse: beyond MARKDOWN_MAX_INLINE_DELIMITERS per paragraph the
 * delimiters are escaped, so the parsed tree holds a bounded number of inline constructs per
 * paragraph (work is measured by what was built, never by time).
 */
import { describe, expect, it } from "vitest";
import {
  limitMarkdownInline,
  MARKDOWN_ESCAPES_PER_CUT,
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
  // Each escape splits the text micromark joins back with a splice of the paragraph's events.
  "the author's escapes": (n) => repeatTo("\\~a b", n),
};

/** The limits as parseMarkdown applies them (micromark's reader: paragraphs are cut). */
const limitForParse = (markdown: string) =>
  limitOpenBrackets(limitMarkdownInline(markdown, { cutEscapes: true }));

/**
 * The limits, then the parse, grow linearly from a sixteenth to a quarter of LENGTH: already far
 * past both limits (MARKDOWN_MAX_INLINE_DELIMITERS, MARKDOWN_MAX_LABEL_SPAN), and cheap to count.
 */
const GROWTH_SIZE = LENGTH / 16;
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
        const limited = limitForParse(markdown);
        expect(limited).not.toBe(markdown);
        const tree = parseMarkdown(markdown) as AnyNode;
        // One paragraph: at most one construct per kept delimiter.
        expect(countInline(tree)).toBeLessThanOrEqual(MARKDOWN_MAX_INLINE_DELIMITERS);
        expectLinearGrowth(`limits of ${name}`, hostile, limitForParse, { size: GROWTH_SIZE });
      },
    );

    // micromark's work shows in the events it pushes and splices, which are counted.
    it(`parses ${name} in linear time`, () => {
      expectLinearGrowth(`parse of ${name}`, hostile, parseMarkdown, { size: GROWTH_SIZE });
    });
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
    expect(limitMarkdownInline(normal, { cutEscapes: true })).toBe(normal);
    expect(limitOpenBrackets(normal)).toBe(normal);
  });

  it("cuts a paragraph past the limit into paragraphs in the same container, text kept", () => {
    const text = repeatTo("*a b ", 8_000);
    for (const [prefix, container] of [
      ["", "root"],
      ["> ", "blockquote"],
      ["- ", "listItem"],
      ["> 1. ", "listItem"],
    ] as const) {
      const tree = parseMarkdown(`${prefix}${text}\n${prefix.replace(/[^>]/g, "")}`) as AnyNode;
      let holder = tree;
      while (holder.type !== container) holder = holder.children![0]!;
      const paragraphs = holder.children!;
      expect(
        paragraphs.every((node) => node.type === "paragraph"),
        prefix,
      ).toBe(true);
      // One `*` in 5 characters; those past the limit are escaped, and cut into groups.
      const escaped = text.length / 5 - MARKDOWN_MAX_INLINE_DELIMITERS;
      expect(paragraphs.length, prefix).toBe(Math.ceil(escaped / MARKDOWN_ESCAPES_PER_CUT));
      expect(textOf(holder).replace(/[*\s]/g, ""), prefix).toBe(text.replace(/[*\s]/g, ""));
    }
  });

  it("cuts after a bounded number of escapes, but not for the editor, nor in a table", () => {
    const hostile = repeatTo("~a b ", 20_000);
    const paragraphs = limitForParse(hostile).split(/\n[ >]*\n/);
    const escapeRuns = (chunk: string) => chunk.match(/(?:\\[!-/:-@[-`{-~])+/g)?.length ?? 0;
    for (const chunk of paragraphs) {
      expect(escapeRuns(chunk)).toBeLessThanOrEqual(
        MARKDOWN_MAX_INLINE_DELIMITERS + MARKDOWN_ESCAPES_PER_CUT,
      );
    }
    // The editor's reader pays for paragraphs, not escapes: it gets the line as it is.
    expect(limitMarkdownInline(hostile).split("\n")).toHaveLength(1);
    const table = `| a | b |\n| --- | --- |\n| ${hostile} | b |\n| ${hostile} | b |`;
    expect(limitForParse(table).split("\n")).toHaveLength(4);
  });
});

function textOf(node: AnyNode & { value?: string }): string {
  if (node.type === "text") return node.value ?? "";
  return (node.children ?? []).map(textOf).join("");
}
