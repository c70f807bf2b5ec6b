/**
 * Whether an image address would make the browser fetch from another origin. Text we render but
 * did not write (chat replies from a model) may carry `![](https://tracker.example/p.png)`: the
 * request alone tells a third party who read the reply and when. Such images are shown as links
 * instead; the Content-Security-Policy (img-src 'self' data: blob:) stays the second line.
 *
 * The address is resolved as the browser would (URL parsing: protocol-relative `//host`, a
 * backslash for a slash, surrounding blanks, upper case), so no spelling slips through. Schemes
 * other than http(s) (data:, blob:, javascript:) load nothing from a host and are left to the
 * renderer's own URL rule.
 */

/**
 * Stands in for the page's origin while it is unknown (on the server): a reserved name (.invalid
 * never resolves), so only relative addresses resolve to it.
 */
const UNKNOWN_ORIGIN_BASE = "http://page-origin.invalid/";

const WEB_PROTOCOLS = new Set(["http:", "https:"]);

/**
 * True when `src`, read on a page of `pageOrigin` (e.g. `https://plansmith.app`), loads from
 * another origin. With `pageOrigin` null every absolute web address counts as remote: only a
 * relative address is surely this origin's.
 */
export function isRemoteImageSource(src: string, pageOrigin: string | null): boolean {
  const base = pageOrigin ? `${pageOrigin}/` : UNKNOWN_ORIGIN_BASE;
  let resolved: URL;
  let page: URL;
  try {
    page = new URL(base);
    resolved = new URL(src, page);
  } catch {
    // Not an address a browser would load.
    return false;
  }
  if (!WEB_PROTOCOLS.has(resolved.protocol)) return false;
  return resolved.origin !== page.origin;
}
