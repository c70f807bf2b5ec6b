import { expect, test, type Page } from "@playwright/test";
import {
  DIAGRAM_RENDERED_CLASS,
  DIAGRAM_SOURCE_ATTRIBUTE,
} from "@/lib/diagrams/renderer-constants";
import { signUpAndConfirm } from "./helpers/accounts";
import { mermaidFence } from "./helpers/diagram-fixtures";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi } from "./helpers/plans";
import { screenshotForReview } from "./helpers/screenshots";

/**
 * Issue 11, "what is on screen first": with many diagrams on a plan, the ones in view are drawn
 * before those far below, a diagram scrolled to is drawn next, and every diagram is drawn in the
 * end without any scrolling (when the browser is idle). Asserted on the order in which blocks get
 * class `rendered`, never on how long anything takes.
 */

const DIAGRAMS = 40;
/** Each block numbers its diagram, so the order of drawing can be read from the page. */
const diagramSource = (index: number) =>
  `flowchart LR\n  n${index}[Step ${index}] --> d${index}([Done ${index}])`;
const DIAGRAM_NUMBER = /\bn(\d+)\[/;
const RENDER_MS = 120_000;

/**
 * Installed before the page's own scripts: records the diagram number of every block the moment
 * it gets class `rendered`, in that order (window.__drawOrder).
 */
function recordDrawOrder({
  renderedClass,
  sourceAttribute,
  pattern,
}: {
  renderedClass: string;
  sourceAttribute: string;
  pattern: string;
}) {
  const order: number[] = [];
  const seen = new WeakSet<Element>();
  const number = new RegExp(pattern);
  (window as unknown as { __drawOrder: number[] }).__drawOrder = order;
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof HTMLElement) || seen.has(target)) continue;
      if (!target.classList.contains("mermaid") || !target.classList.contains(renderedClass)) {
        continue;
      }
      seen.add(target);
      const match = number.exec(target.getAttribute(sourceAttribute) ?? "");
      if (match) order.push(Number(match[1]));
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
}

/**
 * Installed before the page's own scripts: the browser is never idle until the test says so
 * (window.__releaseIdle). requestIdleCallback holds its callbacks (cancelIdleCallback still
 * cancels them), so the test decides when off-screen diagrams may be drawn instead of racing
 * the machine's speed.
 */
function holdIdleCallbacks() {
  const held = new Map<number, IdleRequestCallback>();
  let nextId = 1;
  let holding = true;
  const request = window.requestIdleCallback.bind(window);
  const cancel = window.cancelIdleCallback.bind(window);
  window.requestIdleCallback = (callback, options) => {
    if (!holding) return request(callback, options);
    const id = -nextId++;
    held.set(id, callback);
    return id;
  };
  window.cancelIdleCallback = (id) => {
    if (!held.delete(id)) cancel(id);
  };
  (window as unknown as { __releaseIdle: () => void }).__releaseIdle = () => {
    holding = false;
    const due = [...held.values()];
    held.clear();
    for (const callback of due) request(callback);
  };
}

async function openPlanWithManyDiagrams(page: Page, label: string, { holdIdle = false } = {}) {
  if (holdIdle) await page.addInitScript(holdIdleCallbacks);
  await page.addInitScript(recordDrawOrder, {
    renderedClass: DIAGRAM_RENDERED_CLASS,
    sourceAttribute: DIAGRAM_SOURCE_ATTRIBUTE,
    pattern: DIAGRAM_NUMBER.source,
  });
  await signUpAndConfirm(page, { email: uniqueEmail(label) });
  const diagrams = Array.from({ length: DIAGRAMS }, (_, index) => diagramSource(index));
  const plan = await createPlanViaApi(page.request, {
    title: "Many diagrams",
    sections: [
      {
        kind: "overview",
        body: ["Forty steps, one diagram each.", ...diagrams.map(mermaidFence)].join("\n\n"),
      },
    ],
  });
  await openPlan(page, plan.id);
  await expect(page.locator("[data-diagram-node] .mermaid")).toHaveCount(DIAGRAMS, {
    timeout: RENDER_MS,
  });
}

