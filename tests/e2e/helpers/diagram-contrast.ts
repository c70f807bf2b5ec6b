/**
 * Measures the contrast of every text in drawn diagrams against what is painted behind it
 * (issue 11, point 2). Reusable from any spec: draw diagrams on a page, then call
 * `measureDiagramContrast(blocks, describe, options)`.
 *
 * Method: the text colours are read from the computed styles (SVG `fill` with `fill-opacity` and
 * every ancestor's `opacity`; HTML `color` inside `foreignObject`). The background is sampled
 * from rendered pixels: all diagram text is hidden (SVG text `visibility: hidden`, HTML text
 * `color: transparent`, so label backgrounds stay), the page is screenshotted a viewport at a
 * time (few screenshots: they are the slow part), and the dominant colour in each text's box is
 * taken as its background. The PNG is decoded in the page (an <img> drawn onto a canvas), so no
 * image library is needed. A wide diagram scrolls sideways in its host (readable-size.ts): its
 * texts are measured in passes, the host scrolled on between them, each where it is wholly shown.
 */
import type { Locator, Page } from "@playwright/test";
import { compositeOver, contrastRatio, requiredContrast } from "@/lib/color/contrast";
import { parseCssColor, toHex, type Rgba } from "@/lib/color/css-color";
import { REVIEW_SCREENSHOTS, screenshotForReview } from "./screenshots";

/** What a block shows, for failure messages. */
export interface DiagramLabel {
  type: string;
  example: string;
}

