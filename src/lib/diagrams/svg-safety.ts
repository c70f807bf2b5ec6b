/**
 * Defence in depth for the `strict` security level (published and shared pages): mermaid already
 * runs DOMPurify over its output at that level, but a sanitiser bug or a new mermaid feature must
 * not be enough to run code on a visitor's page, so the renderer removes anything active once
 * more before the SVG goes into the document.
 */

/** Elements that run code or load active documents; none belongs in a diagram. */
const ACTIVE_ELEMENTS = [
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "base",
  "meta",
];

/** URL schemes that run code when followed (or, for data:text/html, open an attacker's page). */
const DANGEROUS_URL = /(?:javascript|vbscript):|data:text\/html/;

/**
 * Browsers ignore tabs, new lines and other control characters inside a scheme
 * (`java&#9;script:` still runs), so they are dropped before the check, as is case.
 */
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f]+/g;

function isDangerousValue(value: string): boolean {
  return DANGEROUS_URL.test(value.replace(IGNORED_IN_URLS, "").toLowerCase());
}

/**
 * Removes active content from a rendered diagram: script-like elements, every `on*` event
 * attribute, and every attribute whose value holds a javascript:, vbscript: or data:text/html URL
 * (href and xlink:href, but also `style="…url(javascript:…)"` and SVG animation values such as
 * `<set to="javascript:…">`, which can rewrite an href later). Labels are text nodes, so a
 * diagram that merely mentions "javascript:" keeps its text. Returns how many things it removed.
 */
export function stripActiveContent(root: Element | DocumentFragment): number {
  let removed = 0;
  for (const element of Array.from(root.querySelectorAll(ACTIVE_ELEMENTS.join(",")))) {
    element.remove();
    removed += 1;
  }
  const elements =
    root instanceof Element ? [root, ...root.querySelectorAll("*")] : root.querySelectorAll("*");
  for (const element of Array.from(elements)) {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.localName.toLowerCase().startsWith("on") || isDangerousValue(attribute.value)) {
        element.removeAttributeNode(attribute);
        removed += 1;
      }
    }
  }
  return removed;
}
