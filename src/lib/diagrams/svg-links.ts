/**
 * URLs in diagram SVG: how they are read, which run code, and the one link rule for both
 * surfaces a diagram is shown on (svg-rules.ts).
 *
 * The link rule, decided once:
 * - **public** (public pages: the pictures stored at publishing, and diagrams a visitor's browser
 *   draws): a link keeps only a fragment of the picture itself (`#step-2`). Public pages are the
 *   hostile surface: the author is not the reader, the reader arrives from anywhere (a search, a
 *   shared link) and never chose the diagram's contents, and nothing on the picture says where
 *   a link goes. A published picture is shown as an `<img>`, where no link can be followed at
 *   all, so an outward link could only act where the picture leaves the page (saved, or opened on
 *   its own): an address the reader cannot see and did not ask for. Public pages draw at the
 *   strict level, where mermaid makes no click links either. Dropping them loses nothing a
 *   reader could use; the plan's text carries its real links.
 * - **app** (the signed-in author's own plan: editor, previews, full-screen view, print,
 *   exports): http(s), mailto and tel links, or addresses relative to the page, stay, opened with
 *   rel="noopener noreferrer"; the reader is the author, and the 'loose' security level promises
 *   click links (spec section 9).
 * On both, a URL that runs code (javascript:, vbscript:, data:text/html…) never survives, in any
 * attribute, and an in-picture reference (`<use href="#a">`, `url(#marker)`) is always kept.
 */
import type { DiagramSurface } from "./svg-rules";

/**
 * Browsers ignore tabs, new lines and other control characters inside a URL's scheme
 * (`java&#9;script:` still runs), so they are dropped before any check, as is case.
 */
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f]+/g;
/** URLs that run code when followed, or open a document of their own (any data: URL). */
const RUNNING_OR_DOCUMENT_URL = /(?:javascript|vbscript|livescript):|data:/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/;
/** Schemes an app link may use; a link without a scheme is relative to the page. */
const APP_LINK_SCHEMES: ReadonlySet<string> = new Set(["http", "https", "mailto", "tel"]);
/** A reference to an element of the picture itself (`#arrowhead`, `#mermaid-1_flowchart-A`). */
const FRAGMENT = /^#[^\s"'<>\\()]+$/;
/** Images drawn from the picture's own bytes; SVG images are excluded (they are documents). */
const RASTER_DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif|bmp);/;

/** Every link that stays opens without a way back to this page (no opener, no referrer). */
export const SAFE_LINK_REL = "noopener noreferrer";
/** Targets a link may keep; any other (a named window) becomes `_blank`. */
const LINK_TARGETS: ReadonlySet<string> = new Set(["_self", "_blank", "_top", "_parent"]);

/** The URL as the browser reads its scheme: controls and white space gone, lower case. */
export function normaliseUrl(value: string): string {
  return value.replace(IGNORED_IN_URLS, "").toLowerCase();
}

/**
 * Whether a value holds a URL that runs code or is a document of its own. Every such URL has a
 * colon (normalising removes characters, never adds one), so most values exit at once.
 */
export function holdsRunningUrl(value: string): boolean {
  return value.includes(":") && RUNNING_OR_DOCUMENT_URL.test(normaliseUrl(value));
}

/** A reference to a part of the picture itself. */
export function isFragment(value: string): boolean {
  return FRAGMENT.test(value.replace(IGNORED_IN_URLS, ""));
}

/** The picture's own raster bytes (`data:image/png;…`), which an image element may show. */
export function isRasterDataImage(value: string): boolean {
  return RASTER_DATA_IMAGE.test(normaliseUrl(value));
}

/** The link rule (module comment): whether an `<a>`'s href stays on this surface. */
export function keepsLink(surface: DiagramSurface, value: string): boolean {
  if (isFragment(value)) return true;
  if (surface === "public") return false;
  const url = normaliseUrl(value);
  // `\\host\share` and `/\host` are read as other hosts (or files) by some browsers.
  if (url === "" || url.startsWith("\\") || url.startsWith("/\\")) return false;
  const scheme = SCHEME.exec(url)?.[1];
  return scheme === undefined || APP_LINK_SCHEMES.has(scheme);
}

/** Whether a link in the app may be followed (the app's click guard asks again). */
export function isSafeLinkUrl(value: string): boolean {
  return keepsLink("app", value);
}

/** A kept link's target: the four keywords stay, a named window becomes `_blank`. */
export function safeLinkTarget(target: string): string {
  const keyword = target.trim().toLowerCase();
  return LINK_TARGETS.has(keyword) ? target : "_blank";
}
