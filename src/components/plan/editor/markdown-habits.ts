/**
 * Markdown shortcuts StarterKit does not have, for habits from GitHub and chat apps:
 * `- [ ] ` / `- [x] ` (a bullet turned into a checklist item), `1) ` (a numbered list) and
 * `[text](address)` (a link). They only make nodes and marks the toolbar makes too.
 * (StarterKit already does `# ` to `###### `, `- `, `* ` and `+ `, `1. `, `[ ] `, `> `, three
 * backticks, `---`, `***` and `___`, bold, italic, strike and inline code.)
 */
import { Extension, InputRule, wrappingInputRule } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import { normalizeLinkHref } from "./link-button";

/** `[ ] ` or `[x] ` typed at the start of the only item of a new bullet list. */
export const BULLET_TO_TASK = /^\s*\[([ xX]?)\]\s$/;
/** `1) `, the other way Markdown starts a numbered list. */
export const PAREN_ORDERED_LIST = /^(\d{1,9})\)\s$/;
/** `[text](address)`; bounded so a long line is never scanned twice. */
export const MARKDOWN_LINK = /(?:^|[^!\\])\[([^[\]\n]{1,200})\]\(([^()\s]{1,2000})\)$/;

/** Addresses a typed Markdown link may have (no `javascript:` and the like). */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/|#)/i;

function bulletToTaskRule(): InputRule {
  return new InputRule({
    find: BULLET_TO_TASK,
    handler: ({ state, range, match }) => {
      const { schema, tr } = state;
      const $from = state.doc.resolve(range.from);
      const taskList = schema.nodes.taskList;
      const taskItem = schema.nodes.taskItem;
      if (!taskList || !taskItem || $from.depth < 3) return null;
      const paragraph = $from.parent;
      const item = $from.node(-1);
      const list = $from.node(-2);
      // Only a fresh one-item bullet list: turning one item of a longer list would split it.
      if (list.type.name !== "bulletList" || list.childCount !== 1 || item.childCount !== 1) {
        return null;
      }
      const rest = paragraph.content.cut(range.to - $from.start());
      const checked = (match[1] ?? "").toLowerCase() === "x";
      const replacement = taskList.create(
        null,
        taskItem.create({ checked }, paragraph.type.create(null, rest)),
      );
      const listPos = $from.before(-2);
      tr.replaceWith(listPos, listPos + list.nodeSize, replacement);
      // taskList > taskItem > paragraph: the text starts three positions in.
      tr.setSelection(TextSelection.create(tr.doc, listPos + 3));
    },
  });
}

function markdownLinkRule(): InputRule {
  return new InputRule({
    find: MARKDOWN_LINK,
    handler: ({ state, range, match }) => {
      const [whole, label, address] = match;
      const link = state.schema.marks.link;
      const href = normalizeLinkHref(address ?? "");
      if (!link || !label || !whole || !SAFE_HREF.test(href)) return null;
      const $from = state.doc.resolve(range.from);
      if ($from.parent.type.spec.code) return null;
      // The character before "[" belongs to the text, not the link.
      const from = range.from + (whole.startsWith("[") ? 0 : 1);
      const marks = $from.marks().filter((mark) => mark.type !== link);
      state.tr.replaceWith(
        from,
        range.to,
        state.schema.text(label, [...marks, link.create({ href })]),
      );
      state.tr.removeStoredMark(link);
    },
  });
}

export const MarkdownHabits = Extension.create({
  name: "planMarkdownHabits",
  // Before TaskItem's own `[ ] ` rule, which cannot act inside a bullet item.
  priority: 1000,
  addInputRules() {
    const rules = [bulletToTaskRule(), markdownLinkRule()];
    const orderedList = this.editor.schema.nodes.orderedList;
    if (orderedList) {
      rules.push(
        wrappingInputRule({
          find: PAREN_ORDERED_LIST,
          type: orderedList,
          getAttributes: (match) => ({ start: Number(match[1]) }),
          joinPredicate: (match, node) => node.childCount + node.attrs.start === Number(match[1]),
        }),
      );
    }
    return rules;
  },
});
