// @vitest-environment happy-dom
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { MermaidConfig } from "mermaid";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DiagramRenderer,
  type DiagramRendererOptions,
  type DiagramRendererState,
  type MermaidLike,
  type MermaidRenderResult,
} from "@/lib/diagrams/renderer";
import { DIAGRAM_SECURITY_LEVELS } from "@/lib/diagrams/diagram-settings";
import {
  DIAGRAM_ERRORS,
  DIAGRAM_RENDERED_EVENT,
  type DiagramRenderedDetail,
} from "@/lib/diagrams/renderer-constants";

const SOURCE = "flowchart TD\n  Brief --> Plan";
const RENDER_ID = /^mermaid-\d+-\d+-[a-z0-9]+$/;
const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * A stand-in for mermaid that records every call and lets a test decide the timing: renders can
 * fail a given number of times, and in manual mode each render waits until the test releases it.
 * Like mermaid, it empties the container it is given. Its pictures use a fixed marker id (as
 * mermaid's sequence diagrams do) and no <style> (happy-dom's parser loses what follows an SVG
 * <style>; diagram-svg.test.ts covers style sheets).
 */
function createFakeMermaid() {
  const calls: string[] = [];
  const renderIds: string[] = [];
  const containers: Element[] = [];
  const statesAtInitialize: DiagramRendererState[] = [];
  const statesAtRender: DiagramRendererState[] = [];
  const configs: MermaidConfig[] = [];
  const waiting: (() => void)[] = [];
  let renderer: DiagramRenderer | null = null;
  let failuresLeft = 0;
  let errorPictureFails = false;
  let active = 0;
  let maxActive = 0;
  let parsedWhileRendering = false;
  let manual = false;
  let svgExtra = "";
  let bindFunctions: MermaidRenderResult["bindFunctions"];

  const fake: MermaidLike = {
    initialize(config) {
      calls.push("initialize");
      configs.push(config);
      if (renderer) statesAtInitialize.push(renderer.state);
    },
    async render(id, text, container) {
      calls.push(`render:${text}`);
      renderIds.push(id);
      if (container) {
        containers.push(container);
        container.innerHTML = "";
      }
      if (renderer) statesAtRender.push(renderer.state);
      active += 1;
      maxActive = Math.max(maxActive, active);
      try {
        if (manual) await new Promise<void>((resolve) => waiting.push(resolve));
        else await Promise.resolve();
        if (text === "error") {
          if (errorPictureFails) throw new Error("cannot draw the error picture");
          return {
            svg: `<svg id="${id}" xmlns="${SVG_NS}"><text>Syntax error in text</text><text>mermaid version 11.17.2</text></svg>`,
            diagramType: "error",
          };
        }
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error("Parse error on line 2: unexpected token");
        }
        return {
          svg:
            `<svg id="${id}" xmlns="${SVG_NS}"><defs><marker id="arrowhead"></marker></defs>` +
            `<g id="${id}-node"><path marker-end="url(#arrowhead)"></path><use href="#arrowhead"></use>` +
            `<text>${text.split("\n")[0]}</text></g>${svgExtra}</svg>`,
          diagramType: "flowchart-v2",
          bindFunctions,
        };
      } finally {
        active -= 1;
      }
    },
    async parse(text) {
      calls.push(`parse:${text}`);
      if (active > 0) parsedWhileRendering = true;
      await Promise.resolve();
      return { diagramType: "flowchart-v2" };
    },
  };

  return {
    mermaid: fake,
    calls,
    renderIds,
    containers,
    statesAtInitialize,
    statesAtRender,
    configs,
    get active() {
      return active;
    },
    get maxActive() {
      return maxActive;
    },
    get parsedWhileRendering() {
      return parsedWhileRendering;
    },
    get waiting() {
      return waiting.length;
    },
    watch(target: DiagramRenderer) {
      renderer = target;
    },
    failNext(times: number) {
      failuresLeft = times;
    },
    failErrorPicture() {
      errorPictureFails = true;
    },
    manual() {
      manual = true;
    },
    addToPicture(markup: string) {
      svgExtra = markup;
    },
    bindWith(fn: MermaidRenderResult["bindFunctions"]) {
      bindFunctions = fn;
    },
    /** Lets the oldest waiting render finish. */
    release() {
      waiting.shift()?.();
    },
    releaseAll() {
      manual = false;
      while (waiting.length) waiting.shift()?.();
    },
  };
}

