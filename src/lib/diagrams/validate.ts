/**
 * The diagram syntax check of spec section 5: empty text is valid; otherwise the text must parse
 * to one of the 21 supported types and render to a picture without an error text in it. The
 * mermaid calls are injected (`DiagramProbe`): the renderer runs them through its queue, tests run
 * the real parser with a fake picture.
 */
import { normaliseDiagramType, type SupportedDiagramType } from "./diagram-types";
import {
  checkFrontMatter,
  findFrontMatter,
  frontMatterLayout,
  splitLines,
  withoutLeadingBlankLines,
} from "./front-matter";
import {
  DIAGRAM_ERROR_PICTURE_MARKERS,
  DIAGRAM_ERRORS,
  DIAGRAM_MAX_TEXT_SIZE,
} from "./renderer-constants";
import { sourceLoadsResources } from "./source-safety";

export type DiagramValidation =
  | { valid: true; diagramType: SupportedDiagramType | null }
  | { valid: false; error: string; line?: number };

export interface DiagramProbe {
  /** Mermaid's parse; throws the parser's error. */
  parse(text: string): Promise<{ diagramType: string }>;
  /** SVG markup rendered in an off-screen hidden block; throws on failure. */
  renderHidden(text: string): Promise<string>;
}

/**
 * Layouts mermaid 11.17 registers by itself (`registerDefaultLayoutLoaders`). `elk` needs the
 * separate @mermaid-js/layout-elk package, which the product does not load, so it is unknown here.
 */
export const KNOWN_LAYOUTS = ["dagre", "swimlane", "cose-bilkent"] as const;

/** At most this many parser errors are shown; langium reports every follow-up error too. */
const MAX_ERROR_LINES = 3;
/** Jison lists every token it would accept; past this many the list stops helping. */
const MAX_EXPECTED_TOKENS = 5;

export async function validateDiagram(
  text: string,
  probe: DiagramProbe,
): Promise<DiagramValidation> {
  if (text.trim() === "") return { valid: true, diagramType: null };
  if (text.length > DIAGRAM_MAX_TEXT_SIZE) {
    return { valid: false, error: DIAGRAM_ERRORS.maxTextSizeExceeded };
  }

  const frontMatterProblem = checkFrontMatter(text);
  if (frontMatterProblem) return { valid: false, ...frontMatterProblem };

  if (sourceLoadsResources(text)) return { valid: false, error: DIAGRAM_ERRORS.externalResource };

  const layout = frontMatterLayout(text);
  if (layout !== null && !(KNOWN_LAYOUTS as readonly string[]).includes(layout)) {
    return { valid: false, error: DIAGRAM_ERRORS.unknownLayout(layout) };
  }

  // Mermaid finds front matter only at the very start of the text, while `mermaid.run` trims a
  // block's text first; leading blank lines are dropped so both paths agree, and error lines are
  // shifted back to the user's numbering.
  const { source, skippedLines } = withoutLeadingBlankLines(text);

  let mermaidType: string;
  try {
    mermaidType = (await probe.parse(source)).diagramType;
  } catch (error) {
    return describeError(error, source, skippedLines);
  }
  const diagramType = normaliseDiagramType(mermaidType);
  if (diagramType === null) {
    return { valid: false, error: DIAGRAM_ERRORS.diagramNotFound(mermaidType) };
  }

  let svg: string;
  try {
    svg = await probe.renderHidden(source);
  } catch (error) {
    return describeError(error, source, skippedLines);
  }
  if (!/<svg[\s>]/i.test(svg)) return { valid: false, error: DIAGRAM_ERRORS.noPicture };
  if (showsErrorText(svg, source)) return { valid: false, error: DIAGRAM_ERRORS.syntaxError };
  return { valid: true, diagramType };
}

/* ---------------------------------------------------------------------------------------------
 * Error pictures
 * ------------------------------------------------------------------------------------------- */

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    const named: Record<string, string> = {
      amp: "&",
      lt: "<",
      gt: ">",
      quot: '"',
      apos: "'",
      nbsp: " ",
    };
    return named[lower] ?? entity;
  });
}

/**
 * The words a picture shows: tags (with their attribute names and ids, which contain words like
 * `error` in class names), styles and scripts removed, entities decoded, whitespace collapsed.
 * This only reads text for a check; it is not a sanitiser.
 */