export interface ContrastFailure extends DiagramLabel {
  /** tag, classes and text of the element, e.g. `text.actor "Alice"`. */
  element: string;
  ratio: number;
  required: number;
  text: string;
  background: string;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One text element as measured in the page. */
export interface MeasuredText {
  /** Index of its block among the measured blocks. */
  block: number;
  /** Block and position among the block's texts: the same text in every pass. */
  key: string;
  /**
   * Not wholly inside what its scrolling ancestors show (a wide diagram in a sideways-scrolling
   * host): measured in a pass where it is scrolled into view instead.
   */
  clipped: boolean;
  tag: string;
  className: string;
  text: string;
  color: string;
  /** fill-opacity × opacity of the element and its ancestors up to the diagram's <svg>. */
  alpha: number;
  /** The rendered size (CSS px after the diagram's own scaling). */
  fontSizePx: number;
  fontWeight: number;
  /** Position in the document (CSS px). */
  box: Box;
  /**
   * The colour of an outline painted under the glyphs (`paint-order: stroke`, at least
   * MIN_HALO_PX wide), if any: the glyphs then stand on it, whatever is drawn behind.
   */
  halo: string | null;
  background: { r: number; g: number; b: number } | null;
}

const MARK = "data-contrast-block";
/** An outline this wide (half of it outside each glyph edge) separates text from what is behind. */
export const MIN_HALO_PX = 2;
const HIDE_STYLE_ID = "diagram-contrast-hide";
/** One viewport screenshot takes well under a second; past this something has stalled. */
const SCREENSHOT_MS = 30_000;
/** Sideways steps through scrolling hosts; far more than the widest diagram needs. */
const MAX_SCROLL_PASSES = 12;

/**
 * The visible text elements of the marked blocks, with document boxes; then hides all diagram
 * text (label backgrounds stay painted) and the page's fixed and sticky bars (they would cover
 * diagrams in the screenshots) until `showAgain`. In-page code: self-contained.
 */
function collectTextsAndHide([mark, styleId, minHalo]: [string, string, number]) {
  const ownText = (element: Element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? "")
      .join("")
      .replace(/\s+/g, " ")
      .trim();
  const texts = [];
  for (const block of document.querySelectorAll(`[${mark}]`)) {
    const blockIndex = Number(block.getAttribute(mark));
    const svg = block.querySelector(":scope > svg") ?? block.querySelector("svg");
    if (!svg) continue;
    const candidates = [...svg.querySelectorAll("text, tspan, foreignObject *")].filter(
      (element) => !["style", "script"].includes(element.localName) && ownText(element).length > 0,
    );
    // What the block's scrolling ancestors show (viewport coordinates).
    const shown = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (
      let node = block.parentElement;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const overflow = getComputedStyle(node);
      if (overflow.overflowX === "visible" && overflow.overflowY === "visible") continue;
      const rect = node.getBoundingClientRect();
      shown.left = Math.max(shown.left, rect.left);
      shown.top = Math.max(shown.top, rect.top);
      shown.right = Math.min(shown.right, rect.right);
      shown.bottom = Math.min(shown.bottom, rect.bottom);
    }
    for (const [position, element] of candidates.entries()) {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (style.display === "none" || style.visibility !== "visible") continue;
      if (rect.width < 1 || rect.height < 1) continue;
      const isSvgText = element instanceof SVGElement && element.localName !== "foreignObject";
      let alpha = isSvgText ? Number.parseFloat(style.fillOpacity || "1") : 1;
      for (let node: Element | null = element; node && node !== svg; node = node.parentElement) {
        alpha *= Number.parseFloat(getComputedStyle(node).opacity || "1");
      }
      if (alpha === 0) continue;
      // The rendered font size: the computed size times the scale the SVG is drawn at.
      const holder = isSvgText
        ? (element as SVGGraphicsElement)
        : (element.closest("foreignObject") as SVGGraphicsElement | null);
      const ctm = holder?.getScreenCTM();
      const scale = ctm ? Math.sqrt(Math.abs(ctm.a * ctm.d - ctm.b * ctm.c)) : 1;
      texts.push({
        block: blockIndex,
        key: `${blockIndex}:${position}`,
        clipped:
          rect.left < shown.left - 0.5 ||
          rect.right > shown.right + 0.5 ||
          rect.top < shown.top - 0.5 ||
          rect.bottom > shown.bottom + 0.5,
        tag: element.localName,
        className: element.getAttribute("class") ?? "",
        text: ownText(element).slice(0, 60),
        color: isSvgText ? style.fill : style.color,
        alpha,
        fontSizePx: Number.parseFloat(style.fontSize) * scale,
        fontWeight: Number.parseInt(style.fontWeight, 10) || 400,
        // A clipped text's box is the part that shows (what a last pass can sample).
        box: {
          x: Math.max(rect.left, shown.left) + window.scrollX,
          y: Math.max(rect.top, shown.top) + window.scrollY,
          width: Math.max(0, Math.min(rect.right, shown.right) - Math.max(rect.left, shown.left)),
          height: Math.max(0, Math.min(rect.bottom, shown.bottom) - Math.max(rect.top, shown.top)),
        },
        halo:
          isSvgText &&
          style.paintOrder.startsWith("stroke") &&
          style.stroke !== "none" &&
          Number.parseFloat(style.strokeWidth) * scale >= minHalo &&
          Number.parseFloat(style.strokeOpacity || "1") === 1
            ? style.stroke
            : null,
        background: null,
      });
    }
  }
  const hide = document.createElement("style");
  hide.id = styleId;
  hide.textContent =
    `svg text, svg tspan { visibility: hidden !important; }\n` +
    `foreignObject * { color: transparent !important; -webkit-text-fill-color: transparent !important;` +
    ` text-shadow: none !important; text-decoration-color: transparent !important; }\n` +
    `[data-contrast-bar] { visibility: hidden !important; }`;
  for (const element of document.body.querySelectorAll("*")) {
    const position = getComputedStyle(element).position;
    if (position === "fixed" || position === "sticky")
      element.setAttribute("data-contrast-bar", "");
  }
  document.head.append(hide);
  return texts;
}

/** Shows text and bars again (and removes the block marks). In-page code: self-contained. */
function showAgain([mark, styleId, removeMarks]: [string, string, boolean]) {
  document.getElementById(styleId)?.remove();
  for (const element of document.querySelectorAll("[data-contrast-bar]")) {
    element.removeAttribute("data-contrast-bar");
  }
  if (!removeMarks) return;
  for (const element of document.querySelectorAll(`[${mark}]`)) element.removeAttribute(mark);
}

/**
 * Scrolls every sideways-scrolling ancestor of the marked blocks on by most of its width (back to
 * the start with `reset`); answers whether any moved. In-page code: self-contained.
 */
function scrollHostsOn([mark, reset]: [string, boolean]) {
  let moved = false;
  const hosts = new Set<Element>();
  for (const block of document.querySelectorAll(`[${mark}]`)) {
    for (
      let node = block.parentElement;
      node && node !== document.body;
      node = node.parentElement
    ) {
      if (node.scrollWidth > node.clientWidth + 1) hosts.add(node);
    }
  }
  for (const host of hosts) {
    const before = host.scrollLeft;
    host.scrollLeft = reset ? 0 : before + Math.max(1, host.clientWidth - 48);
    if (host.scrollLeft !== before) moved = true;
  }
  return moved;
}

/**
 * The most frequent colour in each box of a viewport screenshot (PNG data URL) taken at
 * `scrollY`, decoded on a canvas in the page. In-page code: self-contained.
 */
async function dominantColors([dataUrl, scrollY, boxes]: [string, number, Box[]]) {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.drawImage(image, 0, 0);
  return boxes.map((box) => {
    const left = Math.max(0, Math.floor(box.x - window.scrollX));
    const top = Math.max(0, Math.floor(box.y - scrollY));
    const right = Math.min(canvas.width, Math.ceil(box.x - window.scrollX + box.width));
    const bottom = Math.min(canvas.height, Math.ceil(box.y - scrollY + box.height));
    if (right <= left || bottom <= top) return null;
    const { data } = context.getImageData(left, top, right - left, bottom - top);
    const counts = new Map<number, number>();
    let best = 0;
    let bestCount = 0;
    for (let offset = 0; offset < data.length; offset += 4) {
      const key = (data[offset]! << 16) | (data[offset + 1]! << 8) | data[offset + 2]!;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count > bestCount) {
        best = key;
        bestCount = count;
      }
    }
    return { r: (best >> 16) & 255, g: (best >> 8) & 255, b: best & 255 };
  });
}

