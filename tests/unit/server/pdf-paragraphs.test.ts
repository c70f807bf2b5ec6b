/**
 * PDF import keeps the structure of the text, not its visual lines: the wrapped lines of a
 * paragraph become one paragraph, real paragraph breaks, lists and headings stay, two columns are
 * read one after the other, and running headers, footers and page numbers are dropped. The
 * fixtures are real PDFs: two written by LibreOffice from .docx, one drawn word by word with
 * pdf-lib like a word processor (see tests/fixtures/import/pdf/make-fixtures.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pdfToMarkdown } from "@/server/services/plans/import/pdf-to-markdown";
import { GENERATED, NEWSLETTER, PROPOSAL } from "../../fixtures/import/pdf/fixture-text";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(process.cwd(), "tests/fixtures/import/pdf", name)));
const markdownOf = async (name: string) => pdfToMarkdown(fixture(name));
const blocks = (...parts: string[]) => parts.join("\n\n");

describe("PDF import: paragraphs, lists and headings", () => {
  it("a LibreOffice business proposal: justified paragraphs, bullet and numbered lists, three heading levels", async () => {
    const p = PROPOSAL;
    expect(await markdownOf("proposal.pdf")).toBe(
      blocks(
        `# ${p.title}`,
        p.intro,
        "## Background",
        ...p.background,
        p.findings.map((item) => `- ${item}`).join("\n"),
        "## Approach",
        p.approach,
        p.phases.map((item, index) => `${index + 1}. ${item}`).join("\n"),
        `### ${p.costsHeading}`,
        ...p.costs,
        `### ${p.risksHeading}`,
        ...p.risks,
        p.closing,
      ),
    );
  });

  it("drops the proposal's running header and its 'Page N of M' footers", async () => {
    const markdown = await markdownOf("proposal.pdf");
    expect(markdown).not.toContain(PROPOSAL.header);
    expect(markdown).not.toMatch(/Page \d/);
  });

  it("a two-column LibreOffice newsletter with first-line indents, across pages", async () => {
    expect(await markdownOf("newsletter.pdf")).toBe(
      blocks(`# ${NEWSLETTER.title}`, ...NEWSLETTER.paragraphs),
    );
  });

  it("a word processor's two justified columns drawn word by word, with words hyphenated at line ends", async () => {
    const g = GENERATED;
    const markdown = await markdownOf("generated.pdf");
    expect(markdown).toBe(
      blocks(
        `# ${g.heading}`,
        ...g.paragraphs,
        `# ${g.listHeading}`,
        g.steps.map((step) => `- ${step}`).join("\n"),
      ),
    );
    // What makes the case: "manage-|ment" and "well-|known" break at line ends in the fixture.
    expect(markdown).toContain("the management of every");
    expect(markdown).toContain("a well-known habit");
    expect(markdown).not.toContain(g.header);
    expect(markdown).not.toMatch(/Page \d/);
  });
});
