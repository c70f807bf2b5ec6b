import { describe, expect, it } from "vitest";
import { checkFrontMatter, findFrontMatter, frontMatterLayout } from "@/lib/diagrams/front-matter";
import { DIAGRAM_ERRORS } from "@/lib/diagrams/renderer-constants";

const notClosed = (line: number) => ({ error: DIAGRAM_ERRORS.frontMatterNotClosed, line });

describe("checkFrontMatter", () => {
  it("accepts text without front matter", () => {
    expect(checkFrontMatter("")).toBeNull();
    expect(checkFrontMatter("flowchart LR\n  A --> B")).toBeNull();
    // A `---` later in the text is content, not front matter.
    expect(checkFrontMatter("flowchart LR\n---\n  A --> B")).toBeNull();
  });

  it("accepts a closed block", () => {
    expect(checkFrontMatter("---\ntitle: Plan\n---\nflowchart LR\n  A --> B")).toBeNull();
    expect(checkFrontMatter("---\r\ntitle: Plan\r\n---   \r\nflowchart LR")).toBeNull();
    expect(checkFrontMatter("\n\n---\ntitle: Plan\n---\nflowchart LR")).toBeNull();
  });

  it("accepts an indented block closed at the same indentation, as mermaid does", () => {
    expect(checkFrontMatter("  ---\n  title: Plan\n  ---\nflowchart LR")).toBeNull();
  });

  it("rejects a block that is never closed, naming the opening line", () => {
    expect(checkFrontMatter("---\ntitle: Plan\nflowchart LR\n  A --> B")).toEqual(notClosed(1));
    expect(checkFrontMatter("\n\n---\ntitle: Plan\nflowchart LR")).toEqual(notClosed(3));
    expect(checkFrontMatter("---")).toEqual(notClosed(1));
  });

  it("rejects closings mermaid does not recognise", () => {
    // Closing line with extra text, with extra dashes, or at another indentation.
    expect(checkFrontMatter("---\ntitle: Plan\n--- end\nflowchart LR")).toEqual(notClosed(1));
    expect(checkFrontMatter("---\ntitle: Plan\n----\nflowchart LR")).toEqual(notClosed(1));
    expect(checkFrontMatter("  ---\n  title: Plan\n---\nflowchart LR")).toEqual(notClosed(1));
  });

  it("rejects text that begins with --- but is no opening line", () => {
    expect(checkFrontMatter("--- title\n---\nflowchart LR")).toEqual(notClosed(1));
    expect(checkFrontMatter("----\ntitle: Plan\n----\nflowchart LR")).toEqual(notClosed(1));
  });
});

describe("findFrontMatter", () => {
  it("answers the lines and the body without the block's indentation", () => {
    expect(findFrontMatter("  ---\n  title: Plan\n  config:\n    theme: dark\n  ---\npie")).toEqual(
      {
        openLine: 0,
        closeLine: 4,
        body: "title: Plan\nconfig:\n  theme: dark",
      },
    );
  });
});

describe("frontMatterLayout", () => {
  it("is null without a layout", () => {
    expect(frontMatterLayout("flowchart LR\n  A --> B")).toBeNull();
    expect(frontMatterLayout("---\ntitle: Plan\n---\nflowchart LR")).toBeNull();
    expect(frontMatterLayout("---\nconfig:\n  theme: dark\n---\nflowchart LR")).toBeNull();
  });

  it("reads config.layout in block form, with quotes and comments", () => {
    expect(frontMatterLayout("---\nconfig:\n  layout: elk\n---\nflowchart LR")).toBe("elk");
    expect(
      frontMatterLayout(
        "---\ntitle: t\nconfig:\n  theme: dark\n  layout: 'dagre' # default\n---\n",
      ),
    ).toBe("dagre");
    expect(frontMatterLayout('---\nconfig:\n  layout: "cose-bilkent"\n---\nmindmap')).toBe(
      "cose-bilkent",
    );
  });

  it("reads config.layout in flow form", () => {
    expect(frontMatterLayout("---\nconfig: { theme: dark, layout: tidy-tree }\n---\n")).toBe(
      "tidy-tree",
    );
  });

  it("ignores keys that mermaid does not read as the layout", () => {
    // A top-level `layout` is not a mermaid setting, nor is one nested deeper under config.
    expect(frontMatterLayout("---\nlayout: elk\n---\nflowchart LR")).toBeNull();
    expect(
      frontMatterLayout("---\nconfig:\n  flowchart:\n    layout: elk\n---\nflowchart LR"),
    ).toBeNull();
    // An unclosed block is no front matter at all.
    expect(frontMatterLayout("---\nconfig:\n  layout: elk\nflowchart LR")).toBeNull();
  });

  it("reads init directives, in JSON or with single quotes", () => {
    expect(frontMatterLayout('%%{init: {"layout": "elk"}}%%\nflowchart LR')).toBe("elk");
    expect(frontMatterLayout("%%{ initialize: { 'layout': 'swimlane' } }%%\nflowchart LR")).toBe(
      "swimlane",
    );
    expect(frontMatterLayout('%%{init: {\n  "theme": "dark",\n  "layout": "x"\n}}%%\npie')).toBe(
      "x",
    );
  });

  it("prefers a directive to the front matter, because mermaid merges directives last", () => {
    const text = '---\nconfig:\n  layout: dagre\n---\n%%{init: {"layout": "elk"}}%%\nflowchart LR';
    expect(frontMatterLayout(text)).toBe("elk");
  });
});
