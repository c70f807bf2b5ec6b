/**
 * How the section editor and mdast (the public page, print, Word, history) each read a section,
 * reduced to what a reader sees: the block structure (node kinds, nesting, list numbering and
 * check marks, table shape, code text and language) and the text, with white space collapsed
 * (entities are decoded by mdast, and `&nbsp;` stands for an empty line). Also the words of a
 * section, to tell whether a save lost any. Shared by the agreement and round-trip properties.
 */
import type { JSONContent } from "@tiptap/core";
import { decodeNamedCharacterReference } from "decode-named-character-reference";
import { parseMarkdown } from "@/lib/publishing/mermaid-blocks";

/** A block and what it holds, the same shape for both readers. */
export type Block = string | Block[] | { [key: string]: unknown };

/** Text with white space (incl. non-breaking spaces and line breaks) collapsed. */
const flat = (text: string) => text.replace(/[\s\u00a0]+/g, " ").trim();

function editorText(node: JSONContent): string {
  if (node.type === "text") return node.text ?? "";
  if (node.type === "hardBreak") return "\n";
  return (node.content ?? []).map(editorText).join("");
}

/** The blocks the editor shows for a document (its JSON). */
export function editorBlocks(node: JSONContent): Block[] {
  return (node.content ?? []).map(editorBlock);
}

function editorBlock(node: JSONContent): Block {
  switch (node.type) {
    case "paragraph":
      return { p: flat(editorText(node)) };
    case "heading":
      return { h: node.attrs?.level, text: flat(editorText(node)) };
    case "codeBlock":
      return { code: editorText(node), lang: node.attrs?.language ?? null };
    case "horizontalRule":
      return "rule";
    case "blockquote":
      return { quote: editorBlocks(node) };
    case "bulletList":
      return { list: "bullet", items: editorBlocks(node) };
    case "orderedList":
      return { list: "ordered", start: node.attrs?.start ?? 1, items: editorBlocks(node) };
    case "taskList":
      return { list: "task", items: editorBlocks(node) };
    case "listItem":
      return { item: editorBlocks(node) };
    case "taskItem":
      return { item: editorBlocks(node), checked: Boolean(node.attrs?.checked) };
    case "table":
      return {
        table: (node.content ?? []).map((row) =>
          (row.content ?? []).map((cell) => flat(editorText(cell))),
        ),
      };
    default:
      return { unknown: node.type };
  }
}

interface MdNode {
  type: string;
  value?: string;
  alt?: string | null;
  depth?: number;
  lang?: string | null;
  ordered?: boolean | null;
  start?: number | null;
  checked?: boolean | null;
  children?: MdNode[];
}

/**
 * Inline text as shown: `<br>` (how headings, cells and checklist lines hold breaks) is one,
 * and an image shows its description (the public page makes it a link).
 */
function mdText(node: MdNode): string {
  if (node.type === "break") return "\n";
  if (node.type === "image") return node.alt ?? "";
  if (node.type === "html") return /^<br\s*\/?>$/i.test(node.value ?? "") ? "\n" : node.value!;
  if (node.value !== undefined && !node.children) return node.value;
  return (node.children ?? []).map(mdText).join("");
}

function mdBlockList(node: MdNode): Block[] {
  return (node.children ?? []).map(mdBlock);
}

function mdBlock(node: MdNode): Block {
  switch (node.type) {
    case "paragraph":
      return { p: flat(mdText(node)) };
    case "heading":
      return { h: node.depth, text: flat(mdText(node)) };
    case "code":
      return { code: node.value, lang: node.lang ?? null };
    case "thematicBreak":
      return "rule";
    case "blockquote":
      return { quote: mdBlockList(node) };
    case "list": {
      const task = (node.children ?? []).some((item) => typeof item.checked === "boolean");
      const items = (node.children ?? []).map((item) => mdItem(item, task));
      if (node.ordered) return { list: "ordered", start: node.start ?? 1, items };
      return { list: task ? "task" : "bullet", items };
    }
    case "html":
      // The public page shows a raw HTML block as preformatted text; the editor as an html
      // code block (and saves it as one).
      return { code: node.value, lang: "html" };
    case "table": {
      // A row with more cells than the header: the editor adds empty cells to the others.
      const rows = (node.children ?? []).map((row) =>
        (row.children ?? []).map((cell) => flat(mdText(cell))),
      );
      const width = Math.max(0, ...rows.map((row) => row.length));
      return { table: rows.map((row) => [...row, ...Array<string>(width - row.length).fill("")]) };
    }
    default:
      return { unknown: node.type, text: mdText(node) };
  }
}

