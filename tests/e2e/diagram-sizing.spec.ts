import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { DEFAULT_PNG_SCALE, MIN_PNG_LONG_SIDE } from "@/components/diagram/export-image";
import { DIAGRAM_SIZE_TEXT } from "@/components/diagram/mermaid-diagram";
import { READABLE_MIN_SCALE } from "@/lib/diagrams/readable-size";
import { starterFor } from "@/lib/diagrams/starters";
import {
  EVENT_MODEL,
  MULTI_LINE_BOXES,
  WIDE_FLOWCHART,
  clippedLabels,
  overlappingTickLabels,
  pngSize,
  tickLabelCount,
} from "./helpers/diagram-sizing";
import { signUpAndConfirm } from "./helpers/accounts";
import { mermaidFence } from "./helpers/diagram-fixtures";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi } from "./helpers/plans";
import { screenshotForReview } from "./helpers/screenshots";

/**
 * Issue 11, point 4: diagrams readable at every size. Gantt date labels that never overlap,
 * wide diagrams that scroll instead of shrinking to unreadable text, boxes that hold all their
 * lines, and PNGs sharp enough to print.
 */

const SCREENSHOTS = "test-results/screenshots";
const RENDER_MS = 60_000;
/** The diagram toolbar's button ("Open diagram: gantt chart full screen"), not the size hint's. */
const FULL_SCREEN_BUTTON = /^Open diagram.* full screen$/i;

/** Text of 16 px at READABLE_MIN_SCALE, with a little room for rounding. */
const READABLE_TEXT_PX = 16 * READABLE_MIN_SCALE - 0.5;

async function planWith(page: Page, label: string, diagrams: readonly string[]) {
  await signUpAndConfirm(page, { email: uniqueEmail(label) });
  return createPlanViaApi(page.request, {
    title: "Website relaunch",
    sections: [
      {
        kind: "overview",
        body: ["The plan at a glance.", ...diagrams.map(mermaidFence)].join("\n\n"),
      },
    ],
  });
}

