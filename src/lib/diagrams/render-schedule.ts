/**
 * The order in which a page's diagram blocks are drawn (issue 11, "what is on screen first").
 * Mermaid draws one diagram at a time (renderer.ts), so with a hundred blocks the order decides
 * what the reader waits for: blocks in or near the viewport go first, in document order; the
 * rest are drawn one per idle period of the browser, or as soon as they come near the viewport
 * (a block scrolled to jumps ahead of every block still off-screen).
 *
 * Blocks are handed to `renderBlock` one at a time, and the next is chosen only when the previous
 * one is done, so a change of the viewport takes effect at the next diagram. Without
 * IntersectionObserver (old browsers, jsdom) every block counts as near: document order.
 */
import {
  DIAGRAM_IDLE_TIMEOUT_MS,
  DIAGRAM_IDLE_FALLBACK_DELAY_MS,
  DIAGRAM_NEAR_VIEWPORT_MARGIN,
} from "@/lib/diagrams/renderer-constants";

/** Schedules `callback` for an idle moment; answers a function that cancels it. */
export type RequestIdle = (callback: () => void) => () => void;

/** The part of IntersectionObserver the schedule uses (tests pass a stand-in). */
type VisibilityObserver = Pick<IntersectionObserver, "observe" | "unobserve" | "disconnect">;

export type IntersectionObserverConstructor = new (
  callback: IntersectionObserverCallback,
  options?: IntersectionObserverInit,
) => VisibilityObserver;

export interface RenderScheduleOptions {
  /** Draws one block (through the renderer's queue); rejections are the caller's to report. */
  renderBlock: (block: Element) => Promise<void>;
  /** Default: the browser's; `null`: none (every block is near). */
  IntersectionObserver?: IntersectionObserverConstructor | null;
  /** Default: requestIdleCallback, or a short timer where the browser has none. */
  requestIdle?: RequestIdle;
}

/** Near: the observer saw it within a screen of the viewport; unknown: not reported yet. */
type Visibility = "near" | "far" | "unknown";

interface Entry {
  visibility: Visibility;
  done: (result: PromiseSettledResult<void>) => void;
}

function defaultRequestIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(() => callback(), { timeout: DIAGRAM_IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, DIAGRAM_IDLE_FALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
}

function defaultIntersectionObserver(): IntersectionObserverConstructor | null {
  return typeof IntersectionObserver === "function" ? IntersectionObserver : null;
}

/** -1 when `a` comes before `b` in the document. */
function documentOrder(a: Element, b: Element): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

export class RenderSchedule {
  private readonly pending = new Map<Element, Entry>();
  private readonly renderBlock: (block: Element) => Promise<void>;
  private readonly requestIdle: RequestIdle;
  private readonly observer: VisibilityObserver | null;
  private running = false;
  private cancelIdle: (() => void) | null = null;

  constructor(options: RenderScheduleOptions) {
    this.renderBlock = options.renderBlock;
    this.requestIdle = options.requestIdle ?? defaultRequestIdle;
    const Observer =
      options.IntersectionObserver === undefined
        ? defaultIntersectionObserver()
        : options.IntersectionObserver;
    this.observer = Observer
      ? new Observer((entries) => this.onIntersection(entries), {
          rootMargin: DIAGRAM_NEAR_VIEWPORT_MARGIN,
        })
      : null;
  }

  /** Blocks waiting for their turn (not the one being drawn). */
  get size(): number {
    return this.pending.size;
  }

  /**
   * Schedules `blocks`; answers, per block, how its drawing ended once it has (fulfilled also
   * when the block was dropped by `clear`).
   */
  add(blocks: readonly Element[]): Promise<PromiseSettledResult<void>[]> {
    const results = blocks.map(
      (block) =>
        new Promise<PromiseSettledResult<void>>((done) => {
          this.pending.set(block, { visibility: this.observer ? "unknown" : "near", done });
          this.observer?.observe(block);
        }),
    );
    this.next();
    return Promise.all(results);
  }

  /** Drops every waiting block (the one being drawn finishes); the schedule stays usable. */
  clear(): void {
    this.cancelIdle?.();
    this.cancelIdle = null;
    for (const [block, entry] of this.pending) {
      this.observer?.unobserve(block);
      entry.done({ status: "fulfilled", value: undefined });
    }
    this.pending.clear();
  }

  /** Clears and stops observing for good. */
  dispose(): void {
    this.clear();
    this.observer?.disconnect();
  }

  private onIntersection(entries: IntersectionObserverEntry[]): void {
    let cameNear = false;
    for (const { target, isIntersecting } of entries) {
      const entry = this.pending.get(target);
      if (!entry) continue;
      entry.visibility = isIntersecting ? "near" : "far";
      cameNear ||= isIntersecting;
    }
    if (cameNear) this.next();
  }

  /** The first waiting block in document order among those that `accept`. */
  private first(accept: (entry: Entry) => boolean): Element | null {
    let best: Element | null = null;
    for (const [block, entry] of this.pending) {
      if (accept(entry) && (best === null || documentOrder(block, best) < 0)) best = block;
    }
    return best;
  }

  /** Draws the next near block, or waits for an idle moment to draw an off-screen one. */
  private next(): void {
    if (this.running) return;
    // A block that left the page is finished at once (renderBlock ignores it), so it never waits.
    const block = this.first((entry) => entry.visibility === "near") ?? this.firstDisconnected();
    if (block) {
      this.run(block);
      return;
    }
    if (this.pending.size === 0 || this.cancelIdle) return;
    this.cancelIdle = this.requestIdle(() => {
      this.cancelIdle = null;
      if (this.running) return;
      // Off-screen blocks the observer has already reported go before those it has not.
      const idleBlock =
        this.first((entry) => entry.visibility !== "unknown") ?? this.first(() => true);
      if (idleBlock) this.run(idleBlock);
    });
  }

  private firstDisconnected(): Element | null {
    for (const block of this.pending.keys()) if (!block.isConnected) return block;
    return null;
  }

  private run(block: Element): void {
    const entry = this.pending.get(block);
    if (!entry) return;
    this.pending.delete(block);
    this.observer?.unobserve(block);
    // A near block goes first, so an idle render already asked for is not needed now.
    this.cancelIdle?.();
    this.cancelIdle = null;
    this.running = true;
    void this.renderBlock(block)
      .then(
        (): PromiseSettledResult<void> => ({ status: "fulfilled", value: undefined }),
        (reason: unknown): PromiseSettledResult<void> => ({ status: "rejected", reason }),
      )
      .then((result) => {
        this.running = false;
        entry.done(result);
        this.next();
      });
  }
}
