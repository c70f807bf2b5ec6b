/** Escaping, plain text and tree walking for the public page renderer. */
import type { Nodes, RootContent } from "mdast";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Safe as element text and inside a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * The text of a subtree (headings' ids, descriptions, too-deep nesting), collected without
 * recursion. Image alternative texts count as text; raw HTML counts as the text it is written as.
 */
export function plainTextOf(root: Nodes | RootContent): string {
  const parts: string[] = [];
  const stack: (Nodes | RootContent)[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ("value" in node && typeof node.value === "string") parts.push(node.value);
    else if (node.type === "image" || node.type === "imageReference") parts.push(node.alt ?? "");
    else if (node.type === "break") parts.push(" ");
    if ("children" in node) {
      const children = node.children as RootContent[];
      for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
    }
  }
  return parts.join("");
}

/** Visits every node in document order, without recursion (hostile nesting is deep). */
export function walk(root: Nodes, visit: (node: Nodes) => void): void {
  const stack: Nodes[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    if ("children" in node) {
      const children = node.children as Nodes[];
      for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
    }
  }
}

export function hashOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash;
}
