/**
 * How a published diagram is shown on a public page: an `<img>` whose source is the sanitized
 * SVG as a data: URL (`sanitizeDiagramSvg`). An image cannot run script, fetch anything or
 * restyle the page, and the page's CSP allows `img-src data:`.
 */
import type { PublishedDiagram } from "@/lib/publishing/snapshot";

const SVG_DATA_URL_PREFIX = "data:image/svg+xml;charset=utf-8,";

/**
 * The `src` of a published diagram's image. Percent-encoded rather than base64: the page is sent
 * gzip-compressed, and SVG text compresses far better than its base64 form. The SVG comes from
 * `sanitizeDiagramSvg`, which leaves no lone surrogate (encodeURIComponent would throw on one).
 */
export function diagramImageSrc(diagram: Pick<PublishedDiagram, "svg">): string {
  return SVG_DATA_URL_PREFIX + encodeURIComponent(diagram.svg);
}
