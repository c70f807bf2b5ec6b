/**
 * Mermaid's error messages in words a non-technical reader understands. Mermaid's parsers speak
 * in grammar tokens ("Expecting 'SQE', 'PE', … got 'NEWLINE'", "Expecting token of type ':' but
 * found `60`"); the reader needs to know what kind of mistake it is, on which line, and what to
 * check. The input is a problem report (parser-errors.ts): mermaid's message, shortened, and the
 * user's line. The original message stays in `technical` for a "Details" disclosure.
 *
 * Pure: no DOM, no mermaid. The texts live in the error catalogue (DIAGRAM_ERROR_TEXT).
 */
import { DIAGRAM_ERROR_TEXT } from "@/lib/errors/diagrams";
import { splitLines } from "./front-matter";
import { DIAGRAM_ERRORS, DIAGRAM_MAX_TEXT_SIZE } from "./renderer-constants";

export type DiagramErrorKind =
  | "ended-early"
  | "unclosed"
  | "line-incomplete"
  | "unexpected-text"
  | "unknown-characters"
  | "invalid-date"
  | "branch-missing"
  | "unsupported-type"
  | "load-failed"
  | "external-resource"
  | "too-long"
  | "front-matter"
  | "unknown-layout"
  | "no-picture"
  | "general";

export interface DiagramErrorExplanation {
  kind: DiagramErrorKind;
  /** The user's line (1-based), when mermaid's message or the offending value points at one. */
  line?: number;
  /** What is wrong, in one sentence (shown after "Line N:"). */
  summary: string;
  /** What to check or do. */
  hint: string;
  /** For 'unsupported-type': the type the diagram asked for. */
  unsupportedType?: string;
  /** Mermaid's message as reported, for people who want it. */
  technical: string;
}

/** Jison's name for the end of the text is its symbol number 1; langium says EOF or nothing. */
const END_TOKENS = new Set(["1", "EOF", "EOF_IN_STRUCT", "the end of the text", ""]);
/** Tokens a parser reports when a line ended where it expected more. */
const LINE_END_TOKENS = new Set(["NEWLINE", "NL", "\\n", "\n", "SEMI"]);
/**
 * Closing tokens of brackets, quotes and blocks in mermaid's grammars: jison names them
 * SQE, PE, DIAMOND_STOP, STADIUMEND, SQUARE_BRACES_END, STRUCT_STOP, NODE_DEND, …; langium and a
 * few jison grammars use the character itself.
 */
const CLOSING_TOKEN = /^(SQE|PE|-\)|.*END|.*_STOP|.*_DEND|RBRACE|[\])}"])$/;

/**
 * Messages of a module (a diagram type's code) that the browser could not download: Turbopack's
 * ChunkLoadError ('Failed to load chunk /_next/static/chunks/… from module …'), webpack's, and the
 * browsers' own wording for a failed dynamic import.
 */
const LOAD_FAILURE =
  /failed to load chunk|loading chunk \S+ failed|chunkloaderror|failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed/i;

interface ParsedExpectation {
  expected: string[];
  found: string;
}

function unquote(token: string): string {
  return token.trim().replace(/^['"`]|['"`]$/g, "");
}

const JISON_PREFIX = "Expecting ";
const JISON_GOT = " got ";
const JISON_END_OF_TEXT = "the end of the text";
const SEQUENCES_PREFIX = "Expecting: one of these possible Token sequences:";
const SEQUENCES_FOUND = "but found: '";

/** Where the line that holds `from` ends (JavaScript's `.` stops at these four characters). */
function lineEnd(text: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029) return index;
  }
  return text.length;
}

/**
 * Jison's "Expecting 'A', 'B', got 'C'" on one line. Searched with indexOf rather than a lazy
 * pattern, which rescans the rest of the line from every "Expecting " (quadratic in a message
 * that repeats it). The first "Expecting " of a line is the only start that can match: a later
 * one sees a suffix of the same text.
 */
