/**
 * What a table cell can hold. Sections are stored as Markdown, and a Markdown (GFM) table cell
 * holds one line of inline text: no lists, headings, quotes, code blocks or tables. So the
 * editor's cells hold exactly one paragraph (text, marks, links, hard breaks), and content that
 * arrives with more (pasted HTML, pasted blocks) is flattened here into that paragraph in a way
 * people can see: each block on its own line, list items with their bullet or number, table rows
 * with their cells separated by " | ". Nothing is shown that the stored Markdown would drop.
 */
import {
  DOMParser as ProseMirrorDOMParser,
  Fragment,
  type Node as ProseMirrorNode,
  type Schema,
} from "@tiptap/pm/model";

/** The content expression of table cells and header cells. */
export const TABLE_CELL_CONTENT = "paragraph";

/** How flattened lists and tables read inside a cell. */
export const FLATTENED_BULLET = "• ";
export const FLATTENED_TASK_OPEN = "☐ ";
export const FLATTENED_TASK_DONE = "☑ ";
export const FLATTENED_CELL_SEPARATOR = " | ";

const LIST_TYPES = new Set(["bulletList", "orderedList", "taskList"]);

/** One visual line of the flattened cell: inline nodes (text with marks, hard breaks). */
type Line = ProseMirrorNode[];

/**
 * Flattens block content (paragraphs, headings, lists, quotes, code, tables) into the inline
 * content of one paragraph: one line per block, joined by hard breaks.
 */
export function flattenBlocksToInline(content: Fragment, schema: Schema): ProseMirrorNode[] {
  const lines: Line[] = [];
  const visit = (node: ProseMirrorNode, prefix: string) => {
    if (node.type.name === "codeBlock") {
      node.textContent.split("\n").forEach((text, index) => {
        const full = (index === 0 ? prefix : "") + text;
        if (full) lines.push([schema.text(full)]);
      });
      return;
    }
    if (node.isTextblock) {
      const inline: Line = [];
      if (prefix) inline.push(schema.text(prefix));
      node.content.forEach((child) => inline.push(child));
      if (inline.length > 0) lines.push(inline);
      return;
    }
    if (node.type.name === "table") {
      node.forEach((row) => {
        const line: Line = [];
        row.forEach((cell, _offset, index) => {
          if (index > 0) line.push(schema.text(FLATTENED_CELL_SEPARATOR));
          line.push(...flattenBlocksToInline(cell.content, schema));
        });
        if (line.length > 0) lines.push(prefix ? [schema.text(prefix), ...line] : line);
      });
      return;
    }
    if (LIST_TYPES.has(node.type.name)) {
      const start = Number(node.attrs.start ?? 1) || 1;
      node.forEach((item, _offset, index) => {
        const marker =
          node.type.name === "orderedList"
            ? `${start + index}. `
            : node.type.name === "taskList"
              ? item.attrs.checked
                ? FLATTENED_TASK_DONE
                : FLATTENED_TASK_OPEN
              : FLATTENED_BULLET;
        item.forEach((child, _o, childIndex) => visit(child, childIndex === 0 ? marker : ""));
      });
      return;
    }
    // Quotes, list items and other wrappers: their blocks, the first one keeping the prefix.
    node.forEach((child, _offset, index) => visit(child, index === 0 ? prefix : ""));
  };
  content.forEach((node) => visit(node, ""));
  if (content.size > 0 && lines.length === 0 && content.firstChild?.isInline) {
    // Already inline content (no blocks around it).
    const inline: ProseMirrorNode[] = [];
    content.forEach((node) => inline.push(node));
    return inline;
  }
  const result: ProseMirrorNode[] = [];
  lines.forEach((line, index) => {
    if (index > 0) result.push(schema.nodes.hardBreak!.create());
    result.push(...line);
  });
  return result;
}

/** The one paragraph a cell holds, made from any block content. */
export function cellParagraph(content: Fragment, schema: Schema): ProseMirrorNode {
  const inline = content.size > 0 ? flattenBlocksToInline(content, schema) : [];
  return schema.nodes.paragraph!.create(null, inline);
}

/**
 * The content of a pasted `<td>`/`<th>`: its HTML read with the editor's schema as blocks, then
 * flattened into the cell's one paragraph (a nested table's own cells go through here first).
 */
export function parseCellContent(dom: HTMLElement, schema: Schema): Fragment {
  const blocks = ProseMirrorDOMParser.fromSchema(schema).parse(dom);
  return Fragment.from(cellParagraph(blocks.content, schema));
}
