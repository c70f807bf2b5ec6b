/**
 * Whether a request fetches a page ahead of time rather than for a reader: Next.js's router
 * prefetch (a <Link> scrolled into view), the browser's speculation rules and <link
 * rel="prefetch">, Firefox's old prefetch header. A view counted for these would count pages
 * nobody opened.
 */
export function isPrefetchRequest(headers: Pick<Headers, "get">): boolean {
  if (headers.get("next-router-prefetch") !== null) return true;
  const purpose = [headers.get("sec-purpose"), headers.get("purpose"), headers.get("x-purpose")]
    .filter((value): value is string => value !== null)
    .join(",")
    .toLowerCase();
  return /\b(prefetch|prerender|preview)\b/.test(purpose) || headers.get("x-moz") === "prefetch";
}
