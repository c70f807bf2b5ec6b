/**
 * The slash menu's logic in the editor: typing "/" at the start of a paragraph or after a space
 * opens it; the text typed after the "/" filters it; arrows, Enter/Tab, Escape work while it is
 * open. The list itself is drawn by slash-menu.tsx from this plugin's state. UI only: no nodes.
 */
import { Extension, type Editor, type Range } from "@tiptap/core";
import { Plugin, PluginKey, type EditorState } from "@tiptap/pm/state";
import { SLASH_QUERY_MAX, runSlashItem, slashMenuItems } from "./slash-items";

export interface SlashMenuState {
  active: boolean;
  /** From the "/" to the cursor: the text a pick removes. */
  range: Range;
  query: string;
  /** The highlighted item among the ones offered. */
  index: number;
}

type SlashMeta = { type: "close" } | { type: "highlight"; index: number };

const CLOSED: SlashMenuState = { active: false, range: { from: 0, to: 0 }, query: "", index: 0 };

export const slashMenuKey = new PluginKey<SlashMenuState>("planSlashMenu");

/** The "/query" before the cursor, if the cursor is in a paragraph right after one. */
export function findSlashTrigger(state: EditorState): { range: Range; query: string } | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $from } = selection;
  if ($from.parent.type.name !== "paragraph") return null;
  // Only the last SLASH_QUERY_MAX + 2 characters can hold a trigger: linear in nothing else.
  const start = Math.max(0, $from.parentOffset - SLASH_QUERY_MAX - 2);
  const before = $from.parent.textBetween(start, $from.parentOffset, undefined, "\n");
  const slash = before.lastIndexOf("/");
  if (slash < 0) return null;
  const query = before.slice(slash + 1);
  if (query.length > SLASH_QUERY_MAX || query.startsWith(" ") || query.includes("\n")) {
    return null;
  }
  // (A "/" at the start of the window with text before it has a query too long, refused above.)
  const charBefore = slash > 0 ? before[slash - 1] : "";
  if (charBefore && !/\s/.test(charBefore)) return null;
  const from = $from.pos - query.length - 1;
  return { range: { from, to: $from.pos }, query };
}

/** The menu's state at `state` (closed if there is no editor state yet). */
export function slashMenuState(state: EditorState): SlashMenuState {
  return slashMenuKey.getState(state) ?? CLOSED;
}

/** Stable per editor, for aria-controls / aria-activedescendant. */
const listboxIds = new WeakMap<Editor, string>();
let nextListbox = 0;
export function slashListboxId(editor: Editor): string {
  let id = listboxIds.get(editor);
  if (!id) {
    nextListbox += 1;
    id = `plan-slash-menu-${nextListbox}`;
    listboxIds.set(editor, id);
  }
  return id;
}
export const slashOptionId = (editor: Editor, index: number) =>
  `${slashListboxId(editor)}-option-${index}`;

/** Highlights another item or closes the menu (leaving the typed text as it is). */
export function setSlashMenu(editor: Editor, meta: SlashMeta) {
  editor.view.dispatch(editor.state.tr.setMeta(slashMenuKey, meta));
}

export const SlashMenu = Extension.create({
  name: "planSlashMenu",
  // Before the lists' and code blocks' own Enter/Tab/arrow keys while the menu is open.
  priority: 1000,

  addProseMirrorPlugins() {
    const editor = this.editor;
    return [
      new Plugin<SlashMenuState>({
        key: slashMenuKey,
        state: {
          init: () => CLOSED,
          apply(tr, previous, _oldState, newState) {
            const meta = tr.getMeta(slashMenuKey) as SlashMeta | undefined;
            if (meta?.type === "close") return CLOSED;
            const trigger = findSlashTrigger(newState);
            if (!trigger) return CLOSED;
            if (previous.active) {
              // The same "/" as before (moved by edits before it): follow the query.
              if (tr.mapping.map(previous.range.from) !== trigger.range.from) return CLOSED;
              const sameQuery = trigger.query === previous.query;
              const index =
                meta?.type === "highlight" ? meta.index : sameQuery ? previous.index : 0;
              return { active: true, ...trigger, index };
            }
            // Opens only when the "/" was just typed, not when the cursor lands after old text.
            const justTyped = tr.docChanged && trigger.query === "" && !tr.getMeta("paste");
            return justTyped ? { active: true, ...trigger, index: 0 } : CLOSED;
          },
        },
        props: {
          attributes(state): Record<string, string> {
            const menu = slashMenuState(state);
            if (!menu.active) return {};
            const offered = slashMenuItems(editor, menu.query, menu.range).length;
            if (offered === 0) return {};
            return {
              "aria-autocomplete": "list",
              "aria-controls": slashListboxId(editor),
              "aria-activedescendant": slashOptionId(editor, Math.min(menu.index, offered - 1)),
            };
          },
          handleDOMEvents: {
            // Leaving the text (Tab, a click elsewhere) closes the menu; picking keeps the focus.
            blur(view) {
              if (slashMenuState(view.state).active) {
                view.dispatch(view.state.tr.setMeta(slashMenuKey, { type: "close" }));
              }
              return false;
            },
          },
          handleKeyDown(view, event) {
            const menu = slashMenuState(view.state);
            if (!menu.active) return false;
            const items = slashMenuItems(editor, menu.query, menu.range);
            if (items.length === 0) return false;
            const index = Math.min(menu.index, items.length - 1);
            const move = (to: number) => {
              setSlashMenu(editor, {
                type: "highlight",
                index: (to + items.length) % items.length,
              });
              return true;
            };
            switch (event.key) {
              case "ArrowDown":
                return move(index + 1);
              case "ArrowUp":
                return move(index - 1);
              case "Home":
                return move(0);
              case "End":
                return move(items.length - 1);
              case "Enter":
              case "Tab": {
                const item = items[index];
                if (!item || event.shiftKey) return false;
                runSlashItem(editor, item, menu.range);
                return true;
              }
              case "Escape":
                setSlashMenu(editor, { type: "close" });
                return true;
              default:
                return false;
            }
          },
        },
      }),
    ];
  },
});
