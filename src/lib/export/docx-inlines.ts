/**
 * Inline Markdown (mdast phrasing content) as Word runs: bold, italic, strikethrough, inline
 * code and links. Raw HTML is written as the text it is (only `<br>` is read, as a line break),
 * images are never fetched (their alt text and address stay, as on the public page), and only
 * web and mail links become hyperlinks.
 */
import { ExternalHyperlink, TextRun, type ParagraphChild } from "docx";
import type { PhrasingContent, RootContent } from "mdast";

/** Monospace font for inline code and code blocks; Word substitutes where it is missing. */
export const DOCX_CODE_FONT = "Consolas";
const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);
const LINE_BREAK_HTML = /^<br\s*\/?>$/i;

type Marks = { bold?: boolean; italics?: boolean; strike?: boolean; code?: boolean };

/** The address when it is a web or mail link; anything else (javascript:, relative) is text. */
export function safeDocxLink(url: string): string | null {
  try {
    const parsed = new URL(url);
    return LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

function run(text: string, marks: Marks, link = false): TextRun {
  return new TextRun({
    text,
    bold: marks.bold,
    italics: marks.italics,
    strike: marks.strike,
    font: marks.code ? DOCX_CODE_FONT : undefined,
    style: link ? "Hyperlink" : undefined,
  });
}

/** A text with line breaks as runs separated by breaks. */
export function textRuns(text: string, marks: Marks = {}, link = false): TextRun[] {
  return text.split("\n").map((line, index) =>
    index === 0
      ? run(line, marks, link)
      : new TextRun({
          text: line,
          break: 1,
          bold: marks.bold,
          italics: marks.italics,
          strike: marks.strike,
          font: marks.code ? DOCX_CODE_FONT : undefined,
          style: link ? "Hyperlink" : undefined,
        }),
  );
}

type Phrasing = PhrasingContent | RootContent;

/** The plain text of inline content (for alt texts and table of contents entries). */
export function plainText(nodes: readonly Phrasing[]): string {
  // An explicit stack: hostile Markdown can nest emphasis deep enough to overflow recursion.
  const parts: string[] = [];
  const stack: Phrasing[] = [];
  for (let index = nodes.length - 1; index >= 0; index -= 1) stack.push(nodes[index]!);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ("value" in node && typeof node.value === "string") parts.push(node.value);
    else if (node.type === "image") parts.push(node.alt ?? "");
    else if (node.type === "break") parts.push("\n");
    else if ("children" in node) {
      const children = node.children as Phrasing[];
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
    }
  }
  return parts.join("");
}

/** Deeper inline nesting than this is written as its plain text (no real plan comes close). */
export const MAX_INLINE_DEPTH = 32;

/** Word runs for inline Markdown; `inLink`: already inside a hyperlink (no nested links). */
export function inlineRuns(
  nodes: readonly Phrasing[],
  marks: Marks = {},
  inLink = false,
  depth = 0,
): ParagraphChild[] {
  if (depth > MAX_INLINE_DEPTH) return textRuns(plainText(nodes), marks, inLink);
  const out: ParagraphChild[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case "text":
        out.push(...textRuns(node.value, marks, inLink));
        break;
      case "strong":
        out.push(...inlineRuns(node.children, { ...marks, bold: true }, inLink, depth + 1));
        break;
      case "emphasis":
        out.push(...inlineRuns(node.children, { ...marks, italics: true }, inLink, depth + 1));
        break;
      case "delete":
        out.push(...inlineRuns(node.children, { ...marks, strike: true }, inLink, depth + 1));
        break;
      case "inlineCode":
        out.push(...textRuns(node.value, { ...marks, code: true }, inLink));
        break;
      case "break":
        out.push(new TextRun({ text: "", break: 1 }));
        break;
      case "html":
        if (LINE_BREAK_HTML.test(node.value.trim())) out.push(new TextRun({ text: "", break: 1 }));
        else out.push(...textRuns(node.value, marks, inLink));
        break;
      case "link": {
        const target = inLink ? null : safeDocxLink(node.url);
        const children = inlineRuns(node.children, marks, target !== null || inLink, depth + 1);
        out.push(...(target ? [new ExternalHyperlink({ link: target, children })] : children));
        break;
      }
      case "image": {
        // Never fetched: the picture is named, and linked when it has a web address.
        const target = safeDocxLink(node.url);
        const label = node.alt?.trim() || node.url;
        const runs = textRuns(label, { ...marks, italics: true }, target !== null && !inLink);
        out.push(
          ...(target && !inLink ? [new ExternalHyperlink({ link: target, children: runs })] : runs),
        );
        break;
      }
      case "linkReference":
      case "imageReference":
        // References resolve against definitions; written as their text (rare in plans).
        out.push(
          ...("children" in node
            ? inlineRuns(node.children, marks, inLink, depth + 1)
            : textRuns(node.alt ?? "", marks)),
        );
        break;
      case "footnoteReference":
        out.push(...textRuns(`[${node.label ?? node.identifier}]`, marks, inLink));
        break;
      default:
        if ("children" in node)
          out.push(...inlineRuns(node.children as Phrasing[], marks, inLink, depth + 1));
        else if ("value" in node && typeof node.value === "string")
          out.push(...textRuns(node.value, marks, inLink));
    }
  }
  return out;
}
