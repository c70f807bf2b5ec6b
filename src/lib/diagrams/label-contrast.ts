/**
 * Readable text on colours the author chose, and the theme panel behind the picture: the last step
 * of cleaning a rendered diagram for the page (svg-markup.ts `parseSanitizedSvg`, so blocks,
 * off-screen renders for exports and the full-screen viewer all get it).
 *
 * Authors fill shapes themselves (`style A fill:white`, `classDef c fill:#fdd` with `:::c`,
 * C4 `UpdateElementStyle(…, $bgColor="pink")`), but mermaid keeps the theme's label colour, which
 * on our palette is white (so white on white). Mermaid writes such fills as inline `style` on the
 * node's shape (`fill:#fdd !important`), inside the node's group (`g.node`, or `g.cluster` for a
 * subgraph) together with the node's labels. Every label of a node with an author fill gets dark
 * or light text, whichever reads better on that fill, unless the author's own text colour
 * (`color:#fff`, C4 `$fontColor`) already reads well on it.
 *
 * Only colours computed here (our two label colours, a panel colour parsed and re-written as hex)
 * are written, as inline `!important` declarations (they must win over mermaid's `!important`
 * class rules); nothing of the author's is copied into a style. One walk over the picture: linear
 * in its size.
 */
import { compositeOver, contrastRatio, MIN_TEXT_CONTRAST } from "@/lib/color/contrast";
import { parseCssColor, toHex, type Rgba } from "@/lib/color/css-color";
import {
  BACKDROP_ATTRIBUTE,
  PAGE_BACKGROUNDS,
  THEME_PANEL_ATTRIBUTE,
  THEME_PANEL_PADDING,
  THEME_PANEL_RADIUS,
} from "@/lib/diagrams/diagram-theme";

/** The two label colours text on an author's fill chooses between. */
export const LABEL_ON_FILL_COLORS = { dark: "#18181b", light: "#ffffff" } as const;
/** The fallback on mid-tones where neither label colour reaches WCAG AA. */
export const EXTREME_LABEL_COLORS = { dark: "#000000", light: "#ffffff" } as const;

/** Shapes mermaid fills behind a node's labels (a `g` carries the fill for requirement boxes). */
const SHAPES = new Set(["rect", "polygon", "path", "circle", "ellipse", "g"]);
const SVG_TEXT = new Set(["text", "tspan"]);
const HTML_TEXT = new Set(["div", "span"]);
/** Groups that hold one node (or subgraph) with its labels. */
const OWNER_CLASSES = ["node", "cluster"];

/** The last `property` declared in an inline style, without `!important`; null when none. */
export function inlineStyleValue(element: Element, property: string): string | null {
  const style = element.getAttribute("style");
  if (!style) return null;
  let value: string | null = null;
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    if (declaration.slice(0, colon).trim().toLowerCase() !== property) continue;
    value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, "")
      .trim();
  }
  return value;
}

/** An inline fill that paints something: a colour that is not fully transparent. */
function authorFill(element: Element): Rgba | null {
  const value = inlineStyleValue(element, "fill");
  const color = value === null ? null : parseCssColor(value);
  return color && color.a > 0 ? color : null;
}

/** The text colour an element sets for itself and its content (HTML `color`, SVG `fill`). */
function ownTextColor(element: Element, tag: string): Rgba | null {
  const value = inlineStyleValue(element, SVG_TEXT.has(tag) ? "fill" : "color");
  return value === null ? null : parseCssColor(value);
}

function isOwner(element: Element, tag: string): boolean {
  return tag === "g" && OWNER_CLASSES.some((name) => element.classList.contains(name));
}

interface Frame {
  element: Element;
  owner: Element | null;
  authorText: Rgba | null;
  inHtml: boolean;
}

interface Label {
  element: Element;
  owner: Element;
  authorText: Rgba | null;
  property: "color" | "fill";
}

