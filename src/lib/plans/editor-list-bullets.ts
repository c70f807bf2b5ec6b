/**
 * Which bullet character a bullet list or checklist is written with. Both are "-" lists in
 * Markdown, so a checklist right after a bullet list (or the other way round) would be one list
 * for CommonMark: the public page, print and Word (mdast) would show one list where the editor
 * shows two. A change of bullet character starts a new list for CommonMark and for the editor's
 * reader alike, so such a list is written with "*" when the list before it used "-" (and with
 * "-" after a "*" list).
 *
 * The choice depends on the neighbours, which a node's writer does not see: it is made on the
 * document's JSON before writing and handed to the item writers as a hint on the list node
 * (not a schema attribute: the editor never holds it).
 */
import type { JSONContent } from "@tiptap/core";

const BULLET_HINT = "markdownBullet";
const DASH_LISTS = new Set(["bulletList", "taskList"]);

/** The bullet of a list after `previous` (the list right before it, if any). */
function bulletAfter(type: string, previous: WrittenList | null): string {
  if (!previous) return "-";
  // Lists of one kind next to each other are one list for every reader: same bullet.
  if (previous.type === type) return previous.bullet;
  return previous.bullet === "-" ? "*" : "-";
}

interface WrittenList {
  type: string;
  bullet: string;
}

/** The document with every bullet list and checklist that needs "*" marked so. */
export function withListBullets(node: JSONContent): JSONContent {
  if (!node.content) return node;
  const content: JSONContent[] = [];
  let previous: WrittenList | null = null;
  for (const child of node.content) {
    const written = withListBullets(child);
    const type = child.type ?? "";
    if (!DASH_LISTS.has(type)) {
      previous = null;
      content.push(written);
      continue;
    }
    const bullet = bulletAfter(type, previous);
    previous = { type, bullet };
    content.push(
      bullet === "-" ? written : { ...written, attrs: { ...written.attrs, [BULLET_HINT]: bullet } },
    );
  }
  return { ...node, content };
}

/** The bullet an item's list is written with (from the hint on its list). */
export function listBullet(context: { meta?: { parentAttrs?: Record<string, unknown> } }): string {
  return context.meta?.parentAttrs?.[BULLET_HINT] === "*" ? "*" : "-";
}