function parseJisonLine(line: string): ParsedExpectation | null {
  const start = line.indexOf(JISON_PREFIX);
  if (start < 0) return null;
  const listStart = start + JISON_PREFIX.length;
  // The list holds at least one character, as the pattern `(.+?)` did.
  for (let got = line.indexOf(JISON_GOT, listStart + 1); got >= 0;) {
    const tokenStart = got + JISON_GOT.length;
    let found: string | null = null;
    if (line.startsWith(JISON_END_OF_TEXT, tokenStart)) found = JISON_END_OF_TEXT;
    else if (line[tokenStart] === "'") {
      const close = line.indexOf("'", tokenStart + 1);
      // No closing quote after this " got '": none after a later one either.
      if (close < 0) return null;
      found = line.slice(tokenStart, close + 1);
    }
    if (found !== null) {
      const list = line.slice(listStart, got).replace(/,$/, "");
      const expected = list
        .replace(/ or another token$/, "")
        .split(/,\s*/)
        .map(unquote);
      return { expected, found: unquote(found) };
    }
    got = line.indexOf(JISON_GOT, got + 1);
  }
  return null;
}

function parseJison(message: string): ParsedExpectation | null {
  for (let start = 0; start <= message.length;) {
    const end = lineEnd(message, start);
    const parsed = parseJisonLine(message.slice(start, end));
    if (parsed) return parsed;
    start = end + 1;
  }
  return null;
}

/** Langium's "Expecting: one of these possible Token sequences: … but found: 'x'". */
function parseTokenSequences(message: string): ParsedExpectation | null {
  const start = message.indexOf(SEQUENCES_PREFIX);
  if (start < 0) return null;
  const found = message.indexOf(SEQUENCES_FOUND, start + SEQUENCES_PREFIX.length);
  if (found < 0) return null;
  const tokenStart = found + SEQUENCES_FOUND.length;
  const close = message.indexOf("'", tokenStart);
  if (close < 0) return null;
  return { expected: [], found: message.slice(tokenStart, close) };
}

/** "Expecting 'A', 'B', got 'C'" (jison) or "Expecting token of type 'A' but found `C`" (langium). */
function parseExpectation(message: string): ParsedExpectation | null {
  const jison = parseJison(message);
  if (jison) return jison;
  const langium = /Expecting token of type '([^']*)' but found `([^`]*)`/.exec(message);
  if (langium) return { expected: [langium[1] ?? ""], found: langium[2] ?? "" };
  return parseTokenSequences(message);
}

/** A grammar token a reader would recognise as written text (a colon, a bracket, a word). */
function isReadableToken(token: string): boolean {
  return token.length > 0 && token.length <= 3 && !/^[A-Z_]+$/.test(token);
}

function fromExpectation(parsed: ParsedExpectation): Omit<DiagramErrorExplanation, "technical"> {
  const found = parsed.found.trim() === "" && parsed.found !== "" ? "\n" : parsed.found;
  if (parsed.expected.some((token) => CLOSING_TOKEN.test(token))) {
    return { kind: "unclosed", ...DIAGRAM_ERROR_TEXT.unclosed };
  }
  if (END_TOKENS.has(found)) return { kind: "ended-early", ...DIAGRAM_ERROR_TEXT.endedEarly };
  if (LINE_END_TOKENS.has(found)) {
    return { kind: "line-incomplete", ...DIAGRAM_ERROR_TEXT.lineIncomplete };
  }
  const [only] = parsed.expected;
  if (parsed.expected.length === 1 && only && isReadableToken(only)) {
    return {
      kind: "unexpected-text",
      summary: DIAGRAM_ERROR_TEXT.expectedInstead(only, isReadableFound(found) ? found : ""),
      hint: DIAGRAM_ERROR_TEXT.unexpectedText.hint,
    };
  }
  return { kind: "unexpected-text", ...DIAGRAM_ERROR_TEXT.unexpectedText };
}

