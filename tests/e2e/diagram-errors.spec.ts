import { expect, test, type Locator, type Page } from "@playwright/test";
import { DIAGRAM_SECURITY_LEVELS } from "@/lib/diagrams/diagram-settings";
import { DIAGRAM_ERRORS } from "@/lib/diagrams/renderer-constants";
import { DIAGRAM_ERROR_TEXT } from "@/lib/errors/diagrams";
import { signUpAndConfirm } from "./helpers/accounts";
import { mermaidFence } from "./helpers/diagram-fixtures";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi } from "./helpers/plans";
import { trpcMutation } from "./helpers/trpc";
import { screenshotForReview } from "./helpers/screenshots";

const SCREENSHOTS = "test-results/screenshots";
/** Mermaid arrives with the first diagram, then draws them one after another. */
const RENDER_MS = 60_000;

/** Line 3 has two names and no arrow between them. */
const BROKEN_FLOWCHART = "flowchart LR\n  A[Brief] --> B[Design]\n  B Build\n  Build --> C[Launch]";
/** Line 5 starts 'Review' at 'signoff', which is neither a date nor `after <task id>`. */
const BROKEN_GANTT =
  "gantt\n  dateFormat YYYY-MM-DD\n  section Build\n  Kickoff :k1, 2024-01-01, 3d\n  Review :r1, signoff, 2d";
/** A type mermaid 11 knows only as a separately loaded plugin, which the product does not load. */
const ZENUML = "zenuml\n  Alice->Bob: Hello";

const GOOD_GANTT =
  "gantt\n  dateFormat YYYY-MM-DD\n  section Build\n  Kickoff :k1, 2024-01-01, 3d\n  Design :d1, after k1, 5d";
/** A message that is in the code of mermaid's Gantt chart and nowhere else. */
const GANTT_CODE_MARKER = "Failed to find a valid date that was not excluded";

/** Every `click`/`link` form: URL with tooltip, callback, Gantt task link, class links. */
const CLICK_DIAGRAMS = [
  'flowchart LR\n  A[Brief] --> B[Design] --> C[Build]\n  click A "https://example.com/brief" "Open the brief"\n  click B callback "Design notes"\n  click C href "https://example.com/build" _blank',
  'gantt\n  dateFormat YYYY-MM-DD\n  section Build\n  Kickoff :k1, 2024-01-01, 3d\n  Design :d1, after k1, 5d\n  click k1 href "https://example.com/kickoff"\n  click d1 call callback()',
  'classDiagram\n  class Invoice\n  class Order\n  Order --> Invoice\n  click Invoice href "https://example.com/invoice" "Invoice docs"\n  link Order "https://example.com/order" "Order docs"\n  callback Invoice "callback" "Pay"',
];

