/**
 * Finding text in the plan's DOM: case-insensitive, literal (the query is never a pattern) and
 * linear in the length of the text (Knuth–Morris–Pratt over case-folded code units). Works on
 * the text nodes of the editors and of the read-only section renders alike, without touching
 * them: the answer is a list of DOM Ranges for the CSS Custom Highlight API.
 */

/**
 * Lower case, one UTF-16 unit for one unit, so offsets in the folded text are offsets in the
 * original (characters whose lower case is longer, like "İ", stay as they are).
 */
export function foldCase(text: string): string {
  let folded = "";
  for (let index = 0; index < text.length; index += 1) {
    const unit = text[index] ?? "";
    const lower = unit.toLowerCase();
    folded += lower.length === unit.length ? lower : unit;
  }
  return folded;
}

/** Start offsets of the non-overlapping occurrences of `needle` in `haystack` (both folded). */
export function findOccurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle || needle.length > haystack.length) return found;
  // KMP failure table: the longest proper prefix of needle[0..i] that is also its suffix.
  const fail = new Array<number>(needle.length).fill(0);
  for (let index = 1, length = 0; index < needle.length;) {
    if (needle[index] === needle[length]) fail[index++] = ++length;
    else if (length > 0) length = fail[length - 1] ?? 0;
    else fail[index++] = 0;
  }
  for (let index = 0, matched = 0; index < haystack.length;) {
    if (haystack[index] === needle[matched]) {
      index += 1;
      matched += 1;
      if (matched === needle.length) {
        found.push(index - matched);
        // Non-overlapping, like a browser's find: start again after this occurrence.
        matched = 0;
      }
    } else if (matched > 0) {
      matched = fail[matched - 1] ?? 0;
    } else {
      index += 1;
    }
  }
  return found;
}

/** Inline elements: their text runs on with the text around them ("bo**ld**" is "bold"). */
const INLINE = new Set([
  "A",
  "ABBR",
  "B",
  "CODE",
  "DEL",
  "EM",
  "I",
  "KBD",
  "MARK",
  "S",
  "SMALL",
  "SPAN",
  "STRONG",
  "SUB",
  "SUP",
  "U",
]);

/**
 * Text that is not the plan's: controls, pictures, node-view chrome (diagram buttons and
 * notes), and anything marked `data-plan-find-skip`.
 */
export const FIND_SKIP =
  '[data-plan-find-skip], [contenteditable="false"], [aria-hidden="true"], button, input, textarea, select, svg, style, script, template';

/** Where searchable text lives inside the editing area: section bodies, editors or renders. */
export const FIND_ROOTS = ".plan-prose, [data-plan-find-text]";

interface TextRun {
  node: Text;
  /** Offset of the node's first character in the joined text. */
  start: number;
}

/** The nearest ancestor that starts a new line of text (a block). */
function blockOf(node: Node, root: Element): Element {
  let element = node.parentElement;
  while (element && element !== root && INLINE.has(element.tagName)) {
    element = element.parentElement;
  }
  return element ?? root;
}

/** The text of a root as one string, blocks kept apart by a line break. */
export function collectText(root: Element): { text: string; runs: TextRun[] } {
  const runs: TextRun[] = [];
  let text = "";
  const visible = new Map<Element, boolean>();
  const isShown = (element: Element) => {
    let shown = visible.get(element);
    if (shown === undefined) {
      const skip = element.closest(FIND_SKIP);
      shown =
        !(skip && root.contains(skip)) &&
        (typeof element.checkVisibility !== "function" || element.checkVisibility());
      visible.set(element, shown);
    }
    return shown;
  };
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let lastBlock: Element | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.nodeValue ?? "";
    const parent = node.parentElement;
    if (!value || !parent || !isShown(parent)) continue;
    const block = blockOf(node, root);
    // A match never runs from one paragraph, cell or item into the next.
    if (lastBlock && block !== lastBlock) text += "\n";
    lastBlock = block;
    runs.push({ node: node as Text, start: text.length });
    text += value;
  }
  return { text, runs };
}

/** The run holding joined-text offset `offset` (binary search; runs are in text order). */
function runAt(runs: TextRun[], offset: number, preferEnd: boolean): TextRun | undefined {
  let low = 0;
  let high = runs.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    const run = runs[middle];
    if (!run) break;
    if (preferEnd ? run.start < offset : run.start <= offset) low = middle;
    else high = middle - 1;
  }
  return runs[low];
}

/** Ranges of every occurrence of `query` in the roots, in document order. */
export function findRanges(roots: readonly Element[], query: string): Range[] {
  const needle = foldCase(query);
  const ranges: Range[] = [];
  if (!needle.trim()) return ranges;
  for (const root of roots) {
    const { text, runs } = collectText(root);
    for (const start of findOccurrences(foldCase(text), needle)) {
      const end = start + needle.length;
      const first = runAt(runs, start, false);
      const last = runAt(runs, end, true);
      if (!first || !last) continue;
      const range = root.ownerDocument.createRange();
      range.setStart(first.node, start - first.start);
      range.setEnd(last.node, end - last.start);
      ranges.push(range);
    }
  }
  return ranges;
}

/** The search roots inside an area, outermost only (a render nested in a render counts once). */
export function findRoots(area: Element): Element[] {
  return [...area.querySelectorAll(FIND_ROOTS)].filter(
    (root) => !root.parentElement?.closest(FIND_ROOTS),
  );
}
