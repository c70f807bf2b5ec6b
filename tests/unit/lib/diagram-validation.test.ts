// @vitest-environment happy-dom
/**
 * validateDiagram with the real mermaid 11.17 parser (happy-dom is enough for mermaid.parse) and a
 * fake off-screen render that answers given SVG markup: rendering itself needs a browser and is
 * covered by the Chromium test.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Mermaid } from "mermaid";
import { DIAGRAM_ERRORS, DIAGRAM_MAX_TEXT_SIZE } from "@/lib/diagrams/renderer-constants";
import { KNOWN_LAYOUTS, validateDiagram, type DiagramProbe } from "@/lib/diagrams/validate";

let mermaid: Mermaid;

beforeAll(async () => {
  mermaid = (await import("mermaid")).default;
  mermaid.initialize({ startOnLoad: false });
});

const PICTURE =
  '<svg id="m1" xmlns="http://www.w3.org/2000/svg"><g><text>Kick-off</text></g></svg>';

/** The shape of mermaid's error picture (`mermaid.render(id, "error")`), shortened. */
const ERROR_PICTURE =
  '<svg id="m2" aria-roledescription="error"><style>#m2 .error-icon{fill:#552222;}' +
  "#m2 .error-text{fill:#552222;}</style><g></g><g>" +
  '<path class="error-icon" d="m411.313,123.313"></path>' +
  '<text class="error-text" x="1440" y="250" font-size="150px">Syntax error in text</text>' +
  '<text class="error-text" x="1250" y="400" font-size="100px">mermaid version 11.17.2</text>' +
  "</g></svg>";

/** A probe whose parse is mermaid's and whose render answers `svg` (or throws it). */
function realParser(svg: string | Error = PICTURE): DiagramProbe & {
  parse: ReturnType<typeof vi.fn>;
  renderHidden: ReturnType<typeof vi.fn>;
} {
  return {
    parse: vi.fn(async (text: string) => {
      const result = await mermaid.parse(text);
      if (!result) throw new Error("unreachable: errors are not suppressed");
      return result;
    }),
    renderHidden: vi.fn(async () => {
      if (svg instanceof Error) throw svg;
      return svg;
    }),
  };
}

describe("validateDiagram: empty and oversized text", () => {
  it.each(["", "   ", "\n\t\n"])("accepts %j with no type", async (text) => {
    const probe = realParser();
    expect(await validateDiagram(text, probe)).toEqual({ valid: true, diagramType: null });
    expect(probe.parse).not.toHaveBeenCalled();
  });

  it("rejects 50,001 characters with mermaid's size message, before parsing", async () => {
    const text = `flowchart LR\n  A --> B\n%% ${"x".repeat(DIAGRAM_MAX_TEXT_SIZE)}`.slice(
      0,
      DIAGRAM_MAX_TEXT_SIZE + 1,
    );
    expect(text).toHaveLength(50_001);
    const probe = realParser();
    expect(await validateDiagram(text, probe)).toEqual({
      valid: false,
      error: "Maximum text size in diagram exceeded",
    });
    expect(probe.parse).not.toHaveBeenCalled();
  });

  it("accepts exactly 50,000 characters", async () => {
    const text = `flowchart LR\n  A --> B\n%% ${"x".repeat(DIAGRAM_MAX_TEXT_SIZE)}`.slice(
      0,
      DIAGRAM_MAX_TEXT_SIZE,
    );
    expect(await validateDiagram(text, realParser())).toEqual({
      valid: true,
      diagramType: "flowchart",
    });
  });
});

describe("validateDiagram: valid diagrams", () => {
  it.each([
    ["flowchart LR\n  A --> B", "flowchart"],
    ["graph TD\n  A --> B", "flowchart"],
    ["stateDiagram-v2\n  [*] --> Draft", "state"],
    ["classDiagram\n  class Project", "class"],
    ["quadrantChart\n  title Priorities", "quadrant"],
    ['pie title Budget\n  "Build" : 45', "pie"],
  ])("answers the normalised type of %j", async (text, type) => {
    expect(await validateDiagram(text, realParser())).toEqual({ valid: true, diagramType: type });
  });

  it("accepts closed front matter and comments, and renders what was parsed", async () => {
    const probe = realParser();
    const text = "---\ntitle: Plan\n---\n%% phases\nflowchart LR\n  A --> B";
    expect(await validateDiagram(text, probe)).toEqual({ valid: true, diagramType: "flowchart" });
    expect(probe.renderHidden).toHaveBeenCalledWith(text);
  });

  it("drops leading blank lines, so front matter after them is still front matter", async () => {
    const probe = realParser();
    const text = "\n\n---\ntitle: Plan\n---\nflowchart LR\n  A --> B";
    expect(await validateDiagram(text, probe)).toEqual({ valid: true, diagramType: "flowchart" });
    expect(probe.parse).toHaveBeenCalledWith(text.slice(2));
  });

  it("accepts the layouts mermaid registers", async () => {
    expect(KNOWN_LAYOUTS).toEqual(["dagre", "swimlane", "cose-bilkent"]);
    const text = "---\nconfig:\n  layout: dagre\n---\nflowchart LR\n  A --> B";
    expect(await validateDiagram(text, realParser())).toEqual({
      valid: true,
      diagramType: "flowchart",
    });
  });

  it("does not mistake the user's own words for an error picture", async () => {
    const text = 'flowchart LR\n  A["Fix parse error in importer"] --> B';
    const svg =
      '<svg class="error-text" id="syntax-error"><text>Fix parse error in importer</text></svg>';
    expect(await validateDiagram(text, realParser(svg))).toEqual({
      valid: true,
      diagramType: "flowchart",
    });
  });
});

