/**
 * DOM helpers for diagram SVG markup: parsing it inertly and cleaning it (the one way mermaid's
 * markup reaches any page: blocks, previews, validations, the full-screen viewer and exports),
 * the off-screen host mermaid measures in, and the last-resort error picture.
 */
import { DIAGRAM_ERRORS } from "@/lib/diagrams/renderer-constants";
import { applyDiagramColors } from "@/lib/diagrams/label-contrast";
import { keepsLink } from "@/lib/diagrams/svg-links";
import { stripActiveContent, type DiagramSurface } from "@/lib/diagrams/svg-safety";

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";
/** Far enough off-screen for any diagram; the hidden host still gets a layout, which mermaid's text measuring needs. */
const OFFSCREEN_OFFSET = "-100000px";

/** Parses markup into an inert template (no image loads, no handlers) before it meets the page. */
export function parseMarkup(markup: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = markup;
  return template.content;
}

/**
 * Diagram markup parsed inertly and cleaned by `stripActiveContent` for the surface it is shown
 * on (svg-rules.ts: "app" by default, "public" on public pages): safe to insert into a page.
 * Every place that shows mermaid's SVG goes through this (or `sanitizeDiagramMarkup`), so it is
 * also where labels on author-chosen fills and the theme panel get their colours
 * (label-contrast.ts; it only adds colours it computed, after the cleaning).
 */
export function parseSanitizedSvg(
  markup: string,
  surface: DiagramSurface = "app",
): DocumentFragment {
  const fragment = parseMarkup(markup);
  stripActiveContent(fragment, surface);
  applyDiagramColors(fragment);
  return fragment;
}

/** The markup without scripts, handlers, script URLs or external loads, still as markup. */
export function sanitizeDiagramMarkup(markup: string, surface: DiagramSurface = "app"): string {
  const fragment = parseSanitizedSvg(markup, surface);
  const wrapper = document.createElement("div");
  wrapper.append(fragment);
  return wrapper.innerHTML;
}

/** What a picture's layout depends on, copied from the block it will be shown in. */
const LAYOUT_PROPERTIES = [
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "line-height",
  "letter-spacing",
] as const;

/**
 * A hidden element off-screen (appended to the body) to render into; the caller removes it.
 * With `like`, it gets that element's content width (mermaid sizes gantt charts by it) and font
 * (labels are measured with it), so a picture drawn here fits the element it goes into.
 */
export function createOffscreenHost(like?: Element): HTMLDivElement {
  const host = document.createElement("div");
  host.setAttribute("aria-hidden", "true");
  Object.assign(host.style, {
    position: "absolute",
    left: OFFSCREEN_OFFSET,
    top: OFFSCREEN_OFFSET,
    visibility: "hidden",
  });
  if (like) {
    const style = getComputedStyle(like);
    for (const property of LAYOUT_PROPERTIES) {
      host.style.setProperty(property, style.getPropertyValue(property));
    }
    const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
    const width = like.clientWidth - (Number.isFinite(padding) ? padding : 0);
    if (width > 0) host.style.width = `${width}px`;
  }
  document.body.append(host);
  return host;
}

/** The last resort when even mermaid's error picture cannot be drawn. */
export function staticErrorPicture(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NAMESPACE, "svg");
  svg.setAttribute("viewBox", "0 0 240 40");
  svg.setAttribute("role", "img");
  const text = document.createElementNS(SVG_NAMESPACE, "text");
  text.setAttribute("x", "8");
  text.setAttribute("y", "24");
  text.textContent = DIAGRAM_ERRORS.syntaxError;
  svg.append(text);
  return svg;
}

const guardedContainers = new WeakSet<Element>();

/**
 * Diagram links that open a new window do so without `window.opener` and without a referrer.
 * HTML links carry rel="noopener noreferrer" (svg-safety.ts), but an SVG `<a>` has no `rel` in
 * every browser, so a click on any diagram link that would open a new window is turned into
 * `window.open(url, "_blank", "noopener,noreferrer")`. Listening once per container keeps this
 * working across redraws; the URL is checked again, so a link added later cannot slip through.
 */
export function guardDiagramLinks(container: Element, surface: DiagramSurface = "app"): void {
  if (guardedContainers.has(container)) return;
  guardedContainers.add(container);
  container.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a");
    if (!link || !container.contains(link)) return;
    const href = link.getAttribute("href") ?? link.getAttributeNS(XLINK_NAMESPACE, "href");
    if (href === null) return;
    if (!keepsLink(surface, href)) {
      event.preventDefault();
      return;
    }
    const target = (link.getAttribute("target") ?? "").trim().toLowerCase();
    if (target !== "_blank") return;
    event.preventDefault();
    window.open(href, "_blank", "noopener,noreferrer");
  });
}
