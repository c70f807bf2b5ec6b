import { downloadBlob } from "@/components/ui/download";
import { thinGanttAxisLabels } from "@/lib/diagrams/gantt-axis";
import { stripActiveContent } from "@/lib/diagrams/svg-safety";
import { parseViewBoxSize } from "@/lib/diagrams/zoom-pan";

/**
 * Browser-only helpers that turn a rendered diagram's SVG markup into downloadable files.
 *
 * The markup comes from the renderer, which serialises the SVG as HTML (mermaid's own output): it
 * may lack namespace declarations, size itself `width="100%"` and hold HTML labels such as `<br>`
 * that are not well-formed XML. A standalone .svg file, and an SVG drawn through an <img>, need
 * well-formed XML with namespaces and an absolute size, so the markup is parsed as HTML (which
 * accepts all of that) and written back with XMLSerializer (which adds the namespaces and closes
 * every element).
 */

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
const XML_PROLOG = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>';
const SVG_MIME = "image/svg+xml;charset=utf-8";

/**
 * PNGs are drawn at least at twice the diagram's size (and at the screen's own density when it is
 * higher), so they stay sharp on high-density screens...
 */
export const DEFAULT_PNG_SCALE = 2;
/**
 * ...and at least this many pixels on their long side, so a small diagram (a Gantt chart is about
 * 700 × 250) still prints sharp on a page: 1,600 px across A4 is about 190 dpi.
 */
export const MIN_PNG_LONG_SIDE = 1_600;
/**
 * Canvas limits: browsers refuse (Safari) or silently blank (Chrome) canvases past their limits,
 * so a huge diagram is drawn at a smaller scale instead. 4096² pixels is Safari's area limit, the
 * lowest of the major browsers.
 */
export const MAX_PNG_SIDE = 16_384;
export const MAX_PNG_PIXELS = 4_096 * 4_096;

export const EXPORT_IMAGE_ERRORS = {
  noSvg: "The diagram has no picture to export.",
  imageLoad: "The diagram picture could not be loaded for the PNG.",
  noCanvas: "This browser cannot draw the PNG.",
  noBlob: "The PNG could not be created.",
} as const;

export interface StandaloneSvgOptions {
  /**
   * The font to write into the file when the diagram's styles say `font-family: inherit` (the
   * product's renderer default): outside the page there is nothing to inherit from, and the
   * browser's default serif font would overflow the boxes measured for the page font.
   */
  fontFamily?: string;
}

export interface PngOptions extends StandaloneSvgOptions {
  /**
   * Pixels per SVG unit, at least; default: the screen's density, at least DEFAULT_PNG_SCALE.
   * Raised for small diagrams (MIN_PNG_LONG_SIDE), lowered for huge ones (the canvas limits).
   */
  scale?: number;
  /** A CSS colour painted under the diagram; transparent when omitted. */
  background?: string;
}

interface StandaloneSvg {
  markup: string;
  /** The absolute size written into the file, or 0 when the SVG gives none. */
  width: number;
  height: number;
}

/** A plain number or pixel length (`612`, `612.5px`); percentages, `auto` and ems are not. */
function absoluteLength(value: string | null): number | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)(?:px)?$/);
  return match ? Number(match[1]) : null;
}

function toStandalone(svg: string, options: StandaloneSvgOptions = {}): StandaloneSvg {
  const parsed = new DOMParser().parseFromString(svg, "text/html");
  const root = parsed.querySelector("svg");
  if (!root) throw new Error(EXPORT_IMAGE_ERRORS.noSvg);
  // A downloaded file is opened outside the app (a browser tab runs an SVG's scripts): it gets
  // the same cleaning as the page's picture, whoever produced the markup.
  stripActiveContent(root);
  // The PNG is drawn from a fresh off-screen render, whose date labels were never thinned.
  thinGanttAxisLabels(root);

  // Declared explicitly (XMLSerializer would add the default one itself) so xlink:href keeps
  // working in old viewers that need the prefix declared on the root.
  root.setAttributeNS(XMLNS_NS, "xmlns", SVG_NS);
  root.setAttributeNS(XMLNS_NS, "xmlns:xlink", XLINK_NS);

  const box = parseViewBoxSize(root.getAttribute("viewBox"));
  let width = absoluteLength(root.getAttribute("width"));
  let height = absoluteLength(root.getAttribute("height"));
  if (box && (width === null || height === null)) {
    // Mermaid writes width="100%" plus a max-width style: meaningless without a page around it.
    // Keep the diagram's proportions when only one side is absolute.
    if (width === null && height === null) ({ width, height } = box);
    else if (width === null) width = ((height ?? box.height) * box.width) / box.height;
    else height = (width * box.height) / box.width;
    root.setAttribute("width", String(width));
    root.setAttribute("height", String(height));
  }

  if (options.fontFamily) {
    const styles = Array.from(root.querySelectorAll("style"), (style) => style.textContent ?? "");
    if (styles.some((css) => /font-family\s*:\s*inherit/i.test(css))) {
      // An inline style on the root outranks mermaid's `#id { font-family: inherit }` rule, and
      // the diagram's inheriting descendants then take this font.
      (root as SVGSVGElement).style.fontFamily = options.fontFamily;
    }
  }

  return {
    markup: `${XML_PROLOG}\n${new XMLSerializer().serializeToString(root)}`,
    width: width ?? 0,
    height: height ?? 0,
  };
}

