/**
 * A section's Markdown as a flat list of blocks to show and compare (history, conflicts): each
 * paragraph, heading, list item, table row and code block on its own, with the containers it sits
 * in (list depth, quote depth) as attributes. Parsed by the shared CommonMark + GFM parser
 * (`parseMarkdown`), so the blocks are what the editor and the public page see.
 *
 * Only text comes out: raw HTML in the Markdown is kept as literal text (never markup), links
 * keep their text (no address to follow), images their description. Paragraphs that are only
 * white space — the `&nbsp;` lines the editor writes for empty paragraphs — are dropped.
 * Walks use explicit stacks: hostile Markdown can nest emphasis deep enough to overflow a
 * recursive walk.
 */
import type { ListItem, PhrasingContent, RootContent } from "mdast";
import { isMermaidCode, parseMarkdown } from "@/lib/publishing/mermaid-blocks";
import { wordTokens } from "./word-diff";

/** Inline styles a piece of text can carry, as bits so a token's key is cheap to build. */
export const MARK = { strong: 1, emphasis: 2, strike: 4, code: 8, link: 16 } as const;

/** A word, a run of white space or a punctuation mark, with its inline styles. */
export interface InlineToken {
  text: string;
  marks: number;
}

interface BlockBase {
  /** Block quotes around the block. */
  quote: number;
  /** List nesting the block sits in (a list item's own level, or a paragraph inside an item). */
  indent: number;
  /** The block's text: one cell, or one per column for a table row; none for a rule. */
  cells: InlineToken[][];
}

export type MarkdownBlock = BlockBase &
  (
    | { type: "heading"; level: number; role: "plan" | "section" | "body" }
    | { type: "paragraph" }
    | { type: "listItem"; ordered: boolean; number: number | null; checked: boolean | null }
    | { type: "code"; lang: string; diagram: boolean }
    | { type: "tableRow"; header: boolean; align: Array<"left" | "right" | "center" | null> }
    | { type: "rule" }
  );

/** `<br>` written by the editor in table cells: a line break, not text. */
const LINE_BREAK_TAG = /^<br\s*\/?>$/i;

function tokensOf(text: string, marks: number, into: InlineToken[]): void {
  for (const word of wordTokens(text)) into.push({ text: word, marks });
}

/** The text of inline content, flattened to styled tokens (soft line breaks read as spaces). */
export function inlineTokens(nodes: readonly PhrasingContent[]): InlineToken[] {
  const tokens: InlineToken[] = [];
  const stack: Array<{ node: PhrasingContent; marks: number }> = nodes
    .map((node) => ({ node, marks: 0 }))
    .reverse();
  while (stack.length > 0) {
    const { node, marks } = stack.pop()!;
    let inner = marks;
    switch (node.type) {
      case "text":
        tokensOf(node.value.replace(/\n/g, " "), marks, tokens);
        continue;
      case "inlineCode":
        tokensOf(node.value, marks | MARK.code, tokens);
        continue;
      case "break":
        tokens.push({ text: "\n", marks });
        continue;
      case "html":
        if (LINE_BREAK_TAG.test(node.value.trim())) tokens.push({ text: "\n", marks });
        else tokensOf(node.value, marks, tokens);
        continue;
      case "image":
      case "imageReference":
        tokensOf(`[${node.alt || "image"}]`, marks, tokens);
        continue;
      case "footnoteReference":
        tokensOf(`[^${node.label ?? node.identifier}]`, marks, tokens);
        continue;
      case "strong":
        inner |= MARK.strong;
        break;
      case "emphasis":
        inner |= MARK.emphasis;
        break;
      case "delete":
        inner |= MARK.strike;
        break;
      case "link":
      case "linkReference":
        inner |= MARK.link;
        break;
    }
    const children = "children" in node ? (node.children as PhrasingContent[]) : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, marks: inner });
  }
  return tokens;
}

/** Paragraphs of nothing but white space (incl. no-break spaces from `&nbsp;`) show nothing. */
function isBlank(tokens: readonly InlineToken[]): boolean {
  return tokens.every((token) => token.text.trim() === "");
}

type Context = { quote: number; indent: number };
type Work =
  | { kind: "node"; node: RootContent; context: Context }
  | { kind: "item"; node: ListItem; context: Context; number: number | null; ordered: boolean };

