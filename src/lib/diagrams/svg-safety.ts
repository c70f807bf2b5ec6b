/**
 * The guarantee behind every diagram on a page, whatever its security level: the picture mermaid
 * answers is cleaned here, while it is still inert (a template or a parsed document), before any
 * of it reaches the page. Mermaid's own DOMPurify passes depend on the level (none at all on the
 * whole picture in `loose`) and on mermaid's code paths, so they are a first line only.
 *
 * After cleaning, a picture
 * - runs nothing: no script-like or form elements, no `on*` attribute, no SMIL animation (which
 *   can rewrite an href later), no attribute holding a javascript:, vbscript: or data:text/html URL;
 * - loads nothing from anywhere: no src/srcset/background/poster/…, no media or embedded
 *   documents, `href` on anything but a link only as a fragment of the picture itself (or a
 *   raster data: image), no CSS `url()` other than `url(#id)`, no `@import` or font sources;
 * - links only to http(s), mailto and tel (or relative addresses), each with
 *   rel="noopener noreferrer" and a target that is `_self`, `_top`, `_parent` or `_blank`.
 * Labels are text and stay: a diagram that mentions "javascript:" keeps its words.
 */
import { cssLoadsResources, withoutLoadingCss } from "./css-safety";

/** Elements that run code, load documents or media, or submit; none belongs in a diagram. */
const REMOVED_ELEMENTS = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "portal",
  "fencedframe",
  "base",
  "meta",
  "link",
  "noscript",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "video",
  "audio",
  "source",
  "track",
  "picture",
  "set",
  "animate",
  "animatemotion",
  "animatetransform",
  "animatecolor",
  "discard",
  "handler",
  "listener",
]);

/** Attributes that fetch, submit or ping on their own; a diagram needs none of them. */
const REMOVED_ATTRIBUTES = new Set([
  "srcset",
  "imagesrcset",
  "background",
  "poster",
  "data",
  "action",
  "formaction",
  "ping",
  "lowsrc",
  "dynsrc",
  "codebase",
  "cite",
  "longdesc",
  "usemap",
  "manifest",
  "archive",
  "classid",
  "profile",
  "base",
]);

const LINK_ATTRIBUTES = new Set(["href"]);
/** Attributes the browser reads as CSS, where a `url()` or `image-set()` would fetch. */
const CSS_ATTRIBUTES = new Set([
  "style",
  "fill",
  "stroke",
  "filter",
  "mask",
  "clip-path",
  "marker",
  "marker-start",
  "marker-mid",
  "marker-end",
  "cursor",
  "color-profile",
]);
/** Schemes a diagram link may use; a link without a scheme is relative to the page. */
const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
export const SAFE_LINK_REL = "noopener noreferrer";
const LINK_TARGETS = new Set(["_self", "_blank", "_top", "_parent"]);
/** Images drawn from the picture's own bytes; SVG images are excluded (they are documents). */
const RASTER_DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif|bmp);/;
const IMAGE_ELEMENTS = new Set(["img", "image", "feimage"]);

/**
 * Browsers ignore tabs, new lines and other control characters inside a URL's scheme
 * (`java&#9;script:` still runs), so they are dropped before any check, as is case.
 */
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f]+/g;
/** URL schemes that run code when followed (or, for data:text/html, open an attacker's page). */
const SCRIPT_URL = /(?:javascript|vbscript|livescript):|data:text\/html/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/;

function normaliseUrl(value: string): string {
  return value.replace(IGNORED_IN_URLS, "").toLowerCase();
}

/** A link's target as the page would follow it: allowed scheme or none. */
export function isSafeLinkUrl(value: string): boolean {
  const url = normaliseUrl(value);
  if (url.startsWith("\\") || url.startsWith("/\\")) return false;
  const scheme = SCHEME.exec(url)?.[1];
  return scheme === undefined || LINK_SCHEMES.has(scheme);
}