describe("validateDiagram: front matter and layout", () => {
  it("rejects front matter that is not closed, on its opening line", async () => {
    const probe = realParser();
    expect(await validateDiagram("---\ntitle: Plan\nflowchart LR\n  A --> B", probe)).toEqual({
      valid: false,
      error: DIAGRAM_ERRORS.frontMatterNotClosed,
      line: 1,
    });
    expect(await validateDiagram("\n---\ntitle: Plan\nflowchart LR", probe)).toEqual({
      valid: false,
      error: DIAGRAM_ERRORS.frontMatterNotClosed,
      line: 2,
    });
    expect(probe.parse).not.toHaveBeenCalled();
  });

  it("rejects a layout mermaid does not register, with the spec's message", async () => {
    const fromFrontMatter = "---\nconfig:\n  layout: elk\n---\nflowchart LR\n  A --> B";
    expect(await validateDiagram(fromFrontMatter, realParser())).toEqual({
      valid: false,
      error: "Unknown layout algorithm: elk",
    });
    const fromDirective = '%%{init: {"layout": "spiral"}}%%\nflowchart LR\n  A --> B';
    expect(await validateDiagram(fromDirective, realParser())).toEqual({
      valid: false,
      error: "Unknown layout algorithm: spiral",
    });
  });
});

describe("validateDiagram: parser errors with their line", () => {
  it("reports a jison (flowchart) error on the user's line, readable", async () => {
    const result = await validateDiagram(
      "flowchart LR\n  A --> B\n  B -> C\n  C --> D",
      realParser(),
    );
    expect(result).toEqual({
      valid: false,
      error:
        "Parse error on line 3: Expecting 'SEMI', 'NEWLINE', 'EOF', 'AMP', 'START_LINK' or another token, got 'MINUS'",
      line: 3,
    });
  });

  it("names the end of the text instead of jison's token number", async () => {
    const result = await validateDiagram("flowchart LR\n  A --> B\n  B --> C{Decide", realParser());
    expect(result).toMatchObject({ valid: false, line: 3 });
    expect(result.valid || result.error).toMatch(/got the end of the text$/);
  });

  it("reports a jison (sequence) parse error and lexical error with the line", async () => {
    expect(
      await validateDiagram("sequenceDiagram\n  A->>B: hi\n  A-> B\n  B->>A: ok", realParser()),
    ).toEqual({
      valid: false,
      error: "Parse error on line 3: Expecting 'TXT', got 'NEWLINE'",
      line: 3,
    });
    expect(
      await validateDiagram("sequenceDiagram\n  A->>B: hi\n  participant ###", realParser()),
    ).toEqual({ valid: false, error: "Lexical error on line 3. Unrecognized text.", line: 3 });
  });

  it("reports a langium (pie, packet) error with the line", async () => {
    expect(
      await validateDiagram('pie title Budget\n  "Design" : 25\n  "Build" 45', realParser()),
    ).toEqual({
      valid: false,
      error: "Parse error on line 3, column 11: Expecting token of type ':' but found `45`.",
      line: 3,
    });
    expect(await validateDiagram('packet\n  0-7: "Version"\n  8-15 "Type"', realParser())).toEqual({
      valid: false,
      error: "Parse error on line 3, column 8: Expecting token of type ':' but found `\"Type\"`.",
      line: 3,
    });
  });

  it("counts the lines mermaid removes before parsing: front matter, comments, directives", async () => {
    const text = [
      "---", //                                       1
      "title: Plan", //                               2
      "---", //                                       3
      "", //                                          4
      '%%{init: {"theme": "dark"}}%%', //             5
      "flowchart LR", //                              6
      "  A --> B", //                                 7
      "  %% a comment", //                            8
      "", //                                          9
      "  %% another", //                              10
      "  B -> C", //                                  11
    ].join("\n");
    expect(await validateDiagram(text, realParser())).toMatchObject({
      valid: false,
      error: expect.stringMatching(/^Parse error on line 11: /),
      line: 11,
    });

    const langium = '---\ntitle: x\n---\n%% c\npie title Budget\n  "Design" : 25\n  "Build" 45';
    expect(await validateDiagram(langium, realParser())).toMatchObject({
      error: expect.stringMatching(/^Parse error on line 7, column 11:/),
      line: 7,
    });
  });

  it("counts a directive that spans lines and blank lines before the text", async () => {
    const directive = '%%{init: {\n  "theme": "dark"\n}}%%\nflowchart LR\n  A --> B\n  B -> C';
    expect(await validateDiagram(directive, realParser())).toMatchObject({ line: 6 });
    const leading = "\n\n---\ntitle: t\n---\nflowchart LR\n  A --> B\n  B -> C";
    expect(await validateDiagram(leading, realParser())).toMatchObject({ line: 8 });
  });

  it("keeps messages without a line as they are, and finds the line of the value they name", async () => {
    expect(await validateDiagram("gitGraph\n  commit\n  checkout nope", realParser())).toEqual({
      valid: false,
      error: 'Trying to checkout branch which is not yet created. (Help try using "branch nope")',
      line: 3,
    });
    expect(await validateDiagram('pie\n  "A" : 1', realParser(new Error("Boom")))).toEqual({
      valid: false,
      error: "Boom",
    });
  });

  it("names the line of a Gantt task whose date mermaid cannot read (found while drawing)", async () => {
    const gantt =
      "\ngantt\n  dateFormat YYYY-MM-DD\n  section Build\n  Kickoff :k1, 2024-01-01, 3d\n  Review :r1, signoff, 2d";
    expect(await validateDiagram(gantt, realParser(new Error("Invalid date:signoff")))).toEqual({
      valid: false,
      error: "Invalid date:signoff",
      line: 6,
    });
  });
});