/** Langium shows the text it found; jison shows a token name (NODE_STRING), which says nothing. */
function isReadableFound(found: string): boolean {
  return found.length > 0 && found.length <= 40 && !/^[A-Z_]+$/.test(found);
}

function classify(message: string): Omit<DiagramErrorExplanation, "technical"> {
  const text = message.trim();
  const notFound = /^Diagram (.+) not found\.$/.exec(text);
  if (notFound) {
    const type = notFound[1] ?? "";
    if (type === "(none)") return { kind: "unsupported-type", ...DIAGRAM_ERROR_TEXT.noType };
    return {
      kind: "unsupported-type",
      summary: DIAGRAM_ERROR_TEXT.unsupportedType.summary(type),
      hint: DIAGRAM_ERROR_TEXT.unsupportedType.hint,
      unsupportedType: type,
    };
  }
  if (LOAD_FAILURE.test(text)) return { kind: "load-failed", ...DIAGRAM_ERROR_TEXT.loadFailed };
  if (text === DIAGRAM_ERRORS.externalResource) {
    return {
      kind: "external-resource",
      summary: DIAGRAM_ERROR_TEXT.externalResource.summary,
      hint: DIAGRAM_ERRORS.externalResource,
    };
  }
  if (text === DIAGRAM_ERRORS.maxTextSizeExceeded) {
    return {
      kind: "too-long",
      summary: DIAGRAM_ERROR_TEXT.tooLong.summary,
      hint: DIAGRAM_ERROR_TEXT.tooLong.hint(DIAGRAM_MAX_TEXT_SIZE),
    };
  }
  if (text === DIAGRAM_ERRORS.frontMatterNotClosed) {
    return {
      kind: "front-matter",
      summary: DIAGRAM_ERROR_TEXT.frontMatter.summary,
      hint: DIAGRAM_ERRORS.frontMatterNotClosed,
    };
  }
  const layout = /^Unknown layout algorithm: (.+)$/.exec(text);
  if (layout) {
    return {
      kind: "unknown-layout",
      summary: DIAGRAM_ERROR_TEXT.unknownLayout.summary(layout[1] ?? ""),
      hint: DIAGRAM_ERROR_TEXT.unknownLayout.hint,
    };
  }
  if (text === DIAGRAM_ERRORS.noPicture) {
    return { kind: "no-picture", ...DIAGRAM_ERROR_TEXT.noPicture };
  }
  const date = INVALID_DATE.exec(text);
  if (date) {
    const value = (date[1] ?? "").trim();
    return {
      kind: "invalid-date",
      summary: DIAGRAM_ERROR_TEXT.invalidDate.summary(value),
      hint: DIAGRAM_ERROR_TEXT.invalidDate.hint(value),
    };
  }
  const name = missingBranchName(text);
  if (name !== null) {
    return {
      kind: "branch-missing",
      summary: DIAGRAM_ERROR_TEXT.branchMissing.summary(name),
      hint: DIAGRAM_ERROR_TEXT.branchMissing.hint(name),
    };
  }
  // A lexer error is the first thing that went wrong; langium's parse errors after it follow
  // from it (an unclosed quote makes the rest of the line unreadable).
  const character = textBetweenOnLine(text, LEXER_ERROR_BEFORE, LEXER_ERROR_AFTER);
  if (character !== null) {
    if (character === '"' || character === "'") {
      return { kind: "unclosed", ...DIAGRAM_ERROR_TEXT.unclosed };
    }
    return {
      kind: "unknown-characters",
      summary: DIAGRAM_ERROR_TEXT.unknownCharacterAt(character),
      hint: DIAGRAM_ERROR_TEXT.unknownCharacters.hint,
    };
  }
  const expectation = parseExpectation(text);
  if (expectation) return fromExpectation(expectation);
  if (/possible Token sequences/.test(text)) {
    return { kind: "unexpected-text", ...DIAGRAM_ERROR_TEXT.unexpectedText };
  }
  if (/Lexical error on line/i.test(text)) {
    return { kind: "unknown-characters", ...DIAGRAM_ERROR_TEXT.unknownCharacters };
  }
  return { kind: "general", ...DIAGRAM_ERROR_TEXT.general };
}