/** The blocks of one Markdown text, in reading order. */
export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const tree = parseMarkdown(markdown);
  const blocks: MarkdownBlock[] = [];
  const stack: Work[] = [];
  const pushChildren = (children: readonly RootContent[], context: Context) => {
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ kind: "node", node: children[i]!, context });
    }
  };
  pushChildren(tree.children, { quote: 0, indent: 0 });
  while (stack.length > 0) {
    const work = stack.pop()!;
    if (work.kind === "item") {
      const { node, context } = work;
      const [first, ...rest] = node.children;
      const lead = first?.type === "paragraph" ? first : null;
      blocks.push({
        type: "listItem",
        ordered: work.ordered,
        number: work.number,
        checked: node.checked ?? null,
        ...context,
        cells: [lead ? inlineTokens(lead.children) : []],
      });
      pushChildren(lead ? rest : node.children, {
        quote: context.quote,
        indent: context.indent + 1,
      });
      continue;
    }
    const { node, context } = work;
    switch (node.type) {
      case "paragraph": {
        const tokens = inlineTokens(node.children);
        if (!isBlank(tokens)) blocks.push({ type: "paragraph", ...context, cells: [tokens] });
        break;
      }
      case "heading":
        blocks.push({
          type: "heading",
          level: node.depth,
          role: "body",
          ...context,
          cells: [inlineTokens(node.children)],
        });
        break;
      case "thematicBreak":
        blocks.push({ type: "rule", ...context, cells: [] });
        break;
      case "code": {
        const tokens: InlineToken[] = [];
        tokensOf(node.value, 0, tokens);
        blocks.push({
          type: "code",
          lang: node.lang ?? "",
          diagram: isMermaidCode(node),
          ...context,
          cells: [tokens],
        });
        break;
      }
      case "html": {
        // Raw HTML is shown as the text it is.
        const tokens: InlineToken[] = [];
        tokensOf(node.value, 0, tokens);
        if (!isBlank(tokens)) blocks.push({ type: "paragraph", ...context, cells: [tokens] });
        break;
      }
      case "blockquote":
        pushChildren(node.children, { ...context, quote: context.quote + 1 });
        break;
      case "list": {
        const start = node.start ?? 1;
        for (let i = node.children.length - 1; i >= 0; i--) {
          stack.push({
            kind: "item",
            node: node.children[i]!,
            context,
            ordered: node.ordered === true,
            number: node.ordered ? start + i : null,
          });
        }
        break;
      }
      case "table":
        node.children.forEach((row, index) =>
          blocks.push({
            type: "tableRow",
            header: index === 0,
            align: node.align ?? [],
            ...context,
            cells: row.children.map((cell) => inlineTokens(cell.children)),
          }),
        );
        break;
      case "footnoteDefinition":
        pushChildren(node.children, context);
        break;
      default:
        // Definitions (link targets), front matter: nothing to read.
        break;
    }
  }
  return blocks;
}

/** A heading made from a plain title (a plan's or a section's), not from Markdown. */
export function titleBlock(title: string, role: "plan" | "section"): MarkdownBlock {
  const tokens: InlineToken[] = [];
  tokensOf(title, 0, tokens);
  return {
    type: "heading",
    level: role === "plan" ? 1 : 2,
    role,
    quote: 0,
    indent: 0,
    cells: [tokens],
  };
}

/** A paragraph made from plain text (a plan's summary), not from Markdown. */
export function plainParagraph(text: string): MarkdownBlock[] {
  const tokens: InlineToken[] = [];
  tokensOf(text, 0, tokens);
  return isBlank(tokens) ? [] : [{ type: "paragraph", quote: 0, indent: 0, cells: [tokens] }];
}

/** What makes two blocks "the same block" apart from their text: type and attributes. */
export function blockShape(block: MarkdownBlock): string {
  const { cells: _cells, ...attributes } = block;
  return JSON.stringify(attributes);
}

/** A block's identity for the diff: its shape and its styled text. */
export function blockKey(block: MarkdownBlock): string {
  return `${blockShape(block)}\u0000${block.cells
    .map((cell) => cell.map((token) => `${token.marks}:${token.text}`).join("\u0001"))
    .join("\u0002")}`;
}
