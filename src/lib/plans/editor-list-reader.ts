/**
 * Where a numbered list or a checklist starts and ends in a section's Markdown, and which lines
 * belong to each item, by CommonMark's list item rule: an item's blocks are the lines indented to
 * its content column (the marker's width plus the spaces after it: 3 columns under "1. ", 4 under
 * "10. ", 2 under "- "), blank lines between them, and lazy lines that continue its paragraph.
 * The rest of the app (public page, print, Word, history) reads sections with mdast, which
 * follows the same rule, so a second paragraph, a nested list or a fenced code block under an
 * item is in the item for both.
 *
 * Sections saved before this reader had the blocks under "1. " indented one column less (two
 * spaces, what Tiptap's reader stripped). A numbered item whose first indented line sits exactly
 * one column short of the content column is read with that indentation, so those sections open
 * as they were written; the editor saves them back with the full indentation.
 *
 * Pure and linear: each line is looked at once per nesting level, and a source that does not
 * start with an item of the kind is refused from its first line.
 */

/** One item: where it starts and its blocks' Markdown with the item's indentation removed. */
export interface ListItemSource {
  start: ItemStart;
  content: string;
  raw: string;
}

export interface ListSource {
  items: ListItemSource[];
  /** The source the list spans: from its first marker to its last line (no trailing newline). */
  raw: string;
}

const TAB_STOP = 4;
/** Up to three spaces, 1–9 digits, "." or ")", then white space or the end of the line. */
const NUMBERED_MARKER = /^( {0,3})(\d{1,9})([.)])(?=[ \t]|$)/;
/** Up to three spaces, a bullet, white space, then a checkbox and white space or the line end. */
const CHECKLIST_MARKER = /^( {0,3})([-+*])(?=[ \t]+\[[ xX]\](?:[ \t]|$))/;
/** More white space than this after a marker starts an indented code block in the item. */
const MAX_MARKER_SPACING = 4;

const isBlank = (line: string) => /^[ \t]*$/.test(line);

/** The column after the line's leading white space, counted from `column` (tabs to stops). */
function indentation(line: string, column = 0): { columns: number; length: number } {
  let at = 0;
  let reached = column;
  while (at < line.length && (line[at] === " " || line[at] === "\t")) {
    reached += line[at] === " " ? 1 : TAB_STOP - (reached % TAB_STOP);
    at += 1;
  }
  return { columns: reached - column, length: at };
}

/** The line without its first `columns` columns of white space (a split tab leaves spaces). */
function withoutColumns(line: string, columns: number, column = 0): string {
  let at = 0;
  let reached = column;
  while (at < line.length && reached - column < columns) {
    const width = line[at] === " " ? 1 : line[at] === "\t" ? TAB_STOP - (reached % TAB_STOP) : 0;
    if (width === 0) break;
    reached += width;
    at += 1;
  }
  const over = reached - column - columns;
  return " ".repeat(Math.max(0, over)) + line.slice(at);
}

export interface ItemStart {
  /** The item's number (numbered lists) or 0. */
  number: number;
  /** What must be the same for the next item to be in the same list: "." or ")", or the bullet. */
  delimiter: string;
  /** Whether the checkbox of a checklist item is checked. */
  checked: boolean;
  /** The content column (CommonMark's W). */
  column: number;
  /** The column the earlier writer indented by (one short), when the item can be one of its. */
  legacyColumn: number | null;
  firstLine: string;
}

/**
 * The item a marker starts: its content column and first line. "1." alone, or a marker followed
 * by more than four spaces (an indented code block in the item), has its content one column
 * after the marker.
 */
function itemAfterMarker(
  line: string,
  markerEnd: number,
  base: Pick<ItemStart, "number" | "delimiter" | "checked">,
  legacy: boolean,
): ItemStart {
  const rest = line.slice(markerEnd);
  const spacing = indentation(rest, markerEnd);
  const text = rest.slice(spacing.length);
  if (!text) return { ...base, column: markerEnd + 1, legacyColumn: null, firstLine: "" };
  if (spacing.columns > MAX_MARKER_SPACING) {
    const firstLine = withoutColumns(rest, 1, markerEnd);
    return { ...base, column: markerEnd + 1, legacyColumn: null, firstLine };
  }
  const column = markerEnd + spacing.columns;
  const legacyColumn = legacy && spacing.columns === 1 ? column - 1 : null;
  return { ...base, column, legacyColumn, firstLine: text };
}

/** The numbered item a line starts, if it starts one. */
export function numberedItemStart(line: string): ItemStart | null {
  const marker = NUMBERED_MARKER.exec(line);
  if (!marker) return null;
  const base = { number: Number(marker[2]), delimiter: marker[3]!, checked: false };
  return itemAfterMarker(line, marker[0].length, base, true);
}

/**
 * The checklist item a line starts, if it starts one. Its first line keeps the checkbox: GFM
 * reads it as the start of the item's first paragraph (so "- [ ] # x" is a checklist line
 * reading "# x", and the paragraph goes on over the next lines); the reader takes it off there.
 */
export function checklistItemStart(line: string): ItemStart | null {
  const marker = CHECKLIST_MARKER.exec(line);
  if (!marker) return null;
  const checked = line[line.indexOf("[", marker[0].length) + 1] !== " ";
  return itemAfterMarker(
    line,
    marker[0].length,
    { number: 0, delimiter: marker[2]!, checked },
    false,
  );
}

/** HTML block starts that can interrupt a paragraph (CommonMark kinds 1–6). */
const HTML_BLOCK_START = new RegExp(
  "^ {0,3}<(?:script|pre|style|textarea|!--|\\?|![A-Za-z]|!\\[CDATA\\[|/?(?:" +
    "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|" +
    "details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|" +
    "h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|" +
    "optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|" +
    "track|ul)(?:[ \\t/>]|$))",
  "i",
);

