/**
 * Keeps the editor's document in the shape the stored Markdown gives back, after every change
 * (typing, commands, paste, drop): tables get Markdown's shape (editor-table-schema.ts), and
 * adjacent lists of the same kind are joined, as Markdown reads them as one list. The rules
 * change only what a reload would change anyway, so the editor never shows something else.
 */
import { Extension } from "@tiptap/core";
import { Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";
import { normalizeTables } from "./editor-table-schema";

const LIST_TYPES = new Set(["bulletList", "orderedList", "taskList"]);

/** Joins every list with the list of the same kind right before it. */
export function joinAdjacentLists(tr: Transaction): boolean {
  const joins: number[] = [];
  tr.doc.descendants((node, pos) => {
    if (node.isTextblock || node.isAtom) return false;
    let previous: string | null = null;
    node.forEach((child, offset) => {
      const type = child.type.name;
      if (LIST_TYPES.has(type) && type === previous) joins.push(pos + 1 + offset);
      previous = type;
    });
    return true;
  });
  // The document node itself is not visited by descendants.
  let previous: string | null = null;
  tr.doc.forEach((child, offset) => {
    const type = child.type.name;
    if (LIST_TYPES.has(type) && type === previous) joins.push(offset);
    previous = type;
  });
  // Join from the end so earlier positions stay valid.
  for (const pos of joins.sort((a, b) => b - a)) tr.join(pos);
  return joins.length > 0;
}

/** Applies the storage rules to the state after a change; null when nothing needed fixing. */
export function storableDocumentTransaction(tr: Transaction): Transaction | null {
  const joined = joinAdjacentLists(tr);
  const tables = normalizeTables(tr);
  return joined || tables ? tr : null;
}

const documentRulesKey = new PluginKey("storableDocumentRules");

/** The document rules as an editor extension (part of the section schema's extensions). */
export const StorableDocumentRules = Extension.create({
  name: "storableDocumentRules",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: documentRulesKey,
        appendTransaction: (transactions, _old, state) =>
          transactions.some((tr) => tr.docChanged) ? storableDocumentTransaction(state.tr) : null,
      }),
    ];
  },
});
