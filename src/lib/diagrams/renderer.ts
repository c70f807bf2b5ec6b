/**
 * The diagram renderer (spec sections 4, 8 and 9): finds Mermaid blocks under a root element,
 * renders them one at a time through a queue, and reports failures with the spec's texts.
 *
 * Mermaid is a page-wide singleton (one configuration, one set of parser states), so the renderer
 * owns every call into it: page blocks, off-screen renders (PNG export) and validation all go
 * through one queue and never overlap. Which block goes next is decided by render-schedule.ts:
 * blocks in or near the viewport first, the rest when the browser is idle or when scrolled to.
 * Mermaid itself is loaded on the first diagram only; the dynamic import below is the one
 * runtime import of "mermaid" in the app, so pages without a diagram never download it.
 */
import type { MermaidConfig } from "mermaid";
import { withoutLeadingBlankLines } from "./front-matter";
import { makeDocumentRootsJsonSafe } from "./json-safe-dom";
import { normaliseDiagramType } from "@/lib/diagrams/diagram-types";
import {
  DEFAULT_DIAGRAM_RENDER_SETTINGS,
  buildMermaidConfig,
  mergeMermaidConfig,
  type DiagramRenderSettings,
} from "@/lib/diagrams/mermaid-config";
import { createRenderId } from "@/lib/diagrams/render-id";
import {
  RenderSchedule,
  type IntersectionObserverConstructor,
  type RequestIdle,
} from "@/lib/diagrams/render-schedule";
import {
  DIAGRAM_BLOCK_CLASS,
  DIAGRAM_BLOCK_MEASURE,
  DIAGRAM_ERRORS,
  DIAGRAM_MERMAID_MEASURE,
  DIAGRAM_ERROR_ATTRIBUTE,
  DIAGRAM_MUTATION_THROTTLE_MS,
  DIAGRAM_PROCESSED_ATTRIBUTE,
  DIAGRAM_RENDERED_CLASS,
  DIAGRAM_RENDERED_EVENT,
  DIAGRAM_RENDER_DELAY_MS,
  DIAGRAM_RENDER_RETRIES,
  DIAGRAM_SOURCE_ATTRIBUTE,
  DIAGRAM_TYPE_ATTRIBUTE,
  type DiagramRenderedDetail,
} from "@/lib/diagrams/renderer-constants";
import { sourceLoadsResources } from "@/lib/diagrams/source-safety";
import { fitViewBoxToContent } from "@/lib/diagrams/fit-view-box";
import { makeSvgIdsUnique } from "@/lib/diagrams/svg-ids";
import {
  createOffscreenHost,
  guardDiagramLinks,
  parseSanitizedSvg,
  sanitizeDiagramMarkup,
  staticErrorPicture,
} from "@/lib/diagrams/svg-markup";
import type { DiagramSurface } from "@/lib/diagrams/svg-rules";
import { withDiagramThemes } from "@/lib/diagrams/themed-mermaid";
import { validateDiagram, type DiagramValidation } from "@/lib/diagrams/validate";
import { describeDiagramError } from "@/lib/diagrams/parser-errors";

export type { DiagramRenderSettings } from "@/lib/diagrams/mermaid-config";

export type DiagramRendererState = "uninitialized" | "initializing" | "initialized" | "rendering";

export interface MermaidRenderResult {
  svg: string;
  diagramType: string;
  /**
   * Mermaid's click bindings (`click X call fn()` callbacks, gantt link handlers, tooltips).
   * Never called: a callback names any global function, so binding it lets a diagram run script.
   * Links do not need it; they are `<a>` elements in the picture.
   */
  bindFunctions?: (element: Element) => void;
}

/** The part of mermaid's API the renderer uses (injected so unit tests can drive the timing with a fake). */
export interface MermaidLike {
  initialize(config: MermaidConfig): void;
  render(id: string, text: string, container?: Element): Promise<MermaidRenderResult>;
  parse(
    text: string,
    options?: { suppressErrors?: boolean },
  ): Promise<{ diagramType: string } | false>;
}