/**
 * The diagram as a standalone SVG document: XML prolog, SVG and XLink namespaces, an explicit
 * width and height (from the viewBox when missing or relative), well-formed XML; `<style>` and
 * everything else kept.
 */
export function svgToStandaloneMarkup(svg: string, options?: StandaloneSvgOptions): string {
  return toStandalone(svg, options).markup;
}

/** Downloads the diagram as an .svg file. */
export function downloadSvg(filename: string, svg: string, options?: StandaloneSvgOptions) {
  downloadBlob(filename, new Blob([svgToStandaloneMarkup(svg, options)], { type: SVG_MIME }));
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = "async";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(EXPORT_IMAGE_ERRORS.imageLoad));
    image.src = url;
  });
}

/**
 * The scale actually used: the requested one (at least DEFAULT_PNG_SCALE), raised until the long
 * side has MIN_PNG_LONG_SIDE pixels, then lowered until the canvas fits the browsers' limits.
 */
export function pngScale(width: number, height: number, requested = DEFAULT_PNG_SCALE): number {
  const density = requested > 0 && Number.isFinite(requested) ? requested : DEFAULT_PNG_SCALE;
  const wanted = Math.max(density, DEFAULT_PNG_SCALE, MIN_PNG_LONG_SIDE / Math.max(width, height));
  return Math.min(
    wanted,
    MAX_PNG_SIDE / width,
    MAX_PNG_SIDE / height,
    Math.sqrt(MAX_PNG_PIXELS / (width * height)),
  );
}

/**
 * Draws the diagram on a canvas and encodes it as PNG. Pass an SVG without `<foreignObject>` (the
 * renderer's `htmlLabels: false` output): Chromium and Safari taint a canvas that has drawn an SVG
 * image with HTML inside, and a tainted canvas cannot be exported (toBlob throws SecurityError).
 */
export async function svgToPngBlob(svg: string, options: PngOptions = {}): Promise<Blob> {
  const { markup, width: svgWidth, height: svgHeight } = toStandalone(svg, options);
  const url = URL.createObjectURL(new Blob([markup], { type: SVG_MIME }));
  try {
    const image = await loadImage(url);
    // Rasterising happens on first draw anyway; decoding first keeps that off the main thread
    // where supported. Some browsers reject decode() for SVG images that did load: not fatal.
    await image.decode().catch(() => undefined);

    const width = svgWidth || image.naturalWidth;
    const height = svgHeight || image.naturalHeight;
    if (!(width > 0 && height > 0)) throw new Error(EXPORT_IMAGE_ERRORS.noSvg);
    const scale = pngScale(width, height, options.scale ?? globalThis.devicePixelRatio);

    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext("2d");
    if (!context) throw new Error(EXPORT_IMAGE_ERRORS.noCanvas);
    if (options.background) {
      context.fillStyle = options.background;
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.drawImage(image, 0, 0, canvas.width, canvas.height);

    return await new Promise<Blob>((resolve, reject) => {
      try {
        canvas.toBlob((blob) => {
          if (blob) resolve(blob);
          else reject(new Error(EXPORT_IMAGE_ERRORS.noBlob));
        }, "image/png");
      } catch (error) {
        // SecurityError from a tainted canvas.
        reject(error);
      }
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Downloads the diagram as a .png file (see svgToPngBlob for which SVG to pass). */
export async function downloadPng(filename: string, svg: string, options?: PngOptions) {
  downloadBlob(filename, await svgToPngBlob(svg, options));
}