describe("validateDiagram: unknown and unsupported types", () => {
  it("answers 'Diagram X not found.' for a keyword mermaid does not know", async () => {
    expect(await validateDiagram("roadmap\n  A --> B", realParser())).toEqual({
      valid: false,
      error: "Diagram roadmap not found.",
      line: 1,
    });
    expect(await validateDiagram("---\ntitle: t\n---\nroadmap\n  A", realParser())).toEqual({
      valid: false,
      error: "Diagram roadmap not found.",
      line: 4,
    });
  });

  it.each([
    ["info", "info"],
    ['treemap-beta\n"Budget"\n  "Design": 25', "treemap"],
    ["error", "error"],
  ])("rejects %j, a mermaid type the product does not support", async (text, mermaidId) => {
    const probe = realParser();
    expect(await validateDiagram(text, probe)).toEqual({
      valid: false,
      error: DIAGRAM_ERRORS.diagramNotFound(mermaidId),
    });
    expect(probe.renderHidden).not.toHaveBeenCalled();
  });
});

describe("validateDiagram: the hidden render", () => {
  const text = "flowchart LR\n  A --> B";

  it.each(["", "   ", "<div>no picture</div>"])(
    "rejects a render without an SVG (%j)",
    async (svg) => {
      expect(await validateDiagram(text, realParser(svg))).toEqual({
        valid: false,
        error: DIAGRAM_ERRORS.noPicture,
      });
    },
  );

  it("rejects mermaid's error picture", async () => {
    expect(await validateDiagram(text, realParser(ERROR_PICTURE))).toEqual({
      valid: false,
      error: "Syntax error in text",
    });
  });

  it.each([
    "Parse error on line 2",
    "UNKNOWN DIAGRAM type",
    "Error parsing the data",
    "mermaid version 11.17.2",
    "Syntax&#32;error in text",
  ])("rejects a picture that shows %j", async (words) => {
    const svg = `<svg><g><text><tspan>${words}</tspan></text></g></svg>`;
    expect(await validateDiagram(text, realParser(svg))).toEqual({
      valid: false,
      error: DIAGRAM_ERRORS.syntaxError,
    });
  });

  it("looks at the words of the picture, not at class names, ids or styles", async () => {
    const svg =
      '<svg id="syntax-error-1" class="parse error"><style>.unknown diagram{}</style>' +
      '<text data-note="mermaid version">Kick-off</text></svg>';
    expect(await validateDiagram(text, realParser(svg))).toEqual({
      valid: true,
      diagramType: "flowchart",
    });
  });

  it("rejects with the render's own message when it throws", async () => {
    const probe = realParser(new Error("Unknown layout algorithm: elk"));
    expect(await validateDiagram(text, probe)).toEqual({
      valid: false,
      error: "Unknown layout algorithm: elk",
    });
  });
});
