/**
 * Mermaid's parser and render errors made readable and pointed at the user's line (the line
 * numbers mermaid reports count the text it parsed, after front matter, directives and comments
 * were cut out). Used by the validation (editor) and by the renderer (saved diagrams), so both
 * say the same thing about the same mistake; error-explanation.ts then puts it in plain words.
 */
import { findFrontMatter, splitLines, withoutLeadingBlankLines } from "./front-matter";
import { lineOfInvalidValue } from "./error-explanation";
import { DIAGRAM_ERRORS } from "./renderer-constants";

/** What is wrong with a diagram: mermaid's message (shortened) and the user's line, if known. */
export interface DiagramProblemReport {
  error: string;
  line?: number;
}

/** At most this many parser errors are shown; langium reports every follow-up error too. */
const MAX_ERROR_LINES = 3;
/** Jison lists every token it would accept; past this many the list stops helping. */
const MAX_EXPECTED_TOKENS = 5;

/**
 * The problem report for an error thrown by mermaid's parse or render of `text` (the block's
 * text as the user wrote it, leading blank lines included).
 */
export function describeDiagramError(error: unknown, text: string): DiagramProblemReport {
  const { source, skippedLines } = withoutLeadingBlankLines(text);
  return describeError(error, source, skippedLines);
}

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
function describeError(error: unknown, source: string, skippedLines: number): DiagramProblemReport {
  const message = messageOf(error);
  const map = parserLineMap(source);

  if (/^No diagram type detected/i.test(message)) {
    const firstKept = map[0];
    const keyword = firstKept
      ? ((splitLines(source)[firstKept - 1] ?? "").trim().split(/[\s;{]/)[0] ?? "")
      : "";
    return {
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
  // Render-time errors (a Gantt chart's 'Invalid date:signoff') name a value, not a line.
  const valueLine = parserLine === null ? lineOfInvalidValue(message, source) : null;
  const line =
    parserLine !== null
      ? toSourceLine(parserLine, map, skippedLines)
      : valueLine !== null
        ? valueLine + skippedLines
        : undefined;
  const jisonLine = /^((?:Parse|Lexical) error) on line \d+/i;
  // The headline names the same line as `line`, which can differ from jison's own count.
  const text =
    line !== undefined && jisonLine.test(joined)
      ? joined.replace(jisonLine, `$1 on line ${line}`)
      : renumber(joined);

  return { error: text || DIAGRAM_ERRORS.syntaxError, ...(line ? { line } : {}) };
}
