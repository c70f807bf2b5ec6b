/**
 * Every text step of an import is linear: on adversarial inputs, the work of each step at a
 * sixteenth and at a quarter of the largest paste (IMPORT_PASTE_MAX_LENGTH) grows with the input,
 * never with its square (expectLinearGrowth, work counted by measureTextWork, never by the
 * clock), and stays under WORK_PER_CHARACTER per character. The old code did quadratic work on
 * "a\n\n" × 40,000, backtracked for minutes over a long run of spaces and overflowed the stack on
 * 250,000 headings.
 */
import { describe, expect, it } from "vitest";
import { IMPORT_PASTE_MAX_LENGTH } from "@/lib/plans/import-rules";
import { splitMarkdownIntoSections } from "@/lib/plans/markdown-sections";
import { MAX_SECTIONS_ON_CREATE } from "@/lib/plans/plan-schemas";
import { sectionKindFromHeading } from "@/lib/plans/section-kind-from-heading";
import { createHtmlToMarkdown } from "@/server/services/plans/import/html-to-markdown";
import { importPastedText } from "@/server/services/plans/import/import-document";
import { plainTextToMarkdown } from "@/server/services/plans/import/plain-text-to-markdown";
import { mapMarkdownLines } from "@/server/services/plans/markdown-lines";
import { expectLinearGrowth } from "../../helpers/linear-growth";

const MAX = IMPORT_PASTE_MAX_LENGTH;
/**
 * n of the growth check: n and 4n are a sixteenth and a quarter of the largest paste, large
 * enough for constant costs to vanish, small enough to keep the suite fast.
 */
const SIZE = MAX / 16;
/**
 * Work allowed per input character. A linear step stays below it (a whole paste counts about 150
 * per character: each line is read by several steps); a quadratic one on these inputs covers
 * thousands of characters per character, and is stopped there.
 */
const WORK_PER_CHARACTER = 200;
/** The instrumented regular expressions run on V8's slow path: seconds of work, not the clock. */
const SLOW_PATH_TIMEOUT_MS = 60_000;
const maxWork = (length: number) => WORK_PER_CHARACTER * length;

/** `unit` repeated to exactly `length` characters (the last copy cut). */
const fill = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Adversarial pastes of a given length. */
const ADVERSARIAL: Record<string, (length: number) => string> = {
  "short paragraphs (a, blank line)": (n) => fill("a\n\n", n),
  "spaces, then a list item": (n) => `${" ".repeat(n - 3)}- a`,
  "many ATX headings": (n) => fill("# h\n", n),
  "many H2 headings": (n) => fill("## h\n", n),
  "many setext headings": (n) => fill("Title\n=====\n\n", n),
  "a heading with a long run of spaces and no closing #": (n) => `# a${" ".repeat(n - 4)}b`,
  "a heading of unclosed link brackets": (n) => `# ${fill("[", n - 2)}`,
  "a heading of links without a closing parenthesis": (n) => `# ${fill("[a](", n - 2)}`,
  "a heading of unclosed tags": (n) => `# ${fill("<", n - 2)}`,
  "a heading of emphasis marks": (n) => `# ${fill("*_", n - 2)}`,
  "a heading of spaces before U+2028": (n) => `# ${" ".repeat(n - 3)}\u2028`,
  "a fence of backticks before U+2028": (n) => `${"`".repeat(n - 1)}\u2028`,
  "unclosed fences, alternating": (n) => fill("```\n~~~~\n", n),
  "lone carriage returns": (n) => fill("Goals\r\rx\r", n),
  "CRLF blank lines": (n) => fill("\r\n", n),
  "NUL bytes, then a heading": (n) => `${"\0".repeat(n - 3)}# h`,
  "one very long line of words": (n) => fill("word ", n),
  "numbered short lines": (n) => fill("1. Scope\n\n", n),
  "capitals lines": (n) => fill("GOALS\n\n", n),
  "front matter that never closes": (n) => `---\n${fill("title: x\n", n - 4)}`,
  "tabs and spaces with a closing hash far away": (n) => `# a${fill(" \t", n - 4)}#`,
};

/** The text steps of an import, each as one call on the pasted text. */
const STEPS: Record<string, (text: string) => unknown> = {
  // The whole paste: plain text (unless it reads as Markdown), then the split into sections.
  paste: (text) => {
    try {
      return importPastedText({ text });
    } catch {
      // Text without anything to import is refused; the work done is what counts here.
      return null;
    }
  },
  // The steps the paste may have skipped, and those other imports share.
  "plain text": (text) => plainTextToMarkdown(text),
  "code-aware lines": (text) => mapMarkdownLines(text, (line) => line),
  "heading kind": (text) => sectionKindFromHeading(text),
};

describe("import text steps are linear on adversarial input", () => {
  for (const [name, paste] of Object.entries(ADVERSARIAL)) {
    it(name, { timeout: SLOW_PATH_TIMEOUT_MS }, () => {
      expect(paste(MAX)).toHaveLength(MAX);
      for (const [step, run] of Object.entries(STEPS)) {
        expectLinearGrowth(`${step}: ${name}`, paste, run, { size: SIZE, maxWork });
      }
    });
  }

  it(
    "250,000 headings make a plan of the allowed size, not a stack overflow",
    {
      timeout: SLOW_PATH_TIMEOUT_MS,
    },
    () => {
      const preview = splitMarkdownIntoSections(fill("# h\n", MAX));
      expect(preview.sections).toHaveLength(MAX_SECTIONS_ON_CREATE);
    },
  );

  it(
    "HTML from a Word file: a long numbered list, a long table, long white space in cells",
    {
      timeout: SLOW_PATH_TIMEOUT_MS,
    },
    () => {
      const HTML: Record<string, (n: number) => string> = {
        list: (items) => `<ol>${"<li>item</li>".repeat(items)}</ol>`,
        table: (rows) => `<table>${"<tr><td>a</td><td>b</td></tr>".repeat(rows)}</table>`,
        cells: (spaces) => `<table><tr><td>${" ".repeat(spaces)}x</td></tr></table>`,
        nested: (breaks) => `<ul><li><p>${"\n".repeat(breaks)}x</p><p>y</p></li></ul>`,
      };
      const SIZES = { list: 2_500, table: 2_500, cells: MAX / 40, nested: MAX / 40 };
      for (const [name, html] of Object.entries(HTML)) {
        const toMarkdown = createHtmlToMarkdown({ demoteHeadings: false });
        expectLinearGrowth(`html: ${name}`, html, toMarkdown, {
          size: SIZES[name as keyof typeof SIZES],
          maxWork: (n) => WORK_PER_CHARACTER * html(n).length,
        });
      }
      const items = 4 * SIZES.list;
      const markdown = createHtmlToMarkdown({ demoteHeadings: false })(HTML.list!(items));
      expect(markdown.split("\n").at(-1)).toBe(`${items}. item`);
    },
  );
});
