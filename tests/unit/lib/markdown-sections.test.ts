import { describe, expect, it } from "vitest";
import {
  IMPORTED_PLAN_DEFAULT_TITLE,
  splitMarkdownIntoSections,
  TRUNCATED_BODY_NOTE,
} from "@/lib/plans/markdown-sections";
import {
  PLAN_SUMMARY_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
  SECTION_BODY_MAX_LENGTH,
} from "@/lib/plans/plan-rules";
import { MAX_SECTIONS_ON_CREATE } from "@/lib/plans/plan-schemas";
import { sectionKindFromHeading } from "@/lib/plans/section-kind-from-heading";

const kindsAndTitles = (markdown: string) =>
  splitMarkdownIntoSections(markdown).sections.map((section) => [section.kind, section.title]);

describe("splitMarkdownIntoSections", () => {
  it("takes the only H1 as the title, the text under it as the summary and H2s as sections", () => {
    const preview = splitMarkdownIntoSections(
      [
        "# Bakery website",
        "",
        "A new site for Rosie's bakery.",
        "",
        "## Goals",
        "",
        "- Sell cakes online",
        "",
        "### Stretch goal",
        "",
        "Loyalty cards.",
        "",
        "## Timeline",
        "Four weeks.",
      ].join("\n"),
    );
    expect(preview).toEqual({
      title: "Bakery website",
      summary: "A new site for Rosie's bakery.",
      sections: [
        {
          kind: "goals",
          title: "Goals",
          body: "- Sell cakes online\n\n### Stretch goal\n\nLoyalty cards.",
        },
        { kind: "timeline", title: "Timeline", body: "Four weeks." },
      ],
    });
  });

  it("uses H1s as sections when there are several, keeping H2s in their bodies", () => {
    const preview = splitMarkdownIntoSections(
      "# Scope\nThe shop.\n## Pages\nHome.\n# Budget\n$4,000",
      { fallbackTitle: "Proposal" },
    );
    expect(preview.title).toBe("Proposal");
    expect(preview.sections).toEqual([
      { kind: "scope", title: "Scope", body: "The shop.\n## Pages\nHome." },
      { kind: "budget", title: "Budget", body: "$4,000" },
    ]);
  });

  it("starts sections at the highest level used below the title", () => {
    expect(kindsAndTitles("# Plan\n### Objectives\nA\n#### Detail\nB\n### Schedule\nC")).toEqual([
      ["goals", "Objectives"],
      ["timeline", "Schedule"],
    ]);
  });

  it("never splits on a # inside a fenced code block, and keeps the block intact", () => {
    const mermaid = "```mermaid\ngraph TD\n# not a heading\nA --> B\n```";
    const tildes = "~~~\n## also code\n~~~";
    const preview = splitMarkdownIntoSections(
      `# Plan\n\n## Architecture\n\n${mermaid}\n\n${tildes}\n\n## Risks\n\nNone`,
    );
    expect(preview.sections).toEqual([
      { kind: "custom", title: "Architecture", body: `${mermaid}\n\n${tildes}` },
      { kind: "risks", title: "Risks", body: "None" },
    ]);
  });

  it("treats an unclosed fence as code to the end of the document", () => {
    const preview = splitMarkdownIntoSections("## Notes\n```\n## inside\n");
    expect(preview.sections).toHaveLength(1);
    expect(preview.sections[0]!.body).toBe("```\n## inside");
  });

  it("understands setext headings, and not a --- rule after a blank line", () => {
    const preview = splitMarkdownIntoSections(
      "Website plan\n============\n\nIntro.\n\nDeliverables\n------------\n\nA site\n\n---\n\nMore",
    );
    expect(preview.title).toBe("Website plan");
    expect(preview.summary).toBe("Intro.");
    expect(preview.sections).toEqual([
      { kind: "deliverables", title: "Deliverables", body: "A site\n\n---\n\nMore" },
    ]);
  });

  it("makes long or structured text before the first section an Overview section", () => {
    const list = splitMarkdownIntoSections("# T\n\n- one\n- two\n\n## Goals\n\nG");
    expect(list.summary).toBe("");
    expect(list.sections[0]).toEqual({ kind: "overview", title: "Overview", body: "- one\n- two" });

    const long = "word ".repeat(PLAN_SUMMARY_MAX_LENGTH / 4);
    const tooLong = splitMarkdownIntoSections(`${long}\n\n## Goals\n\nG`);
    expect(tooLong.summary).toBe("");
    expect(tooLong.sections.map((section) => section.kind)).toEqual(["overview", "goals"]);
  });

  it("puts a document without headings into one Overview section", () => {
    const preview = splitMarkdownIntoSections("Just a few notes.\nNothing more.", {
      fallbackTitle: "Notes",
    });
    expect(preview).toEqual({
      title: "Notes",
      summary: "",
      sections: [{ kind: "overview", title: "Overview", body: "Just a few notes.\nNothing more." }],
    });
  });

  it("falls back to front matter, then to a default title", () => {
    expect(splitMarkdownIntoSections("---\ntitle: 'From YAML'\n---\n## Goals\nG").title).toBe(
      "From YAML",
    );
    expect(splitMarkdownIntoSections("## Goals\nG").title).toBe(IMPORTED_PLAN_DEFAULT_TITLE);
  });

  it("cleans heading text: numbering, inline marks, escapes and closing hashes", () => {
    expect(
      kindsAndTitles(
        "## 1\\. Scope\nx\n## 2) **Budget** ##\nx\n## [Team](https://example.com)\nx\n## IV. `Risks`\nx\n## 2024\nx",
      ),
    ).toEqual([
      ["scope", "Scope"],
      ["budget", "Budget"],
      ["team", "Team"],
      ["risks", "Risks"],
      ["custom", "2024"],
    ]);
  });

  it("strips closing hashes only after white space, as CommonMark does", () => {
    expect(
      kindsAndTitles("## Scope ##  \nx\n## C#\nx\n## Goals\t#\nx\n## ##\nx\n## Team #a\nx"),
    ).toEqual([
      ["scope", "Scope"],
      ["custom", "C#"],
      ["goals", "Goals"],
      ["team", "Team #a"],
    ]);
  });

  it("normalises Windows line endings and a byte-order mark", () => {
    const preview = splitMarkdownIntoSections("\uFEFF# Title\r\n\r\n## Goals\r\nGrow\r\n");
    expect(preview).toEqual({
      title: "Title",
      summary: "",
      sections: [{ kind: "goals", title: "Goals", body: "Grow" }],
    });
  });

  it(`keeps at most ${MAX_SECTIONS_ON_CREATE} sections, merging the rest into the last`, () => {
    const markdown = Array.from({ length: 55 }, (_, i) => `## Part ${i + 1}\n\nText ${i + 1}`).join(
      "\n\n",
    );
    const { sections } = splitMarkdownIntoSections(markdown);
    expect(sections).toHaveLength(MAX_SECTIONS_ON_CREATE);
    const last = sections.at(-1)!;
    expect(last.title).toBe("Part 50");
    expect(last.body).toBe(
      ["Text 50", ...[51, 52, 53, 54, 55].map((n) => `## Part ${n}\n\nText ${n}`)].join("\n\n"),
    );
  });

  it("counts an added Overview towards the limit", () => {
    const markdown = `Intro\n\n- a list\n\n${Array.from({ length: 50 }, (_, i) => `## S${i}\n\nB${i}`).join("\n\n")}`;
    const { sections } = splitMarkdownIntoSections(markdown);
    expect(sections).toHaveLength(MAX_SECTIONS_ON_CREATE);
    expect(sections[0]!.kind).toBe("overview");
    expect(sections.at(-1)!.body).toBe("B48\n\n## S49\n\nB49");
  });

  it("clips long titles and cuts over-long bodies with a note", () => {
    const preview = splitMarkdownIntoSections(
      `# ${"Long ".repeat(100)}\n\n## Big\n\n${"paragraph text here\n\n".repeat(15_000)}`,
    );
    expect(preview.title.length).toBeLessThanOrEqual(PLAN_TITLE_MAX_LENGTH);
    expect(preview.title.endsWith("…")).toBe(true);
    const body = preview.sections[0]!.body;
    expect(body.length).toBeLessThanOrEqual(SECTION_BODY_MAX_LENGTH);
    expect(body.endsWith(`paragraph text here\n\n${TRUNCATED_BODY_NOTE}`)).toBe(true);
  });
});

describe("sectionKindFromHeading", () => {
  it.each([
    ["Goals", "goals"],
    ["Project objectives", "goals"],
    ["Timeline", "timeline"],
    ["Schedule", "timeline"],
    ["Key milestones", "timeline"],
    ["Budget", "budget"],
    ["Pricing", "budget"],
    ["Cost estimate", "budget"],
    ["Payment schedule", "budget"],
    ["Timeline & budget", "timeline"],
    ["Scope of work", "scope"],
    ["Out of scope", "scope"],
    ["Deliverables", "deliverables"],
    ["Risks and assumptions", "risks"],
    ["Team & roles", "team"],
    ["About us", "team"],
    ["About the project", "overview"],
    ["Executive summary", "overview"],
    ["Next steps", "next_steps"],
    ["Action items", "next_steps"],
    ["Hosting", "custom"],
    ["Costumes", "custom"],
  ])("%s → %s", (heading, kind) => {
    expect(sectionKindFromHeading(heading)).toBe(kind);
  });
});