/**
 * An item as the editor holds it: starting with a paragraph, an empty one when the item has
 * none or starts with another block ("- 1. x": the nested list shows under an empty line).
 */
function mdItem(item: MdNode, task: boolean): Block {
  const blocks = mdBlockList(item);
  const startsWithText = typeof blocks[0] === "object" && blocks[0] !== null && "p" in blocks[0];
  const content = startsWithText ? blocks : [{ p: "" }, ...blocks];
  return task ? { item: content, checked: Boolean(item.checked) } : { item: content };
}

/** The blocks mdast reads from a section's Markdown (as the public page does). */
export function mdastBlocks(markdown: string): Block[] {
  return mdBlockList(parseMarkdown(markdown) as MdNode);
}

/** The two texts around the first character where they differ. */
export function firstDifference(a: string, b: string, labels = ["editor", "mdast"]): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  const from = Math.max(0, index - 120);
  const [first, second] = labels;
  return `\n  ${first}: …${a.slice(from, index + 120)}\n  ${second}: …${b.slice(from, index + 120)}`;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words mdast shows for a section (text, code, raw HTML, image descriptions). */
function shownWords(node: MdNode, out: string[] = []): string[] {
  const value = node.type === "image" ? (node.alt ?? "") : node.value;
  // A checkbox GFM does not take for one ("- [ ] " with nothing after it) is markup.
  const text = value?.replace(/(^|\n)[ \t]*(?:[-+*]|\d{1,9}[.)])?[ \t]*\[[ xX]\](?=\s|$)/g, "$1");
  out.push(...(text?.toLowerCase().match(WORD) ?? []));
  for (const child of node.children ?? []) shownWords(child, out);
  return out;
}

/**
 * The words of a section's Markdown as written, entities decoded, with what is markup rather
 * than text left out: list numbers (the editor renumbers lists it joins), `<br>` tags and image
 * addresses. Addresses of links stay (a link the editor keeps keeps its address).
 */
function writtenWords(markdown: string): string[] {
  const text = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/^(?:[ \t>]*(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))+/gm, " ")
    .replace(
      /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{0,31}));/g,
      (reference, decimal?: string, hex?: string, name?: string) => {
        if (decimal) return String.fromCodePoint(Number(decimal));
        if (hex) return String.fromCodePoint(parseInt(hex, 16));
        return decodeNamedCharacterReference(name!) || reference;
      },
    );
  return text.toLowerCase().match(WORD) ?? [];
}

/** A multiset of words: `take` removes one occurrence and says whether there was one. */
function wordBag(words: string[]) {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return {
    take(word: string): boolean {
      const count = counts.get(word) ?? 0;
      if (count > 0) counts.set(word, count - 1);
      return count > 0;
    },
  };
}

/**
 * The words of `before` a reader shows that `after` (its saved Markdown) no longer holds. A word
 * counts when mdast shows it and it is written in the Markdown: so a cell GFM drops or a
 * checkbox is not text, and a block read as a code block by one reader and as a paragraph by
 * the other still has its words.
 */
export function lostWords(before: string, after: string): string[] {
  const shown = wordBag(shownWords(parseMarkdown(before) as MdNode));
  const reference = writtenWords(before).filter((word) => shown.take(word));
  const kept = wordBag(writtenWords(after));
  return reference.filter((word) => !kept.take(word));
}
