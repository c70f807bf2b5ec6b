/**
 * The build's list of inline-script hashes (written by scripts/build.mjs after `next build`,
 * read by the proxy): prerendered pages are the same bytes for everyone and cannot carry a
 * per-request nonce, so their Content-Security-Policy allows their inline scripts by exact
 * hash instead. Extraction and lookup are pure; only the build step and the proxy touch files.
 *
 * No imports on purpose: scripts/build.mjs loads this file with Node's own type stripping,
 * outside the bundler and its `@/` paths.
 */
import { createHash } from "node:crypto";

/** Where the build step writes the manifest, relative to the project folder. */
export const SCRIPT_HASH_MANIFEST_PATH = ".next/csp-script-hashes.json";
export const SCRIPT_HASH_MANIFEST_VERSION = 1;

/** Next.js's own prerendered 404 page: answers every path no route matches. */
export const NOT_FOUND_ROUTE = "/_not-found";

export interface ScriptHashManifest {
  version: typeof SCRIPT_HASH_MANIFEST_VERSION;
  /** Prerendered page path ("/", "/about") → the CSP sources of its inline scripts. */
  pages: Record<string, string[]>;
  /**
   * The inline scripts every prerendered page has (the colour-scheme script of next-themes,
   * rendered by the root layout): pages rendered per request have them too, without a nonce.
   */
  shared: string[];
  /** The inline scripts of the prerendered 404 page, which any unknown path is answered with. */
  notFound: string[];
}

/** One prerendered HTML document of the build, by the path it is served at. */
export interface PrerenderedDocument {
  route: string;
  html: string;
}

// A <script> start tag (quoted attribute values may contain ">"), its text, and the end tag. In
// HTML a script's text ends at the first "</script", whatever precedes it.
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** Types a browser runs; any other (application/json, ld+json) is data, never executed. */
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The texts of the inline scripts a browser would run in `html` (no `src`, a script type).
 * Line breaks are normalised as the HTML parser does before the browser hashes the text.
 */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!SCRIPT_TYPES.has(typeValue)) continue;
    scripts.push(text.replace(/\r\n?/g, "\n"));
  }
  return scripts;
}

/** The CSP source that allows exactly this script text: 'sha256-<base64 of its UTF-8>'. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

function hashesOf(html: string): string[] {
  return [...new Set(inlineScriptsOf(html).map(scriptHashSource))].sort();
}

/**
 * Next.js's internal routes (/_not-found, /_global-error) are not addresses anyone visits;
 * the global error page also has its own document without the root layout.
 */
function isInternalRoute(route: string): boolean {
  return route.split("/").some((segment) => segment.startsWith("_"));
}

/** The manifest of a build from its prerendered documents. */
export function buildScriptHashManifest(documents: PrerenderedDocument[]): ScriptHashManifest {
  const pages: Record<string, string[]> = {};
  let notFound: string[] = [];
  for (const { route, html } of documents) {
    if (route === NOT_FOUND_ROUTE) notFound = hashesOf(html);
    if (!isInternalRoute(route)) pages[route] = hashesOf(html);
  }
  const pageHashes = Object.values(pages);
  const shared = (pageHashes[0] ?? []).filter((hash) =>
    pageHashes.every((hashes) => hashes.includes(hash)),
  );
  return { version: SCRIPT_HASH_MANIFEST_VERSION, pages, shared, notFound };
}

/** A parsed manifest file, or null when it is not one this code wrote. */
export function parseScriptHashManifest(json: string): ScriptHashManifest | null {
  try {
    const value = JSON.parse(json) as Partial<ScriptHashManifest> | null;
    if (
      value?.version !== SCRIPT_HASH_MANIFEST_VERSION ||
      typeof value.pages !== "object" ||
      value.pages === null ||
      !Array.isArray(value.shared) ||
      !Array.isArray(value.notFound)
    ) {
      return null;
    }
    return value as ScriptHashManifest;
  } catch {
    return null;
  }
}

/**
 * The inline-script hashes of the page prerendered at `pathname`, or null when no page was
 * prerendered there (a page rendered per request, or an unknown path). A trailing slash names
 * the same page.
 */
export function prerenderedScriptHashes(
  manifest: ScriptHashManifest | null,
  pathname: string,
): string[] | null {
  if (!manifest) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  if (isInternalRoute(path)) return null;
  return Object.hasOwn(manifest.pages, path) ? manifest.pages[path]! : null;
}
