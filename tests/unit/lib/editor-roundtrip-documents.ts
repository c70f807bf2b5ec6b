/**
 * Random section documents built from every node and mark the editor can make (toolbar,
 * Markdown shortcuts, paste), for the round-trip property test. Seeded, so a failure can be
 * replayed with its seed.
 */
import type { JSONContent } from "@tiptap/core";

/** A small seeded PRNG (mulberry32): the same seed gives the same documents. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Pieces of text, chosen to hit Markdown's syntax: emphasis, headings, lists, quotes, tables,
 * entities, escapes, HTML, fences, leading spaces and non-breaking spaces.
 */
const WORDS = [
  "plan",
  "Ana",
  "Budget 2026",
  "snake_case",
  "a*b",
  "**",
  "_",
  "__init__",
  "#",
  "# ",
  "## not a heading",
  "C#",
  "- ",
  "-",
  "+ ",
  "* ",
  "1. ",
  "3) ",
  "10.",
  "---",
  "===",
  "***",
  "> ",
  ">",
  "|",
  "a | b",
  "|---|",
  "<",
  "<div>",
  "<b>x</b>",
  "<br>",
  "&",
  "&nbsp;",
  "&amp;",
  "&#42;",
  "\u00a0",
  "\\",
  "\\*",
  "`",
  "``",
  "```",
  "~",
  "~~",
  "[",
  "]",
  "[x](y)",
  "![i](u)",
  "(",
  ")",
  "!",
  ":",
  '"',
  "'",
  "    ",
  "  ",
  " ",
  "é",
  "😀",
];

const LETTER_WORDS = ["plan", "Ana", "é", "2026", "x"];

const CODE_LINES = [
  "const a = 1;",
  "```",
  "````js",
  "~~~",
  "  indented",
  "",
  "flowchart TD",
  "  A[Kick-off] --> B{ok?}",
  "<br/> & *stars*",
  "\\",
];

const LINK_HREFS = [
  "https://example.com",
  "https://example.com/a b",
  "https://example.com/(x)?q=1&r=<2>",
  "mailto:ana@example.com",
  "/plans/1#part",
  "https://example.com/a_b*c",
];

const LINK_TITLES = [null, null, "Docs", 'a "quoted" title', "back\\slash"];

/** Mark sets a text run can carry (code excludes the other marks). */
const MARK_SETS: string[][] = [
  [],
  [],
  [],
  ["bold"],
  ["italic"],
  ["strike"],
  ["bold", "italic"],
  ["bold", "strike"],
  ["italic", "strike"],
  ["bold", "italic", "strike"],
  ["code"],
  ["link"],
  ["link", "bold"],
  ["link", "italic"],
];

const LANGUAGES = [null, null, "ts", "mermaid", "js"];
const ALIGNS = [null, null, "left", "center", "right"];

const markNames = (node: JSONContent | undefined) =>
  (node?.marks ?? []).map((mark) => mark.type).join(",");

/**
 * A formatted run meets its neighbours with a space when they differ in formatting and the
 * neighbour is not a plain letter: `**x**` right after `)` or right before `*y*` is not read as
 * emphasis by Markdown (CommonMark's flanking rules), a limit of the format, not of the editor.
 */
function separateFormattedRuns(nodes: JSONContent[]): JSONContent[] {
  const result: JSONContent[] = [];
  for (const node of nodes) {
    const previous = result.at(-1);
    const differs =
      node.type === "text" &&
      previous?.type === "text" &&
      markNames(previous) !== markNames(node) &&
      (node.marks || previous.marks);
    if (differs && !/\s$/.test(previous.text ?? "") && !/^\s/.test(node.text ?? "")) {
      result.push({ type: "text", text: " " });
    }
    result.push(node);
  }
  return result;
}

export interface DocumentGenerator {
  doc(): JSONContent;
}