/**
 * Samples the background of every text: viewport screenshots from the top of the first
 * unmeasured text downwards, each covering the texts that fit in it entirely.
 */
async function sampleBackgrounds(page: Page, texts: MeasuredText[]): Promise<void> {
  const viewport =
    page.viewportSize() ??
    (await page.evaluate(() => ({ width: innerWidth, height: innerHeight })));
  const pending = [...texts].sort((a, b) => a.box.y - b.box.y);
  while (pending.length > 0) {
    const top = Math.max(0, Math.floor(pending[0]!.box.y) - 4);
    const scrollY = await page.evaluate((y) => {
      window.scrollTo(0, y);
      return window.scrollY;
    }, top);
    const bottom = scrollY + viewport.height;
    // Texts taller than the viewport are measured on their visible part.
    const batch = pending.filter(
      (text, index) => index === 0 || text.box.y + text.box.height <= bottom,
    );
    // Bounded: a screenshot waits for a new frame, and a stalled one should fail this check in
    // seconds, not hold the test (and its teardown) to the test's own timeout.
    const png = await page.screenshot({
      scale: "css",
      animations: "disabled",
      timeout: SCREENSHOT_MS,
    });
    const colors = await page.evaluate(dominantColors, [
      `data:image/png;base64,${png.toString("base64")}`,
      scrollY,
      batch.map((text) => text.box),
    ] as [string, number, Box[]]);
    batch.forEach((text, index) => (text.background = colors[index] ?? null));
    for (const text of batch) pending.splice(pending.indexOf(text), 1);
  }
}

/** The colour the reader sees: the text colour with its opacity over the background. */
function effectiveColor(text: MeasuredText, background: Rgba): Rgba | null {
  const color = parseCssColor(text.color);
  if (!color) return null;
  return compositeOver({ ...color, a: color.a * text.alpha }, background);
}

/** The failure of one measured text, if it is below its threshold. */
export function judge(label: DiagramLabel, text: MeasuredText): ContrastFailure | null {
  const classes = text.className.trim() ? "." + text.className.trim().split(/\s+/).join(".") : "";
  const required = requiredContrast(text.fontSizePx, text.fontWeight);
  if (!text.background) return null; // Not on screen at all: nothing to read.
  const halo = text.halo ? parseCssColor(text.halo) : null;
  const background: Rgba = halo && halo.a === 1 ? halo : { ...text.background, a: 1 };
  const color = effectiveColor(text, background);
  // `none` or an unreadable value paints nothing: the text is invisible.
  const ratio = color ? contrastRatio(color, background) : 1;
  if (ratio >= required) return null;
  return {
    ...label,
    element: `${text.tag}${classes} "${text.text}"`,
    text: text.text,
    ratio: Math.round(ratio * 100) / 100,
    required,
    background: `${toHex(background)}${halo ? " (outline)" : ""} behind ${text.color}`,
  };
}

/**
 * How long `drawnBlockStates` waits by default. A corpus of sixty diagrams draws in a few
 * seconds; past this the caller's per-block wait takes over, which scrolls to each block (a block
 * near the viewport is drawn before every other) and names the one that does not draw.
 */
export const EVERY_BLOCK_DRAWN_MS = 30_000;

/** What a drawn block says about its drawing: mermaid's error, if any, and the type drawn. */
export interface BlockState {
  error: string | null;
  type: string | null;
}

