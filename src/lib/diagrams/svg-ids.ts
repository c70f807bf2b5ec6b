/**
 * Mermaid names the elements of a picture after the render id, but not all of them: several
 * diagram types use fixed ids (sequence arrow heads, gradients, markers), and an SVG copied or
 * re-rendered elsewhere keeps its ids. Two pictures sharing an id on one page draw each other's
 * markers and take each other's styles, so every rendered picture gets all its ids renamed with a
 * prefix of its own, together with everything that refers to them.
 */

/** Attributes whose value is a space-separated list of ids. */
const ID_LIST_ATTRIBUTES = new Set([
  "aria-activedescendant",
  "aria-controls",
  "aria-describedby",
  "aria-details",
  "aria-errormessage",
  "aria-flowto",
  "aria-labelledby",
  "aria-owns",
  "for",
]);

/** `url(#id)`, `url('#id')` and `url("#id")` in presentation attributes, style attributes and CSS. */
const URL_REFERENCE = /url\(\s*(["']?)#([^"')\s]+)\1\s*\)/g;
/** An id selector; the identifier may contain CSS escapes (`\31 23`, `\:`). */
const ID_SELECTOR = /#((?:[\w-]|\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F])+)/g;
const CSS_ESCAPE = /\\([0-9a-fA-F]{1,6})\s?|\\([^0-9a-fA-F])/g;
/** A run of CSS text up to (and including) the next brace, or up to the end. */
const CSS_BLOCK_PART = /([^{}]*)([{}]|$)/g;

type Rename = (id: string) => string | undefined;

function unescapeCss(identifier: string): string {
  return identifier.replace(CSS_ESCAPE, (_match, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

function rewriteUrls(text: string, rename: Rename): string {
  return text.replace(URL_REFERENCE, (match, quote: string, id: string) => {
    const renamed = rename(id);
    return renamed === undefined ? match : `url(${quote}#${renamed}${quote})`;
  });
}

/**
 * Selectors (the text before a `{`) get their `#id` parts renamed; declarations (the text before a
 * `}`) only their `url(#id)` parts, so colours such as `#666666` are never mistaken for ids.
 * The prefix is plain, so prepending it to an escaped identifier keeps the escape valid.
 */
function rewriteStyleSheet(css: string, rename: Rename, prefix: string): string {
  return css.replace(CSS_BLOCK_PART, (_match, text: string, brace: string) => {
    const selectorsDone =
      brace === "{"
        ? text.replace(ID_SELECTOR, (selector, identifier: string) =>
            rename(unescapeCss(identifier)) === undefined ? selector : `#${prefix}-${identifier}`,
          )
        : text;
    return rewriteUrls(selectorsDone, rename) + brace;
  });
}

function rewriteAttribute(attribute: Attr, rename: Rename): string {
  const { localName, value } = attribute;
  if (localName === "id") return rename(value) ?? value;
  if (localName === "href" && value.startsWith("#")) {
    const renamed = rename(value.slice(1));
    return renamed === undefined ? value : `#${renamed}`;
  }
  if (ID_LIST_ATTRIBUTES.has(localName)) {
    return value
      .split(/(\s+)/)
      .map((token) => rename(token) ?? token)
      .join("");
  }
  // Most values (path data, coordinates, classes) hold no reference: skip the regular expression.
  return value.includes("url(") ? rewriteUrls(value, rename) : value;
}

/**
 * Renames every id in `svg` (the element itself included) to `{prefix}-{id}` and rewrites every
 * reference to those ids: `href`/`xlink:href="#id"`, `url(#id)` in any attribute, id lists in
 * aria attributes, and `#id` selectors and `url(#id)` values in `<style>` elements. References to
 * ids that are not in the picture are left alone. Returns the renaming (old id → new id).
 */
export function makeSvgIdsUnique(svg: Element, prefix: string): ReadonlyMap<string, string> {
  const elements = [svg, ...Array.from(svg.querySelectorAll("*"))];
  const renamed = new Map<string, string>();
  for (const element of elements) {
    const id = element.getAttribute("id");
    if (id && !renamed.has(id)) renamed.set(id, `${prefix}-${id}`);
  }
  if (renamed.size === 0) return renamed;
  const rename: Rename = (id) => renamed.get(id);
  for (const element of elements) {
    for (const attribute of Array.from(element.attributes)) {
      const value = rewriteAttribute(attribute, rename);
      if (value !== attribute.value) attribute.value = value;
    }
    if (element.localName === "style" && element.textContent) {
      element.textContent = rewriteStyleSheet(element.textContent, rename, prefix);
    }
  }
  return renamed;
}
