/**
 * DOM helpers of the renderer for SVG markup: parsing it inertly, cleaning it for strict pages,
 * the off-screen host mermaid measures in, and the last-resort error picture.
 */
import { DIAGRAM_ERRORS } from "@/lib/diagrams/renderer-constants";
import { stripActiveContent } from "@/lib/diagrams/svg-safety";

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
/** Far enough off-screen for any diagram; the hidden host still gets a layout, which mermaid's text measuring needs. */
const OFFSCREEN_OFFSET = "-100000px";

/** Parses markup into an inert template (no image loads, no handlers) before it meets the page. */
export function parseMarkup(markup: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = markup;
  return template.content;
}

/** The markup without scripts, handlers or script URLs (strict pages), still as markup. */
export function withoutActiveContent(markup: string): string {
  const fragment = parseMarkup(markup);
  stripActiveContent(fragment);
  const wrapper = document.createElement("div");
  wrapper.append(fragment);
  return wrapper.innerHTML;
}

/** A hidden element off-screen (appended to the body) to render into; the caller removes it. */
export function createOffscreenHost(): HTMLDivElement {
  const host = document.createElement("div");
  host.setAttribute("aria-hidden", "true");
  Object.assign(host.style, {
    position: "absolute",
    left: OFFSCREEN_OFFSET,
    top: OFFSCREEN_OFFSET,
    visibility: "hidden",
  });
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
