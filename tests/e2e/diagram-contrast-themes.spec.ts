import { mkdir, writeFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { DiagramTheme } from "@/lib/diagrams/diagram-settings";
import { THEME_PANEL_COLORS } from "@/lib/diagrams/diagram-theme";
import { signUpAndConfirm } from "./helpers/accounts";
import {
  formatFailures,
  drawnBlockStates,
  measureDiagramContrast,
  type ContrastFailure,
} from "./helpers/diagram-contrast";
import { mermaidFence } from "./helpers/diagram-fixtures";
import {
  CUSTOM_FILL_DIAGRAMS,
  OWN_THEMES,
  SETTING_THEMES,
  THEMED_EXAMPLES,
  ownThemeCorpus,
  type CorpusDiagram,
} from "./helpers/diagram-theme-corpus";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi } from "./helpers/plans";
import { trpcMutation } from "./helpers/trpc";

/**
 * Issue 11, point 1: text on author-chosen fills, a diagram's own theme (init directive or front
 * matter) and the owner's theme setting are all readable (WCAG 4.5 : 1, 3 : 1 for large text)
 * on the light and the dark page; a theme is drawn in its own colours (not the product's grey),
 * on its own background where the page is the other kind.
 */
const SCREENSHOTS = "test-results/diagram-contrast-themes";
const RENDER_MS = 120_000;
const BLOCK_MS = 30_000;
const PAGE_THEMES = ["light", "dark"] as const;
type PageTheme = (typeof PAGE_THEMES)[number];
/** The spec's grey nodes: what every theme used to come out as. */
const PRODUCT_GREY = "rgb(102, 102, 102)";

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

async function openCorpus(page: Page, label: string, corpus: readonly CorpusDiagram[]) {
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.emulateMedia({ colorScheme: "light" });
  await signUpAndConfirm(page, { email: uniqueEmail(label) });
  return async (setting?: DiagramTheme) => {
    if (setting) {
      await trpcMutation(page.request, "planCustomization.update", { diagramTheme: setting });
    }
    const plan = await createPlanViaApi(page.request, {
      title: `Diagram themes ${label}`,
      sections: [
        {
          kind: "overview",
          body: ["Diagrams.", ...corpus.map((diagram) => mermaidFence(diagram.source))].join(
            "\n\n",
          ),
        },
      ],
    });
    await openPlan(page, plan.id);
  };
}

/** Waits until the block is drawn (anew, when `notMarked` names the old pictures' marker). */
async function expectDrawn(block: Locator, name: string, notMarked: string | null) {
  await expect(block, name).toHaveClass(/(^|\s)rendered(\s|$)/, { timeout: BLOCK_MS });
  if (notMarked) {
    await expect(block.locator(`:scope > svg[${notMarked}]`), name).toHaveCount(0, {
      timeout: BLOCK_MS,
    });
    await expect(block, name).toHaveClass(/(^|\s)rendered(\s|$)/, { timeout: BLOCK_MS });
  }
  expect(await block.getAttribute("data-diagram-error"), name).toBeNull();
  await expect(block.locator(":scope > svg"), name).toHaveCount(1);
}

/** Measures every block of the corpus on the current page theme; screenshots each one. */
async function measure(
  page: Page,
  group: string,
  pageTheme: PageTheme,
  corpus: readonly CorpusDiagram[],
  notMarked: string | null,
): Promise<ContrastFailure[]> {
  const folder = `${SCREENSHOTS}/${group}/${pageTheme}`;
  await mkdir(folder, { recursive: true });
  const blocks = page.locator(".mermaid");
  await expect(blocks).toHaveCount(corpus.length, { timeout: RENDER_MS });
  // All drawn: one read checks them all. Otherwise each block is scrolled to and waited for,
  // which names the one that does not draw.
  const states = await drawnBlockStates(page, notMarked);
  states?.forEach((state, index) => expect(state.error, corpus[index]!.name).toBeNull());
  const failures = await measureDiagramContrast(
    blocks,
    (index) => ({
      type: corpus[index]!.type,
      example: `${corpus[index]!.name}, ${pageTheme} page`,
    }),
    {
      ...(states
        ? {}
        : {
            beforeMeasure: (block: Locator, index: number) =>
              expectDrawn(block, corpus[index]!.name, notMarked),
          }),
      screenshotPath: (index) =>
        `${folder}/${String(index + 1).padStart(2, "0")}-${slug(corpus[index]!.name)}.png`,
    },
  );
  await writeFile(`${folder}/failures.txt`, formatFailures(failures));
  return failures;
}