export function documentGenerator(random: () => number): DocumentGenerator {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;

  const text = (marked: boolean): string => {
    let value = "";
    const count = int(1, 4);
    for (let i = 0; i < count; i += 1) value += (i > 0 && chance(0.5) ? " " : "") + pick(WORDS);
    if (!marked) return value;
    // Formatted text starts and ends with a letter: Markdown's delimiters (**, *, ~~, `) are
    // only read as such next to a letter on the inside and a space or letter outside
    // (CommonMark's flanking rules); people format words. Anything may be inside.
    return `${pick(LETTER_WORDS)}${chance(0.5) ? ` ${value} ` : ""}${pick(LETTER_WORDS)}`;
  };

  const marksFor = (names: string[]): JSONContent["marks"] =>
    names.map((name) =>
      name === "link"
        ? { type: "link", attrs: { href: pick(LINK_HREFS), title: pick(LINK_TITLES) } }
        : { type: name },
    );

  const inline = (allowBreaks = true): JSONContent[] => {
    const nodes: JSONContent[] = [];
    const count = int(1, 5);
    for (let i = 0; i < count; i += 1) {
      if (allowBreaks && chance(0.12)) {
        nodes.push({ type: "hardBreak" });
        continue;
      }
      const marks = pick(MARK_SETS);
      let value = text(marks.length > 0);
      // Link text holding link syntax ("[x](y)") is read as a nested link: a known limit.
      if (marks.includes("link")) value = value.replace(/!?\[[^\]]*\]\([^)]*\)/g, "link");
      // Backticks inside inline code can hide the formatting after it from the editor's reader
      // (marked pairs backticks when it masks code spans): a known limit, an expected failure in
      // editor-mdast-agreement.test.ts.
      if (marks.includes("code")) value = value.replaceAll("`", "'");
      // So can a backslash right before an emoji in inline code (marked masks it one character
      // short): also a known limit.
      if (marks.includes("code")) value = value.replace(/\\(?=\p{Extended_Pictographic})/gu, "\\ ");
      // A backslash right before a pipe in inline code has no GFM form in a table cell (GFM
      // takes "\\|" there for an escaped pipe, micromark for a cell border): a limit of GFM.
      if (marks.includes("code")) value = value.replace(/\\(?=\|)/g, "\\ ");
      const node: JSONContent = { type: "text", text: value };
      if (marks.length > 0) node.marks = marksFor(marks);
      nodes.push(node);
    }
    return separateFormattedRuns(nodes);
  };

  const paragraph = (): JSONContent =>
    chance(0.08) ? { type: "paragraph" } : { type: "paragraph", content: inline() };

  const heading = (): JSONContent => ({
    type: "heading",
    attrs: { level: int(1, 6) },
    ...(chance(0.06) ? {} : { content: inline() }),
  });

  const codeBlock = (): JSONContent => {
    const lines = Array.from({ length: int(0, 4) }, () => pick(CODE_LINES));
    const value = lines.join("\n");
    return {
      type: "codeBlock",
      attrs: { language: pick(LANGUAGES) },
      ...(value ? { content: [{ type: "text", text: value }] } : {}),
    };
  };

  const table = (): JSONContent => {
    const rows = int(1, 4);
    const columns = int(1, 4);
    const aligns = Array.from({ length: columns }, () => pick(ALIGNS));
    return {
      type: "table",
      content: Array.from({ length: rows }, (_, row) => ({
        type: "tableRow",
        content: Array.from({ length: columns }, (_, column) => ({
          type: row === 0 ? "tableHeader" : "tableCell",
          attrs: { align: aligns[column] },
          content: [
            chance(0.15) ? { type: "paragraph" } : { type: "paragraph", content: inline() },
          ],
        })),
      })),
    };
  };

  const list = (
    depth: number,
    kind = pick(["bulletList", "orderedList", "taskList"] as const),
  ): JSONContent => {
    const items = Array.from({ length: int(1, 3) }, () => {
      const content: JSONContent[] = [paragraph()];
      const extra = depth > 0 ? int(0, 2) : 0;
      for (let i = 0; i < extra; i += 1) content.push(block(depth - 1, true));
      return kind === "taskList"
        ? { type: "taskItem", attrs: { checked: chance(0.5) }, content }
        : { type: "listItem", content };
    });
    return kind === "orderedList"
      ? { type: kind, attrs: { start: chance(0.6) ? 1 : int(1, 30) }, content: items }
      : { type: kind, content: items };
  };

  const blockquote = (depth: number): JSONContent => ({
    type: "blockquote",
    content: Array.from({ length: int(1, 3) }, () => block(depth - 1, true)),
  });

  function block(depth: number, nested = false): JSONContent {
    const roll = random();
    if (depth > 0 && roll < 0.14) return list(depth);
    if (depth > 0 && roll < 0.22) return blockquote(depth);
    if (roll < 0.3) return heading();
    if (roll < 0.38) return codeBlock();
    if (roll < 0.42) return { type: "horizontalRule" };
    if (roll < (nested ? 0.46 : 0.5)) return table();
    return paragraph();
  }

  return {
    doc: () => ({
      type: "doc",
      content: Array.from({ length: int(1, 6) }, () => block(2)),
    }),
  };
}