export interface DiagramRendererOptions {
  /** Defaults: theme base, security level loose, light mode. */
  settings?: Partial<DiagramRenderSettings>;
  /** Default: the dynamic import of mermaid. */
  loadMermaid?: () => Promise<MermaidLike>;
  /** Default: console.error(message, cause). */
  onError?: (message: string, cause: unknown) => void;
  /** Default: the browser's; `null` draws every block in document order (render-schedule.ts). */
  IntersectionObserver?: IntersectionObserverConstructor | null;
  /** Default: requestIdleCallback (or a short timer): when off-screen blocks are drawn. */
  requestIdle?: RequestIdle;
  /**
   * Where the pictures are shown, which decides what their cleaning keeps (svg-rules.ts):
   * "public" on public pages and for pictures drawn for them. Default "app".
   */
  surface?: DiagramSurface;
}

const UNPROCESSED_BLOCKS = `.${DIAGRAM_BLOCK_CLASS}:not([${DIAGRAM_PROCESSED_ATTRIBUTE}])`;
const PROCESSED_BLOCKS = `.${DIAGRAM_BLOCK_CLASS}[${DIAGRAM_PROCESSED_ATTRIBUTE}]`;
/** Mermaid's own error picture: its "error" diagram draws 'Syntax error in text' and the version. */
const ERROR_DIAGRAM_SOURCE = "error";

const loadMermaidModule = (): Promise<MermaidLike> =>
  import("mermaid").then((m) => withDiagramThemes(m.default));

/** Thrown into queued work of a renderer that was destroyed before the work's turn came. */
class RendererDestroyedError extends Error {
  constructor() {
    super("The diagram renderer was destroyed");
  }
}

/**
 * The queue is shared by every renderer on the page because mermaid is: two renderers (say a
 * page and a dialog, or the two mounts of React's strict mode) must not render at the same time
 * either. `configuredBy` names the renderer whose configuration mermaid currently holds.
 */
let queueTail: Promise<unknown> = Promise.resolve();
let configuredBy: object | null = null;

/** A User Timing measure from `start` until now; nothing where the browser has none. */
function measureSince(name: string, start: number): void {
  if (typeof performance === "undefined" || typeof performance.measure !== "function") return;
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // Only a record for people profiling the page; never worth failing a render.
  }
}

function errorMessage(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  return typeof cause === "string" ? cause : String(cause);
}

export class DiagramRenderer {
  private currentState: DiagramRendererState = "uninitialized";
  private settings: DiagramRenderSettings;
  private readonly loadMermaid: () => Promise<MermaidLike>;
  private readonly onError: (message: string, cause: unknown) => void;
  private readonly surface: DiagramSurface;
  private mermaid: Promise<MermaidLike> | null = null;
  private root: Element | null = null;
  private observer: MutationObserver | null = null;
  private renderTimer: ReturnType<typeof setTimeout> | null = null;
  private throttleTimer: ReturnType<typeof setTimeout> | null = null;
  /** Blocks already waiting in the queue, so overlapping scans do not render a block twice. */
  private readonly queued = new Set<Element>();
  /** Which queued block is drawn next: near the viewport first, then when idle. */
  private readonly schedule: RenderSchedule;
  /** This renderer's name in `configuredBy`. */
  private readonly identity = {};
  /** Bumped by destroy(): queued work of an older generation does nothing. */
  private generation = 0;
  /** Between destroy() and a new start(), no new work is accepted. */
  private destroyed = false;
  /** Bumped when the settings change: a render started before that is stale and is redone. */
  private settingsVersion = 0;

