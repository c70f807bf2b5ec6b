/**
 * Addresses of the Open Graph images of shared plans (link previews). Under /api so crawlers
 * reach them like any file; the revision in the query makes each published version its own
 * cacheable image.
 */
export function publicOgImagePath(username: string, slug: string, revision: number): string {
  return `/api/og/public/${encodeURIComponent(username)}/${encodeURIComponent(slug)}?v=${revision}`;
}

export function unlistedOgImagePath(token: string, revision: number): string {
  return `/api/og/unlisted/${encodeURIComponent(token)}?v=${revision}`;
}
