/**
 * Bounds how deeply Markdown containers (block quotes, list items) can nest before it is parsed.
 *
 * micromark and mdast are not safe with deep nesting: 6,000 `>` on one line (6 kB) overflow the
 * stack in mdast's GFM autolink pass (the whole parse throws), and 5,000 `- ` on one line (10 kB)
 * take micromark about 25 s of CPU. No plan nests 64 levels, so a container marker that would
 * open a level beyond MARKDOWN_MAX_NESTING is escaped (`\>`, `\-`, `1\.`) and reads as text.
 * `parseMarkdown` applies this, so the owner's browser, the server and the public page still
 * share one parse.
 *
 * The depth is estimated per line from its prefix, linearly: each marker opens one level and
 * every two columns of white space can continue one level opened on an earlier line (a list
 * item's content starts at least two columns in; a quote needs its `>` on every line). The
 * estimate is never below the real depth, so escaping happens at or before the limit.
 */

/** Deepest container nesting kept as structure. */
export const MARKDOWN_MAX_NESTING = 64;

const TAB_STOP = 4;
/** The longest ordered-list number CommonMark accepts. */
const MAX_ORDERED_DIGITS = 9;

const isBlank = (c: string | undefined) => c === undefined || c === " " || c === "\t";
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

/**
 * Where the line's prefix opens a container beyond the limit: the index of the character to
 * escape, or -1.
 */
function overNestedMarker(line: string): number {
  /** The column reached (for tab stops) and how many of those columns were white space. */
  let column = 0;
  let whitespace = 0;
  let markers = 0;
  let at = 0;
  while (at < line.length) {
    const c = line[at];
    if (c === " " || c === "\t") {
      const width = c === " " ? 1 : TAB_STOP - (column % TAB_STOP);
      column += width;
      whitespace += width;
      at += 1;
      continue;
    }
    let marker = -1;
    let next = at + 1;
    if (c === ">") marker = at;
    else if ((c === "-" || c === "+" || c === "*") && isBlank(line[at + 1])) marker = at;
    else if (isDigit(c)) {
      let end = at;
      while (end < line.length && end - at < MAX_ORDERED_DIGITS && isDigit(line[end])) end += 1;
      if ((line[end] === "." || line[end] === ")") && isBlank(line[end + 1])) {
        marker = end;
        next = end + 1;
      }
    }
    if (marker < 0) return -1;
    markers += 1;
    if (markers + Math.floor(whitespace / 2) > MARKDOWN_MAX_NESTING) return marker;
    column += next - at;
    at = next;
  }
  return -1;
}

/** The Markdown with every container marker beyond MARKDOWN_MAX_NESTING escaped. */
export function limitMarkdownNesting(markdown: string): string {
  const lines = markdown.split("\n");
  let changed = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const at = overNestedMarker(line);
    if (at < 0) continue;
    lines[i] = `${line.slice(0, at)}\\${line.slice(at)}`;
    changed = true;
  }
  return changed ? lines.join("\n") : markdown;
}