test.describe("diagrams readable at every size", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("the Gantt starter's date labels never overlap: preview, plan, full screen; its PNG prints sharp", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 3);
    await signUpAndConfirm(page, { email: uniqueEmail("sizing-gantt") });
    const plan = await createPlanViaApi(page.request, {
      title: "Website relaunch",
      sections: [{ kind: "overview", body: "The plan at a glance." }],
    });
    await openPlan(page, plan.id);
    await page.getByRole("textbox", { name: "Overview text" }).click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.getByRole("button", { name: "Add diagram" }).first().click();
    const gallery = page.getByRole("dialog", { name: "Add diagram" });
    await gallery.getByRole("button", { name: /^Gantt chart/ }).click();

    // The live preview beside the source: half the column.
    const node = page.locator("[data-diagram-node]");
    await expect(node).toHaveAttribute("data-editing", "true");
    const block = node.locator(".mermaid");
    await expect(block).toHaveAttribute("data-diagram-type", "gantt", { timeout: RENDER_MS });
    expect(await tickLabelCount(block)).toBeGreaterThanOrEqual(2);
    await screenshotForReview(node, { path: `${SCREENSHOTS}/sizing-gantt-preview.png` });
    expect(await overlappingTickLabels(block)).toEqual([]);

    // Done: the same picture in the plan.
    await page.keyboard.press("Escape");
    await expect(node).toHaveAttribute("data-editing", "false");
    await screenshotForReview(node, { path: `${SCREENSHOTS}/sizing-gantt-inline.png` });
    expect(await overlappingTickLabels(block)).toEqual([]);

    // A phone: the chart is drawn as narrow as the column; then full screen and the PNG.
    await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: RENDER_MS });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(block).toHaveClass(/rendered/, { timeout: RENDER_MS });
    await screenshotForReview(node, { path: `${SCREENSHOTS}/sizing-gantt-phone.png` });
    expect(await tickLabelCount(block)).toBeGreaterThanOrEqual(2);
    expect(await overlappingTickLabels(block)).toEqual([]);

    await node.getByRole("button", { name: FULL_SCREEN_BUTTON }).click();
    const viewer = page.getByRole("dialog");
    await expect(viewer.locator("svg").first()).toBeVisible();
    expect(await tickLabelCount(viewer)).toBeGreaterThanOrEqual(2);
    await screenshotForReview(page, { path: `${SCREENSHOTS}/sizing-gantt-full-screen.png` });
    expect(await overlappingTickLabels(viewer)).toEqual([]);

    const shown = await viewer
      .locator("svg")
      .first()
      .evaluate((svg) => {
        const box = (svg as SVGSVGElement).viewBox.baseVal;
        return { width: box.width, height: box.height };
      });
    const download = page.waitForEvent("download", { timeout: RENDER_MS });
    await viewer.getByRole("button", { name: "Download PNG" }).click();
    const png = await readFile((await (await download).path())!);
    const size = pngSize(png);
    expect(Math.max(size.width, size.height)).toBeGreaterThanOrEqual(MIN_PNG_LONG_SIDE);
    // At least twice the size the chart is shown at (its aspect ratio kept).
    expect(size.width).toBeGreaterThanOrEqual(shown.width * DEFAULT_PNG_SCALE - 1);
  });

  test("a very wide flowchart scrolls sideways at a readable size instead of shrinking", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 3);
    await page.emulateMedia({ colorScheme: "light" });
    const plan = await planWith(page, "sizing-wide", [WIDE_FLOWCHART]);
    await openPlan(page, plan.id);
    const block = page.locator(".mermaid");
    await expect(block).toHaveClass(/rendered/, { timeout: RENDER_MS });

    const host = page.locator(".diagram-host");
    const measured = await host.evaluate((element) => {
      const svg = element.querySelector("svg")!;
      const natural = Number.parseFloat(svg.getAttribute("viewBox")!.split(/[\s,]+/)[2]!);
      const scale = svg.getBoundingClientRect().width / natural;
      const label = svg.querySelector(".nodeLabel, .label text, text")!;
      return {
        scale,
        textPx: Number.parseFloat(getComputedStyle(label).fontSize) * scale,
        scrolls: element.scrollWidth > element.clientWidth,
        clippedVertically: element.scrollHeight > element.clientHeight + 1,
      };
    });
    expect(measured.scale).toBeGreaterThanOrEqual(READABLE_MIN_SCALE - 0.01);
    expect(measured.textPx).toBeGreaterThanOrEqual(READABLE_TEXT_PX);
    expect(measured.scrolls).toBe(true);
    expect(measured.clippedVertically).toBe(false);
    await expect(host).toHaveAttribute("data-readable", "scroll");
    await expect(host).toHaveAttribute("tabindex", "0");
    await expect(page.getByRole("region", { name: /scrolls sideways/ })).toBeVisible();
    await expect(page.getByText(DIAGRAM_SIZE_TEXT.hint)).toBeVisible();

    await screenshotForReview(page, { path: `${SCREENSHOTS}/sizing-wide-light.png` });

    // The keyboard reaches the scrolling region, and the arrow keys scroll it.
    await page.getByRole("button", { name: FULL_SCREEN_BUTTON }).focus();
    await page.keyboard.press("Tab");
    await expect(host).toBeFocused();
    for (let press = 0; press < 5; press += 1) await page.keyboard.press("ArrowRight");
    await expect.poll(() => host.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // Scrolled to its end, the region shows the last step whole.
    await host.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    const last = block.getByText("Last step: celebrate");
    const [lastBox, hostBox] = await Promise.all([last.boundingBox(), host.boundingBox()]);
    expect(lastBox).not.toBeNull();
    expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(hostBox!.x + hostBox!.width + 1);
    expect(lastBox!.x).toBeGreaterThanOrEqual(hostBox!.x - 1);

    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(block).toHaveClass(/rendered/, { timeout: RENDER_MS });
    await expect(host).toHaveAttribute("data-readable", "scroll");
    await screenshotForReview(page, { path: `${SCREENSHOTS}/sizing-wide-dark.png` });

    // The hint's full-screen link opens the viewer, which shows the whole diagram.
    await page.getByRole("button", { name: DIAGRAM_SIZE_TEXT.openFullScreen }).click();
    const viewer = page.getByRole("dialog");
    const canvas = viewer.getByTestId("diagram-viewer-canvas");
    await expect(canvas.locator("svg")).toBeVisible();
    const [svgBox, canvasBox] = await Promise.all([
      canvas.locator("svg").boundingBox(),
      canvas.boundingBox(),
    ]);
    expect(svgBox!.x).toBeGreaterThanOrEqual(canvasBox!.x - 1);
    expect(svgBox!.x + svgBox!.width).toBeLessThanOrEqual(canvasBox!.x + canvasBox!.width + 1);
    expect(svgBox!.y + svgBox!.height).toBeLessThanOrEqual(canvasBox!.y + canvasBox!.height + 1);
    await screenshotForReview(page, { path: `${SCREENSHOTS}/sizing-wide-full-screen-dark.png` });
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(host).toHaveAttribute("data-readable", "scroll");
    expect(await host.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/sizing-wide-phone.png`,
      fullPage: true,
    });
  });

  test("a diagram that fits keeps its ordinary look (no scrolling region)", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS);
    const plan = await planWith(page, "sizing-fits", [starterFor("flowchart").source]);
    await openPlan(page, plan.id);
    await expect(page.locator(".mermaid")).toHaveClass(/rendered/, { timeout: RENDER_MS });
    const host = page.locator(".diagram-host");
    await expect(host).toHaveAttribute("data-readable", "fit");
    await expect(host).not.toHaveAttribute("tabindex", /.*/);
    await expect(page.getByText(DIAGRAM_SIZE_TEXT.hint)).toHaveCount(0);
  });

  test("a radar chart's title and axis labels, drawn outside mermaid's viewBox, are not cut off", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS);
    const radar = [
      "radar-beta",
      "  title Team skills",
      '  axis design["Design"], code["Code"], test["Testing"], ops["Operations"], talk["Talks"]',
      '  curve a["Team A"]{4, 3, 2, 5, 1}',
      '  curve b["Team B"]{2, 5, 4, 1, 4}',
    ].join("\n");
    const plan = await planWith(page, "sizing-radar", [radar]);
    await openPlan(page, plan.id);
    await expect(page.locator(".mermaid")).toHaveClass(/rendered/, { timeout: RENDER_MS });
    const outside = await page.locator(".mermaid > svg").evaluate((svg) => {
      const frame = svg.getBoundingClientRect();
      return [...svg.querySelectorAll("text")]
        .filter((text) => (text.textContent ?? "").trim() !== "")
        .filter((text) => {
          const box = text.getBoundingClientRect();
          return (
            box.top < frame.top - 0.5 ||
            box.left < frame.left - 0.5 ||
            box.right > frame.right + 0.5 ||
            box.bottom > frame.bottom + 0.5
          );
        })
        .map((text) => text.textContent);
    });
    expect(outside).toEqual([]);
    await screenshotForReview(page.locator(".mermaid"), {
      path: `${SCREENSHOTS}/sizing-radar-title.png`,
    });
  });

  test("an event model's last field line, and every other multi-line box, stays inside its box", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 3);
    const plan = await planWith(page, "sizing-boxes", [EVENT_MODEL, ...MULTI_LINE_BOXES]);
    await openPlan(page, plan.id);
    const blocks = page.locator(".mermaid");
    await expect(page.locator(".mermaid.rendered")).toHaveCount(1 + MULTI_LINE_BOXES.length, {
      timeout: RENDER_MS,
    });
    const eventModel = blocks.first();
    await expect(eventModel).toHaveAttribute("data-diagram-type", "eventmodeling");
    await screenshotForReview(eventModel, { path: `${SCREENSHOTS}/sizing-event-model.png` });

    // The last field line of each data block is on screen inside its box.
    const lastLines = await eventModel.evaluate((block) =>
      Array.from(block.querySelectorAll(".em-box")).flatMap((box) => {
        const code = box.querySelector("code");
        if (!code) return [];
        const rect = box.querySelector("rect")!.getBoundingClientRect();
        const label = box.querySelector("foreignObject")!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(code);
        const lines = Array.from(range.getClientRects()).filter((line) => line.height > 0);
        const last = lines[lines.length - 1]!;
        return [
          {
            text: code.textContent!.trim().split(/\s+/).slice(-2).join(" "),
            inside:
              last.bottom <= Math.min(rect.bottom, label.bottom) + 0.5 && last.top >= rect.top,
          },
        ];
      }),
    );
    expect(lastLines.length).toBeGreaterThan(0);
    expect(lastLines.filter((line) => !line.inside)).toEqual([]);

    for (const [index, block] of (await blocks.all()).entries()) {
      expect(await clippedLabels(block), `diagram ${index + 1}`).toEqual([]);
    }
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/sizing-multi-line-boxes.png`,
      fullPage: true,
    });

    // Full screen shows the same boxes, whole.
    await page
      .locator("[data-diagram-node]")
      .first()
      .getByRole("button", { name: FULL_SCREEN_BUTTON })
      .click();
    const viewer = page.getByRole("dialog");
    await expect(viewer.locator(".em-box").first()).toBeVisible();
    expect(await clippedLabels(viewer)).toEqual([]);
    await screenshotForReview(page, { path: `${SCREENSHOTS}/sizing-event-model-full-screen.png` });
  });
});
