/**
 * The one rule set for diagram SVG, decided per surface — where the picture is shown:
 * - "app": the signed-in author's own plan in the app (editor, previews, the full-screen view,
 *   print and exports);
 * - "public": public pages — the pictures stored at publishing, and the diagrams a visitor's
 *   browser draws for blocks that have none.
 * Two sanitisers apply it, each where its markup lives: svg-safety.ts walks a parsed picture in
 * the browser (both surfaces), server/services/publishing/svg-sanitize.ts rewrites markup a
 * client sent for a published snapshot (the public surface). A security fix belongs here, once;
 * tests/unit/lib/diagram-svg-rules.test.ts runs one table through both, and the public column
 * must come out the same from each.
 *
 * On both surfaces a cleaned picture
 * - runs nothing: no script-like or form elements, no `on*` attribute, no SMIL animation (which
 *   can rewrite an href later), no attribute holding a javascript:, vbscript: or data: URL
 *   (except an image element's own raster bytes), no CSS that scripts;
 * - loads nothing from anywhere: no src/srcset/background/poster/…, no media or embedded
 *   documents, references (`<use href>`) only to a fragment of the picture itself, no CSS
 *   `url()` other than `url(#id)`, no `@import` or font sources;
 * - keeps links as the link rule says (svg-links.ts: in-picture fragments only on public pages).
 * Labels are text and stay: a diagram that mentions "javascript:" keeps its words.
 *
 * A public picture is also limited to the vocabulary mermaid draws with (svg-vocabulary.ts):
 * anything not listed goes, an element with its subtree. Its markup comes from a client (the
 * owner's browser at publishing) or is drawn for readers who did not choose it, and mermaid at
 * the public pages' strict level draws nothing else. The app keeps what mermaid drew for the
 * author (HTML formatting in labels at the 'loose' level) and removes only what is active.
 */
import { isInertCss } from "./css-safety";
import { holdsRunningUrl, isFragment, isRasterDataImage, keepsLink } from "./svg-links";
import {
  ACTIVE_ELEMENTS,
  ARIA_OR_DATA_ATTRIBUTE,
  FETCHING_ATTRIBUTES,
  IMAGE_ELEMENTS,
  PUBLISHED_HTML_ATTRIBUTES,
  PUBLISHED_HTML_ELEMENTS,
  PUBLISHED_SVG_ATTRIBUTES,
  PUBLISHED_SVG_ELEMENTS,
} from "./svg-vocabulary";

export { inertStyleSheet } from "./css-safety";

/** Where a cleaned picture is shown (module comment). */
export type DiagramSurface = "app" | "public";

/**
 * The canonical name of an element a public picture may hold (`html`: inside a
 * `<foreignObject>`), or null when it goes with its subtree.
 */
export function publicElementName(name: string, html: boolean): string | null {
  const lower = name.toLowerCase();
  if (ACTIVE_ELEMENTS.has(lower)) return null;
  if (html) return PUBLISHED_HTML_ELEMENTS.has(lower) ? lower : null;
  return PUBLISHED_SVG_ELEMENTS.get(lower) ?? null;
}

/** Whether an element stays (with its subtree) on this surface. */
export function keepsElement(surface: DiagramSurface, name: string, html: boolean): boolean {
  return surface === "app"
    ? !ACTIVE_ELEMENTS.has(name.toLowerCase())
    : publicElementName(name, html) !== null;
}

/**
 * The canonical name of an attribute a public picture may hold (`html`: on a label's HTML), or
 * null. Event handlers and everything else not listed have no name here.
 */
export function publicAttributeName(name: string, html: boolean): string | null {
  const lower = name.toLowerCase();
  if (ARIA_OR_DATA_ATTRIBUTE.test(lower)) return lower;
  if (html) return PUBLISHED_HTML_ATTRIBUTES.has(lower) ? lower : null;
  return PUBLISHED_SVG_ATTRIBUTES.get(lower) ?? null;
}

/**
 * A reference that stays inside the picture (`<use href="#arrowhead">`), or an image element's
 * own raster bytes.
 */
function isInertReference(element: string, value: string): boolean {
  return isFragment(value) || (IMAGE_ELEMENTS.has(element) && isRasterDataImage(value));
}

/**
 * Quick exit that changes no answer: CSS can only load or script through a function, an at-rule,
 * a colon (`behavior:`, `javascript:`) or an escape that decodes to one of those. Most of a
 * diagram's attribute values (coordinates, path data, colours, classes) have none of them.
 */
const MAY_BE_ACTIVE_CSS = /[(@\\:]/;

/**
 * Whether an attribute may stay on this surface. `element` is the element's lower-case local
 * name, `name` the attribute's qualified name as written (`xlink:href`), `html` whether the
 * element is a label's HTML, `value` decoded (references and entities resolved).
 */
export function keepsAttribute(
  surface: DiagramSurface,
  element: string,
  name: string,
  html: boolean,
  value: string,
): boolean {
  if (surface === "public" && publicAttributeName(name, html) === null) return false;
  const local = name.slice(name.indexOf(":") + 1).toLowerCase();
  if (local.startsWith("on") || FETCHING_ATTRIBUTES.has(local)) return false;
  if (local === "href") {
    return element === "a" ? keepsLink(surface, value) : isInertReference(element, value);
  }
  if (local === "src") return isInertReference(element, value);
  if (holdsRunningUrl(value)) return false;
  return !MAY_BE_ACTIVE_CSS.test(value) || isInertCss(value);
}
