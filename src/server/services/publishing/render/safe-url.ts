/**
 * Which link targets a published plan may carry (issue 14, point 9). The address is read by the
 * WHATWG URL parser — the one browsers use — so tricks that fool a string check (entities,
 * mixed case, tabs and newlines inside the scheme, leading control characters, backslashes)
 * resolve here exactly as they would in the visitor's browser.
 */

/** Schemes a link may use; everything else (javascript:, vbscript:, data:, file:…) is dropped. */
export const ALLOWED_LINK_PROTOCOLS = ["http:", "https:", "mailto:"] as const;
/** Schemes an image address may use to be offered as a link (mailto: is no image). */
const IMAGE_LINK_PROTOCOLS = ["http:", "https:"] as const;

/** A base no real link resolves to: "same origin as this base" means "relative". */
const RELATIVE_BASE = "https://relative.plansmith.invalid/";
const RELATIVE_ORIGIN = new URL(RELATIVE_BASE).origin;

export type SafeLink = { href: string; external: boolean };

/** Browsers drop these before parsing an address; the href we keep must be what they read. */
function browserTrim(raw: string): string {
  return raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
}

function safeAddress(raw: string, protocols: readonly string[]): SafeLink | null {
  const trimmed = browserTrim(raw);
  if (trimmed === "") return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, RELATIVE_BASE);
  } catch {
    return null;
  }
  if (parsed.origin === RELATIVE_ORIGIN) {
    // Relative: kept as written (a fragment stays a fragment, a path stays a path) once the
    // parser has shown it cannot leave this site.
    return { href: trimmed, external: false };
  }
  if (!protocols.includes(parsed.protocol)) return null;
  return { href: parsed.href, external: true };
}

/** The link to render for a Markdown link's address, or null to show its text only. */
export function safeLink(raw: string): SafeLink | null {
  return safeAddress(raw, ALLOWED_LINK_PROTOCOLS);
}

/** An image address offered as a link (images are never loaded from the Markdown). */
export function safeImageLink(raw: string): SafeLink | null {
  return safeAddress(raw, IMAGE_LINK_PROTOCOLS);
}
