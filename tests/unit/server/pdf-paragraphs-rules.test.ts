/**
 * The rules of the PDF import, on pages built item by item (the fixtures' tests read real PDFs):
 * joining hyphenated lines, list items that wrap, headings from type, page furniture, and the
 * work done on hostile input counted — it grows with the input, never with its square.
 */
import { describe, expect, it } from "vitest";
import { joinLines, lineJoiner } from "@/server/services/plans/import/pdf-hyphens";
import type { PdfPageText, PdfTextItem } from "@/server/services/plans/import/pdf-read";
import { PAGE_NUMBER } from "@/server/services/plans/import/pdf-running-text";
import { pdfPagesToMarkdown } from "@/server/services/plans/import/pdf-to-markdown";
import { expectLinearGrowth } from "../../helpers/linear-growth";

const SIZE = 10;
/** A glyph is half the type size wide, a space a quarter: a simple, fixed metric. */
const widthOf = (text: string, size = SIZE) => text.length * size * 0.5;

/** One item per word, as word processors that justify text write them. */
function words(text: string, x: number, y: number, size = SIZE, font = "body"): PdfTextItem[] {
  const items: PdfTextItem[] = [];
  let at = x;
  for (const word of text.split(" ")) {
    items.push({ str: word, x: at, y, width: widthOf(word, size), fontSize: size, font });
    at += widthOf(word, size) + size * 0.25;
  }
  return items;
}

/** Lines set from the top of an A5-ish page, `leading` apart; an empty string is a blank line. */
function page(
  lines: (string | { text: string; x?: number; size?: number; font?: string })[],
  leading = 12,
) {
  const items: PdfTextItem[] = [];
  let y = 560;
  for (const line of lines) {
    const spec = typeof line === "string" ? { text: line } : line;
    if (spec.text) items.push(...words(spec.text, spec.x ?? 40, y, spec.size, spec.font));
    y -= leading;
  }
  return { items, width: 420, height: 595 } satisfies PdfPageText;
}

describe("joining the lines of a paragraph", () => {
  const join = (lines: string[], document: string[] = lines) =>
    joinLines(lines, lineJoiner(document));

  it("drops the hyphen of a word broken by hyphenation", () => {
    expect(join(["the manage-", "ment of the site"])).toBe("the management of the site");
    expect(join(["a soft\u00adhy\u00ad", "phen"])).toBe("a soft\u00adhyphen");
  });

  it("keeps a real hyphen: capital next, a known compound element, or the document says so", () => {
    expect(join(["non-", "English speakers"])).toBe("non-English speakers");
    expect(join(["a well-", "known habit"])).toBe("a well-known habit");
    expect(join(["data-", "driven"])).toBe("data-driven");
    // "cost-effective" is written whole elsewhere in the document.
    expect(join(["cost-", "effective"], ["cost-", "effective", "a cost-effective plan"])).toBe(
      "cost-effective",
    );
    // "kick" is no compound element, but the document uses "off" as a word of its own.
    expect(join(["kick-", "start"], ["kick-", "start", "we start now"])).toBe("kick-start");
  });

  it("joins without the hyphen when the document writes the word whole", () => {
    expect(join(["co-", "operation"], ["co-", "operation", "cooperation matters"])).toBe(
      "cooperation",
    );
  });

  it("joins other lines with one space, and a dash standing alone stays a dash", () => {
    expect(join(["one", "two -", "three"])).toBe("one two - three");
  });

  it("handles a line of many thousand letters ending in a hyphen in one pass", () => {
    const long = `${"a".repeat(200_000)}-`;
    expect(join([long, "b"])).toHaveLength(200_001);
  });
});