/** A reference that stays inside the picture (`#arrowhead`) or is the image's own bytes. */
function isInertReference(value: string, element: string): boolean {
  const url = normaliseUrl(value);
  if (url === "" || url.startsWith("#")) return true;
  return IMAGE_ELEMENTS.has(element) && RASTER_DATA_IMAGE.test(url);
}

/**
 * Quick exits that change no answer: every script URL has a colon (normalising removes
 * characters, never adds one), and CSS can only load through a function or an at-rule, so
 * without `(`, `@` or an escape (`\28` decodes to `(`) there is nothing to find. Most of a
 * diagram's attribute values (coordinates, path data, colours, classes) have none of them.
 */
const MAY_HOLD_SCRIPT_URL = (value: string) => value.includes(":");
const MAY_LOAD_CSS = /[(@\\]/;

/** Whether an attribute must go; `element` and `name` are lower-case local names. */
function isUnsafeAttribute(element: string, name: string, value: string): boolean {
  if (name.startsWith("on") || REMOVED_ATTRIBUTES.has(name)) return true;
  if (MAY_HOLD_SCRIPT_URL(value) && SCRIPT_URL.test(normaliseUrl(value))) return true;
  if (name === "src")
    return !(IMAGE_ELEMENTS.has(element) && RASTER_DATA_IMAGE.test(normaliseUrl(value)));
  if (LINK_ATTRIBUTES.has(name)) {
    return element === "a" ? !isSafeLinkUrl(value) : !isInertReference(value, element);
  }
  return CSS_ATTRIBUTES.has(name) && MAY_LOAD_CSS.test(value) && cssLoadsResources(value);
}

function cleanAttributes(element: Element): number {
  let removed = 0;
  const tag = element.localName.toLowerCase();
  for (const attribute of Array.from(element.attributes)) {
    if (isUnsafeAttribute(tag, attribute.localName.toLowerCase(), attribute.value)) {
      element.removeAttributeNode(attribute);
      removed += 1;
    }
  }
  if (tag === "a") secureLink(element);
  return removed;
}

/** A link that survived opens without a way back to this page (no opener, no referrer). */
function secureLink(link: Element): void {
  const hasHref = Array.from(link.attributes).some((a) => a.localName.toLowerCase() === "href");
  if (!hasHref) {
    link.removeAttribute("target");
    return;
  }
  link.setAttribute("rel", SAFE_LINK_REL);
  const target = link.getAttribute("target");
  if (target !== null && !LINK_TARGETS.has(target.trim().toLowerCase())) {
    link.setAttribute("target", "_blank");
  }
}

/** A `<style>` element without the rules that load; gone entirely if they cannot be separated. */
function cleanStyleSheet(style: Element): number {
  const css = style.textContent ?? "";
  const cleaned = withoutLoadingCss(css);
  if (cleaned === css) return 0;
  if (cleaned === null) style.remove();
  else style.textContent = cleaned;
  return 1;
}

/**
 * Cleans a rendered diagram in place (see the module comment for what stays). Pass the inert
 * parse (a template's content, a DOMParser document's element) before it is put into the page.
 * Returns how many things it removed or changed.
 */
export function stripActiveContent(root: Element | DocumentFragment): number {
  let removed = 0;
  const elements =
    root instanceof Element ? [root, ...root.querySelectorAll("*")] : root.querySelectorAll("*");
  for (const element of Array.from(elements)) {
    const tag = element.localName.toLowerCase();
    if (REMOVED_ELEMENTS.has(tag)) {
      element.remove();
      removed += 1;
      continue;
    }
    if (tag === "style") removed += cleanStyleSheet(element);
    removed += cleanAttributes(element);
    // An image whose source went (it pointed elsewhere) would only show a broken-image icon.
    if (tag === "img" && !element.hasAttribute("src")) {
      element.remove();
      removed += 1;
    }
  }
  return removed;
}
