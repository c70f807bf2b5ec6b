// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DiagramRenderer, type MermaidLike } from "@/lib/diagrams/renderer";
import { RenderSchedule } from "@/lib/diagrams/render-schedule";
import {
  DIAGRAM_NEAR_VIEWPORT_MARGIN,
  DIAGRAM_RENDER_DELAY_MS,
} from "@/lib/diagrams/renderer-constants";

/**
 * An IntersectionObserver the test drives: `report` says which blocks are within the margin
 * around the viewport, as the browser's would after a layout or a scroll.
 */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  report(near: readonly Element[], far: readonly Element[] = []) {
    const entries = [
      ...near.map((target) => ({ target, isIntersecting: true })),
      ...far.map((target) => ({ target, isIntersecting: false })),
    ] as IntersectionObserverEntry[];
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** requestIdle that runs its callbacks only when the test says the browser is idle. */
function createIdle() {
  const callbacks = new Set<() => void>();
  return {
    requestIdle(callback: () => void) {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
    get waiting() {
      return callbacks.size;
    },
    /** One idle period: runs what was waiting. */
    run() {
      const due = [...callbacks];
      callbacks.clear();
      for (const callback of due) callback();
    },
  };
}

let root: HTMLElement;
let idle: ReturnType<typeof createIdle>;

function addBlocks(count: number): HTMLElement[] {
  return Array.from({ length: count }, (_, index) => {
    const block = document.createElement("div");
    block.className = "mermaid";
    block.textContent = `flowchart LR\n  A${index} --> B${index}`;
    root.append(block);
    return block;
  });
}

async function settle(): Promise<void> {
  for (let turn = 0; turn < 30; turn += 1) await Promise.resolve();
}

/** A schedule whose renders finish when the test releases them; `drawn` in the order started. */
function createSchedule(
  Observer: typeof FakeIntersectionObserver | null = FakeIntersectionObserver,
) {
  const drawn: Element[] = [];
  const running: (() => void)[] = [];
  const schedule = new RenderSchedule({
    renderBlock: (block) => {
      drawn.push(block);
      return new Promise<void>((resolve) => running.push(resolve));
    },
    IntersectionObserver: Observer,
    requestIdle: (callback) => idle.requestIdle(callback),
  });
  const finish = async () => {
    running.shift()?.();
    await settle();
  };
  return {
    schedule,
    drawn,
    finish,
    get running() {
      return running.length;
    },
  };
}

beforeEach(() => {
  document.body.innerHTML = "";
  root = document.createElement("main");
  document.body.append(root);
  idle = createIdle();
  FakeIntersectionObserver.last = null;
});

afterEach(() => {
  vi.useRealTimers();
});

describe("RenderSchedule: what is on screen first", () => {
  it("draws the blocks near the viewport first, in document order, and the rest one per idle period", async () => {
    const blocks = addBlocks(6);
    const { schedule, drawn, finish } = createSchedule();
    const done = schedule.add(blocks);
    const observer = FakeIntersectionObserver.last!;
    expect(observer.options?.rootMargin).toBe(DIAGRAM_NEAR_VIEWPORT_MARGIN);
    observer.report([blocks[4]!, blocks[3]!], [blocks[0]!, blocks[1]!, blocks[2]!, blocks[5]!]);
    expect(drawn).toEqual([blocks[3]]);
    await finish();
    expect(drawn).toEqual([blocks[3], blocks[4]]);
    await finish();
    // Nothing near is left: the off-screen blocks wait for the browser to be idle.
    expect(drawn).toHaveLength(2);
    expect(idle.waiting).toBe(1);
    for (let turn = 0; turn < 4; turn += 1) {
      idle.run();
      await finish();
    }
    expect(drawn).toEqual([blocks[3], blocks[4], blocks[0], blocks[1], blocks[2], blocks[5]]);
    await expect(done).resolves.toHaveLength(6);
    expect(observer.observed.size).toBe(0);
  });

  it("moves a block that comes into view ahead of every off-screen block still waiting", async () => {
    const blocks = addBlocks(8);
    const { schedule, drawn, finish } = createSchedule();
    void schedule.add(blocks);
    const observer = FakeIntersectionObserver.last!;
    observer.report([blocks[0]!, blocks[1]!], blocks.slice(2));
    expect(drawn).toEqual([blocks[0]]);
    // The reader scrolls to the end while the first block is drawn.
    observer.report([blocks[7]!], [blocks[1]!]);
    await finish();
    expect(drawn).toEqual([blocks[0], blocks[7]]);
    await finish();
    // Waiting for idle now; a block scrolled to does not wait for it.
    expect(idle.waiting).toBe(1);
    observer.report([blocks[5]!]);
    expect(drawn.at(-1)).toBe(blocks[5]);
    expect(idle.waiting).toBe(0);
    await finish();
    idle.run();
    expect(drawn.at(-1)).toBe(blocks[1]);
  });

  it("draws every block in document order, without waiting for idle, where there is no IntersectionObserver", async () => {
    const blocks = addBlocks(3);
    const { schedule, drawn, finish } = createSchedule(null);
    const done = schedule.add([blocks[2]!, blocks[0]!, blocks[1]!]);
    for (let turn = 0; turn < 3; turn += 1) await finish();
    expect(drawn).toEqual(blocks);
    expect(idle.waiting).toBe(0);
    await expect(done).resolves.toHaveLength(3);
  });

  it("at idle, prefers blocks the observer reported as off-screen to blocks not reported yet; a removed block never waits", async () => {
    const blocks = addBlocks(3);
    const { schedule, drawn, finish } = createSchedule();
    void schedule.add(blocks);
    FakeIntersectionObserver.last!.report([], [blocks[2]!]);
    idle.run();
    expect(drawn).toEqual([blocks[2]]);
    blocks[0]!.remove();
    await finish();
    expect(drawn).toEqual([blocks[2], blocks[0]]);
  });

  it("answers how each block ended and drops waiting blocks on clear", async () => {
    const blocks = addBlocks(3);
    const failing = new Error("broken");
    const drawn: Element[] = [];
    let release = () => {};
    const schedule = new RenderSchedule({
      renderBlock: (block) => {
        drawn.push(block);
        if (block === blocks[0]) return Promise.reject(failing);
        return new Promise<void>((resolve) => (release = resolve));
      },
      IntersectionObserver: null,
      requestIdle: idle.requestIdle,
    });
    const done = schedule.add(blocks);
    await settle();
    schedule.clear(); // the second block is being drawn, the third waits
    release();
    const results = await done;
    expect(results[0]).toEqual({ status: "rejected", reason: failing });
    expect(results.slice(1)).toEqual([
      { status: "fulfilled", value: undefined },
      { status: "fulfilled", value: undefined },
    ]);
    expect(drawn).toEqual(blocks.slice(0, 2));
    expect(schedule.size).toBe(0);
  });
});

describe("DiagramRenderer with the viewport", () => {
  it("draws the block on screen before those above it, and the rest when idle, without scrolling", async () => {
    vi.useFakeTimers();
    const rendered: string[] = [];
    const mermaid: MermaidLike = {
      initialize() {},
      async render(id, text) {
        rendered.push(text);
        await Promise.resolve();
        return {
          svg: `<svg id="${id}" xmlns="http://www.w3.org/2000/svg"></svg>`,
          diagramType: "flowchart-v2",
        };
      },
      async parse() {
        return { diagramType: "flowchart-v2" };
      },
    };
    const blocks = addBlocks(4);
    const renderer = new DiagramRenderer({
      loadMermaid: () => Promise.resolve(mermaid),
      IntersectionObserver: FakeIntersectionObserver,
      requestIdle: idle.requestIdle,
    });
    renderer.start(root);
    try {
      await vi.advanceTimersByTimeAsync(DIAGRAM_RENDER_DELAY_MS);
      await settle();
      const observer = FakeIntersectionObserver.last!;
      expect([...observer.observed]).toEqual(blocks);
      observer.report([blocks[2]!], [blocks[0]!, blocks[1]!, blocks[3]!]);
      await settle();
      expect(rendered).toEqual([blocks[2]!.getAttribute("data-diagram-source")]);
      expect(blocks[2]!.classList.contains("rendered")).toBe(true);
      for (let turn = 0; turn < 3; turn += 1) {
        idle.run();
        await settle();
      }
      expect(blocks.map((block) => block.classList.contains("rendered"))).toEqual([
        true,
        true,
        true,
        true,
      ]);
      expect(rendered.slice(1)).toEqual(
        [0, 1, 3].map((index) => `flowchart LR\n  A${index} --> B${index}`),
      );
    } finally {
      renderer.destroy();
    }
  });
});