/** A line that starts a block and so cannot continue a paragraph lazily. */
export function interruptsParagraph(line: string): boolean {
  return (
    /^ {0,3}(?:#{1,6}(?:[ \t]|$)|`{3}|~{3}|>)/.test(line) ||
    /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/.test(line) ||
    /^ {0,3}(?:[-+*]|1[.)])[ \t]+\S/.test(line) ||
    HTML_BLOCK_START.test(line)
  );
}

const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;

interface OpenItem {
  start: ItemStart;
  /** The indentation its blocks are read with, once the first indented line decided it. */
  column: number | null;
  lines: string[];
  /** Started with "1." alone and then a blank line: CommonMark gives it nothing more. */
  closed: boolean;
  /** The fence of an open code block among its lines (lazy lines never continue code). */
  fence: string | null;
  /** Whether its last line is paragraph text, which a lazy line may continue. */
  paragraphOpen: boolean;
  rawFrom: number;
  rawTo: number;
}

function openItem(start: ItemStart, rawFrom: number, rawTo: number): OpenItem {
  const item: OpenItem = {
    start,
    column: null,
    lines: [],
    closed: false,
    fence: null,
    paragraphOpen: false,
    rawFrom,
    rawTo,
  };
  if (start.firstLine) addLine(item, start.firstLine);
  return item;
}

/** Adds one of the item's own lines (indentation removed) and follows code fences. */
function addLine(item: OpenItem, line: string): void {
  item.lines.push(line);
  if (item.fence) {
    const closing = new RegExp(`^[ \\t]*${item.fence[0]}{${item.fence.length},}[ \\t]*$`);
    if (closing.test(line)) item.fence = null;
    item.paragraphOpen = false;
    return;
  }
  const fence = FENCE_OPEN.exec(line);
  if (fence && !(fence[1]![0] === "`" && line.slice(fence[0].length).includes("`"))) {
    item.fence = fence[1]!;
    item.paragraphOpen = false;
    return;
  }
  item.paragraphOpen = leavesParagraphOpen(line);
}

/** List markers, checkboxes and quote markers that open containers at the start of a line. */
const CONTAINER_PREFIX =
  /^ {0,3}(?:(?:[-+*]|\d{1,9}[.)])(?:[ \t]+(?:\[[ xX]\](?=[ \t]|$))?|$)|>[ \t]?)/;

/**
 * Whether a line ends with paragraph text a lazy line may continue: its text after any list or
 * quote markers ("1. - [ ] text", "> text") is paragraph text. CommonMark continues the
 * innermost paragraph through every container.
 */
function leavesParagraphOpen(line: string): boolean {
  let rest = line;
  for (let match = CONTAINER_PREFIX.exec(rest); match; match = CONTAINER_PREFIX.exec(rest)) {
    rest = rest.slice(match[0].length);
  }
  return !isBlank(rest) && !interruptsParagraph(rest) && !FENCE_OPEN.test(rest);
}

/**
 * A lazy line as a line of the item's paragraph: "===" there is text (a lazy line is never a
 * heading underline), written so that it stays text once it is inside the item.
 */
function lazyLine(line: string): string {
  const text = line.replace(/^[ \t]+/, "");
  return /^=+[ \t]*$/.test(text) ? `\\${text}` : text;
}

/**
 * Reads the list of items `itemStart` recognises at the start of `source` (numberedItemStart or
 * checklistItemStart), or null when it does not start with one.
 */
export function readList(
  source: string,
  itemStart: (line: string) => ItemStart | null,
): ListSource | null {
  const firstEnd = lineEnd(source, 0);
  const first = itemStart(source.slice(0, firstEnd));
  if (!first) return null;

  const items: OpenItem[] = [];
  let item = openItem(first, 0, firstEnd);
  let blanks = 0;
  let at = firstEnd + 1;
  while (at <= source.length) {
    const end = lineEnd(source, at);
    const line = source.slice(at, end);
    if (isBlank(line)) {
      // "1." alone then a blank line: the item is empty (CommonMark).
      if (item.lines.length === 0) item.closed = true;
      blanks += 1;
      at = end + 1;
      continue;
    }
    const { columns } = indentation(line);
    if (!item.closed && item.column === null && columns >= (item.start.legacyColumn ?? Infinity)) {
      item.column = columns === item.start.legacyColumn ? columns : item.start.column;
    }
    const column = item.column ?? item.start.column;
    const sibling = itemStart(line);
    if (!item.closed && columns >= column) {
      for (; blanks > 0; blanks -= 1) addLine(item, "");
      addLine(item, withoutColumns(line, column));
    } else if (sibling && sibling.delimiter === first.delimiter) {
      items.push(item);
      item = openItem(sibling, at, end);
      blanks = 0;
    } else if (blanks === 0 && !item.closed && item.paragraphOpen && !interruptsParagraph(line)) {
      // A lazy line: it continues the item's paragraph.
      addLine(item, lazyLine(line));
    } else {
      break;
    }
    item.rawTo = end;
    blanks = 0;
    at = end + 1;
  }
  items.push(item);

  return {
    items: items.map((open) => ({
      start: open.start,
      content: open.lines.join("\n"),
      raw: source.slice(open.rawFrom, open.rawTo),
    })),
    raw: source.slice(0, item.rawTo),
  };
}

/** The index of the newline ending the line that starts at `from` (or the source's length). */
function lineEnd(source: string, from: number): number {
  const end = source.indexOf("\n", from);
  return end === -1 ? source.length : end;
}
