/**
 * How the Markdown limits (markdown-inline-limit.ts, markdown-bracket-limit.ts) read a line
 * without parsing: container prefixes, fences, blank lines, item starts, thematic breaks and
 * table delimiter rows, each by one anchored pattern, so a line costs its length.
 */

/** Container markers and indentation at the start of a line (list bullets are not emphasis). */
export const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))*[ \t]*/;

/** A thematic break ("***", "_ _ _"): its characters are not emphasis either. */
export const THEMATIC_BREAK = /^[ \t>]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/** A GFM table's delimiter row ("| --- | :-: |"), after its header row. */
export const TABLE_DELIMITER_ROW =
  /^(?=[^|]*\|)[ \t>]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** A list marker inside a container prefix. */
const LIST_MARKER = /[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)/g;

/** A fence line's opening (after container markers): its character and length, or null. */
export function fenceOf(line: string): { char: string; length: number } | null {
  const match = /^(`{3,}|~{3,})/.exec(line.slice(CONTAINER_PREFIX.exec(line)![0].length));
  if (!match) return null;
  return { char: match[1]![0]!, length: match[1]!.length };
}

export const isBlankLine = (line: string) => /^[ \t>]*$/.test(line);

/**
 * Whether the line starts a new list item, whose text is a paragraph of its own: a bullet with
 * text (it always interrupts a paragraph), or a number after a blank line or another item, or
 * "1." (the only number that interrupts a paragraph). Other lines continue the paragraph.
 */
export function startsItem(line: string, afterItemOrBlank: boolean): boolean {
  const match = /^[ \t>]*(?:([-+*])|(\d{1,9})[.)])[ \t]+\S/.exec(line);
  if (!match) return false;
  return Boolean(match[1]) || afterItemOrBlank || Number(match[2]) === 1;
}

/**
 * What ends a paragraph in the middle of a line and starts a new one in the same containers,
 * given the container prefix of the paragraph's first line: a line break, a blank line (holding
 * the block quote markers), and the prefix again with its list markers as spaces (the item's
 * content column), e.g. "> - " gives "\n>\n>   ". The new paragraph must start with text that
 * cannot open a block (the limits cut before a backslash).
 */
export function paragraphCut(firstLinePrefix: string): string {
  const blank = firstLinePrefix.replace(/[^>]/g, "");
  const continuation = firstLinePrefix.replace(LIST_MARKER, (marker) => " ".repeat(marker.length));
  return `\n${blank}\n${continuation}`;
}
