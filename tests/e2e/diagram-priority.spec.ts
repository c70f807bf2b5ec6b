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

async function openPlanWithManyDiagrams(page: Page, label: string) {
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
    await expect(page.locator(`.mermaid.${DIAGRAM_RENDERED_CLASS}`)).toHaveCount(DIAGRAMS, {
      timeout: RENDER_MS,
    });
    const order = await drawOrder(page);
    expect(order.toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: DIAGRAMS }, (_, index) => index),
    );
    expect(order.slice(0, firstScreen.length).toSorted((a, b) => a - b)).toEqual(firstScreen);
    await page.screenshot({ path: "test-results/screenshots/diagram-priority-top.png" });
  });

  test("draws the diagrams scrolled to before the ones still off-screen", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS);
    await openPlanWithManyDiagrams(page, "diagram-order-scroll");
    await expect(page.locator(`.mermaid.${DIAGRAM_RENDERED_CLASS}`).first()).toBeVisible({
      timeout: RENDER_MS,
    });
    const drawnBeforeScrolling = await drawOrder(page);
    // Far from both ends: not drawn yet when the reader jumps to the end of the plan.
    const middle = DIAGRAMS / 2;
    expect(drawnBeforeScrolling, "the middle of the plan is still to be drawn").not.toContain(
      middle,
    );

    const last = page.locator("[data-diagram-node] .mermaid").last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveClass(new RegExp(`\\b${DIAGRAM_RENDERED_CLASS}\\b`), {
      timeout: RENDER_MS,
    });
    const endScreen = await blocksInView(page);
    expect(endScreen).toContain(DIAGRAMS - 1);
    await expect(page.locator(`.mermaid.${DIAGRAM_RENDERED_CLASS}`)).toHaveCount(DIAGRAMS, {
      timeout: RENDER_MS,
    });
    const order = await drawOrder(page);
    // Every block on the screen scrolled to was drawn before the middle of the plan was.
    for (const index of endScreen) {
      expect(order.indexOf(index), `diagram ${index} before diagram ${middle}`).toBeLessThan(
        order.indexOf(middle),
      );
    }
    await page.screenshot({ path: "test-results/screenshots/diagram-priority-end.png" });
  });
});
