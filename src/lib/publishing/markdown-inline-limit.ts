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
 */
import {
  CONTAINER_PREFIX,
  fenceOf,
  isBlankLine,
  startsItem,
  THEMATIC_BREAK,
} from "./markdown-lines";

/** The inline delimiters one paragraph (or table) keeps as syntax; later ones read as text. */
export const MARKDOWN_MAX_INLINE_DELIMITERS = 256;

const RUN_CHARACTERS = new Set(["*", "_", "~"]);
const SINGLE_CHARACTERS = new Set(["[", "]", "<"]);

/** The Markdown with each paragraph's delimiters beyond the limit escaped. */
export function limitMarkdownInline(markdown: string): string {
  const lines = markdown.split("\n");
  let changed = false;
  let count = 0;
  let fence: { char: string; length: number } | null = null;
  let afterItemOrBlank = true;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const item: boolean = !fence && startsItem(line, afterItemOrBlank);
    afterItemOrBlank = item || isBlankLine(line);
    if (item) count = 0;
    const opening = fenceOf(line);
    if (fence) {
      // Inside fenced code: only a closing fence (same character, at least as long) ends it.
      if (opening && opening.char === fence.char && opening.length >= fence.length) fence = null;
      continue;
    }
    if (opening) {
      fence = opening;
      count = 0;
      continue;
    }
    if (isBlankLine(line) || THEMATIC_BREAK.test(line)) {
      count = 0;
      continue;
    }
    if (count + line.length <= MARKDOWN_MAX_INLINE_DELIMITERS) {
      // Cannot reach the limit on this line: count without rewriting.
      count += countDelimiters(line);
      continue;
    }
    const limited = limitLine(line, count);
    count = limited.count;
    if (limited.text !== line) {
      lines[i] = limited.text;
      changed = true;
    }
  }
  return changed ? lines.join("\n") : markdown;
}

function countDelimiters(line: string): number {
  return limitLine(line, 0).count;
}

/** One line, with the delimiters past the limit escaped, and the paragraph's count after it. */
function limitLine(line: string, start: number): { text: string; count: number } {
  let count = start;
  const prefix = CONTAINER_PREFIX.exec(line)![0];
  let output = prefix;
  let at = prefix.length;
  while (at < line.length) {
    const c = line[at]!;
    if (c === "\\") {
      output += line.slice(at, at + 2);
      at += 2;
      continue;
    }
    if (RUN_CHARACTERS.has(c)) {
      let end = at + 1;
      while (end < line.length && line[end] === c) end += 1;
      count += Math.ceil((end - at) / 2);
      const run = line.slice(at, end);
      output += count > MARKDOWN_MAX_INLINE_DELIMITERS ? run.replaceAll(c, `\\${c}`) : run;
      at = end;
      continue;
    }
    if (SINGLE_CHARACTERS.has(c)) {
      count += 1;
      output += count > MARKDOWN_MAX_INLINE_DELIMITERS ? `\\${c}` : c;
      at += 1;
      continue;
    }
    output += c;
    at += 1;
  }
  return { text: output, count };
}
