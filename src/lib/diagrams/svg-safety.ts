/**
 * The guarantee behind every diagram a browser shows, whatever its security level: the picture
 * mermaid answers is cleaned here, while it is still inert (a template or a parsed document),
 * before any of it reaches the page. Mermaid's own DOMPurify passes depend on the level (none at
 * all on the whole picture in `loose`) and on mermaid's code paths, so they are a first line only.
 *
 * What stays is decided by the diagram SVG rules (svg-rules.ts) for the surface the picture is
 * shown on — the same rules the server applies to published pictures; this module only walks the
 * DOM and applies them.
 */
import { safeLinkTarget, SAFE_LINK_REL } from "./svg-links";
import { inertStyleSheet, keepsAttribute, keepsElement, type DiagramSurface } from "./svg-rules";

export type { DiagramSurface } from "./svg-rules";

/** Cleans one element's attributes; answers how many went. */
function cleanAttributes(
  element: Element,
  tag: string,
  html: boolean,
  surface: DiagramSurface,
): number {
  let removed = 0;
  for (const attribute of Array.from(element.attributes)) {
    if (!keepsAttribute(surface, tag, attribute.name, html, attribute.value)) {
      element.removeAttributeNode(attribute);
      removed += 1;
    }
  }
  if (tag === "a" && surface === "app") secureLink(element);
  return removed;
}

/**
 * A link that survived in the app opens without a way back to this page (no opener, no
 * referrer). On public pages only in-picture fragments survive, and nothing is added.
 */
function secureLink(link: Element): void {
  const hasHref = Array.from(link.attributes).some((a) => a.localName.toLowerCase() === "href");
  if (!hasHref) {
    link.removeAttribute("target");
    return;
  }
  link.setAttribute("rel", SAFE_LINK_REL);
  const target = link.getAttribute("target");
  if (target !== null) link.setAttribute("target", safeLinkTarget(target));
}

/** A `<style>` element without the rules that load; gone entirely if they cannot be separated. */
function cleanStyleSheet(style: Element): number {
  const css = style.textContent ?? "";
  const cleaned = inertStyleSheet(css);
  if (cleaned === css) return 0;
  if (cleaned === null) style.remove();
  else style.textContent = cleaned;
  return 1;
}

/**
 * Cleans a rendered diagram in place for `surface` (default "app"; see svg-rules.ts for what
 * stays). Pass the inert parse (a template's content, a DOMParser document's element) before it
 * is put into the page. Returns how many things it removed or changed.
 */
export function stripActiveContent(
  root: Element | DocumentFragment,
  surface: DiagramSurface = "app",
): number {
  let removed = 0;
  // Depth first, each element with whether it is a label's HTML (inside a <foreignObject>).
  const pending: [Element, boolean][] = [];
  const push = (children: HTMLCollection, html: boolean) => {
    for (let i = children.length - 1; i >= 0; i -= 1) pending.push([children[i]!, html]);
  };
  if (root instanceof Element) pending.push([root, false]);
  else push(root.children, false);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [element, html] = next;
    const tag = element.localName.toLowerCase();
    if (!keepsElement(surface, tag, html)) {
      element.remove();
      removed += 1;
      continue;
    }
    if (tag === "style") {
      removed += cleanStyleSheet(element);
      if (!element.parentNode && element !== root) continue;
    }
    removed += cleanAttributes(element, tag, html, surface);
    // An image whose source went (it pointed elsewhere) would only show a broken-image icon.
    if (tag === "img" && !element.hasAttribute("src")) {
      element.remove();
      removed += 1;
      continue;
    }
    push(element.children, html || tag === "foreignobject");
  }
  return removed;
}