  constructor(options: DiagramRendererOptions = {}) {
    this.settings = { ...DEFAULT_DIAGRAM_RENDER_SETTINGS, ...options.settings };
    this.loadMermaid = options.loadMermaid ?? loadMermaidModule;
    this.onError = options.onError ?? ((message, cause) => console.error(message, cause));
    this.surface = options.surface ?? "app";
    this.schedule = new RenderSchedule({
      renderBlock: (block) =>
        this.enqueue(() => this.renderBlock(block)).finally(() => this.queued.delete(block)),
      IntersectionObserver: options.IntersectionObserver,
      requestIdle: options.requestIdle,
    });
  }

  get state(): DiagramRendererState {
    return this.currentState;
  }

  /**
   * Watches `root` (default: the document body): blocks already there and blocks that appear later
   * are rendered DIAGRAM_RENDER_DELAY_MS after they are noticed.
   */
  start(root?: Element): void {
    const target = root ?? (typeof document === "undefined" ? null : document.body);
    if (!target) {
      this.onError(
        DIAGRAM_ERRORS.documentBodyMissing,
        new Error(DIAGRAM_ERRORS.documentBodyMissing),
      );
      return;
    }
    try {
      this.stopWatching();
    } catch (cause) {
      this.onError(DIAGRAM_ERRORS.cleanupFailed, cause);
    }
    // A start after destroy() (React's strict mode mounts twice) brings the renderer back.
    this.destroyed = false;
    this.root = target;
    try {
      this.observer = new MutationObserver(() => this.onMutation());
      this.observer.observe(target, { childList: true, subtree: true });
    } catch (cause) {
      this.observer = null;
      this.onError(DIAGRAM_ERRORS.observerFailed, cause);
    }
    this.checkForPendingBlocks();
  }

  updateSettings(settings: Partial<DiagramRenderSettings>): void {
    const next = { ...this.settings, ...settings };
    const changed = (Object.keys(next) as (keyof DiagramRenderSettings)[]).some(
      (key) => next[key] !== this.settings[key],
    );
    if (!changed) return;
    this.settings = next;
    this.settingsVersion += 1;
    // Mermaid must take the new configuration before the next render.
    if (configuredBy === this.identity) configuredBy = null;
    if (!this.root) return;
    for (const block of Array.from(this.root.querySelectorAll(PROCESSED_BLOCKS))) {
      this.resetBlock(block);
    }
    void this.renderPending();
  }

  /** Renders every unprocessed block under the root now (through the queue). Never rejects. */
  async renderPending(): Promise<void> {
    this.clearRenderTimer();
    const root = this.root;
    if (!root) return;
    let blocks: Element[];
    try {
      blocks = Array.from(root.querySelectorAll(UNPROCESSED_BLOCKS)).filter(
        (block) =>
          !this.queued.has(block) && !block.parentElement?.closest(`.${DIAGRAM_BLOCK_CLASS}`),
      );
    } catch (cause) {
      this.onError(DIAGRAM_ERRORS.renderFailed, cause);
      return;
    }
    if (blocks.length === 0) return;
    for (const block of blocks) this.queued.add(block);

    // Initialising comes first: if mermaid cannot start, the blocks stay unprocessed (and are
    // tried again on the next change) instead of all showing errors. It was reported as such.
    try {
      await this.enqueue(() => this.ensureInitialized());
    } catch {
      for (const block of blocks) this.queued.delete(block);
      return;
    }
    const results = await this.schedule.add(blocks);
    const failure = results.find(
      (result): result is PromiseRejectedResult =>
        result.status === "rejected" && !(result.reason instanceof RendererDestroyedError),
    );
    if (failure) this.onError(DIAGRAM_ERRORS.renderFailed, failure.reason);
  }

  /**
   * Renders `text` off-screen through the queue and answers the picture, or throws the render's
   * error. `config` varies the page's configuration for this render only.
   */
  renderToSvg(
    text: string,
    config?: Partial<MermaidConfig>,
  ): Promise<{ svg: string; diagramType: string }> {
    return this.enqueue(() => this.renderOffscreen(text, config));
  }