function visibleText(svg: string): string {
  const withoutBlocks = svg
    .replace(/<(style|script)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ");
  return normaliseWords(decodeEntities(withoutBlocks.replace(/<[^>]*>/g, " ")));
}

function normaliseWords(text: string): string {
  return text.replace(/\s+/g, " ").toLowerCase();
}

function countOccurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) count++;
  return count;
}

/**
 * Whether the picture shows one of mermaid's error texts. A marker counts only when the picture
 * shows it more often than the source contains it, so a task named 'Fix parse error' still
 * validates while mermaid's own error picture ('Syntax error in text', 'mermaid version …') does
 * not.
 */
function showsErrorText(svg: string, source: string): boolean {
  const pictureText = visibleText(svg);
  const sourceText = normaliseWords(source);
  return DIAGRAM_ERROR_PICTURE_MARKERS.some(
    (marker) => countOccurrences(pictureText, marker) > countOccurrences(sourceText, marker),
  );
}

/* ---------------------------------------------------------------------------------------------
 * Parser errors
 * ------------------------------------------------------------------------------------------- */

/**
 * Mermaid parses the text after removing front matter, `%%{…}%%` directives, `%%` comment lines
 * (with the blank lines before them) and leading blank lines, so the parser's line numbers count
 * the lines that are left. The result maps parser line n (1-based) to `lines[n - 1]`, a 1-based
 * line of `source`.
 */