describe("blocks from positioned text", () => {
  it("joins wrapped list items, numbered, bulleted and lettered, and keeps the paragraph after", () => {
    const markdown = pdfPagesToMarkdown([
      page([
        { text: "Plan", size: 16 },
        "",
        "1. Survey the current processes and measure the baseline for every",
        "key figure we intend to improve.",
        "2. Install the system.",
        "",
        "• Loading bays are idle for a third of each day, and trucks wait in",
        { text: "the yard for a free bay.", x: 52 },
        "a) First option.",
        "b) Second option.",
        "",
        "A paragraph after the list.",
      ]),
    ]);
    expect(markdown).toBe(
      [
        "# Plan",
        [
          "1. Survey the current processes and measure the baseline for every key figure we intend to improve.",
          "2. Install the system.",
        ].join("\n"),
        // A bulleted list after a numbered one is a list of its own.
        [
          "- Loading bays are idle for a third of each day, and trucks wait in the yard for a free bay.",
          "- a) First option.",
          "- b) Second option.",
        ].join("\n"),
        "A paragraph after the list.",
      ].join("\n\n"),
    );
  });

  it("takes a short line wholly in another font at body size for a heading, and sizes for levels", () => {
    const markdown = pdfPagesToMarkdown([
      page([
        { text: "Report", size: 20 },
        "",
        { text: "Scope", size: 14 },
        "",
        { text: "What we do", font: "bold" },
        "",
        "We design and build the site, and we keep it running for a year after",
        "the launch.",
        { text: "signed by the team lead", font: "italic" },
        "",
        { text: "Not a heading.", font: "bold" },
      ]),
    ]);
    expect(markdown).toBe(
      [
        "# Report",
        "## Scope",
        "### What we do",
        "We design and build the site, and we keep it running for a year after the launch.",
        "signed by the team lead",
        "Not a heading.",
      ].join("\n\n"),
    );
  });

  it("a lead paragraph in larger type is a paragraph, and a bold header row stays in its table", () => {
    const markdown = pdfPagesToMarkdown([
      page([
        { text: "Budget", size: 18 },
        "",
        { text: "This plan costs less than the last one, and it is paid in three parts", size: 12 },
        { text: "over the year. The board agreed to the first part in May.", size: 12 },
        "",
        { text: "Item                         Cost", font: "bold" },
        "Design                         2000",
        "Build                          4000",
        "",
        "The figures exclude tax, which is added at the rate that applies on the date of each",
        "invoice.",
      ]),
    ]);
    expect(markdown).toBe(
      [
        "# Budget",
        "This plan costs less than the last one, and it is paid in three parts over the year. The board agreed to the first part in May.",
        "| Item | Cost |\n| --- | --- |\n| Design | 2000 |\n| Build | 4000 |",
        "The figures exclude tax, which is added at the rate that applies on the date of each invoice.",
      ].join("\n\n"),
    );
  });

  it("reads two columns one after the other, under a title across both, and a table is not columns", () => {
    const column = (word: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${word} line ${i + 1} of the column text that fills it`);
    const left = column("left", 8);
    const right = column("right", 8);
    const items: PdfTextItem[] = [
      ...words("A title set across the whole width of both columns", 40, 560, 16),
    ];
    left.forEach((text, i) => items.push(...words(text, 40, 530 - i * 12)));
    right.forEach((text, i) => items.push(...words(text, 300, 530 - i * 12)));
    const markdown = pdfPagesToMarkdown([{ items, width: 560, height: 595 }]);
    expect(markdown).toBe(
      ["# A title set across the whole width of both columns", [...left, ...right].join(" ")].join(
        "\n\n",
      ),
    );

    const table = pdfPagesToMarkdown([
      page([
        { text: "Rota", size: 16 },
        "",
        ...Array.from(
          { length: 8 },
          (_, i) => `Day ${i + 1}                                    Ana`,
        ),
      ]),
    ]);
    expect(table).toContain("| Day 1 | Ana |\n| --- | --- |\n| Day 2 | Ana |");
  });

  it("escapes a paragraph that Markdown would read as syntax", () => {
    expect(pdfPagesToMarkdown([page([{ text: "Title", size: 16 }, "", "# not a heading"])])).toBe(
      "# Title\n\n\\# not a heading",
    );
  });

  it.each(["3", "- 3 -", "Page 3", "page 3 of 12", "3 / 12", "iv", "P. 7"])(
    "%j is a page number",
    (text) => expect(PAGE_NUMBER.test(text)).toBe(true),
  );
  it.each(["civil", "Chapter 3", "3 apples", "2024 report"])("%j is not", (text) =>
    expect(PAGE_NUMBER.test(text)).toBe(false),
  );

  it("drops text repeated at the same height on most pages, and page numbers, but not body text", () => {
    const texts = [
      "The first page opens the report with a paragraph.",
      "The second page goes on with the findings.",
      "The third page closes with the next steps.",
    ];
    const pages = texts.map((text, index) => {
      const number = index + 1;
      const body = page(["", "", "", text]);
      body.items.push(...words("Acme Ltd · Confidential", 40, 580, 8));
      body.items.push(...words(`${number}`, 200, 20, 8));
      return body;
    });
    expect(pdfPagesToMarkdown(pages).split("\n\n")).toEqual(texts);
  });
});

describe("work on hostile input grows linearly", () => {
  const stepsFor = (pages: PdfPageText[]) => {
    const work = { steps: 0 };
    pdfPagesToMarkdown(pages, work);
    return work.steps;
  };
  const itemsOf = (pages: PdfPageText[]) => pages.reduce((sum, p) => sum + p.items.length, 0);

  const oneRow = (n: number) => [
    {
      items: Array.from({ length: n }, (_, i) => ({
        str: "w",
        x: i * 6,
        y: 300,
        width: 5,
        fontSize: 10,
        font: "f",
      })),
      width: 420,
      height: 595,
    },
  ];
  const oneColumn = (n: number) => [
    {
      items: Array.from({ length: n }, (_, i) => ({
        str: `line ${i} text`,
        x: 40,
        y: 560 - i * 0.05,
        width: 60,
        fontSize: 10,
        font: "f",
      })),
      width: 420,
      height: 595,
    },
  ];
  const manyPages = (n: number) =>
    Array.from({ length: Math.ceil(n / 100) }, (_, p) => {
      const body = page(Array.from({ length: 30 }, (_, i) => (i % 2 ? `left ${i}` : `word- ${p}`)));
      body.items.push(...words("Header", 40, 580, 8), ...words(`${p + 1}`, 200, 20, 8));
      return body;
    });
  const twoColumns = (n: number) => [
    {
      items: Array.from({ length: n }, (_, i) => [
        ...words("left column text that fills it", 40, 560 - i * 12),
        ...words("right column text that fills it", 220, 560 - i * 12),
      ]).flat(),
      width: 420,
      height: 595,
    },
  ];

  it.each([
    ["one row of many items", oneRow],
    ["one column of many rows", oneColumn],
    ["many pages with headers and page numbers", manyPages],
    ["two columns of many rows", twoColumns],
  ])("%s", (name, make) => {
    expectLinearGrowth(name, make, stepsFor, {
      size: 1_000,
      measure: "returned",
      // A few steps per item, and a bounded number per page.
      maxWork: (n) => {
        const pages = make(n);
        return 20 * itemsOf(pages) + 4 * 1_000 * pages.length;
      },
    });
  });
});
