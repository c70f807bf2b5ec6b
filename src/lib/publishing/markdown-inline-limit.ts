/**
 * Bounds how many inline delimiters (emphasis `*` `_`, strikethrough `~`, link and image
 * brackets `[` `]`, autolink and HTML starts `<`) one paragraph can hold before it is parsed.
 *
 * Both Markdown readers are super-linear in them: micromark resolves emphasis by walking back
 * over every earlier delimiter (8,000 characters of `*_` take it 5 s, 16,000 take 16 s, deep
 * nesting then overflows mdast's stack), and nested links and brackets cost it the same way;
 * the editor's reader (marked) takes 7 s for 24,000 characters of `*a `. Escaping the delimiters
 * of a paragraph beyond MARKDOWN_MAX_INLINE_DELIMITERS makes them read as text, so the work per
 * paragraph is bounded by a constant and a document's work grows linearly with its length. No
 * paper-like paragraph holds hundreds of formatting marks; a paragraph within the limit is left
 * exactly as it is. Fenced code is never touched. (Past the limit, a delimiter inside an inline
 * code span would show its backslash: only text nobody writes by hand gets there.)
 *
 * A run of one character counts as the levels of emphasis it can open or close, ⌈length / 2⌉
 * (`**` is one, `***` two): micromark nests a run of 3,000 `*` around a word 1,500 levels deep,
 * one pass over the paragraph's events per level, so the limit counts what the marks can make,
 * however they are grouped (a paragraph makes at most one construct per counted delimiter).
 *
 * Escapes have a cost of their own in micromark: it joins the pieces of text between two escapes
 * with one splice of the paragraph's whole event list (micromark/lib/initialize/text.js,
 * resolveAllText), so thousands of escapes in one paragraph make its parse grow with the square
 * of its length (12,500 characters of `\~a b` cost it 15 times what 3,125 do). An author's own
 * escape therefore counts as a delimiter too, and with `cutEscapes` (parseMarkdown, micromark's
 * reader) a paragraph past the limit is cut into paragraphs of at most MARKDOWN_ESCAPES_PER_CUT
 * escapes (the delimiters escaped here and the author's own), in the same containers; table rows
 * are never cut (each cell is parsed on its own anyway). The editor's reader (marked) is not
 * given cuts: it pays for escapes linearly, but for paragraphs with the square of their number.
 */
import {
  CONTAINER_PREFIX,
  fenceOf,
  isBlankLine,
  paragraphCut,
  startsItem,
  TABLE_DELIMITER_ROW,
  THEMATIC_BREAK,
} from "./markdown-lines";

/** The inline delimiters one paragraph (or table) keeps as syntax; later ones read as text. */
export const MARKDOWN_MAX_INLINE_DELIMITERS = 256;

/** Past MARKDOWN_MAX_INLINE_DELIMITERS, a paragraph is cut after this many escapes. */
export const MARKDOWN_ESCAPES_PER_CUT = 64;

