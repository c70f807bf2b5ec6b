/**
 * The ```mermaid blocks of a section's Markdown, in document order, found by the same CommonMark
 * + GFM parser the public page renders with (so "block 2 of section X" means the same block to
 * the owner's browser that draws it, the server that stores the picture, and the page that shows
 * it). Container nesting is bounded first (markdown-nesting.ts): deep nesting overflows the
 * stack in mdast and takes micromark quadratic time.
 */
import type { Code, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { MERMAID_LANGUAGE } from "@/lib/diagrams/diagram-markdown";
import { limitOpenBrackets } from "@/lib/publishing/markdown-bracket-limit";
import { limitMarkdownInline } from "@/lib/publishing/markdown-inline-limit";
import { limitMarkdownNesting } from "@/lib/publishing/markdown-nesting";

export type MermaidBlock = { index: number; source: string };

/**
 * Parses Markdown into an mdast tree with GFM (tables, task lists, strikethrough, autolinks),
 * with containers nested deeper than MARKDOWN_MAX_NESTING, and a paragraph's inline delimiters
 * beyond MARKDOWN_MAX_INLINE_DELIMITERS and its `[` left open over a long stretch, read as
 * text, and such a paragraph cut into paragraphs of a bounded number of escapes (each keeps the
 * parse linear).
 */
export function parseMarkdown(markdown: string): Root {
  const inline = limitMarkdownInline(limitMarkdownNesting(markdown), { cutEscapes: true });
  const limited = limitOpenBrackets(inline);
  return fromMarkdown(limited, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
}

export function isMermaidCode(node: { type: string; lang?: string | null }): node is Code {
  return node.type === "code" && (node.lang ?? "").toLowerCase() === MERMAID_LANGUAGE;
}

type AnyNode = { type: string; lang?: string | null; value?: string; children?: AnyNode[] };

/**
 * Mermaid blocks of an already parsed tree, in document order. Walked with an explicit stack:
 * hostile Markdown can nest blockquotes and lists deep enough to overflow a recursive walk.
 */
export function mermaidBlocksOf(tree: Root): MermaidBlock[] {
  const blocks: MermaidBlock[] = [];
  const stack: AnyNode[] = [tree as AnyNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isMermaidCode(node)) {
      blocks.push({ index: blocks.length, source: node.value });
      continue;
    }
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return blocks;
}

export function extractMermaidBlocks(markdown: string): MermaidBlock[] {
  return mermaidBlocksOf(parseMarkdown(markdown));
}
