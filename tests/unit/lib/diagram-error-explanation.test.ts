// @vitest-environment happy-dom
/**
 * The plain-language explanation of diagram errors, over messages produced by the real mermaid
 * 11.17 parser (happy-dom is enough for mermaid.parse) and, for Gantt dates, by mermaid's own
 * Gantt database (the error is raised while the chart is laid out, not while parsing).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Mermaid } from "mermaid";
import { explainDiagramError, lineOfInvalidValue } from "@/lib/diagrams/error-explanation";
import { describeDiagramError } from "@/lib/diagrams/parser-errors";
import { DIAGRAM_ERRORS, DIAGRAM_MAX_TEXT_SIZE } from "@/lib/diagrams/renderer-constants";
import { DIAGRAM_ERROR_TEXT } from "@/lib/errors/diagrams";

let mermaid: Mermaid;

beforeAll(async () => {
  mermaid = (await import("mermaid")).default;
  mermaid.initialize({ startOnLoad: false });
});

/** Mermaid's error for `source`: its parse, then (for Gantt) the task dates it computes to draw. */
async function mermaidError(source: string): Promise<unknown> {
  try {
    await mermaid.parse(source);
    const diagram = (await mermaid.mermaidAPI.getDiagramFromText(source)) as unknown as {
      db: { getTasks?: () => unknown };
    };
    diagram.db.getTasks?.();
  } catch (error) {
    return error;
  }
  throw new Error(`mermaid accepted the source:\n${source}`);
}

async function explain(source: string) {
  const error = await mermaidError(source);
  return { error, explanation: explainDiagramError(describeDiagramError(error, source)) };
}

/** No parser vocabulary in what a reader sees first. */
const JARGON = /Expecting|NEWLINE|NODE_STRING|token|EOF|SQE|Parse error|Lexical/;