const RUN_CHARACTERS = new Set(["*", "_", "~"]);
const SINGLE_CHARACTERS = new Set(["[", "]", "<"]);
/** The characters a backslash escapes (CommonMark's ASCII punctuation). */
const ESCAPABLE = /^[!-/:-@[-`{-~]$/;

/** A paragraph being limited, line after line. */
interface Paragraph {
  /** Delimiters counted so far. */
  count: number;
  /** Escapes written since the limit was passed or the paragraph was last cut. */
  escapes: number;
  /** What cuts this paragraph (markdown-lines.ts, paragraphCut), set by its first line. */
  cut: string | null;
  /** Whether a table's delimiter row was seen: its rows are not cut. */
  inTable: boolean;
}

const newParagraph = (): Paragraph => ({ count: 0, escapes: 0, cut: null, inTable: false });

export interface InlineLimitOptions {
  /** Cut a paragraph past the limit every MARKDOWN_ESCAPES_PER_CUT escapes (for micromark). */
  cutEscapes?: boolean;
}

/**
 * The Markdown with each paragraph's delimiters beyond the limit escaped and, with `cutEscapes`,
 * such a paragraph cut into paragraphs of a bounded number of escapes.
 */
export function limitMarkdownInline(
  markdown: string,
  { cutEscapes = false }: InlineLimitOptions = {},
): string {
  const lines = markdown.split("\n");
  let changed = false;
  let paragraph = newParagraph();
  let fence: { char: string; length: number } | null = null;
  let afterItemOrBlank = true;
  let nextIsDelimiterRow = TABLE_DELIMITER_ROW.test(lines[0]!);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const isDelimiterRow = nextIsDelimiterRow;
    nextIsDelimiterRow = i + 1 < lines.length && TABLE_DELIMITER_ROW.test(lines[i + 1]!);
    const item: boolean = !fence && startsItem(line, afterItemOrBlank);
    afterItemOrBlank = item || isBlankLine(line);
    if (item) paragraph = newParagraph();
    const opening = fenceOf(line);
    if (fence) {
      // Inside fenced code: only a closing fence (same character, at least as long) ends it.
      if (opening && opening.char === fence.char && opening.length >= fence.length) fence = null;
      continue;
    }
    if (opening) {
      fence = opening;
      paragraph = newParagraph();
      continue;
    }
    if (isBlankLine(line) || THEMATIC_BREAK.test(line)) {
      paragraph = newParagraph();
      continue;
    }
    paragraph.cut ??= paragraphCut(CONTAINER_PREFIX.exec(line)![0]);
    if (isDelimiterRow) paragraph.inTable = true;
    // A table's header row is followed by its delimiter row; later rows follow that.
    const cuttable = cutEscapes && !paragraph.inTable && !nextIsDelimiterRow;
    const text = limitLine(line, paragraph, cuttable);
    if (text !== line) {
      lines[i] = text;
      changed = true;
    }
  }
  return changed ? lines.join("\n") : markdown;
}

/**
 * One line, with the delimiters past the limit escaped and, if `cuttable`, the paragraph cut
 * before an escape once MARKDOWN_ESCAPES_PER_CUT were written; counts into `paragraph`.
 */
function limitLine(line: string, paragraph: Paragraph, cuttable: boolean): string {
  const prefix = CONTAINER_PREFIX.exec(line)![0];
  let output = prefix;
  let at = prefix.length;
  const overLimit = () => paragraph.count > MARKDOWN_MAX_INLINE_DELIMITERS;
  /** Writes escaped text; past the limit, cuts the paragraph before it when it is time. */
  const writeEscaped = (text: string) => {
    if (overLimit()) {
      // Not at the line's start: the cut would leave a line holding only the prefix.
      const due = paragraph.escapes >= MARKDOWN_ESCAPES_PER_CUT && output.length > prefix.length;
      if (cuttable && due) {
        output += paragraph.cut;
        paragraph.escapes = 0;
      }
      paragraph.escapes += 1;
    }
    output += text;
  };
  while (at < line.length) {
    const c = line[at]!;
    if (c === "\\") {
      const escape = line.slice(at, at + 2);
      // An escape costs micromark like a delimiter (see above); `\` before a letter is text.
      if (ESCAPABLE.test(escape.slice(1))) {
        paragraph.count += 1;
        if (overLimit()) writeEscaped(escape);
        else output += escape;
      } else output += escape;
      at += 2;
      continue;
    }
    if (RUN_CHARACTERS.has(c)) {
      let end = at + 1;
      while (end < line.length && line[end] === c) end += 1;
      paragraph.count += Math.ceil((end - at) / 2);
      const run = line.slice(at, end);
      if (overLimit()) writeEscaped(run.replaceAll(c, `\\${c}`));
      else output += run;
      at = end;
      continue;
    }
    if (SINGLE_CHARACTERS.has(c)) {
      paragraph.count += 1;
      if (overLimit()) writeEscaped(`\\${c}`);
      else output += c;
      at += 1;
      continue;
    }
    output += c;
    at += 1;
  }
  return output;
}
