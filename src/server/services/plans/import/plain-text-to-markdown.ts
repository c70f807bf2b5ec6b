/**
 * Plain text (a .txt file, or the text of a PDF) as Markdown: lines that read like headings
 * become `##` headings (the first one `#` when it opens the document, so it titles the plan),
 * bullets become Markdown list items, and everything else is kept as it is.
 *
 * A line reads like a heading when it stands alone (a blank line or the start of the text before
 * it) and is one of:
 * - in capitals: "PROJECT GOALS";
 * - numbered and short, without closing punctuation, not part of a list: "1. Scope";
 * - short, without closing punctuation, with a blank line after it: "Next steps".
 */
const BULLET = /^(\s*)[•◦▪‣●■–]\s+/;
const LIST_ITEM = /^\s*(?:[-*+•◦▪‣●■–]\s|\d+[.)]\s)/;
const NUMBERED = /^\d+(?:\.\d+)*[.)]?\s+\S/;
const CLOSING_PUNCTUATION = /[.,;:!?…]$/;
const HEADING_MAX_LENGTH = 60;
const HEADING_MAX_WORDS = 8;
const CAPITALS_MAX_LENGTH = 80;
/** "Goals:" still reads as a heading; "The plan is as follows:" does not. */
const COLON_HEADING_MAX_WORDS = 3;

const isBlank = (line: string | undefined) => line === undefined || !line.trim();
const wordCount = (line: string) => line.trim().split(/\s+/).length;

function isInCapitals(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, "");
  return (
    letters.length >= 2 &&
    line.length <= CAPITALS_MAX_LENGTH &&
    !/\p{Ll}/u.test(line) &&
    !/[.,;!?]$/.test(line)
  );
}

function isShortTitle(line: string): boolean {
  const text = line.replace(/:$/, "");
  const colonAllowed = line === text || wordCount(text) <= COLON_HEADING_MAX_WORDS;
  return (
    colonAllowed &&
    text.length <= HEADING_MAX_LENGTH &&
    wordCount(text) <= HEADING_MAX_WORDS &&
    /^[\p{L}\p{N}]/u.test(text) &&
    /\p{L}/u.test(text) &&
    !CLOSING_PUNCTUATION.test(text) &&
    !/:\/\/|@/.test(text)
  );
}

/**
 * Whether lines[index] reads like a heading (see the module comment). `lastContent` is the index
 * of the last non-blank line, found once: looking ahead from every line made long texts of short
 * lines quadratic.
 */
function isHeadingLike(lines: readonly string[], index: number, lastContent: number): boolean {
  const line = lines[index]!.trim();
  if (!line || !isBlank(lines[index - 1]) || line.startsWith("#")) return false;
  const next = lines[index + 1];
  if (NUMBERED.test(line)) {
    // "1. Design" directly followed by "2. Build" is a list, not two headings.
    return isShortTitle(line) && (isBlank(next) || !LIST_ITEM.test(next!));
  }
  if (LIST_ITEM.test(line)) return false;
  if (isInCapitals(line)) return true;
  const moreFollows = lastContent > index + 1;
  return isShortTitle(line) && isBlank(next) && moreFollows;
}

/** "• item" (and other bullet signs) as a Markdown list item, "- item". */
export function withMarkdownBullet(line: string): string {
  return line.replace(BULLET, "$1- ");
}

/**
 * Linear in the length of the text: every line is looked at a fixed number of times, and no
 * pattern can backtrack over a long line (trailing space is cut with trimEnd, not `/\s+$/`, which
 * retried from every space of a long run).
 */
export function plainTextToMarkdown(text: string): string {
  const lines = text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => withMarkdownBullet(line.trimEnd()));
  const firstContent = lines.findIndex((line) => !isBlank(line));
  const lastContent = lines.findLastIndex((line) => !isBlank(line));
  return lines
    .map((line, index) => {
      if (!isHeadingLike(lines, index, lastContent)) return line;
      const heading = line.trim().replace(/:$/, "");
      const opensDocument = index === firstContent && !NUMBERED.test(heading);
      return `${opensDocument ? "#" : "##"} ${heading}`;
    })
    .join("\n");
}