/** Gantt: a task's start or end that is neither a date in the chart's format nor `after id`. */
const INVALID_DATE = /^Invalid date:([\s\S]+)$/;
/** Langium's lexer: "Lexer error on line 2, column 5: unexpected character: ->"<- at offset…". */
const LEXER_ERROR_BEFORE = /Lexer error on line [\d?]+, column [\d?]+: unexpected character: ->/g;
const LEXER_ERROR_AFTER = "<-";
/** gitGraph: `checkout x` before `branch x`: the name between these two texts, on one line. */
const MISSING_BRANCH_BEFORE = 'checkout branch which is not yet created. (Help try using "branch ';
const MISSING_BRANCH_AFTER = '")';

/**
 * The text between `before` and the first `after` that follows it on the same line (at least one
 * character), as the lazy pattern `before(.+?)after` finds it, but in linear time: that pattern
 * rescans the rest of the line from every `before`, which is quadratic in a message repeating it.
 * Only the first `before` of a line can match (a later one sees a suffix of the same text).
 */
function textBetweenOnLine(text: string, before: string | RegExp, after: string): string | null {
  // Where the text after the next `before` at or after `from` starts; a RegExp has the g flag.
  const nextValueStart = (from: number): number => {
    if (typeof before === "string") {
      const index = text.indexOf(before, from);
      return index < 0 ? -1 : index + before.length;
    }
    before.lastIndex = from;
    const match = before.exec(text);
    return match ? match.index + match[0].length : -1;
  };
  for (let valueStart = nextValueStart(0); valueStart >= 0;) {
    const end = lineEnd(text, valueStart);
    const close = text.indexOf(after, valueStart + 1);
    if (close >= 0 && close + after.length <= end) return text.slice(valueStart, close);
    valueStart = nextValueStart(end);
  }
  return null;
}

function missingBranchName(message: string): string | null {
  return textBetweenOnLine(message, MISSING_BRANCH_BEFORE, MISSING_BRANCH_AFTER);
}

/**
 * Explains a problem report (parser-errors.ts) in plain words. `line` is kept as it is: the report
 * has already mapped it to the user's numbering.
 */
export function explainDiagramError(problem: {
  error: string;
  line?: number;
}): DiagramErrorExplanation {
  return {
    ...classify(problem.error),
    ...(problem.line ? { line: problem.line } : {}),
    technical: problem.error,
  };
}

function isCommentLine(line: string): boolean {
  return /^\s*%%/.test(line);
}

/**
 * The 1-based line of `source` that an error about a value (not a line) is about, or `null`:
 * Gantt's 'Invalid date:signoff' is the task line whose data (after the colon) has `signoff` as
 * one of its comma-separated items; gitGraph's unknown branch is its `checkout`/`switch` line.
 * Mermaid reports these while drawing, with no position, so the value is looked up in the text.
 */
export function lineOfInvalidValue(message: string, source: string): number | null {
  const lines = splitLines(source);
  const find = (test: (line: string) => boolean): number | null => {
    const index = lines.findIndex((line) => !isCommentLine(line) && test(line));
    return index < 0 ? null : index + 1;
  };

  const date = INVALID_DATE.exec(message.trim());
  if (date) {
    const value = (date[1] ?? "").trim();
    if (value === "") return null;
    const asItem = find((line) => {
      const colon = line.indexOf(":");
      if (colon < 0) return false;
      return line
        .slice(colon + 1)
        .split(",")
        .some((item) => item.trim() === value);
    });
    return asItem ?? find((line) => line.includes(value));
  }

  const name = missingBranchName(message);
  if (name !== null) {
    return find((line) => {
      const words = line.trim().split(/\s+/);
      return (words[0] === "checkout" || words[0] === "switch") && words[1] === name;
    });
  }
  return null;
}
