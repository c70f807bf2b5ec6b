/**
 * Whether a request's path is one any route could serve. A path whose percent-encoding does not
 * decode (`%FF`, `%C0%80`) or that decodes to a control character (`%00`, `%0A`…) names no page,
 * file or API resource, yet reached a route it would answer 500: Next.js fails to decode it, or
 * the route passes it to PostgreSQL, which cannot hold a NUL — and Next then logs the failed
 * query with its parameters (an unlisted link's token). The app server (scripts/server.mjs) asks
 * this before Next.js sees the request and answers such a path 404, on every route at once.
 *
 * Pure and dependency-free: the server script imports it directly (Node strips the types).
 */

/** Below this code: the C0 control characters (U+0000–U+001F); never part of a route's name. */
const FIRST_PRINTABLE = 0x20;
/** DEL, the other control character of ASCII. */
const DELETE = 0x7f;

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < FIRST_PRINTABLE || code === DELETE) return true;
  }
  return false;
}

/** The path of a request target (`/a/b?c=d`), without its query. */
function pathOf(requestTarget: string): string {
  const query = requestTarget.indexOf("?");
  return query === -1 ? requestTarget : requestTarget.slice(0, query);
}

/**
 * True when the request target's path decodes (UTF-8 percent-encoding) to text free of control
 * characters. The query is left to the routes: it is their input, validated there.
 */
export function isServablePath(requestTarget: string): boolean {
  const path = pathOf(requestTarget);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !hasControlCharacter(decoded);
}
