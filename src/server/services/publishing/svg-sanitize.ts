/**
 * Server-side cleaning of diagram SVG drawn in the owner's browser for a published snapshot
 * (draw-diagrams-for-publishing.ts). The markup comes from a client, so nothing about it is
 * trusted: it is read by a linear-time tokenizer (svg-sanitize-tokens.ts; no DOM on the server),
 * only what the rules below keep survives, and it is written out again as well-formed XML with
 * every text and attribute value escaped — the public page shows it as an `<img>` with a data:
 * URL, which must parse as a standalone SVG document.
 *
 * What stays is decided by the diagram SVG rules (src/lib/diagrams/svg-rules.ts, surface
 * "public"), the same rules the browser's sanitiser applies on public pages: every element and
 * attribute outside a public picture's vocabulary goes (an element with its whole subtree),
 * links keep only a `#fragment`, and no value may run, load or script. Comments, CDATA and
 * processing instructions go too. Markup that is not well formed, not rooted in `<svg>`, has no
 * size, or exceeds the limits below answers null: better no picture (the page then draws the
 * source) than a guess at what a browser would make of it.
 */
import {
  inertStyleSheet,
  keepsAttribute,
  publicAttributeName,
  publicElementName,
} from "@/lib/diagrams/svg-rules";
import { PUBLISHED_SVG_MAX_LENGTH } from "@/lib/publishing/publish-schemas";
import { MarkupError, MarkupTokenizer, escapeXml, type Attribute } from "./svg-sanitize-tokens";

/** Longest markup accepted, and longest written: the publish input's own limit. */
export const SVG_SANITIZE_MAX_LENGTH = PUBLISHED_SVG_MAX_LENGTH;
/** Elements in one picture; a large mermaid diagram has a few thousand. */
export const SVG_SANITIZE_MAX_ELEMENTS = 50_000;
/** Nesting depth; mermaid nests a few dozen levels (clusters in clusters). */
export const SVG_SANITIZE_MAX_DEPTH = 256;
/** Attributes on one element; mermaid writes at most about a dozen. */
export const SVG_SANITIZE_MAX_ATTRIBUTES = 64;
/** Largest width or height taken from the picture, in CSS pixels. */
export const SVG_SANITIZE_MAX_DIMENSION = 100_000;

/** HTML elements written without a closing tag by outerHTML (`<br>`): a serialiser's leniency. */
const VOID_ELEMENTS = new Set(["br", "hr", "img", "wbr", "input", "meta", "link"]);

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";
const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

export type SanitizedDiagramSvg = { svg: string; width: number; height: number };

type Frame = {
  /** The name as written in the input, which the end tag must repeat. */
  name: string;
  /** Canonical output name; null when the element (and so its subtree) is dropped. */
  output: string | null;
  /** Children are HTML (inside a `<foreignObject>`). */
  htmlChildren: boolean;
  /** The text of a kept `<style>`, cleaned when it closes. */
  css: string[] | null;
};

/**
 * The markup cleaned for a public page, with its natural size; null when it is not an
 * acceptable SVG picture (see the module comment).
 */
export function sanitizeDiagramSvg(markup: string): SanitizedDiagramSvg | null {
  if (typeof markup !== "string" || markup.length > SVG_SANITIZE_MAX_LENGTH) return null;
  try {
    return sanitize(markup);
  } catch (error) {
    if (error instanceof MarkupError) return null;
    throw error;
  }
}

