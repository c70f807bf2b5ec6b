/**
 * What Better Auth's own handler (/api/identity/*) may answer: only the addresses a browser is
 * sent to by a link or a redirect. Everything else it offers — sign-up, sign-in, magic-link and
 * reset requests, setting a password from a reset token, update-user, change-password,
 * change-email, delete-user, sessions — goes through our services (src/server/services/accounts),
 * which apply our limits and rules; called here directly it would skip them (it once mailed 20
 * resets to one address in seconds, mailed links to addresses with no account, skipped the
 * username rules and stored a 2 MB name). Our services call Better Auth in-process (auth.api),
 * not through this handler, so closing it costs them nothing.
 */
import { IDENTITY_BASE_PATH } from "./auth";

interface BrowserEndpoint {
  method: "GET";
  /** The path after /api/identity. */
  path: RegExp;
}

/** The one allow-list: (method, path) pairs the browser needs, everything else is 404. */
export const IDENTITY_BROWSER_ENDPOINTS: readonly BrowserEndpoint[] = [
  // The OAuth provider sends the user back here (code exchange, account linking, session).
  { method: "GET", path: /^\/callback\/[A-Za-z0-9_-]+$/ },
  // The confirmation link of a sign-up or of a sign-in before confirming.
  { method: "GET", path: /^\/verify-email$/ },
  // The magic sign-in link.
  { method: "GET", path: /^\/magic-link\/verify$/ },
  // The reset link: checks the token and redirects to our reset page with it.
  { method: "GET", path: /^\/reset-password\/[^/]+$/ },
  // Where Better Auth sends a browser whose OAuth or link flow failed without a callback URL.
  { method: "GET", path: /^\/error$/ },
];

/** Whether Better Auth's handler may answer `request` (see {@link IDENTITY_BROWSER_ENDPOINTS}). */
export function isBrowserIdentityRequest(request: Request): boolean {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(`${IDENTITY_BASE_PATH}/`)) return false;
  const path = pathname.slice(IDENTITY_BASE_PATH.length);
  const method = request.method.toUpperCase();
  return IDENTITY_BROWSER_ENDPOINTS.some(
    (endpoint) => endpoint.method === method && endpoint.path.test(path),
  );
}
