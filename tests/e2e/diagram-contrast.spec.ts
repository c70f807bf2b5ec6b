import { mkdir, rm, writeFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUpAndConfirm } from "./helpers/accounts";
import {
  formatFailures,
  drawnBlockStates,
  measureDiagramContrast,
  type ContrastFailure,
} from "./helpers/diagram-contrast";
import { mermaidFence } from "./helpers/diagram-fixtures";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi } from "./helpers/plans";
import { DIAGRAM_CONTRAST_CORPUS } from "./fixtures/diagram-contrast-corpus";
import { SUPPORTED_DIAGRAM_TYPES } from "@/lib/diagrams/diagram-types";

/**
 * Issue 11, points 1 and 2: every text of every supported diagram type is readable against what
 * is drawn behind it (WCAG 4.5 : 1, 3 : 1 for large text), in the light and the dark page theme.
 */
const SCREENSHOTS = "test-results/diagram-contrast";
/** Mermaid arrives with the first diagram, then draws the corpus one block after another. */
const RENDER_MS = 120_000;
const BLOCK_MS = 30_000;
/** A failure list per theme, for reports (the assertion message holds it too). */
const FAILURE_LIST = (theme: string) => `${SCREENSHOTS}/failures-${theme}.txt`;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The drawing state of a block, read in one round trip. */
function blockState(block: Element, notMarked: string | null) {
  const svgs = block.querySelectorAll(":scope > svg");
  return {
    drawn:
      block.classList.contains("rendered") &&
      svgs.length === 1 &&
      (notMarked === null || !svgs[0]!.hasAttribute(notMarked)),
    error: block.getAttribute("data-diagram-error"),
    type: block.getAttribute("data-diagram-type"),
  };
}

/** Checks that the example drew without error, in its own type (soft: one run lists them all). */
function expectDrewItsType(index: number, state: { error: string | null; type: string | null }) {
  const example = DIAGRAM_CONTRAST_CORPUS[index]!;
  const name = `${example.type} › ${example.name}`;
  expect.soft(state.error, name).toBeNull();
  expect.soft(state.type, name).toBe(example.type);
}

/** Waits until a block (in view) is drawn, then checks how it drew. */
async function expectDrawn(block: Locator, index: number, notMarked: string | null) {
  const example = DIAGRAM_CONTRAST_CORPUS[index]!;
  let state = await block.evaluate(blockState, notMarked);
  if (!state.drawn) {
    await expect
      .poll(async () => (state = await block.evaluate(blockState, notMarked)).drawn, {
        message: `${example.type} › ${example.name} is drawn`,
        timeout: BLOCK_MS,
      })
      .toBe(true);
  }
  expectDrewItsType(index, state);
}

async function measureTheme(page: Page, theme: "light" | "dark", notMarked: string | null) {
  await mkdir(`${SCREENSHOTS}/${theme}`, { recursive: true });
  const blocks = page.locator(".mermaid");
  await expect(blocks).toHaveCount(DIAGRAM_CONTRAST_CORPUS.length, { timeout: RENDER_MS });
  // All drawn: one read checks them all. Otherwise each block is scrolled to and waited for,
  // which names the one that does not draw.
  const states = await drawnBlockStates(page, notMarked);
  states?.forEach((state, index) => expectDrewItsType(index, state));
  const failures: ContrastFailure[] = await measureDiagramContrast(
    blocks,
    (index) => ({
      type: DIAGRAM_CONTRAST_CORPUS[index]!.type,
      example: DIAGRAM_CONTRAST_CORPUS[index]!.name,
    }),
    {
      ...(states
        ? {}
        : {
            beforeMeasure: (block: Locator, index: number) => expectDrawn(block, index, notMarked),
          }),
      // One picture per type and theme: screenshots are the slow part of the run.
      screenshotPath: (index) => {
        const example = DIAGRAM_CONTRAST_CORPUS[index]!;
        if (DIAGRAM_CONTRAST_CORPUS.findIndex((other) => other.type === example.type) !== index) {
          return undefined;
        }
        const number = String(index + 1).padStart(2, "0");
        return `${SCREENSHOTS}/${theme}/${number}-${example.type}-${slug(example.name)}.png`;
      },
    },
  );
  const report = formatFailures(failures);
  await writeFile(FAILURE_LIST(theme), report ? report + "\n" : "");
  return { failures, report };
}

test.describe("diagram contrast", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("the corpus covers each of the 21 types at least three times", () => {
    for (const type of SUPPORTED_DIAGRAM_TYPES) {
      const examples = DIAGRAM_CONTRAST_CORPUS.filter((example) => example.type === type);
      expect(examples.length, type).toBeGreaterThanOrEqual(3);
    }
  });

  test("every text of every type is readable in the light and the dark theme", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 4);
    // Only this run's pictures and failure lists.
    await rm(SCREENSHOTS, { recursive: true, force: true });
    // A tall viewport: fewer screenshots to sample the backgrounds from.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.emulateMedia({ colorScheme: "light" });
    await signUpAndConfirm(page, { email: uniqueEmail("diagram-contrast") });
    const plan = await createPlanViaApi(page.request, {
      title: "Diagram contrast corpus",
      sections: [
        {
          kind: "overview",
          body: [
            "Every diagram type.",
            ...DIAGRAM_CONTRAST_CORPUS.map((e) => mermaidFence(e.source)),
          ].join("\n\n"),
        },
      ],
    });
    await openPlan(page, plan.id);
    const light = await measureTheme(page, "light", null);

    // The dark page theme draws every diagram again; a marker on the light pictures tells the
    // new ones apart.
    await page
      .locator(".mermaid > svg")
      .evaluateAll((svgs) => svgs.forEach((svg) => svg.setAttribute("data-light-picture", "")));
    await page.emulateMedia({ colorScheme: "dark" });
    const dark = await measureTheme(page, "dark", "data-light-picture");

    expect(
      [...light.failures, ...dark.failures],
      `light:\n${light.report}\n\ndark:\n${dark.report}`,
    ).toEqual([]);
  });
});