type Fake = ReturnType<typeof createFakeMermaid>;

let fake: Fake;
let root: HTMLElement;
let renderer: DiagramRenderer | null;
let onError: ReturnType<typeof vi.fn<(message: string, cause: unknown) => void>>;
let loadMermaid: ReturnType<typeof vi.fn<() => Promise<MermaidLike>>>;

/**
 * happy-dom's IntersectionObserver never reports, so the renderer gets none unless a test passes
 * its own (diagram-render-schedule.test.ts): then blocks are drawn in document order.
 */
function createRenderer(options: DiagramRendererOptions = {}): DiagramRenderer {
  renderer = new DiagramRenderer({ loadMermaid, onError, IntersectionObserver: null, ...options });
  fake.watch(renderer);
  return renderer;
}

function addBlock(source = SOURCE, parent: Element = root): HTMLElement {
  const block = document.createElement("pre");
  block.className = "mermaid";
  block.textContent = source;
  parent.append(block);
  return block;
}

/** Lets queued promise chains and MutationObserver deliveries run, without moving the clock. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 30; turn += 1) await Promise.resolve();
}

async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

function renderCalls(text = SOURCE): number {
  return fake.calls.filter((call) => call === `render:${text}`).length;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = "";
  root = document.createElement("main");
  document.body.append(root);
  fake = createFakeMermaid();
  onError = vi.fn<(message: string, cause: unknown) => void>();
  loadMermaid = vi.fn(() => Promise.resolve(fake.mermaid));
  renderer = null;
});

afterEach(async () => {
  renderer?.destroy();
  // Renders are queued page-wide: nothing may stay waiting for the next test.
  fake.releaseAll();
  await settle();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("DiagramRenderer timing", () => {
  it("renders blocks 150 ms after start, not before (the download starts at once)", async () => {
    const block = addBlock();
    createRenderer().start(root);
    await advance(149);
    // The module download overlaps the delay; mermaid itself is not touched before 150 ms.
    expect(loadMermaid).toHaveBeenCalledTimes(1);
    expect(fake.calls).toEqual([]);
    expect(block.hasAttribute("data-processed")).toBe(false);

    await advance(1);
    expect(fake.calls).toEqual(["initialize", `render:${SOURCE}`]);
    expect(block.getAttribute("data-processed")).toBe("true");
    expect(block.classList.contains("rendered")).toBe(true);
    expect(block.getAttribute("data-diagram-type")).toBe("flowchart");
    expect(block.getAttribute("data-diagram-source")).toBe(SOURCE);
    expect(block.querySelector("svg")).not.toBeNull();
  });

  it("never loads mermaid on a page without diagrams", async () => {
    createRenderer().start(root);
    root.append(document.createElement("p"));
    await advance(1_000);
    expect(loadMermaid).not.toHaveBeenCalled();
  });

  it("checks page changes at most once per 100 ms: the first change schedules, later ones fold in", async () => {
    createRenderer().start(root);
    const checks = vi.spyOn(root, "querySelector");
    const first = addBlock();
    await advance(50);
    const second = addBlock("sequenceDiagram\n  A->>B: hi");
    await advance(30);
    addBlock('pie\n  "a": 1');
    await advance(19); // t = 99 ms
    expect(checks).not.toHaveBeenCalled();

    await advance(1); // t = 100 ms: one check for the three changes
    expect(checks).toHaveBeenCalledTimes(1);

    // The check found blocks: they render 150 ms later, all in one pass.
    await advance(149); // t = 249 ms
    expect(fake.calls).toEqual([]);
    await advance(1); // t = 250 ms
    expect(fake.calls.filter((call) => call === "initialize")).toHaveLength(1);
    expect(fake.calls.filter((call) => call.startsWith("render:"))).toHaveLength(3);
    expect(first.dataset.processed).toBe("true");
    expect(second.dataset.processed).toBe("true");
    // Our own DOM changes while rendering open one more window: still one check per window.
    await advance(100);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(2);
  });
});

describe("DiagramRenderer queue", () => {
  it("never lets two renders overlap; an off-screen render waits for the one running, not for the whole page", async () => {
    fake.manual();
    const blocks = [addBlock(), addBlock('pie\n  "a": 1'), addBlock("gantt\n  title Plan")];
    createRenderer().start(root);
    await advance(150);
    const toSvg = renderer!.renderToSvg("journey\n  title Launch");
    for (let step = 1; step <= 4; step += 1) {
      expect(fake.active).toBe(1);
      expect(fake.calls.filter((call) => call.startsWith("render:"))).toHaveLength(step);
      fake.release();
      await settle();
    }
    // Blocks are handed to the queue one at a time (render-schedule.ts), so the export that was
    // asked for while the first block was drawn comes next.
    expect(fake.calls.filter((call) => call.startsWith("render:"))).toEqual([
      `render:${SOURCE}`,
      "render:journey\n  title Launch",
      'render:pie\n  "a": 1',
      "render:gantt\n  title Plan",
    ]);
    await expect(toSvg).resolves.toMatchObject({ diagramType: "flowchart-v2" });
    expect(fake.maxActive).toBe(1);
    expect(blocks.every((block) => block.dataset.processed === "true")).toBe(true);
  });

  it("makes a validation wait for the render in progress, then renders off-screen and cleans up", async () => {
    fake.manual();
    addBlock();
    addBlock('pie\n  "a": 1');
    createRenderer().start(root);
    await advance(150);
    const validation = renderer!.validate("flowchart LR\n  A --> B");
    await settle();
    expect(fake.calls.some((call) => call.startsWith("parse:"))).toBe(false);

    fake.release(); // first block
    await settle();
    // The parse went in after the block being drawn; the validation's render after the next one.
    expect(fake.calls.filter((call) => call.startsWith("parse:"))).toHaveLength(1);
    expect(fake.calls.at(-1)).toBe('render:pie\n  "a": 1');
    fake.release(); // second block
    await settle();
    expect(fake.calls.at(-1)).toBe("render:flowchart LR\n  A --> B");

    const host = fake.containers.at(-1) as HTMLElement;
    expect(host.parentElement).toBe(document.body);
    expect(host.getAttribute("aria-hidden")).toBe("true");
    expect(host.style.position).toBe("absolute");
    expect(host.style.visibility).toBe("hidden");
    expect(Number.parseInt(host.style.left, 10)).toBeLessThan(-1_000);

    fake.release();
    await expect(validation).resolves.toEqual({ valid: true, diagramType: "flowchart" });
    expect(host.isConnected).toBe(false);
    expect(fake.parsedWhileRendering).toBe(false);
    expect(fake.maxActive).toBe(1);
  });

  it("reports an invalid diagram through validate without touching the page", async () => {
    fake.failNext(1);
    const result = await createRenderer().validate("flowchart LR\n  A -->");
    expect(result.valid).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it("renders off-screen with a one-off configuration and restores the page's afterwards", async () => {
    const result = await createRenderer().renderToSvg(SOURCE, { htmlLabels: false });
    expect(result.svg).toContain("<svg");
    expect(fake.configs.map((config) => config.htmlLabels)).toEqual([undefined, false, undefined]);
    expect(document.body.children).toHaveLength(1); // only the root: the hidden host is gone
  });
});

describe("DiagramRenderer retry and error picture", () => {
  it("retries a failed render once, after re-initialising mermaid", async () => {
    fake.failNext(1);
    const block = addBlock();
    createRenderer().start(root);
    await advance(150);
    expect(fake.calls).toEqual([
      "initialize",
      `render:${SOURCE}`,
      "initialize",
      `render:${SOURCE}`,
    ]);
    expect(block.dataset.processed).toBe("true");
    expect(block.hasAttribute("data-diagram-error")).toBe(false);
    expect(block.querySelector("text")?.textContent).toBe("flowchart TD");
    expect(onError).not.toHaveBeenCalled();
  });

  it("draws mermaid's error picture after the second failure", async () => {
    fake.failNext(2);
    const block = addBlock();
    const events: DiagramRenderedDetail[] = [];
    root.addEventListener(DIAGRAM_RENDERED_EVENT, (event) =>
      events.push((event as CustomEvent<DiagramRenderedDetail>).detail),
    );
    createRenderer().start(root);
    await advance(150);
    expect(renderCalls()).toBe(2);
    expect(fake.calls).toEqual([
      "initialize",
      `render:${SOURCE}`,
      "initialize",
      `render:${SOURCE}`,
      "initialize",
      "render:error",
    ]);
    expect(block.dataset.processed).toBe("true");
    expect(block.classList.contains("rendered")).toBe(true);
    expect(block.getAttribute("data-diagram-error")).toBe(
      "Parse error on line 2: unexpected token",
    );
    expect(block.hasAttribute("data-diagram-type")).toBe(false);
    expect(block.textContent).toContain(DIAGRAM_ERRORS.syntaxError);
    expect(block.textContent).toContain("mermaid version 11");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      ok: false,
      error: "Parse error on line 2: unexpected token",
      // The same report as the editor's validation, so the page can explain it in plain words.
      problem: { error: "Parse error on line 2: unexpected token", line: 2 },
    });
    expect(events[0]!.svg).toContain(DIAGRAM_ERRORS.syntaxError);
  });

  it("falls back to a static picture when even the error picture fails", async () => {
    fake.failNext(2);
    fake.failErrorPicture();
    const block = addBlock();
    createRenderer().start(root);
    await advance(150);
    expect(block.querySelector("svg text")?.textContent).toBe(DIAGRAM_ERRORS.syntaxError);
    expect(block.getAttribute("data-diagram-error")).toBe(
      "Parse error on line 2: unexpected token",
    );
    expect(block.dataset.processed).toBe("true");
  });
});

describe("DiagramRenderer states", () => {
  it("goes uninitialized → initializing → initialized → rendering → initialized", async () => {
    let finishLoading: () => void = () => undefined;
    loadMermaid.mockImplementation(
      () => new Promise((resolve) => (finishLoading = () => resolve(fake.mermaid))),
    );
    addBlock();
    const target = createRenderer();
    expect(target.state).toBe("uninitialized");
    target.start(root);
    await advance(150);
    expect(target.state).toBe("initializing");
    finishLoading();
    await settle();
    expect(fake.statesAtInitialize).toEqual(["initializing"]);
    expect(fake.statesAtRender).toEqual(["rendering"]);
    expect(target.state).toBe("initialized");
  });

  it("resets to uninitialized after a failed render and initialises again next time", async () => {
    const target = createRenderer();
    fake.failNext(1);
    await expect(target.renderToSvg(SOURCE)).rejects.toThrow("Parse error");
    expect(target.state).toBe("uninitialized");
    await target.renderToSvg(SOURCE);
    expect(target.state).toBe("initialized");
    expect(fake.calls.filter((call) => call === "initialize")).toHaveLength(2);
  });
});

describe("DiagramRenderer pictures", () => {
  it("uses render ids of the form mermaid-{time}-{counter}-{random}, never twice", async () => {
    addBlock();
    addBlock();
    createRenderer().start(root);
    await advance(150);
    expect(fake.renderIds).toHaveLength(2);
    for (const id of fake.renderIds) expect(id).toMatch(RENDER_ID);
    expect(new Set(fake.renderIds).size).toBe(2);
  });

  it("gives two identical diagrams disjoint ids with references kept inside each", async () => {
    const blocks = [addBlock(), addBlock()];
    createRenderer().start(root);
    await advance(150);
    const [firstIds, secondIds] = blocks.map(
      (block) => new Set(Array.from(block.querySelectorAll("[id]"), (element) => element.id)),
    ) as [Set<string>, Set<string>];
    expect(firstIds.size).toBeGreaterThan(0);
    expect([...firstIds].filter((id) => secondIds.has(id))).toEqual([]);
    const idSets = [firstIds, secondIds];
    blocks.forEach((block, index) => {
      const use = block.querySelector("use")!.getAttribute("href")!;
      const marker = /url\(#(.+)\)/.exec(block.querySelector("path")!.getAttribute("marker-end")!)!;
      expect(idSets[index]!.has(use.slice(1))).toBe(true);
      expect(idSets[index]!.has(marker[1]!)).toBe(true);
    });
  });

  it("dispatches a bubbling event with the final picture", async () => {
    const block = addBlock();
    const details: DiagramRenderedDetail[] = [];
    document.body.addEventListener(DIAGRAM_RENDERED_EVENT, (event) =>
      details.push((event as CustomEvent<DiagramRenderedDetail>).detail),
    );
    createRenderer().start(root);
    await advance(150);
    expect(details).toEqual([
      { ok: true, svg: block.querySelector("svg")!.outerHTML, diagramType: "flowchart-v2" },
    ]);
  });

  const HOSTILE_PICTURE =
    '<a href="javascript:alert(1)"><text>x</text></a><g onclick="alert(1)"></g>' +
    '<a href="https://example.com/plan" target="_blank"><text>safe</text></a>' +
    '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)">' +
    '<img src="https://other.example/pixel.png"><span style="background:url(//other.example/b.png)">label</span></div></foreignObject>';

  function expectCleanPicture(container: Element) {
    for (const element of container.querySelectorAll("*")) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.startsWith("on")).toBe(false);
        expect(attribute.value).not.toContain("javascript:");
        expect(attribute.value).not.toContain("other.example");
      }
    }
    expect(container.querySelectorAll("img")).toHaveLength(0);
    expect(container.querySelector('a[href="https://example.com/plan"]')?.getAttribute("rel")).toBe(
      "noopener noreferrer",
    );
  }

  for (const securityLevel of DIAGRAM_SECURITY_LEVELS) {
    it(`at the ${securityLevel} level never binds mermaid's click handlers and cleans the picture before it is shown`, async () => {
      const bind = vi.fn();
      fake.bindWith(bind);
      fake.addToPicture(HOSTILE_PICTURE);
      const block = addBlock();
      const seenOnInsert: string[] = [];
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element) seenOnInsert.push(node.outerHTML);
          }
        }
      }).observe(block, { childList: true });
      createRenderer({ settings: { securityLevel } }).start(root);
      await advance(150);
      expect(block.dataset.processed).toBe("true");
      expect(bind).not.toHaveBeenCalled();
      expect(fake.configs[0]?.securityLevel).toBe(securityLevel);
      expectCleanPicture(block);
      // What was inserted was already clean: nothing hostile was in the page even for a moment.
      expect(seenOnInsert.join("")).not.toMatch(/onclick|onerror|javascript:|other\.example/);
    });

    it(`at the ${securityLevel} level answers off-screen renders (validation, PNG copies) cleaned`, async () => {
      fake.addToPicture(HOSTILE_PICTURE);
      const target = createRenderer({ settings: { securityLevel } });
      const { svg } = await target.renderToSvg("flowchart LR\n  A --> B");
      const host = document.createElement("div");
      host.innerHTML = svg;
      expectCleanPicture(host);
    });
  }

  it("never hands mermaid a source that would fetch; the block shows the error picture", async () => {
    const block = addBlock(
      "flowchart LR\n  A --> B\n  style A fill:#fff,background:u\\72l(//other.example/x)",
    );
    createRenderer().start(root);
    await advance(150);
    expect(
      fake.calls.filter((call) => call.startsWith("render:") && !call.endsWith(":error")),
    ).toEqual([]);
    expect(block.getAttribute("data-diagram-error")).toBe(DIAGRAM_ERRORS.externalResource);
  });

  it("re-renders processed blocks from their stored source when the settings change", async () => {
    const block = addBlock();
    const target = createRenderer();
    target.start(root);
    await advance(150);
    expect(renderCalls()).toBe(1);

    target.updateSettings({ theme: "base", darkMode: false });
    await advance(1_000);
    expect(renderCalls()).toBe(1);

    target.updateSettings({ theme: "dark" });
    await settle();
    expect(renderCalls()).toBe(2);
    expect(fake.configs.at(-1)?.theme).toBe("dark");
    expect(block.dataset.processed).toBe("true");
    expect(block.getAttribute("data-diagram-source")).toBe(SOURCE);
  });

  it("ignores blocks that are already processed", async () => {
    const done = addBlock();
    done.dataset.processed = "true";
    createRenderer().start(root);
    await advance(1_000);
    expect(fake.calls).toEqual([]);
  });
});

describe("DiagramRenderer errors", () => {
  it("reports a missing document body", () => {
    vi.spyOn(document, "body", "get").mockReturnValue(null as unknown as HTMLElement);
    createRenderer().start();
    expect(onError).toHaveBeenCalledWith(DIAGRAM_ERRORS.documentBodyMissing, expect.any(Error));
  });

  it("reports a failed mermaid load, leaves the blocks for later and loads again next time", async () => {
    const failure = new Error("chunk failed");
    loadMermaid.mockRejectedValueOnce(failure);
    const block = addBlock();
    const target = createRenderer();
    target.start(root);
    await advance(150);
    expect(onError.mock.calls).toEqual([[DIAGRAM_ERRORS.initializeFailed, failure]]);
    expect(target.state).toBe("uninitialized");
    expect(block.hasAttribute("data-processed")).toBe(false);

    await target.renderPending();
    expect(loadMermaid).toHaveBeenCalledTimes(2);
    expect(block.dataset.processed).toBe("true");
  });

  it("reports a failing initialize", async () => {
    const failure = new Error("bad config");
    vi.spyOn(fake.mermaid, "initialize").mockImplementationOnce(() => {
      throw failure;
    });
    addBlock();
    createRenderer().start(root);
    await advance(150);
    expect(onError).toHaveBeenCalledWith(DIAGRAM_ERRORS.initializeFailed, failure);
  });

  it("reports a scan that fails as a whole", async () => {
    const failure = new Error("detached");
    const target = createRenderer();
    target.start(root);
    vi.spyOn(root, "querySelectorAll").mockImplementation(() => {
      throw failure;
    });
    await target.renderPending();
    expect(onError).toHaveBeenCalledWith(DIAGRAM_ERRORS.renderFailed, failure);
  });

  it("reports an observer that cannot be set up, and still renders what is there", async () => {
    vi.stubGlobal(
      "MutationObserver",
      class {
        constructor() {
          throw new Error("no observers here");
        }
      },
    );
    const block = addBlock();
    createRenderer().start(root);
    expect(onError).toHaveBeenCalledWith(DIAGRAM_ERRORS.observerFailed, expect.any(Error));
    await advance(150);
    expect(block.dataset.processed).toBe("true");
  });

  it("reports a failing cleanup and still cancels the scheduled render", async () => {
    vi.stubGlobal(
      "MutationObserver",
      class {
        observe() {}
        disconnect() {
          throw new Error("cannot disconnect");
        }
      },
    );
    addBlock();
    const target = createRenderer();
    target.start(root);
    target.destroy();
    expect(onError).toHaveBeenCalledWith(DIAGRAM_ERRORS.cleanupFailed, expect.any(Error));
    await advance(1_000);
    expect(fake.calls).toEqual([]);
  });

  it("defaults to console.error", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(document, "body", "get").mockReturnValue(null as unknown as HTMLElement);
    new DiagramRenderer({ loadMermaid }).start();
    expect(log).toHaveBeenCalledWith(DIAGRAM_ERRORS.documentBodyMissing, expect.any(Error));
  });
});

describe("DiagramRenderer destroy", () => {
  it("cancels the scheduled render and stops watching the page", async () => {
    addBlock();
    const target = createRenderer();
    target.start(root);
    await advance(100);
    target.destroy();
    const checks = vi.spyOn(root, "querySelector");
    addBlock();
    await advance(1_000);
    expect(checks).not.toHaveBeenCalled();
    expect(fake.calls).toEqual([]);
  });

  it("drops queued renders; the one already running finishes without touching the page", async () => {
    fake.manual();
    const [first, second] = [addBlock(), addBlock('pie\n  "a": 1')];
    const target = createRenderer();
    target.start(root);
    await advance(150);
    expect(fake.waiting).toBe(1);
    target.destroy();
    fake.release();
    await settle();
    expect(fake.calls.filter((call) => call.startsWith("render:"))).toHaveLength(1);
    expect(first.hasAttribute("data-processed")).toBe(false);
    expect(second.hasAttribute("data-processed")).toBe(false);
    await expect(target.renderToSvg(SOURCE)).rejects.toThrow("destroyed");

    // Started again (React's strict mode mounts twice), it renders what is left.
    target.start(root);
    fake.releaseAll();
    await advance(150);
    expect(first.dataset.processed).toBe("true");
    expect(second.dataset.processed).toBe("true");
  });
});

describe("mermaid stays out of pages without diagrams", () => {
  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sourceFiles(full);
      return /\.(ts|tsx)$/.test(name) ? [full] : [];
    });
  }

  it("is imported at runtime only by the renderer's dynamic import", () => {
    const srcDir = path.resolve(import.meta.dirname, "../../../src");
    const runtimeImports: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, "utf8");
      const staticImport = /^\s*import\s+(?!type\b)[^;]*?from\s+["']mermaid["']/m.test(text);
      const sideEffectImport = /^\s*import\s+["']mermaid["']/m.test(text);
      const dynamicImport = /import\(\s*["']mermaid["']\s*\)/.test(text);
      const requireCall = /require\(\s*["']mermaid["']\s*\)/.test(text);
      if (staticImport || sideEffectImport || dynamicImport || requireCall) {
        runtimeImports.push(path.relative(srcDir, file) + (dynamicImport ? " (dynamic)" : ""));
      }
    }
    expect(runtimeImports).toEqual([path.join("lib", "diagrams", "renderer.ts") + " (dynamic)"]);
  });
});