const drawOrder = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __drawOrder: number[] }).__drawOrder]);

/** The diagram numbers of the blocks that overlap the viewport now. */
const blocksInView = (page: Page) =>
  page.locator("[data-diagram-node] .mermaid").evaluateAll((blocks) =>
    blocks.flatMap((block, index) => {
      const box = block.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight ? [index] : [];
    }),
  );

const renderedBlocks = (page: Page) => page.locator(`.mermaid.${DIAGRAM_RENDERED_CLASS}`);

/** Waits until every diagram block overlapping the viewport is drawn; answers their numbers. */
async function waitForScreenDrawn(page: Page): Promise<number[]> {
  await expect
    .poll(
      () =>
        page.locator("[data-diagram-node] .mermaid").evaluateAll(
          (blocks, renderedClass) =>
            blocks.some((block) => {
              const box = block.getBoundingClientRect();
              return box.bottom > 0 && box.top < window.innerHeight;
            }) &&
            blocks.every((block) => {
              const box = block.getBoundingClientRect();
              const inView = box.bottom > 0 && box.top < window.innerHeight;
              return !inView || block.classList.contains(renderedClass);
            }),
          DIAGRAM_RENDERED_CLASS,
        ),
      { timeout: RENDER_MS, message: "every diagram on screen is drawn" },
    )
    .toBe(true);
  return blocksInView(page);
}

test.describe("diagram drawing order", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("draws the diagrams of the first screen first and all the others without scrolling", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS);
    await openPlanWithManyDiagrams(page, "diagram-order-idle");
    const firstScreen = await blocksInView(page);
    expect(firstScreen.length).toBeGreaterThan(0);
    // Nobody scrolls: the blocks below the first screen are drawn when the browser is idle.
    await expect(renderedBlocks(page)).toHaveCount(DIAGRAMS, { timeout: RENDER_MS });
    const order = await drawOrder(page);
    expect(order.toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: DIAGRAMS }, (_, index) => index),
    );
    expect(order.slice(0, firstScreen.length).toSorted((a, b) => a - b)).toEqual(firstScreen);
    await screenshotForReview(page, { path: "test-results/screenshots/diagram-priority-top.png" });
  });

  test("draws the screen scrolled to next, and the blocks far off-screen only when the browser is idle", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 2);
    await openPlanWithManyDiagrams(page, "diagram-order-scroll", { holdIdle: true });
    const middle = DIAGRAMS / 2;
    const last = DIAGRAMS - 1;

    const firstScreen = await waitForScreenDrawn(page);
    expect(firstScreen).toContain(0);
    // The browser has not been idle: only blocks in or near the first screen are drawn.
    const drawnAtTop = await drawOrder(page);
    expect(drawnAtTop).not.toContain(middle);
    expect(drawnAtTop).not.toContain(last);

    await page.locator("[data-diagram-node] .mermaid").last().scrollIntoViewIfNeeded();
    const endScreen = await waitForScreenDrawn(page);
    expect(endScreen).toContain(last);
    // The end was drawn before the middle, which still waits for an idle moment.
    expect(await drawOrder(page)).not.toContain(middle);

    await page.evaluate(() => (window as unknown as { __releaseIdle: () => void }).__releaseIdle());
    await expect(renderedBlocks(page)).toHaveCount(DIAGRAMS, { timeout: RENDER_MS });
    const order = await drawOrder(page);
    for (const index of endScreen) {
      expect(order.indexOf(index), `diagram ${index} before diagram ${middle}`).toBeLessThan(
        order.indexOf(middle),
      );
    }
    await screenshotForReview(page, { path: "test-results/screenshots/diagram-priority-end.png" });
  });
});
