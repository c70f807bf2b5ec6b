/**
 * The browser security headers of every response: the Content-Security-Policy of pages (a fresh
 * script nonce per request), the fixed policy of everything that is not a page (API answers,
 * files), and Strict-Transport-Security when the app is served over HTTPS. Pure and
 * isomorphic: the proxy calls it per request, next.config.ts once, the tests directly.
 */

/** 16 random bytes: 128 bits, as CSP Level 3 recommends for a nonce. */
export const NONCE_BYTES = 16;

/**
 * Two years, the value the HSTS preload list asks for. Without `includeSubDomains`: the app may
 * live on a subdomain (app.example.com) whose siblings are not ours to force onto HTTPS; and
 * without `preload`, which is a decision for the domain's owner.
 */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_SECONDS}`;

/**
 * Pages rendered per request carry a one-time nonce (a stored copy would replay it), and
 * signed-in pages show private data: no browser or shared cache may keep them. Prerendered
 * public pages keep the caching headers Next.js gives them.
 */
export const PAGE_CACHE_CONTROL = "no-store";

/** A new nonce: base64 of NONCE_BYTES bytes from the platform's secure random source. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * How a page's inline scripts are allowed. `nonce`: a page rendered per request (Next.js puts
 * the nonce on its own scripts); `hashes` are the build's shared inline scripts, which carry no
 * nonce (the theme script). `hashes` alone: a prerendered page, the same bytes for everyone,
 * whose every inline script is listed by exact hash (src/lib/security/script-hash-manifest.ts).
 */
export type ScriptAllowance =
  | { kind: "nonce"; nonce: string; hashes: readonly string[] }
  | { kind: "hashes"; hashes: readonly string[] };

export interface PagePolicyOptions {
  scripts: ScriptAllowance;
  /**
   * `next dev`: React rebuilds server error stacks with eval, and there is no build manifest
   * to list the theme script's hash, so scripts may eval and run inline there only.
   */
  development: boolean;
  /** Served over HTTPS: sub-resources that still name http:// are upgraded. */
  https: boolean;
}

type Directives = Record<string, readonly string[]>;

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/**
 * The policy of every page.
 * - Scripts: files of our own origin ('self': Next.js's chunks, mermaid's included — the origin
 *   serves no script a user wrote, and answers everything else with nosniff), and inline
 *   scripts only by this request's nonce (a page rendered per request) or by the build's exact
 *   hashes (a prerendered page; the shared theme script). No other inline script, no inline
 *   event handler, no `javascript:` URL, no eval — mermaid needs none of them.
 *   No 'strict-dynamic': it switches 'self' off, and prerendered pages — Next.js's 404 page
 *   too, which answers unknown paths under the nonce policy — load their chunks with
 *   `<script src>` tags that carry no nonce.
 * - Styles may be inline: mermaid writes a <style> element into every diagram and style
 *   attributes onto its shapes, and the UI libraries position popovers with style attributes.
 *   A nonce in style-src would switch 'unsafe-inline' off, so there is none.
 * - Images: our own, plus data: (logos, diagram exports) and blob: (the PNG export draws the
 *   diagram through a blob: URL).
 * - Everything the app fetches is same-origin; fonts are local; nothing may frame the app.
 */
export function buildPageContentSecurityPolicy(options: PagePolicyOptions): string {
  const { scripts } = options;
  const scriptSources = options.development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : scripts.kind === "nonce"
      ? ["'self'", `'nonce-${scripts.nonce}'`, ...scripts.hashes]
      : ["'self'", ...scripts.hashes];
  const directives: Directives = {
    "default-src": ["'self'"],
    "script-src": scriptSources,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "frame-src": ["'none'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
  };
  if (options.https) directives["upgrade-insecure-requests"] = [];
  return serialise(directives);
}

/**
 * The policy of every response that is not a page (API answers, version.json, files): they
 * never need to run anything, so a JSON answer or an SVG opened on its own can run nothing.
 * Styles, fonts and images stay allowed so an SVG file opened directly, or the 404 page for a
 * missing file, still looks right (without scripts).
 */
export const NON_PAGE_CONTENT_SECURITY_POLICY = serialise({
  "default-src": ["'none'"],
  "img-src": ["'self'", "data:"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "font-src": ["'self'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
});

/**
 * A user's uploaded file served back (GET /api/ai/attachments/{id}): the non-page policy plus
 * `sandbox`, so even a file a browser would render runs in an opaque origin, without scripts,
 * forms or access to the app's cookies and storage.
 */
export const ATTACHMENT_CONTENT_SECURITY_POLICY = `${NON_PAGE_CONTENT_SECURITY_POLICY}; sandbox`;
/** Where those files are served (a next.config.ts `headers()` source). */
export const ATTACHMENT_FILE_PATHS = "/api/ai/attachments/:id";

/**
 * Whether the app is served over HTTPS. Decided by APP_URL, the address the operator configured
 * (the one in mails and OAuth callbacks), never by a request header a client could set: HSTS
 * from a spoofed `X-Forwarded-Proto` on a plain-HTTP deployment would lock browsers out.
 */
export function isServedOverHttps(appUrl: string | undefined): boolean {
  return appUrl?.startsWith("https://") ?? false;
}

export interface PageHeaderOptions extends Omit<PagePolicyOptions, "https"> {
  appUrl: string | undefined;
  /**
   * The answer is the same for everyone (a prerendered public page): the caching headers of
   * Next.js stay. Otherwise (a nonce, private data, a redirect that depends on the session
   * cookie) nothing may store it.
   */
  cacheable: boolean;
}

/** Response headers of a page (and of the proxy's own redirects and bare 404s). */
export function buildPageSecurityHeaders({
  appUrl,
  cacheable,
  ...policy
}: PageHeaderOptions): Record<string, string> {
  const https = isServedOverHttps(appUrl);
  const headers: Record<string, string> = {
    "Content-Security-Policy": buildPageContentSecurityPolicy({ ...policy, https }),
  };
  if (!cacheable) headers["Cache-Control"] = PAGE_CACHE_CONTROL;
  if (https) headers["Strict-Transport-Security"] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

/** The script-src sources of a policy (tests and checks read the served header with it). */
export function scriptSourcesOf(policy: string): string[] {
  for (const directive of policy.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name === "script-src") return sources;
  }
  return [];
}