function sanitize(markup: string): SanitizedDiagramSvg | null {
  const tokens = new MarkupTokenizer(markup, { maxAttributes: SVG_SANITIZE_MAX_ATTRIBUTES });
  const out: string[] = [];
  const stack: Frame[] = [];
  let elements = 0;
  let size: { width: number; height: number } | null = null;
  let rootClosed = false;

  for (let token = tokens.next(); token !== null; token = tokens.next()) {
    const top = stack.at(-1);
    if (token.kind === "text") {
      if (!top) {
        if (token.text.trim() !== "") throw new MarkupError("text outside the root");
      } else if (top.css) top.css.push(token.text);
      else if (top.output !== null) out.push(escapeXml(token.text));
      continue;
    }

    if (token.kind === "close") {
      if (!top || top.name !== token.name) {
        // outerHTML writes `<br>`; a stray `</br>` closes nothing.
        if (VOID_ELEMENTS.has(token.name.toLowerCase())) continue;
        throw new MarkupError("mismatched end tag");
      }
      stack.pop();
      if (top.css) {
        const css = inertStyleSheet(top.css.join(""));
        if (css !== null) out.push(`<style>${escapeXml(css)}</style>`);
      } else if (top.output !== null) out.push(`</${top.output}>`);
      if (stack.length === 0) rootClosed = true;
      continue;
    }

    elements += 1;
    if (elements > SVG_SANITIZE_MAX_ELEMENTS) throw new MarkupError("too many elements");
    if (stack.length >= SVG_SANITIZE_MAX_DEPTH) throw new MarkupError("too deep");
    const lower = token.name.toLowerCase();
    let frame: Frame;
    if (!top) {
      if (rootClosed || token.name !== "svg") throw new MarkupError("root is not <svg>");
      size = naturalSize(token.attributes);
      if (!size) throw new MarkupError("no size");
      out.push(openTag("svg", token.attributes, false, size), token.selfClosing ? "/>" : ">");
      frame = { name: token.name, output: "svg", htmlChildren: false, css: null };
    } else {
      const html = top.htmlChildren;
      const output = top.output === null || top.css ? null : publicElementName(lower, html);
      frame = {
        name: token.name,
        output,
        htmlChildren: html || output === "foreignObject",
        css: output === "style" ? [] : null,
      };
      // outerHTML writes `<br>` without an end tag (none of these names is an SVG element).
      const isVoid = VOID_ELEMENTS.has(lower);
      if (output !== null && output !== "style") {
        const xhtmlRoot = html && top.output === "foreignObject";
        out.push(openTag(output, token.attributes, html, null, xhtmlRoot));
        out.push(token.selfClosing || isVoid ? "/>" : ">");
      }
      if (isVoid) continue;
    }
    if (token.selfClosing) {
      if (frame.css) continue; // an empty style sheet
      if (stack.length === 0) rootClosed = true;
      continue;
    }
    stack.push(frame);
  }

  if (stack.length > 0 || !rootClosed || !size) return null;
  const svg = out.join("");
  // Escaping can make markup longer (`"` becomes `&quot;`); what is stored obeys the same limit.
  return svg.length <= SVG_SANITIZE_MAX_LENGTH ? { svg, ...size } : null;
}

/**
 * An element's start tag (without its closing `>` or `/>`) with only its allowed, inert
 * attributes. The root gets the SVG
 * namespaces and its size written out (mermaid writes `width="100%"`, which gives an image no
 * size of its own); the first HTML element of a label gets the XHTML namespace. Namespace
 * declarations from the input are never copied, so no prefix can be redeclared.
 */
function openTag(
  name: string,
  attributes: Attribute[],
  html: boolean,
  rootSize: { width: number; height: number } | null,
  xhtmlRoot = false,
): string {
  const parts = [`<${name}`];
  const seen = new Set<string>();
  if (rootSize) {
    parts.push(` xmlns="${SVG_NAMESPACE}" xmlns:xlink="${XLINK_NAMESPACE}"`);
    parts.push(` width="${rootSize.width}" height="${rootSize.height}"`);
    seen.add("width").add("height");
  }
  if (xhtmlRoot) parts.push(` xmlns="${XHTML_NAMESPACE}"`);
  const element = name.toLowerCase();
  for (const { name: raw, value } of attributes) {
    const attribute = publicAttributeName(raw, html);
    if (attribute === null || seen.has(attribute)) continue;
    seen.add(attribute);
    if (!keepsAttribute("public", element, attribute, html, value)) continue;
    parts.push(` ${attribute}="${escapeXml(value)}"`);
  }
  return parts.join("");
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function parseLength(value: string | undefined, allowUnit: boolean): number | null {
  if (value === undefined) return null;
  const text = allowUnit ? value.trim().replace(/px$/i, "") : value.trim();
  if (!NUMBER.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) && number > 0 && number <= SVG_SANITIZE_MAX_DIMENSION
    ? Math.round(number * 100) / 100
    : null;
}

/** The picture's size: its viewBox, else numeric width and height attributes. */
function naturalSize(attributes: Attribute[]): { width: number; height: number } | null {
  const byName = new Map<string, string>();
  for (const { name, value } of attributes) {
    const lower = name.toLowerCase();
    if (!byName.has(lower)) byName.set(lower, value);
  }
  const viewBox = byName
    .get("viewbox")
    ?.trim()
    .split(/[\s,]+/);
  if (viewBox?.length === 4 && viewBox.slice(0, 2).every((n) => NUMBER.test(n))) {
    const width = parseLength(viewBox[2], false);
    const height = parseLength(viewBox[3], false);
    if (width !== null && height !== null) return { width, height };
  }
  const width = parseLength(byName.get("width"), true);
  const height = parseLength(byName.get("height"), true);
  return width !== null && height !== null ? { width, height } : null;
}