/**
 * Dark or light text for an opaque `fill`, whichever reads better; on mid-tones where neither of
 * the two reaches WCAG AA, black or white (one of which always reaches about 4.6 : 1).
 */
export function readableLabelColor(fill: Rgba): string {
  const pick = (dark: string, light: string) =>
    contrastRatio(fill, parseCssColor(dark)!) >= contrastRatio(fill, parseCssColor(light)!)
      ? dark
      : light;
  const preferred = pick(LABEL_ON_FILL_COLORS.dark, LABEL_ON_FILL_COLORS.light);
  if (contrastRatio(fill, parseCssColor(preferred)!) >= MIN_TEXT_CONTRAST) return preferred;
  return pick(EXTREME_LABEL_COLORS.dark, EXTREME_LABEL_COLORS.light);
}

/** The label colour for text on `fill` (opaque), keeping the author's when it reads well. */
function labelColorOn(fill: Rgba, authorText: Rgba | null): string | null {
  if (authorText && contrastRatio(compositeOver(authorText, fill), fill) >= MIN_TEXT_CONTRAST) {
    return null;
  }
  return readableLabelColor(fill);
}

function paintPanel(svg: Element): Rgba {
  const backdrop = parseCssColor(svg.getAttribute(BACKDROP_ATTRIBUTE) ?? "");
  const panel = parseCssColor(svg.getAttribute(THEME_PANEL_ATTRIBUTE) ?? "");
  if (panel && svg instanceof SVGElement) {
    svg.style.setProperty("background-color", toHex(panel));
    svg.style.setProperty("border-radius", THEME_PANEL_RADIUS);
    // Inside the picture's width (mermaid sizes it `width: 100%` with a max-width).
    svg.style.setProperty("padding", THEME_PANEL_PADDING);
    svg.style.setProperty("box-sizing", "border-box");
  }
  const behind = panel ?? backdrop ?? parseCssColor(PAGE_BACKGROUNDS.light)!;
  return compositeOver(behind, parseCssColor(PAGE_BACKGROUNDS.light)!);
}

/**
 * Applies the theme panel and readable label colours to the rendered picture(s) under `root`.
 * Answers how many labels were recoloured.
 */
export function applyDiagramColors(root: Element | DocumentFragment): number {
  const svg =
    root instanceof Element && root.localName === "svg" ? root : root.querySelector("svg");
  if (!svg) return 0;
  const behind = paintPanel(svg);

  const fills = new Map<Element, Rgba>();
  const labels: Label[] = [];
  const stack: Frame[] = [{ element: svg, owner: null, authorText: null, inHtml: false }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { element } = frame;
    const tag = element.localName.toLowerCase();
    let { owner, authorText } = frame;
    const inHtml = frame.inHtml || tag === "foreignobject";
    if (!frame.inHtml && isOwner(element, tag)) {
      owner = element;
      authorText = null;
    }
    if (owner) {
      if (!inHtml && SHAPES.has(tag) && element !== owner && !fills.has(owner)) {
        const fill = authorFill(element);
        if (fill) fills.set(owner, compositeOver(fill, behind));
      }
      const isLabel = inHtml ? HTML_TEXT.has(tag) : SVG_TEXT.has(tag);
      if (isLabel || tag === "g") authorText = ownTextColor(element, tag) ?? authorText;
      if (isLabel) {
        labels.push({ element, owner, authorText, property: inHtml ? "color" : "fill" });
      }
    }
    const children = element.children;
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push({ element: children[index]!, owner, authorText, inHtml });
    }
  }

  let changed = 0;
  for (const label of labels) {
    const fill = fills.get(label.owner);
    if (!fill) continue;
    const color = labelColorOn(fill, label.authorText);
    if (color === null) continue;
    setImportant(label.element, label.property, color);
    changed += 1;
  }
  return changed;
}

function setImportant(element: Element, property: "color" | "fill", value: string): void {
  if (element instanceof SVGElement || element instanceof HTMLElement) {
    element.style.setProperty(property, value, "important");
  }
}