describe("explainDiagramError: real mermaid parser errors", () => {
  it("flowchart: a line with a missing arrow keeps its line number and names the usual causes", async () => {
    const { error, explanation } = await explain(
      "flowchart LR\n  A[Start] --> B[Next]\n  B C\n  C --> D",
    );
    expect((error as Error).message).toMatch(/Parse error on line 3:[\s\S]*got 'NODE_STRING'/);
    expect(explanation).toMatchObject({
      kind: "unexpected-text",
      line: 3,
      summary: DIAGRAM_ERROR_TEXT.unexpectedText.summary,
    });
    expect(explanation.hint).toMatch(/arrow.*colon.*closing bracket/);
    expect(`${explanation.summary} ${explanation.hint}`).not.toMatch(JARGON);
    // The technical text stays available, with the user's line.
    expect(explanation.technical).toMatch(/^Parse error on line 3: Expecting 'SEMI'/);
  });

  it("flowchart: an arrow at the end of the text is 'stops before it is finished'", async () => {
    const { error, explanation } = await explain("flowchart LR\n  A --> B\n  B -->");
    expect((error as Error).message).toMatch(/Expecting 'AMP', 'COLON', 'PIPE'.*got 'EOF'/);
    expect(explanation).toMatchObject({ kind: "ended-early", line: 3 });
    expect(explanation.summary).toBe(DIAGRAM_ERROR_TEXT.endedEarly.summary);
  });

  it("flowchart: an unclosed square bracket", async () => {
    const { explanation } = await explain("flowchart LR\n  A[Start --> B[Next]\n  B --> C");
    expect(explanation).toMatchObject({ kind: "unclosed", line: 2 });
    expect(explanation.summary).toBe(DIAGRAM_ERROR_TEXT.unclosed.summary);
  });

  it("flowchart: a subgraph without its end", async () => {
    const { explanation } = await explain("flowchart LR\n  subgraph Team\n  A --> B");
    expect(explanation.kind).toBe("ended-early");
    expect(explanation.hint).toMatch(/subgraph/);
    expect(explanation.line).toBe(3);
  });

  it("flowchart: characters the lexer cannot read", async () => {
    const { error, explanation } = await explain("flowchart LR\n  A --> B\n  B --> C;;;; }");
    expect((error as Error).message).toMatch(/^Lexical error on line 3/);
    expect(explanation).toMatchObject({ kind: "unknown-characters", line: 3 });
  });

  it("sequence: a message without its text is 'this line is not complete'", async () => {
    const { error, explanation } = await explain(
      "sequenceDiagram\n  Alice->>Bob: Hi\n  Bob-->Alice",
    );
    expect((error as Error).message).toMatch(/got 'NEWLINE'/);
    expect(explanation).toMatchObject({ kind: "line-incomplete", line: 3 });
    expect(explanation.summary).toBe(DIAGRAM_ERROR_TEXT.lineIncomplete.summary);
  });

  it("class diagram: a class body without its closing brace", async () => {
    const { explanation } = await explain("classDiagram\n  class Invoice {\n  +total()");
    expect(explanation.kind).toBe("unclosed");
    expect(explanation.line).toBe(3);
  });

  it("C4: a call without its closing parenthesis", async () => {
    const { explanation } = await explain('C4Context\n  Person(a, "Alice"');
    expect(explanation.kind).toBe("unclosed");
  });

  it("pie (langium): names what was expected and what was found", async () => {
    const { error, explanation } = await explain('pie title Budget\n  "Design" : 40\n  "Build" 60');
    expect((error as Error).message).toMatch(/Expecting token of type ':' but found `60`/);
    expect(explanation).toMatchObject({ kind: "unexpected-text", line: 3 });
    expect(explanation.summary).toBe(DIAGRAM_ERROR_TEXT.expectedInstead(":", "60"));
  });

  it("pie (langium): an unclosed quote, reported by the lexer", async () => {
    const { error, explanation } = await explain(
      'pie title Budget\n  "Design" : 40\n  "Build : 60',
    );
    expect((error as Error).message).toMatch(/Lexer error on line 3.*unexpected character: ->"<-/);
    expect(explanation).toMatchObject({ kind: "unclosed", line: 3 });
  });

  it("packet (langium): an unexpected character is quoted", async () => {
    const { explanation } = await explain('packet-beta\n  0-15: "Source"\n  16-31 Dest');
    expect(explanation).toMatchObject({ kind: "unknown-characters", line: 3 });
    expect(explanation.summary).toBe(DIAGRAM_ERROR_TEXT.unknownCharacterAt("D"));
  });

  it("architecture (langium): a line that ends early", async () => {
    const { error, explanation } = await explain(
      "architecture-beta\n  group api(cloud)[API]\n  service db(database)[DB] in",
    );
    expect((error as Error).message).toMatch(/Expecting token of type 'ID' but found `\n`/);
    expect(explanation).toMatchObject({ kind: "line-incomplete", line: 3 });
  });

  it("radar (langium): a brace that is never closed, where langium knows no line", async () => {
    const { error, explanation } = await explain("radar-beta\n  axis a, b, c\n  curve x{1,2");
    expect((error as Error).message).toMatch(/line \?, column \?: Expecting token of type '}'/);
    expect(explanation.kind).toBe("unclosed");
  });

  it("gitGraph (langium): a branch without a name", async () => {
    const { error, explanation } = await explain("gitGraph\n  commit\n  branch\n  commit");
    expect((error as Error).message).toMatch(/possible Token sequences/);
    expect(explanation).toMatchObject({ kind: "unexpected-text", line: 3 });
  });

  it("gitGraph: checking out a branch that does not exist names the branch and its line", async () => {
    const { explanation } = await explain("gitGraph\n  commit\n  checkout develop\n  commit");
    expect(explanation).toMatchObject({
      kind: "branch-missing",
      line: 3,
      summary: DIAGRAM_ERROR_TEXT.branchMissing.summary("develop"),
    });
  });

  it("gantt: 'Invalid date:signoff' names the task's line and the value", async () => {
    const source =
      "gantt\n  dateFormat YYYY-MM-DD\n  section Build\n  Kickoff :k1, 2024-01-01, 3d\n  %% signoff comes later\n  Review :r1, signoff, 2d";
    const { error, explanation } = await explain(source);
    expect((error as Error).message).toBe("Invalid date:signoff");
    expect(explanation).toMatchObject({
      kind: "invalid-date",
      line: 6,
      summary: DIAGRAM_ERROR_TEXT.invalidDate.summary("signoff"),
    });
    expect(explanation.hint).toContain("after signoff");
    expect(explanation.technical).toBe("Invalid date:signoff");
  });

  it("gantt: an impossible calendar date", async () => {
    const { explanation } = await explain(
      "gantt\n  dateFormat YYYY-MM-DD\n  section Build\n  Kickoff :k1, 2024-13-45, 3d",
    );
    expect(explanation).toMatchObject({ kind: "invalid-date", line: 4 });
  });

  it("zenuml (not loadable here) and a misspelt type are unsupported types, not syntax errors", async () => {
    const zenuml = await explain("zenuml\n  Alice->Bob: Hi");
    expect((zenuml.error as Error).message).toMatch(/^No diagram type detected/);
    expect(zenuml.explanation).toMatchObject({
      kind: "unsupported-type",
      unsupportedType: "zenuml",
      summary: "Unsupported diagram type: zenuml",
      line: 1,
    });
    expect(zenuml.explanation.technical).toBe(DIAGRAM_ERRORS.diagramNotFound("zenuml"));
    const typo = await explain("flowchar LR\n  A --> B");
    expect(typo.explanation.summary).toBe("Unsupported diagram type: flowchar");
  });

  it("front matter with leading blank lines still names the user's line", async () => {
    const source = "\n\n---\ntitle: Launch\n---\nflowchart LR\n  A --> B\n  B C";
    const { explanation } = await explain(source);
    expect(explanation.line).toBe(8);
  });
});

describe("explainDiagramError: the product's own problems", () => {
  it.each([
    [DIAGRAM_ERRORS.externalResource, "external-resource"],
    [DIAGRAM_ERRORS.maxTextSizeExceeded, "too-long"],
    [DIAGRAM_ERRORS.frontMatterNotClosed, "front-matter"],
    [DIAGRAM_ERRORS.unknownLayout("elk"), "unknown-layout"],
    [DIAGRAM_ERRORS.noPicture, "no-picture"],
    [DIAGRAM_ERRORS.diagramNotFound("treemap"), "unsupported-type"],
    [DIAGRAM_ERRORS.syntaxError, "general"],
    ["Cannot read properties of undefined (reading 'events')", "general"],
  ])("%s → %s", (error, kind) => {
    const explanation = explainDiagramError({ error });
    expect(explanation.kind).toBe(kind);
    expect(explanation.technical).toBe(error);
    expect(explanation.summary).not.toMatch(JARGON);
  });

  it("says how long a diagram may be", () => {
    expect(explainDiagramError({ error: DIAGRAM_ERRORS.maxTextSizeExceeded }).hint).toContain(
      DIAGRAM_MAX_TEXT_SIZE.toLocaleString("en-US"),
    );
  });

  it("a diagram type's code that could not be downloaded is a loading failure", () => {
    // Turbopack's ChunkLoadError (as the production build words it), then Chromium's and
    // Firefox's wording for a dynamic import that failed.
    for (const error of [
      "Failed to load chunk /_next/static/chunks/0abc.js from module 4242: TypeError: Failed to fetch",
      "Failed to fetch dynamically imported module: https://plansmith.test/_next/static/chunks/x.js",
      "error loading dynamically imported module: https://plansmith.test/_next/static/chunks/x.js",
    ]) {
      expect(explainDiagramError({ error }).kind).toBe("load-failed");
    }
  });
});

describe("lineOfInvalidValue", () => {
  it("prefers a task whose data lists the value, over a line that only mentions it", () => {
    const source = "gantt\n  title signoff plan\n  section A\n  Review :r1, signoff, 2d";
    expect(lineOfInvalidValue("Invalid date:signoff", source)).toBe(4);
  });

  it("answers null for other messages and for values not in the text", () => {
    expect(lineOfInvalidValue("Boom", "gantt")).toBeNull();
    expect(lineOfInvalidValue("Invalid date:zzz", "gantt\n  A :a, 1d")).toBeNull();
  });
});
