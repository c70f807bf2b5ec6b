import {
  naturalDiagramSize,
  readableLayout,
  type DiagramSize,
  type ReadableLayout,
} from "@/lib/diagrams/readable-size";

/** Where a block keeps its picture's natural size: the layout changes the SVG's own style. */
const NATURAL_SIZE = new WeakMap<SVGSVGElement, DiagramSize | null>();

/**
 * Sizes the picture in `block` for the width of `host` (see readable-size.ts) and answers the
 * mode. Fit: mermaid's own sizing (width 100 % up to its natural width). Scroll: a fixed width at
 * the readable scale, which the host scrolls. Error pictures and blocks not drawn yet fit.
 */
export function applyReadableLayout(host: HTMLElement, block: Element): ReadableLayout["mode"] {
  const svg = block.querySelector<SVGSVGElement>(":scope > svg");
  if (!svg) return "fit";
  if (!NATURAL_SIZE.has(svg)) {
    NATURAL_SIZE.set(
      svg,
      naturalDiagramSize({
        viewBox: svg.getAttribute("viewBox"),
        width: svg.getAttribute("width"),
        maxWidth: svg.style.maxWidth,
      }),
    );
  }
  const natural = NATURAL_SIZE.get(svg);
  const layout: ReadableLayout = natural
    ? readableLayout(natural, columnWidth(host))
    : { mode: "fit", scale: 1 };
  if (layout.mode === "scroll") {
    svg.style.width = `${layout.width}px`;
    svg.style.maxWidth = "none";
  } else if (natural) {
    svg.style.removeProperty("width");
    svg.style.maxWidth = `${natural.width}px`;
  }
  return layout.mode;
}

/** The width the picture may take: the host's content box. */
function columnWidth(host: HTMLElement): number {
  const style = getComputedStyle(host);
  const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
  return host.clientWidth - (Number.isFinite(padding) ? padding : 0);
}