  /** The diagram check of spec section 5, with mermaid's parse and an off-screen render. */
  validate(text: string): Promise<DiagramValidation> {
    return validateDiagram(text, {
      parse: (source) => this.enqueue(() => this.parse(source)),
      renderHidden: (source) => this.renderToSvg(source).then((result) => result.svg),
    });
  }

  /** Stops watching and drops queued work; renders already inside mermaid finish unseen. */
  destroy(): void {
    this.generation += 1;
    this.destroyed = true;
    this.root = null;
    this.schedule.clear();
    this.queued.clear();
    if (configuredBy === this.identity) configuredBy = null;
    try {
      this.stopWatching();
    } catch (cause) {
      this.onError(DIAGRAM_ERRORS.cleanupFailed, cause);
    }
  }

  /** Timers first, so a failing disconnect cannot leave a render scheduled. */
  private stopWatching(): void {
    this.clearRenderTimer();
    if (this.throttleTimer !== null) clearTimeout(this.throttleTimer);
    this.throttleTimer = null;
    const observer = this.observer;
    this.observer = null;
    observer?.disconnect();
  }

  /**
   * Throttle, not debounce: the first change schedules one check DIAGRAM_MUTATION_THROTTLE_MS
   * later and later changes inside that window are folded into it, so typing in an editor never
   * postpones the check forever.
   */
  private onMutation(): void {
    if (this.throttleTimer !== null) return;
    this.throttleTimer = setTimeout(() => {
      this.throttleTimer = null;
      this.checkForPendingBlocks();
    }, DIAGRAM_MUTATION_THROTTLE_MS);
  }

  private checkForPendingBlocks(): void {
    if (!this.root || this.renderTimer !== null) return;
    if (!this.root.querySelector(UNPROCESSED_BLOCKS)) return;
    this.preloadMermaid();
    this.renderTimer = setTimeout(() => {
      this.renderTimer = null;
      void this.renderPending();
    }, DIAGRAM_RENDER_DELAY_MS);
  }

  private clearRenderTimer(): void {
    if (this.renderTimer !== null) clearTimeout(this.renderTimer);
    this.renderTimer = null;
  }