/**
 * Console errors, uncaught exceptions and unhandled rejections (Chromium reports both as
 * `pageerror`). The browser's own 404 for /favicon.ico is not the page's doing.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (message.location().url.endsWith("/favicon.ico")) return;
    errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

function explanationOf(node: Locator): Locator {
  return node.locator("[data-diagram-explanation]");
}

test.describe("diagram errors", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("a saved diagram with an error: mermaid's picture, a plain explanation with its line, 'Edit diagram'", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 3);
    await signUpAndConfirm(page, { email: uniqueEmail("diagram-errors") });
    const plan = await createPlanViaApi(page.request, {
      title: "Website relaunch",
      sections: [
        {
          kind: "overview",
          body: ["The plan.", ...[BROKEN_FLOWCHART, BROKEN_GANTT, ZENUML].map(mermaidFence)].join(
            "\n\n",
          ),
        },
      ],
    });
    await openPlan(page, plan.id);
    // Saved and loaded again: what a reader sees on any later visit.
    await page.reload();
    await openPlan(page, plan.id);
    const nodes = page.locator("[data-diagram-node]");
    await expect(nodes).toHaveCount(3);
    await expect(page.locator(".mermaid.rendered")).toHaveCount(3, { timeout: RENDER_MS });

    const [flowchart, gantt, zenuml] = [nodes.nth(0), nodes.nth(1), nodes.nth(2)];
    for (const node of [flowchart, gantt, zenuml]) {
      // Mermaid's own error picture stays, with the spec's text and the library version.
      const block = node.locator(".mermaid");
      await expect(block).toContainText(DIAGRAM_ERRORS.syntaxError);
      await expect(block).toContainText(/mermaid version 11\./);
      await expect(explanationOf(node)).toBeVisible();
      await expect(explanationOf(node)).not.toContainText(/Expecting|NODE_STRING|Parse error/, {
        useInnerText: true,
      });
    }

    await expect(explanationOf(flowchart)).toContainText(
      `${DIAGRAM_ERROR_TEXT.lineLabel(3)} ${DIAGRAM_ERROR_TEXT.unexpectedText.summary}`,
    );
    await expect(explanationOf(flowchart)).toContainText(/missing arrow/);
    await expect(explanationOf(gantt)).toContainText(
      `${DIAGRAM_ERROR_TEXT.lineLabel(5)} ${DIAGRAM_ERROR_TEXT.invalidDate.summary("signoff")}`,
    );
    await expect(explanationOf(zenuml)).toContainText("Unsupported diagram type: zenuml");
    await expect(explanationOf(zenuml)).not.toContainText(DIAGRAM_ERRORS.syntaxError);

    // The technical message is one click away, and so is the list of supported types.
    const details = explanationOf(flowchart).getByText(DIAGRAM_ERROR_TEXT.details, { exact: true });
    await details.click();
    await expect(explanationOf(flowchart).locator("pre")).toContainText(
      /Parse error on line 3: Expecting/,
    );
    const supported = explanationOf(zenuml).locator("[data-supported-types]");
    await expect(supported.getByText("Gantt chart")).toBeHidden();
    await supported.getByText(DIAGRAM_ERROR_TEXT.supportedTypes).click();
    await expect(supported.getByRole("listitem")).toHaveCount(21);
    await expect(supported.getByText("Gantt chart")).toBeVisible();

    await flowchart.scrollIntoViewIfNeeded();
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/diagram-errors-light.png`,
      fullPage: true,
    });
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.locator(".mermaid.rendered")).toHaveCount(3, { timeout: RENDER_MS });
    await expect(explanationOf(zenuml)).toBeVisible({ timeout: RENDER_MS });
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/diagram-errors-dark.png`,
      fullPage: true,
    });
    await page.emulateMedia({ colorScheme: "light" });

    // 'Edit diagram' beside the picture opens the diagram's source, and the editor's own check
    // says the same thing in the same words.
    await explanationOf(flowchart)
      .getByRole("button", { name: DIAGRAM_ERROR_TEXT.editDiagram })
      .click();
    await expect(flowchart).toHaveAttribute("data-editing", "true");
    await expect(flowchart.locator("pre.diagram-source")).toBeVisible();
    await expect(flowchart.locator("pre.diagram-source")).toContainText("B Build");
    const problem = flowchart.locator("[data-diagram-problem]");
    await expect(problem).toContainText(
      `${DIAGRAM_ERROR_TEXT.lineLabel(3)} ${DIAGRAM_ERROR_TEXT.unexpectedText.summary}`,
      { timeout: RENDER_MS },
    );
    await screenshotForReview(flowchart, { path: `${SCREENSHOTS}/diagram-errors-editing.png` });
  });

  test("a diagram type whose code cannot be downloaded says so, not 'Syntax error'", async ({
    page,
    context,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 2);
    // Mermaid downloads each diagram type's code when it first draws one; the Gantt chart's
    // (recognised by a message only it contains) fails here, as on a dropped connection.
    await context.route("**/_next/static/chunks/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(GANTT_CODE_MARKER)) return route.abort("failed");
      return route.fulfill({ response, body });
    });
    await signUpAndConfirm(page, { email: uniqueEmail("diagram-load-failure") });
    const plan = await createPlanViaApi(page.request, {
      title: "Offline chart",
      sections: [{ kind: "overview", body: mermaidFence(GOOD_GANTT) }],
    });
    await openPlan(page, plan.id);
    const node = page.locator("[data-diagram-node]");
    await expect(node.locator(".mermaid.rendered")).toHaveCount(1, { timeout: RENDER_MS });
    await expect(node.locator(".mermaid")).toContainText(DIAGRAM_ERRORS.syntaxError);
    await expect(explanationOf(node)).toHaveAttribute("data-error-kind", "load-failed");
    await expect(explanationOf(node)).toContainText(DIAGRAM_ERROR_TEXT.loadFailed.summary);
    // The technical message (in the closed Details) names what failed to load.
    await expect(explanationOf(node).locator("pre")).toContainText(/chunk/i);
    await screenshotForReview(node, { path: `${SCREENSHOTS}/diagram-errors-load-failed.png` });
  });

  for (const level of DIAGRAM_SECURITY_LEVELS) {
    test(`${level} security level: click directives draw with no console error, page error or unhandled rejection; links work`, async ({
      page,
    }) => {
      test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 2);
      const errors = collectErrors(page);
      await signUpAndConfirm(page, { email: uniqueEmail(`diagram-click-${level}`) });
      await trpcMutation(page.request, "planCustomization.update", {
        diagramSecurityLevel: level,
      });
      const plan = await createPlanViaApi(page.request, {
        title: "Clickable diagrams",
        sections: [{ kind: "overview", body: CLICK_DIAGRAMS.map(mermaidFence).join("\n\n") }],
      });
      await openPlan(page, plan.id);
      const blocks = page.locator(".mermaid");
      await expect(page.locator(".mermaid.rendered")).toHaveCount(CLICK_DIAGRAMS.length, {
        timeout: RENDER_MS,
      });
      await expect(page.locator(".mermaid[data-diagram-error]")).toHaveCount(0);
      await expect(page.locator("[data-diagram-explanation]")).toHaveCount(0);

      // Links stay links (mermaid writes SVG links as xlink:href).
      const linksOf = (block: Locator) =>
        block.evaluate((element) =>
          Array.from(
            element.querySelectorAll("a"),
            (link) =>
              link.getAttributeNS("http://www.w3.org/1999/xlink", "href") ??
              link.getAttribute("href"),
          ),
        );
      expect(await linksOf(blocks.nth(0))).toEqual(
        expect.arrayContaining(["https://example.com/brief", "https://example.com/build"]),
      );
      expect(await linksOf(blocks.nth(2))).toEqual(
        expect.arrayContaining(["https://example.com/invoice", "https://example.com/order"]),
      );

      // Everything a pointer can pass over, as mermaid's tooltip handlers would listen for it.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll(".mermaid svg *")) {
          for (const type of ["mouseover", "mouseenter", "mouseout", "mouseleave"]) {
            element.dispatchEvent(new MouseEvent(type, { bubbles: true }));
          }
        }
      });
      await blocks.nth(0).locator("g.node").first().hover();
      await blocks.nth(2).locator("g.node").first().hover();

      // The editor's live check of each (an off-screen render).
      const nodes = page.locator("[data-diagram-node]");
      for (let index = 0; index < CLICK_DIAGRAMS.length; index++) {
        const node = nodes.nth(index);
        // The page may open with the cursor in the first diagram: leave it, so 'Edit diagram'
        // puts the cursor at the end of the source.
        if ((await node.getAttribute("data-editing")) === "true") {
          await node.getByRole("button", { name: "Done" }).click();
          await expect(node).toHaveAttribute("data-editing", "false");
        }
        // The keyboard is in the source when the click is over, not a frame later: a key
        // pressed at once (Enter here) went to the button, by then "Done", and closed it.
        const editButton = node.getByRole("button", { name: DIAGRAM_ERROR_TEXT.editDiagram });
        const focusAfterClick = await editButton.evaluate((button: HTMLElement) => {
          button.focus();
          button.click();
          return document.activeElement?.classList.contains("ProseMirror") ?? false;
        });
        expect(focusAfterClick).toBe(true);
        await expect(node).toHaveAttribute("data-editing", "true");
        // A comment at the end of the source: its validation renders it off-screen, and the
        // preview then draws the new source.
        await page.keyboard.press("Enter");
        await page.keyboard.type("%% checked");
        await expect(node.locator(".mermaid.rendered")).toHaveAttribute(
          "data-diagram-source",
          /%% checked$/,
          { timeout: RENDER_MS },
        );
        await expect(node.locator("[data-diagram-problem]")).toHaveCount(0);
        await page.keyboard.press("Escape");
        await expect(node).toHaveAttribute("data-editing", "false");
      }
      // Then the full-screen view of each (after the typing, which a dialog's focus would take).
      for (let index = 0; index < CLICK_DIAGRAMS.length; index++) {
        const node = nodes.nth(index);
        await node.getByRole("button", { name: /full screen/i }).click();
        const viewer = page.getByRole("dialog");
        await expect(viewer.locator("svg").first()).toBeVisible();
        await viewer.locator("svg").first().hover();
        await page.keyboard.press("Escape");
        await expect(viewer).toBeHidden();
      }
      await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: RENDER_MS });
      expect(errors).toEqual([]);
    });
  }
});