function parserLineMap(source: string): number[] {
  const lines = splitLines(source);
  const removed = new Array<boolean>(lines.length).fill(false);

  const frontMatter = findFrontMatter(source);
  let start = 0;
  if (frontMatter) {
    start = frontMatter.closeLine + 1;
    // Mermaid's front-matter pattern also swallows the blank lines after the closing `---`.
    while (start < lines.length && (lines[start] ?? "").trim() === "") start++;
  }
  for (let index = 0; index < start; index++) removed[index] = true;

  // The text of each line once directives are cut out. A directive that spans lines joins its
  // first and last line, so the lines after its first one disappear.
  const effective = [...lines];
  for (let index = start; index < lines.length; index++) {
    const withoutDirectives = (lines[index] ?? "").replace(/%%\{[\s\S]*?\}%%/g, "");
    effective[index] = withoutDirectives;
    const open = withoutDirectives.indexOf("%%{");
    if (open < 0) continue;
    let end = index + 1;
    while (end < lines.length && !(lines[end] ?? "").includes("}%%")) end++;
    const last = lines[end] ?? "";
    const close = last.indexOf("}%%");
    effective[index] = withoutDirectives.slice(0, open) + (close < 0 ? "" : last.slice(close + 3));
    for (let joined = index + 1; joined <= end && joined < lines.length; joined++) {
      removed[joined] = true;
    }
    index = end;
  }

  const isBlank = (index: number) => (effective[index] ?? "").trim() === "";
  // Mermaid drops `%%` lines that are not directives, with the blank lines just before them.
  const isComment = (index: number) => /^\s*%%(?!\{).+/.test(effective[index] ?? "");
  for (let index = start; index < lines.length; index++) {
    if (removed[index] || !isComment(index)) continue;
    removed[index] = true;
    for (let before = index - 1; before >= start && !removed[before] && isBlank(before); before--) {
      removed[before] = true;
    }
  }

  const kept: number[] = [];
  for (let index = start; index < lines.length; index++) {
    if (removed[index]) continue;
    // Mermaid trims the start of what is left.
    if (kept.length === 0 && isBlank(index)) continue;
    kept.push(index + 1);
  }
  return kept;
}

function toSourceLine(parserLine: number, map: readonly number[], skippedLines: number): number {
  // Errors at the end of the text point one line past it (mermaid appends a line break).
  const clamped = Math.min(Math.max(parserLine, 1), map.length);
  return (map[clamped - 1] ?? clamped) + skippedLines;
}

interface JisonHash {
  loc?: { first_line?: unknown };
}

interface LangiumResult {
  lexerErrors?: { line?: unknown }[];
  parserErrors?: { token?: { startLine?: unknown } }[];
}

function finiteNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** The 1-based parser line the error is about, from the error's structure when it has one. */
function parserLineOf(error: unknown, message: string): number | null {
  if (error && typeof error === "object") {
    // Jison parsers (flowchart, sequence, gantt, …) attach the offending token's location.
    const hash = (error as { hash?: JisonHash }).hash;
    const jisonLine = finiteNumber(hash?.loc?.first_line);
    if (jisonLine !== null) return jisonLine;
    // Langium parsers (pie, packet, radar, …) throw MermaidParseError with the chevrotain result.
    const result = (error as { result?: LangiumResult }).result;
    if (result) {
      const lines = [
        ...(result.lexerErrors ?? []).map((lexerError) => finiteNumber(lexerError.line)),
        ...(result.parserErrors ?? []).map((parserError) =>
          finiteNumber(parserError.token?.startLine),
        ),
      ].filter((line): line is number => line !== null);
      if (lines.length > 0) return Math.min(...lines);
    }
  }
  const fromMessage = /\bon line (\d+)/i.exec(message);
  return fromMessage ? Number(fromMessage[1]) : null;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  if (error && typeof error === "object" && "message" in error) {
    const { message } = error as { message: unknown };
    if (typeof message === "string") return message;
  }
  return DIAGRAM_ERRORS.syntaxError;
}

/** Jison's 'Expecting 'A', 'B', …, got 'X'' with a readable length and end-of-text named. */
function shortenExpecting(line: string): string {
  const match = /^Expecting (.*), got '(.*)'$/.exec(line);
  if (!match) return line;
  const expected = (match[1] ?? "").split(/,\s*/);
  const shown = expected.slice(0, MAX_EXPECTED_TOKENS).join(", ");
  const more = expected.length > MAX_EXPECTED_TOKENS ? " or another token" : "";
  // Jison prints its end-of-input symbol by number ('1') because it has no name.
  const got = match[2] === "1" ? "the end of the text" : `'${match[2]}'`;
  return `Expecting ${shown}${more}, got ${got}`;
}

/**
 * Mermaid's messages, made readable in a few lines: jison's snippet and caret lines are dropped
 * (the editor shows the line itself), langium's 'Parsing failed:' prefix goes, every 'line N' is
 * renumbered to the user's lines, and the whole text dump of 'No diagram type detected' becomes
 * the spec's 'Diagram {type} not found.'.
 */
function describeError(error: unknown, source: string, skippedLines: number): DiagramValidation {
  const message = messageOf(error);
  const map = parserLineMap(source);

  if (/^No diagram type detected/i.test(message)) {
    const firstKept = map[0];
    const keyword = firstKept
      ? ((splitLines(source)[firstKept - 1] ?? "").trim().split(/[\s;{]/)[0] ?? "")
      : "";
    return {
      valid: false,
      error: DIAGRAM_ERRORS.diagramNotFound(keyword || "(none)"),
      ...(firstKept ? { line: firstKept + skippedLines } : {}),
    };
  }

  const renumber = (text: string) =>
    text.replace(
      /\b(on line )(\d+)/gi,
      (_, prefix: string, line: string) =>
        `${prefix}${toSourceLine(Number(line), map, skippedLines)}`,
    );

  const isJisonSnippet = (line: string) => line.startsWith("...") || /^-*\^$/.test(line);
  const readable = message
    .replace(/^Parsing failed:\s*/, "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !isJisonSnippet(line))
    .map(shortenExpecting)
    .slice(0, MAX_ERROR_LINES);
  // Jison puts 'Parse error on line N:' and the expectation on separate lines; they read as one.
  const joined = readable.join("\n").replace(/:\nExpecting/g, ": Expecting");

  const parserLine = parserLineOf(error, message);
  const line = parserLine === null ? undefined : toSourceLine(parserLine, map, skippedLines);
  const jisonLine = /^((?:Parse|Lexical) error) on line \d+/i;
  // The headline names the same line as `line`, which can differ from jison's own count.
  const text =
    line !== undefined && jisonLine.test(joined)
      ? joined.replace(jisonLine, `$1 on line ${line}`)
      : renumber(joined);

  return { valid: false, error: text || DIAGRAM_ERRORS.syntaxError, ...(line ? { line } : {}) };
}