  /** Appends `job` to the page-wide queue; it does not run if this renderer is destroyed first. */
  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    if (this.destroyed) return Promise.reject(new RendererDestroyedError());
    const generation = this.generation;
    const run = queueTail.then(() => {
      if (generation !== this.generation) throw new RendererDestroyedError();
      return job();
    });
    queueTail = run.catch(() => undefined);
    return run;
  }

  /**
   * Starts downloading mermaid as soon as a block is seen, so the download overlaps the render
   * delay instead of following it. A failure is reported when the render awaits it.
   */
  private preloadMermaid(): void {
    if (this.mermaid) return;
    this.mermaid = this.loadMermaid();
    this.mermaid.catch(() => undefined);
  }

  /** Loads mermaid once and (re)configures it when this renderer's configuration is not active. */
  private async ensureInitialized(): Promise<MermaidLike> {
    if (this.currentState === "initialized" && configuredBy === this.identity && this.mermaid) {
      return this.mermaid;
    }
    this.currentState = "initializing";
    try {
      this.mermaid ??= this.loadMermaid();
      const mermaid = await this.mermaid;
      makeDocumentRootsJsonSafe(document);
      mermaid.initialize(buildMermaidConfig(this.settings));
      configuredBy = this.identity;
      this.currentState = "initialized";
      return mermaid;
    } catch (cause) {
      // A failed import is not cached, so the next attempt loads again.
      this.mermaid = null;
      this.currentState = "uninitialized";
      this.onError(DIAGRAM_ERRORS.initializeFailed, cause);
      throw cause;
    }
  }

  /** After a failed render mermaid may hold half-built state: configure it afresh next time. */
  private reset(): void {
    this.currentState = "uninitialized";
    if (configuredBy === this.identity) configuredBy = null;
  }

  /** Runs one call into mermaid in the 'rendering' state. */
  private async withMermaid<T>(work: (mermaid: MermaidLike) => Promise<T>): Promise<T> {
    const mermaid = await this.ensureInitialized();
    this.currentState = "rendering";
    try {
      const result = await work(mermaid);
      this.currentState = "initialized";
      return result;
    } catch (cause) {
      this.reset();
      throw cause;
    }
  }

  private async parse(text: string): Promise<{ diagramType: string }> {
    const mermaid = await this.ensureInitialized();
    // A syntax error is an answer, not a broken renderer, so parsing does not reset.
    const result = await mermaid.parse(text);
    if (!result) throw new Error(DIAGRAM_ERRORS.syntaxError);
    return { diagramType: result.diagramType };
  }

  private async renderOffscreen(
    text: string,
    config: Partial<MermaidConfig> | undefined,
  ): Promise<{ svg: string; diagramType: string }> {
    if (sourceLoadsResources(text)) throw new Error(DIAGRAM_ERRORS.externalResource);
    const host = createOffscreenHost();
    try {
      return await this.withMermaid(async (mermaid) => {
        if (config)
          mermaid.initialize(mergeMermaidConfig(buildMermaidConfig(this.settings), config));
        try {
          const result = await mermaid.render(createRenderId(), text, host);
          return { svg: this.fittedMarkup(result.svg, host), diagramType: result.diagramType };
        } finally {
          if (config) mermaid.initialize(buildMermaidConfig(this.settings));
        }
      });
    } finally {
      host.remove();
    }
  }

  /**
   * The cleaned picture, laid out in `host` once so its viewBox can take in everything drawn
   * (fit-view-box.ts), as the page's pictures do; where nothing can be laid out, as cleaned.
   */
  private fittedMarkup(markup: string, host: HTMLElement): string {
    const fragment = parseSanitizedSvg(markup, this.surface);
    const svg = fragment.querySelector("svg");
    if (!svg) return sanitizeDiagramMarkup(markup, this.surface);
    host.replaceChildren(fragment);
    fitViewBoxToContent(svg);
    return svg.outerHTML;
  }

  /** A block's source: kept in an attribute because mermaid empties the block while rendering. */
  private blockSource(block: Element): string {
    const stored = block.getAttribute(DIAGRAM_SOURCE_ATTRIBUTE);
    if (stored !== null) return stored;
    const source = block.textContent ?? "";
    block.setAttribute(DIAGRAM_SOURCE_ATTRIBUTE, source);
    return source;
  }

  private resetBlock(block: Element): void {
    block.textContent = this.blockSource(block);
    block.removeAttribute(DIAGRAM_PROCESSED_ATTRIBUTE);
    block.removeAttribute(DIAGRAM_TYPE_ATTRIBUTE);
    block.removeAttribute(DIAGRAM_ERROR_ATTRIBUTE);
    block.classList.remove(DIAGRAM_RENDERED_CLASS);
  }

  /** One block: render, on failure reset and retry, then mermaid's error picture. */
  private async renderBlock(block: Element): Promise<void> {
    if (!block.isConnected || block.hasAttribute(DIAGRAM_PROCESSED_ATTRIBUTE)) return;
    const start = performance.now();
    // As the validation sees it: mermaid finds front matter only at the very start.
    const { source } = withoutLeadingBlankLines(this.blockSource(block));
    const generation = this.generation;
    const settingsVersion = this.settingsVersion;
    const isStale = () =>
      generation !== this.generation || settingsVersion !== this.settingsVersion;

    // Mermaid draws in the live page to measure, so a source that would fetch is never handed to it.
    const refused = sourceLoadsResources(source);
    let lastError: unknown = refused ? new Error(DIAGRAM_ERRORS.externalResource) : undefined;
    for (let attempt = 0; !refused && attempt <= DIAGRAM_RENDER_RETRIES; attempt += 1) {
      try {
        const result = await this.withMermaid((mermaid) =>
          this.renderBeside(block, mermaid, source),
        );
        if (isStale()) return this.abandon(block, generation);
        const svg = this.insertPicture(block, result);
        block.setAttribute(
          DIAGRAM_TYPE_ATTRIBUTE,
          normaliseDiagramType(result.diagramType) ?? result.diagramType,
        );
        this.finishBlock(block, { ok: true, svg, diagramType: result.diagramType });
        return measureSince(DIAGRAM_BLOCK_MEASURE, start);
      } catch (cause) {
        if (isStale()) return this.abandon(block, generation);
        lastError = cause;
        this.reset();
      }
    }

    const error = errorMessage(lastError);
    let svg: string;
    try {
      const picture = await this.withMermaid((mermaid) =>
        this.renderBeside(block, mermaid, ERROR_DIAGRAM_SOURCE),
      );
      if (isStale()) return this.abandon(block, generation);
      svg = this.insertPicture(block, picture);
    } catch {
      if (isStale()) return this.abandon(block, generation);
      const picture = staticErrorPicture();
      block.replaceChildren(picture);
      svg = picture.outerHTML;
    }
    block.setAttribute(DIAGRAM_ERROR_ATTRIBUTE, error);
    // The same report the editor's validation gives (line in the user's numbering), so the page
    // can explain the picture in plain words.
    const problem = describeDiagramError(lastError, this.blockSource(block));
    this.finishBlock(block, { ok: false, error, svg, problem });
    measureSince(DIAGRAM_BLOCK_MEASURE, start);
  }

  /**
   * Mermaid draws to measure. It draws in a hidden host outside the page's content, as wide and
   * with the same font as the block, not in the block itself: in the block, every element it
   * adds and every attribute it sets was a record for the editor's and the renderer's
   * MutationObservers and invalidated the styles of the editor around it.
   */
  private async renderBeside(
    block: Element,
    mermaid: MermaidLike,
    source: string,
  ): Promise<MermaidRenderResult> {
    const host = createOffscreenHost(block);
    const start = performance.now();
    try {
      return await mermaid.render(createRenderId(), source, host);
    } finally {
      measureSince(DIAGRAM_MERMAID_MEASURE, start);
      host.remove();
    }
  }

  /**
   * A render outlived its settings (or its renderer): put the source back so the next pass (if
   * any) renders the block again.
   */
  private abandon(block: Element, generation: number): void {
    if (generation !== this.generation) return;
    this.resetBlock(block);
    this.checkForPendingBlocks();
  }

  /**
   * Puts the picture into the block, cleaned while it is still inert (svg-safety.ts), at every
   * security level. Mermaid's `bindFunctions` is never called (see MermaidRenderResult), so no
   * `call` callback is bound; links work without it and open without an opener. Answers the
   * final SVG markup.
   */
  private insertPicture(block: Element, result: MermaidRenderResult): string {
    const fragment = parseSanitizedSvg(result.svg, this.surface);
    const svg = fragment.querySelector("svg");
    if (!svg) throw new Error(DIAGRAM_ERRORS.noPicture);
    block.replaceChildren(fragment);
    guardDiagramLinks(block, this.surface);
    makeSvgIdsUnique(svg, createRenderId());
    fitViewBoxToContent(svg);
    return svg.outerHTML;
  }

  private finishBlock(block: Element, detail: DiagramRenderedDetail): void {
    if (detail.ok) block.removeAttribute(DIAGRAM_ERROR_ATTRIBUTE);
    else block.removeAttribute(DIAGRAM_TYPE_ATTRIBUTE);
    block.setAttribute(DIAGRAM_PROCESSED_ATTRIBUTE, "true");
    block.classList.add(DIAGRAM_RENDERED_CLASS);
    block.dispatchEvent(
      new CustomEvent<DiagramRenderedDetail>(DIAGRAM_RENDERED_EVENT, { bubbles: true, detail }),
    );
  }
}