/** Measures on the light page, then switches the page to dark (every diagram is redrawn). */
async function measureBothPageThemes(
  page: Page,
  group: string,
  corpus: readonly CorpusDiagram[],
  check?: (pageTheme: PageTheme) => Promise<void>,
) {
  const failures: ContrastFailure[] = [];
  for (const pageTheme of PAGE_THEMES) {
    const marker = pageTheme === "light" ? null : "data-light-picture";
    if (marker) {
      await page
        .locator(".mermaid > svg")
        .evaluateAll((svgs, name) => svgs.forEach((svg) => svg.setAttribute(name, "")), marker);
      await page.emulateMedia({ colorScheme: pageTheme });
    }
    failures.push(...(await measure(page, group, pageTheme, corpus, marker)));
    await check?.(pageTheme);
  }
  expect(failures, formatFailures(failures)).toEqual([]);
}

/** The node colour and the painted panel of the first (flowchart) example. */
async function flowchartLook(page: Page) {
  const svg = page.locator(".mermaid > svg").first();
  return {
    node: await svg
      .locator("g.node rect.label-container, g.node polygon")
      .first()
      .evaluate((shape) => getComputedStyle(shape).fill),
    panel: await svg.evaluate((element) => getComputedStyle(element).backgroundColor),
  };
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(", ")})`;

/** The panel a theme needs on a page: its own background where the page is the other kind. */
function expectedPanel(theme: DiagramTheme, pageTheme: PageTheme): string {
  const wantsDark = theme === "dark";
  if (wantsDark === (pageTheme === "dark")) return "rgba(0, 0, 0, 0)";
  return rgb(wantsDark ? THEME_PANEL_COLORS.dark : THEME_PANEL_COLORS.light);
}

test.describe("diagram themes and author colours", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("text on author-chosen fills is readable on the light and the dark page", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 2);
    const open = await openCorpus(page, "fills", CUSTOM_FILL_DIAGRAMS);
    await open();
    await measureBothPageThemes(page, "custom-fills", CUSTOM_FILL_DIAGRAMS);
  });

  for (const theme of OWN_THEMES) {
    test(`a diagram's own '${theme}' theme, as directive and as front matter, is drawn in its colours and readable`, async ({
      page,
    }) => {
      test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 2);
      const corpus = ownThemeCorpus(theme);
      const open = await openCorpus(page, `own-${theme}`, corpus);
      await open();
      await measureBothPageThemes(page, `own-${theme}`, corpus, async (pageTheme) => {
        const look = await flowchartLook(page);
        expect(look.node, `${theme} nodes on the ${pageTheme} page`).not.toBe(PRODUCT_GREY);
        expect(look.panel, `${theme} panel on the ${pageTheme} page`).toBe(
          expectedPanel(theme, pageTheme),
        );
      });
    });
  }

  for (const theme of SETTING_THEMES) {
    test(`the owner's '${theme}' theme setting is drawn in its colours and readable`, async ({
      page,
    }) => {
      test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 2);
      const open = await openCorpus(page, `setting-${theme}`, THEMED_EXAMPLES);
      await open(theme);
      await measureBothPageThemes(page, `setting-${theme}`, THEMED_EXAMPLES, async (pageTheme) => {
        const look = await flowchartLook(page);
        expect(look.node, `${theme} nodes on the ${pageTheme} page`).not.toBe(PRODUCT_GREY);
        expect(look.panel, `${theme} panel on the ${pageTheme} page`).toBe(
          expectedPanel(theme, pageTheme),
        );
      });
    });
  }
});