/**
 * Waits, in one in-page poll, until every diagram block on the page shows one picture (a new
 * one, where `notMarked` names the attribute marking the old pictures), and answers each block's
 * state in document order; `null` if they were not all drawn in time (the caller's per-block
 * wait then names the block that is not). Blocks off screen are drawn one per idle period of the
 * browser, so a page left alone draws its whole corpus at mermaid's own speed; waiting for each
 * block after scrolling to it cost half a second a block in polls and round trips.
 */
export async function drawnBlockStates(
  page: Page,
  notMarked: string | null,
  timeout = EVERY_BLOCK_DRAWN_MS,
): Promise<BlockState[] | null> {
  try {
    const states = await page.waitForFunction(
      (marker) => {
        const blocks = [...document.querySelectorAll(".mermaid")];
        const drawn = blocks.every((block) => {
          const svgs = block.querySelectorAll(":scope > svg");
          return (
            block.classList.contains("rendered") &&
            svgs.length === 1 &&
            (marker === null || !svgs[0]!.hasAttribute(marker))
          );
        });
        return (
          drawn &&
          blocks.map((block) => ({
            error: block.getAttribute("data-diagram-error"),
            type: block.getAttribute("data-diagram-type"),
          }))
        );
      },
      notMarked,
      { timeout, polling: 100 },
    );
    return (await states.jsonValue()) as BlockState[];
  } catch {
    return null;
  }
}

export interface MeasureOptions {
  /**
   * Runs with the block scrolled into view, before it is measured (e.g. to wait for a block drawn
   * only near the viewport). Without it (every block already drawn) nothing is scrolled to.
   */
  beforeMeasure?: (block: Locator, index: number) => Promise<void>;
  /** Where to save a screenshot of the block as drawn (text visible), if anywhere. */
  screenshotPath?: (index: number) => string | undefined;
}

/**
 * Measures every drawn block in `blocks` (in document order); `describe(index)` names the diagram
 * type and example of each. Answers every text below its threshold.
 */
export async function measureDiagramContrast(
  blocks: Locator,
  describe: (index: number) => DiagramLabel,
  options: MeasureOptions = {},
): Promise<ContrastFailure[]> {
  const page = blocks.page();
  const count = await blocks.count();
  for (let index = 0; index < count; index += 1) {
    const path = REVIEW_SCREENSHOTS ? options.screenshotPath?.(index) : undefined;
    if (!options.beforeMeasure && !path) continue;
    const block = blocks.nth(index);
    await block.scrollIntoViewIfNeeded();
    await options.beforeMeasure?.(block, index);
    if (path) await screenshotForReview(block, { path, animations: "disabled" });
  }
  await blocks.evaluateAll(
    (elements, mark) =>
      elements.forEach((element, index) => element.setAttribute(mark, `${index}`)),
    MARK,
  );
  const args: [string, string] = [MARK, HIDE_STYLE_ID];
  const collect = () =>
    page.evaluate(collectTextsAndHide, [...args, MIN_HALO_PX] as [string, string, number]);
  const show = (removeMarks: boolean) =>
    page.evaluate(showAgain, [...args, removeMarks] as [string, string, boolean]);
  const scrollHosts = (reset: boolean) =>
    page.evaluate(scrollHostsOn, [MARK, reset] as [string, boolean]);
  // Wide diagrams scroll sideways in their host: each pass measures the texts wholly in view,
  // then scrolls the hosts on; at their end, texts never wholly in view are measured on the part
  // that shows.
  const measured = new Map<string, MeasuredText>();
  try {
    for (let pass = 0; pass < MAX_SCROLL_PASSES; pass += 1) {
      try {
        const texts = await collect();
        const due = texts.filter((text) => !measured.has(text.key) && !text.clipped);
        await sampleBackgrounds(page, due);
        for (const text of due) measured.set(text.key, text);
      } finally {
        await show(false);
      }
      if (!(await scrollHosts(false))) break;
    }
    try {
      const rest = (await collect()).filter((text) => !measured.has(text.key));
      await sampleBackgrounds(page, rest);
      for (const text of rest) measured.set(text.key, text);
    } finally {
      await show(false);
    }
  } finally {
    await scrollHosts(true);
    await show(true);
  }
  const texts = [...measured.values()];
  return texts
    .map((text) => judge(describe(text.block), text))
    .filter((failure): failure is ContrastFailure => failure !== null);
}

/** One line per failure, for assertion messages and failure lists. */
export function formatFailures(failures: readonly ContrastFailure[]): string {
  return failures
    .map(
      (failure) =>
        `${failure.type} › ${failure.example} › ${failure.element}: ${failure.ratio}:1 ` +
        `(needs ${failure.required}:1; ${failure.background})`,
    )
    .join("\n");
}
