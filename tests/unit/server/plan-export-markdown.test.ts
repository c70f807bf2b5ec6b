import { describe, expect, it } from "vitest";
import { sectionMarkdownManager } from "@/lib/plans/editor-markdown";
import { cleanExportMarkdown } from "@/server/services/plans/export/markdown-cleanup";
import { planToMarkdown } from "@/server/services/plans/export-markdown";

type Json = { type: string; attrs?: Record<string, unknown>; content?: Json[]; text?: string };

const text = (value: string): Json => ({ type: "text", text: value });
const paragraph = (...content: Json[]): Json => ({ type: "paragraph", content });
const cell = (type: "tableCell" | "tableHeader", ...content: Json[]): Json => ({ type, content });
const row = (...cells: Json[]): Json => ({ type: "tableRow", content: cells });

const DIAGRAM = "flowchart LR\n  A --> B\n\n\n  B --> C";
const CODE = "line one\n\n\n\nline after three blanks\n&nbsp;\n| a<br>b |";

/** A section as the browser editor saves it: the editor's own Markdown serializer. */
function savedByEditor(): string {
  return sectionMarkdownManager().serialize({
    type: "doc",
    content: [
      paragraph(text("Opening paragraph.")),
      paragraph(),
      paragraph(),
      paragraph(text("After two empty paragraphs.")),
      {
        type: "table",
        content: [
          row(
            cell("tableHeader", paragraph(text("Phase"))),
            cell("tableHeader", paragraph(text("Notes"))),
          ),
          row(
            cell("tableCell", paragraph(text("Design"))),
            cell(
              "tableCell",
              paragraph(text("first line"), { type: "hardBreak" }, text("second line")),
              paragraph(text("another paragraph")),
            ),
          ),
        ],
      },
      paragraph(),
      { type: "codeBlock", attrs: { language: "mermaid" }, content: [text(DIAGRAM)] },
      paragraph(),
      { type: "codeBlock", attrs: { language: "text" }, content: [text(CODE)] },
      paragraph(),
    ],
  });
}

function linesOutsideCode(markdown: string): string[] {
  let inCode = false;
  return markdown.split("\n").filter((line) => {
    if (/^\s{0,3}```/.test(line)) inCode = !inCode;
    return !inCode;
  });
}

describe("Markdown export of sections saved by the editor", () => {
  const saved = savedByEditor();
  const exported = planToMarkdown({
    title: "Bakery website",
    summary: "A site for a bakery.",
    sections: [
      { title: "Scope", body: saved },
      { title: "Notes", body: "&nbsp;\n\n\n\nFirst\n\n&nbsp;\n\n&nbsp;\n\nSecond\n\n&nbsp;" },
    ],
  });

  it("the editor's Markdown really has the noise the export removes", () => {
    // Guards the test itself: if the editor stops writing these, the cases below test nothing.
    expect(saved).toMatch(/^&nbsp;$/m);
    expect(saved).toMatch(/\n\n\n/);
    expect(saved).toMatch(/<br\s*\/?>/i);
  });

  it("has no &nbsp; lines", () => {
    expect(linesOutsideCode(exported).filter((line) => /^\s*&nbsp;\s*$/.test(line))).toEqual([]);
  });

  it("has at most one blank line between blocks outside code", () => {
    const outside = linesOutsideCode(exported).join("\n");
    expect(outside).not.toMatch(/\n[ \t]*\n[ \t]*\n/);
    expect(exported).toContain("First\n\nSecond");
  });

  it("has no <br> in table cells: a line break is a space", () => {
    const tableRows = linesOutsideCode(exported).filter((line) => line.startsWith("|"));
    expect(tableRows.length).toBeGreaterThanOrEqual(3);
    for (const line of tableRows) expect(line).not.toMatch(/<br/i);
    expect(exported).toMatch(/\| first line second line another paragraph +\|/);
  });

  it("keeps code blocks and diagrams byte for byte", () => {
    expect(exported).toContain("```mermaid\n" + DIAGRAM + "\n```");
    expect(exported).toContain("```text\n" + CODE + "\n```");
  });

  it("ends each section's text cleanly and the file with one newline", () => {
    expect(exported).toMatch(/Second\n$/);
    expect(exported).toContain("## Notes\n\nFirst");
  });
});

describe("cleanExportMarkdown", () => {
  it("turns every spelling of <br> in a table row into a space, and leaves it elsewhere", () => {
    const markdown = "a<br>b\n\n| A | B |\n|---|:-:|\n| x<BR/>y | p <br /> q |\n\nafter<br>";
    expect(cleanExportMarkdown(markdown)).toBe(
      "a<br>b\n\n| A | B |\n|---|:-:|\n| x y | p q |\n\nafter<br>",
    );
  });

  it("treats non-breaking space characters and numeric entities as empty lines", () => {
    expect(cleanExportMarkdown("a\n\n\u00a0\n\n&#160;\n\n&#xA0; &nbsp;\n\nb")).toBe("a\n\nb");
  });

  it("keeps blank lines inside an unclosed fence", () => {
    expect(cleanExportMarkdown("x\n\n```\na\n\n\nb")).toBe("x\n\n```\na\n\n\nb");
  });
});
