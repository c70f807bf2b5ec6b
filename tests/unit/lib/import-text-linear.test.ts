/**
 * Every text step of an import is linear: adversarial inputs of the largest size a paste may have
 * (IMPORT_PASTE_MAX_LENGTH) are read with work proportional to their length, counted by
 * measureTextWork (characters and elements covered), never by the clock. The old code did
 * quadratic work on "a\n\n" × 40,000, backtracked for minutes over a long run of spaces and
 * overflowed the stack on 250,000 headings.
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
import { measureTextWork } from "../../helpers/text-work";

const MAX = IMPORT_PASTE_MAX_LENGTH;
/**
 * Work allowed per input character. A linear step stays well below it; a quadratic one on these
 * inputs covers hundreds of thousands of characters per character.
 */
const WORK_PER_CHARACTER = 40;

/** `unit` repeated to exactly `length` characters (the last copy cut). */
const fill = (unit: string, length = MAX) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const ADVERSARIAL: Record<string, string> = {
  "short paragraphs (a, blank line)": fill("a\n\n"),
  "spaces, then a list item": `${" ".repeat(MAX - 3)}- a`,
  "many ATX headings": fill("# h\n"),
  "many H2 headings": fill("## h\n"),
  "many setext headings": fill("Title\n=====\n\n"),
  "a heading with a long run of spaces and no closing #": `# a${" ".repeat(MAX - 4)}b`,
  "a heading of unclosed link brackets": `# ${fill("[", MAX - 2)}`,
  "a heading of links without a closing parenthesis": `# ${fill("[a](", MAX - 2)}`,
  "a heading of unclosed tags": `# ${fill("<", MAX - 2)}`,
  "a heading of emphasis marks": `# ${fill("*_", MAX - 2)}`,
  "a heading of spaces before U+2028": `# ${" ".repeat(MAX - 3)}\u2028`,
  "a fence of backticks before U+2028": `${"`".repeat(MAX - 1)}\u2028`,
  "unclosed fences, alternating": fill("```\n~~~~\n"),
  "lone carriage returns": fill("Goals\r\rx\r"),
  "CRLF blank lines": fill("\r\n"),
  "NUL bytes, then a heading": `${"\0".repeat(MAX - 3)}# h`,
  "one very long line of words": fill("word "),
  "numbered short lines": fill("1. Scope\n\n"),
  "capitals lines": fill("GOALS\n\n"),
  "front matter that never closes": `---\n${fill("title: x\n", MAX - 4)}`,
  "tabs and spaces with a closing hash far away": `# a${fill(" \t", MAX - 4)}#`,
};

function expectLinear(name: string, length: number, step: () => unknown) {
  const { work } = measureTextWork(step);
  expect(work.units, `${name}: ${work.units} units for ${length} characters`).toBeLessThanOrEqual(
    WORK_PER_CHARACTER * length,
  );
}

/** The instrumented regular expressions run on V8's slow path: minutes of work, not the clock. */
const SLOW_PATH_TIMEOUT_MS = 120_000;

describe("import text steps are linear on adversarial input of the maximum size", () => {
  for (const [name, text] of Object.entries(ADVERSARIAL)) {
    it(
      name,
      () => {
        expect(text.length).toBe(MAX);
        // The whole paste: plain text (unless it reads as Markdown), then the split into sections.
        expectLinear(`paste: ${name}`, MAX, () => {
          try {
            importPastedText({ text });
          } catch {
            // Text without anything to import is refused; the work done is what counts here.
          }
        });
        // The steps the paste may have skipped, and those other imports share.
        expectLinear(`plain text: ${name}`, MAX, () => plainTextToMarkdown(text));
        expectLinear(`code-aware lines: ${name}`, MAX, () => mapMarkdownLines(text, (l) => l));
        expectLinear(`heading kind: ${name}`, MAX, () => sectionKindFromHeading(text));
      },
      SLOW_PATH_TIMEOUT_MS,
    );
  }

  it("250,000 headings make a plan of the allowed size, not a stack overflow", () => {
    const preview = splitMarkdownIntoSections(fill("# h\n"));
    expect(preview.sections).toHaveLength(MAX_SECTIONS_ON_CREATE);
  });

  it(
    "HTML from a Word file: a long numbered list, a long table, long white space in cells",
    { timeout: SLOW_PATH_TIMEOUT_MS },
    () => {
      const items = 20_000;
      const list = `<ol>${"<li>item</li>".repeat(items)}</ol>`;
      const table = `<table>${"<tr><td>a</td><td>b</td></tr>".repeat(items)}</table>`;
      const cells = `<table><tr><td>${" ".repeat(MAX / 10)}x</td></tr></table>`;
      const nested = `<ul><li><p>${"\n".repeat(MAX / 10)}x</p><p>y</p></li></ul>`;
      for (const [name, html] of Object.entries({ list, table, cells, nested })) {
        const toMarkdown = createHtmlToMarkdown({ demoteHeadings: false });
        expectLinear(`html: ${name}`, html.length, () => toMarkdown(html));
      }
      const markdown = createHtmlToMarkdown({ demoteHeadings: false })(list);
      expect(markdown.split("\n").at(-1)).toBe(`${items}. item`);
    },
  );
});
