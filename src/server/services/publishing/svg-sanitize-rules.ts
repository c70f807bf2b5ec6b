/**
 * What a published diagram may contain (svg-sanitize.ts): the SVG elements and attributes
 * mermaid 11 draws its 21 supported types with, the few HTML elements of its `<foreignObject>`
 * labels, and the checks on attribute values and style sheets. Everything not listed is dropped.
 * The value checks reuse the client's rules (css-safety.ts: CSS that loads), so "what loads" is
 * decided in one place for the page and for the server.
 */
import { cssLoadsResources, normaliseCss, withoutLoadingCss } from "@/lib/diagrams/css-safety";

/** SVG elements, by lower-case name, with their canonical (case-sensitive XML) spelling. */
const SVG_ELEMENT_NAMES = [
  "svg",
  "g",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "defs",
  "marker",
  "symbol",
  // Only with a #fragment href (checked below); it then repeats a part of the picture.
  "use",
  "clipPath",
  "mask",
  "pattern",
  "linearGradient",
  "radialGradient",
  "stop",
  "filter",
  "feGaussianBlur",
  "feOffset",
  "feFlood",
  "feComposite",
  "feMerge",
  "feMergeNode",
  "feBlend",
  "feColorMatrix",
  "feDropShadow",
  "feMorphology",
  "title",
  "desc",
  "style",
  "foreignObject",
  "switch",
  // Kept as a group: its href survives only as a #fragment (the picture is an image anyway).
  "a",
];
export const SVG_ELEMENTS = new Map(SVG_ELEMENT_NAMES.map((name) => [name.toLowerCase(), name]));

/** HTML inside `<foreignObject>` (mermaid's HTML labels): text formatting only. */
export const HTML_ELEMENTS = new Set([
  "div",
  "span",
  "p",
  "br",
  "b",
  "i",
  "u",
  "s",
  "strong",
  "em",
  "code",
  "pre",
  "small",
  "sub",
  "sup",
  "del",
  "ins",
  "mark",
  "ul",
  "ol",
  "li",
  "a",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);

/** HTML elements written without a closing tag by outerHTML (`<br>`). */
export const VOID_ELEMENTS = new Set(["br", "hr", "img", "wbr", "input", "meta", "link"]);

/** SVG attributes by lower-case name, with their canonical spelling. */
const SVG_ATTRIBUTE_NAMES = [
  "id",
  "class",
  "style",
  "transform",
  "transform-origin",
  "viewBox",
  "preserveAspectRatio",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "x2",
  "y1",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "pathLength",
  "dx",
  "dy",
  "rotate",
  "textLength",
  "lengthAdjust",
  "startOffset",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-opacity",
  "opacity",
  "color",
  "visibility",
  "display",
  "overflow",
  "clip-path",
  "clip-rule",
  "mask",
  "filter",
  "marker-start",
  "marker-mid",
  "marker-end",
  "vector-effect",
  "shape-rendering",
  "text-rendering",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "font-variant",
  "letter-spacing",
  "word-spacing",
  "text-anchor",
  "text-decoration",
  "dominant-baseline",
  "alignment-baseline",
  "baseline-shift",
  "writing-mode",
  "xml:space",
  "markerWidth",
  "markerHeight",
  "markerUnits",
  "refX",
  "refY",
  "orient",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "offset",
  "stop-color",
  "stop-opacity",
  "clipPathUnits",
  "maskUnits",
  "maskContentUnits",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "filterUnits",
  "primitiveUnits",
  "in",
  "in2",
  "result",
  "stdDeviation",
  "flood-color",
  "flood-opacity",
  "operator",
  "k1",
  "k2",
  "k3",
  "k4",
  "mode",
  "type",
  "values",
  "radius",
  "role",
  "name",
  "version",
  "href",
  "xlink:href",
];
const SVG_ATTRIBUTES = new Map(SVG_ATTRIBUTE_NAMES.map((name) => [name.toLowerCase(), name]));
const HTML_ATTRIBUTES = new Set(["id", "class", "style", "dir", "lang", "title", "href"]);
/** `aria-*` and `data-*` (mermaid's data-id, data-look, …): inert words in an image. */
const ARIA_OR_DATA = /^(?:aria|data)-[a-z0-9-]{1,64}$/;

/** Attribute names, lower-cased, that hold a link; only a reference inside the picture stays. */
const LINK_ATTRIBUTES = new Set(["href", "xlink:href"]);

/** CSS that runs script in some browser; CSS that loads is css-safety.ts's rule. */
const SCRIPTED_CSS = /expression\(|javascript:|vbscript:|-moz-binding|behavior:/;
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f]+/g;
/** A reference to an element of the picture itself (`#arrowhead`, `#mermaid-1_flowchart-A`). */
const FRAGMENT = /^#[^\s"'<>\\()]+$/;

/** Whether CSS (a sheet or a value read as CSS) may reach the published picture. */
export function isInertCss(css: string): boolean {
  return !cssLoadsResources(css) && !SCRIPTED_CSS.test(normaliseCss(css));
}

/** A style sheet without what loads; null when that cannot be separated (drop the sheet). */
export function inertStyleSheet(css: string): string | null {
  const kept = withoutLoadingCss(css);
  return kept !== null && isInertCss(kept) ? kept : null;
}

/**
 * The canonical name of an attribute allowed on `element` (HTML when inside a foreignObject),
 * or null. Event handlers and everything else not listed have no name here.
 */
export function allowedAttributeName(name: string, html: boolean): string | null {
  const lower = name.toLowerCase();
  if (ARIA_OR_DATA.test(lower)) return lower;
  if (html) return HTML_ATTRIBUTES.has(lower) ? lower : null;
  return SVG_ATTRIBUTES.get(lower) ?? null;
}

/** Whether an allowed attribute's (decoded) value is harmless in a published picture. */
export function isInertAttributeValue(canonicalName: string, value: string): boolean {
  if (LINK_ATTRIBUTES.has(canonicalName.toLowerCase())) {
    return FRAGMENT.test(value.replace(IGNORED_IN_URLS, ""));
  }
  const url = value.replace(IGNORED_IN_URLS, "").toLowerCase();
  if (/(?:javascript|vbscript|livescript):|data:/.test(url)) return false;
  return isInertCss(value);
}
