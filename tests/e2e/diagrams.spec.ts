import { readFile } from "node:fs/promises";
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { DIAGRAM_STARTERS } from "@/lib/diagrams/starters";
import {
  DIAGRAM_ERROR_PICTURE_MARKERS,
  DIAGRAM_ERRORS,
  DIAGRAM_MAX_TEXT_SIZE,
} from "@/lib/diagrams/renderer-constants";
import { signUpAndConfirm } from "./helpers/accounts";
import { DIAGRAM_SECURITY_LEVELS } from "@/lib/diagrams/diagram-settings";
import {
  EXTERNAL_HOST,
  HOSTILE_DIAGRAMS,
  INVALID_DIAGRAMS,
  NEW_WINDOW_LINK_DIAGRAM,
  PWN_FUNCTION,
  mermaidFence,
} from "./helpers/diagram-fixtures";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi, type SeededPlan } from "./helpers/plans";
import { trpcMutation } from "./helpers/trpc";
import { screenshotForReview } from "./helpers/screenshots";

const SCREENSHOTS = "test-results/screenshots";
/** Mermaid arrives with the first diagram, then draws them one after another. */
const RENDER_MS = 60_000;

/** Signs up a new user and gives them a plan whose first section holds `diagrams`. */
async function planWithDiagrams(
  page: Page,
  label: string,
  diagrams: readonly string[],
  intro = "The plan at a glance.",
): Promise<SeededPlan> {
  await signUpAndConfirm(page, { email: uniqueEmail(label) });
  return createPlanViaApi(page.request, {
    title: "Website relaunch",
    sections: [
      { kind: "overview", body: [intro, ...diagrams.map(mermaidFence)].join("\n\n") },
      { kind: "scope", body: "Design and build the new site." },
    ],
  });
}

/** Waits until `count` diagram blocks are on the page and every one has been drawn. */
async function waitForDiagrams(page: Page, count: number): Promise<Locator> {
  const blocks = page.locator(".mermaid");
  await expect(blocks).toHaveCount(count, { timeout: RENDER_MS });
  await expect(page.locator(".mermaid.rendered")).toHaveCount(count, { timeout: RENDER_MS });
  return blocks;
}

/** The text a person would read in a rendered block (labels, error messages; no style sheet). */
function pictureText(block: Locator): Promise<string> {
  return block.evaluate((element) => {
    const copy = element.cloneNode(true) as Element;
    for (const style of copy.querySelectorAll("style")) style.remove();
    return copy.textContent ?? "";
  });
}

test.describe("diagrams", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("a sample of each of the 21 types renders to a picture without error text", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 2);
    expect(DIAGRAM_STARTERS).toHaveLength(21);
    const plan = await planWithDiagrams(
      page,
      "diagram-types",
      DIAGRAM_STARTERS.map((starter) => starter.source),
    );
    await openPlan(page, plan.id);
    const blocks = await waitForDiagrams(page, DIAGRAM_STARTERS.length);
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/plan-diagrams-all-types.png`,
      fullPage: true,
    });

    for (const [index, starter] of DIAGRAM_STARTERS.entries()) {
      const block = blocks.nth(index);
      await expect(block, starter.type).not.toHaveAttribute("data-diagram-error");
      await expect(block, starter.type).toHaveAttribute("data-diagram-type", starter.type);
      await expect(block.locator(":scope > svg"), starter.type).toHaveCount(1);
      const text = (await pictureText(block)).toLowerCase();
      for (const marker of DIAGRAM_ERROR_PICTURE_MARKERS) {
        expect(text, `${starter.type} shows "${marker}"`).not.toContain(marker);
      }
    }

    // The app's dark mode draws every type again (no picture of the light mode is left), without
    // errors.
    const lightPictures = page.locator(".mermaid > svg[data-light]");
    await page
      .locator(".mermaid > svg")
      .evaluateAll((svgs) => svgs.forEach((svg) => svg.setAttribute("data-light", "")));
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(lightPictures).toHaveCount(0, { timeout: RENDER_MS });
    await expect(page.locator(".mermaid.rendered")).toHaveCount(DIAGRAM_STARTERS.length, {
      timeout: RENDER_MS,
    });
    await expect(page.locator(".mermaid[data-diagram-error]")).toHaveCount(0);
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/plan-diagrams-all-types-dark.png`,
      fullPage: true,
    });
  });

  test("invalid diagrams draw the error picture; editing one names the error and its line", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 2);
    const plan = await planWithDiagrams(
      page,
      "diagram-invalid",
      INVALID_DIAGRAMS.map((sample) => sample.source),
    );
    await openPlan(page, plan.id);
    const blocks = await waitForDiagrams(page, INVALID_DIAGRAMS.length);

    for (const [index, sample] of INVALID_DIAGRAMS.entries()) {
      const block = blocks.nth(index);
      await expect(block, sample.name).toHaveAttribute("data-diagram-error", /.+/);
      const text = await pictureText(block);
      expect(text, sample.name).toContain(DIAGRAM_ERRORS.syntaxError);
      expect(text.toLowerCase(), sample.name).toContain("mermaid version 11");
    }

    // The validation error, with its line, shows while the source is open for editing.
    const nodes = page.locator("[data-diagram-node]");
    for (const [index, sample] of INVALID_DIAGRAMS.entries()) {
      const node = nodes.nth(index);
      // The toolbar's (the explanation beside an error picture offers one too).
      await node.getByRole("button", { name: "Edit diagram" }).first().click();
      await expect(node).toHaveAttribute("data-editing", "true");
      const problem = node.locator("[data-diagram-problem]");
      await expect(problem, sample.name).toBeVisible({ timeout: RENDER_MS });
      if (sample.line) await expect(problem, sample.name).toContainText(`Line ${sample.line}:`);
      await node.getByRole("button", { name: "Done" }).click();
      await expect(node).toHaveAttribute("data-editing", "false");
    }
  });

  test("a diagram over 50,000 characters draws the size message", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS);
    // Real statements (mermaid measures the text after removing comments), one task per line.
    let source = "flowchart TD\n";
    for (let task = 0; source.length < DIAGRAM_MAX_TEXT_SIZE - 40; task += 1) {
      source += `  T${task}[Task ${task}] --> T${task + 1}\n`;
    }
    // The last node's name fills up to exactly one character over the limit.
    source = `${source}  Z`.padEnd(DIAGRAM_MAX_TEXT_SIZE + 1, "z");
    expect(source).toHaveLength(DIAGRAM_MAX_TEXT_SIZE + 1);
    const plan = await planWithDiagrams(page, "diagram-size", [source]);
    await openPlan(page, plan.id);
    const [block] = await (await waitForDiagrams(page, 1)).all();
    expect(await pictureText(block!)).toContain(DIAGRAM_ERRORS.maxTextSizeExceeded);
  });

  test("two identical diagrams on one page share no ids", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS);
    const source = "flowchart LR\n  A[Brief] -->|signed| B{Approved?}\n  B -->|yes| C[Build]";
    const plan = await planWithDiagrams(page, "diagram-ids", [source, source]);
    await openPlan(page, plan.id);
    const blocks = await waitForDiagrams(page, 2);

    const idsOf = (block: Locator) =>
      block.evaluate((element) => Array.from(element.querySelectorAll("[id]"), (node) => node.id));
    const [first, second] = [await idsOf(blocks.nth(0)), await idsOf(blocks.nth(1))];
    expect(first.length).toBeGreaterThan(3);
    expect(second).toHaveLength(first.length);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    expect(new Set(first).size).toBe(first.length);
    // Render ids: mermaid-{time}-{counter}-{random}.
    const svgId = await blocks.nth(0).locator(":scope > svg").getAttribute("id");
    expect(svgId).toMatch(/^mermaid-\d+-\d+-[a-z0-9]+/);
    // Every in-picture reference (markers, gradients) points at an id of the same picture.
    const dangling = await blocks.nth(1).evaluate((element) => {
      const ids = new Set(Array.from(element.querySelectorAll("[id]"), (node) => node.id));
      const refs: string[] = [];
      for (const node of element.querySelectorAll("*")) {
        for (const attribute of Array.from(node.attributes)) {
          for (const match of attribute.value.matchAll(/url\(#([^)]+)\)/g)) refs.push(match[1]!);
        }
      }
      return refs.filter((ref) => !ids.has(ref));
    });
    expect(dangling).toEqual([]);
  });

  // Every level the product offers runs the whole hostile set: nothing executes and nothing is
  // fetched from another origin, whatever the diagrams ask for. The page's Content-Security-Policy
  // would block most of it anyway (and the controls below with it), so these tests bypass it: they
  // prove the diagram sanitiser on its own; tests/e2e/security-headers.spec.ts proves the policy.
  test.describe("the hostile set", () => {
    test.use({ bypassCSP: true });

    for (const level of DIAGRAM_SECURITY_LEVELS) {
      test(`${level} security level: the hostile set executes nothing and fetches nothing from another origin`, async ({
        page,
        context,
      }) => {
        test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 3);
        const external = await watchExternalRequests(context);
        await page.addInitScript(WATCH_SCRIPT);
        await signUpAndConfirm(page, { email: uniqueEmail(`diagram-${level}`) });
        await trpcMutation(page.request, "planCustomization.update", {
          diagramSecurityLevel: level,
        });
        const plan = await createPlanViaApi(page.request, {
          title: "Hostile diagrams",
          sections: [
            {
              kind: "overview",
              body: HOSTILE_DIAGRAMS.map((diagram) => mermaidFence(diagram.source)).join("\n\n"),
            },
          ],
        });
        // A mangled link can be a harmless relative one (mermaid turns `&#106;ava…` into
        // `&java&…`); the page stays put so every diagram is still there to click.
        await stayOnPage(context, page, `/plan/${plan.id}`);
        await openPlan(page, plan.id);
        await waitForDiagrams(page, HOSTILE_DIAGRAMS.length);
        // The request control: a request this page makes to the fake origin is seen, so one from
        // a diagram (while drawing or on any click) would be too.
        await page.evaluate(async (host) => {
          await fetch(`//${host}/control.png`, { mode: "no-cors" }).catch(() => undefined);
        }, EXTERNAL_HOST);
        await expect.poll(() => external.urls).toEqual([`http://${EXTERNAL_HOST}/control.png`]);
        external.urls.length = 0;
        await clickEverything(page);
        // Still the plan, diagrams and all: what follows checks the page the clicks were made on.
        expect(page.url()).toBe(new URL(`/plan/${plan.id}`, page.url()).href);
        expect(await page.locator(".mermaid").count()).toBeGreaterThanOrEqual(
          HOSTILE_DIAGRAMS.length,
        );
        // A dispatched click may have opened the full-screen viewer (which draws its picture as
        // it opens): its picture is checked too, once the page has drawn what the clicks did.
        await afterNextPaint(page);
        // Whatever the clicks started has been asked for once a request made after them is seen.
        const after = `http://${EXTERNAL_HOST}/after-clicks.png`;
        await page.evaluate(async (url) => {
          await fetch(url, { mode: "no-cors" }).catch(() => undefined);
        }, after);
        await expect.poll(() => external.urls).toContain(after);
        expect(external.urls).toEqual([after]);

        // The script control: a handler injected outside the diagrams does run, so one from a
        // diagram would have been seen.
        expect(await pwned(page)).toEqual([]);
        expect(await activeContentIn(page)).toEqual([]);
        await page.evaluate(() => {
          const button = document.createElement("button");
          button.id = "control";
          button.setAttribute("onclick", "__pwn('control')");
          button.textContent = "control";
          document.body.append(button);
        });
        // Dispatched: a dialog opened by a diagram click may cover the page.
        await page.locator("#control").dispatchEvent("click");
        await expect.poll(() => pwned(page)).toEqual(["control"]);
      });
    }
  });

  test("a diagram link opens its new window without an opener", async ({ page, context }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS);
    await context.route(EXTERNAL_ORIGIN_PATTERN, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>brief</title>" }),
    );
    const plan = await planWithDiagrams(page, "diagram-link", [NEW_WINDOW_LINK_DIAGRAM]);
    await openPlan(page, plan.id);
    await waitForDiagrams(page, 1);
    const link = page.locator(".mermaid svg a").first();
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const popupOpened = context.waitForEvent("page");
    await link.click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`http://${EXTERNAL_HOST}/brief`);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(await popup.evaluate(() => document.referrer)).toBe("");
  });

  test("'Add diagram': gallery, live preview that keeps the last good picture, saved", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2 + RENDER_MS);
    await signUpAndConfirm(page, { email: uniqueEmail("diagram-editor") });
    const plan = await createPlanViaApi(page.request, {
      title: "Website relaunch",
      sections: [{ kind: "overview", body: "The plan at a glance." }],
    });
    await openPlan(page, plan.id);
    const editor = page.getByRole("textbox", { name: "Overview text" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");

    await page.getByRole("button", { name: "Add diagram" }).first().click();
    const gallery = page.getByRole("dialog", { name: "Add diagram" });
    await expect(gallery.getByRole("button")).not.toHaveCount(0);
    await screenshotForReview(page, { path: `${SCREENSHOTS}/diagram-gallery.png` });
    await gallery.getByLabel("Search diagram types").fill("flow");
    await gallery.getByRole("button", { name: /^Flowchart/ }).click();
    await expect(gallery).toBeHidden();

    const node = page.locator("[data-diagram-node]");
    await expect(node).toHaveAttribute("data-editing", "true");
    const block = node.locator(".mermaid");
    await expect(block).toHaveClass(/rendered/, { timeout: RENDER_MS });
    await expect(block).toHaveAttribute("data-diagram-type", "flowchart");
    const before = await pictureText(block);

    // A mistake: the error and its line appear, and the picture stays the last good one.
    await page.keyboard.type("\n  Ship -->");
    const problem = node.locator("[data-diagram-problem]");
    await expect(problem).toContainText(/Line \d+:/, { timeout: RENDER_MS });
    await expect(node.locator(".mermaid.rendered")).toHaveCount(1);
    expect(await pictureText(node.locator(".mermaid"))).toBe(before);
    await screenshotForReview(node, { path: `${SCREENSHOTS}/diagram-editor-error.png` });

    // Fixed: the preview follows.
    await page.keyboard.type(" Celebrate[Launch party]");
    await expect(problem).toBeHidden({ timeout: RENDER_MS });
    await expect(node.locator(".mermaid.rendered")).toContainText("Launch party", {
      timeout: RENDER_MS,
    });
    // Escape is the keyboard's "Done".
    await page.keyboard.press("Escape");
    await expect(node).toHaveAttribute("data-editing", "false");
    await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: RENDER_MS });

    await page.reload();
    await expect(page.locator(".mermaid.rendered")).toContainText("Launch party", {
      timeout: RENDER_MS,
    });
  });

  test("full screen with zoom and pan; downloads as SVG and PNG", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 2);
    const plan = await planWithDiagrams(page, "diagram-viewer", [
      "flowchart LR\n  A[Brief] --> B[Design] --> C[Build] --> D[Launch]",
    ]);
    await openPlan(page, plan.id);
    await waitForDiagrams(page, 1);

    await page.getByRole("button", { name: /full screen/i }).click();
    const viewer = page.getByRole("dialog");
    await expect(viewer.locator("svg").first()).toBeVisible();
    const zoom = viewer.getByTestId("diagram-zoom-level");
    const fitted = await zoom.textContent();
    await viewer.getByRole("button", { name: "Zoom in" }).click();
    await expect(zoom).not.toHaveText(fitted ?? "");
    await viewer.getByRole("button", { name: "Fit to screen" }).click();
    await expect(zoom).toHaveText(fitted ?? "");
    await screenshotForReview(page, { path: `${SCREENSHOTS}/diagram-viewer.png` });

    const svgDownload = page.waitForEvent("download");
    await viewer.getByRole("button", { name: "Download SVG" }).click();
    const svgFile = await svgDownload;
    expect(svgFile.suggestedFilename()).toMatch(/\.svg$/);
    const svgText = await readFile((await svgFile.path())!, "utf8");
    expect(svgText).toContain("<svg");
    expect(svgText).toContain("Launch");

    const pngDownload = page.waitForEvent("download", { timeout: RENDER_MS });
    await viewer.getByRole("button", { name: "Download PNG" }).click();
    const pngFile = await pngDownload;
    expect(pngFile.suggestedFilename()).toMatch(/\.png$/);
    const png = await readFile((await pngFile.path())!);
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(png.length).toBeGreaterThan(1_000);
  });

  test("full screen opens from the editing view and right after 'Done', and stays open", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 2);
    const plan = await planWithDiagrams(page, "diagram-viewer-editing", [
      "flowchart LR\n  A[Brief] --> B[Design]",
    ]);
    await openPlan(page, plan.id);
    await waitForDiagrams(page, 1);
    const node = page.locator("[data-diagram-node]");
    const fullScreen = node.getByRole("button", { name: /full screen/i });

    await node.getByRole("button", { name: "Edit diagram" }).first().click();
    await expect(node).toHaveAttribute("data-editing", "true");
    const viewer = page.getByRole("dialog");
    // The icon, not the button's middle: the editor used to take a mousedown on it.
    await expectViewerStaysOpen(page, node, () => fullScreen.locator("svg").click());
    await viewer.getByRole("button", { name: /close/i }).first().click();
    await expect(viewer).toBeHidden();

    await node.getByRole("button", { name: "Done" }).click();
    await expect(node).toHaveAttribute("data-editing", "false");
    await expectViewerStaysOpen(page, node, () => fullScreen.locator("svg").click());
    await expect(node).toHaveAttribute("data-editing", "false");
  });

  test("a plan with diagrams in light and dark", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 3);
    const samples = ["flowchart", "sequence", "gantt", "pie"].map(
      (type) => DIAGRAM_STARTERS.find((starter) => starter.type === type)!.source,
    );
    await page.emulateMedia({ colorScheme: "light" });
    const plan = await planWithDiagrams(page, "diagram-themes", samples);
    await openPlan(page, plan.id);
    await waitForDiagrams(page, samples.length);
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/plan-diagrams-light.png`,
      fullPage: true,
    });

    // Switching the app to dark draws the diagrams again with light text: no picture of the
    // light mode is left.
    await page
      .locator(".mermaid > svg")
      .evaluateAll((svgs) => svgs.forEach((svg) => svg.setAttribute("data-light", "")));
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.locator(".mermaid > svg[data-light]")).toHaveCount(0, { timeout: RENDER_MS });
    await expect(page.locator(".mermaid.rendered")).toHaveCount(samples.length, {
      timeout: RENDER_MS,
    });
    await afterNextPaint(page);
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/plan-diagrams-dark.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/plan-diagrams-phone.png`,
      fullPage: true,
    });
  });
});

/** Resolves once the page has drawn a frame after everything done so far (two frames: the
 * first callback runs before its paint). */
function afterNextPaint(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Opens the full-screen viewer of `node` with `open` and checks that it stays open. The viewer
 * used to close itself right after opening: a modal dialog hides the rest of the page
 * (`aria-hidden`, marked `data-aria-hidden`), ProseMirror took those attribute changes inside
 * the editor as edits and redrew the diagram's node view, and the dialog went with it. So once
 * the page is marked hidden and the editor's mutation observer has run (a frame later), the node
 * view that opened the dialog must still be the one on the page.
 */
async function expectViewerStaysOpen(page: Page, node: Locator, open: () => Promise<void>) {
  const nodeView = await node.elementHandle();
  await open();
  const viewer = page.getByRole("dialog");
  await expect(viewer.locator("svg").first()).toBeVisible();
  await expect(page.locator("[data-aria-hidden]").first()).toBeAttached();
  await afterNextPaint(page);
  expect(await nodeView!.evaluate((element) => element.isConnected)).toBe(true);
  await expect(viewer).toBeVisible();
}

/** Defines the watched function, and catches alert() too. */
const WATCH_SCRIPT = `window.${PWN_FUNCTION} = (tag) => { (window.__pwned ??= []).push(String(tag)); };
  window.alert = (message) => window.${PWN_FUNCTION}("alert:" + message);`;

const EXTERNAL_ORIGIN_PATTERN = new RegExp(`^https?://${EXTERNAL_HOST.replace(/\./g, "\\.")}/`);

function pwned(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as { __pwned?: string[] }).__pwned ?? []);
}

/**
 * Records every request of the context (pages and popups) that leaves for another origin; the
 * fake external origin answers, so a request is seen whether or not it would have worked.
 */
async function watchExternalRequests(context: BrowserContext) {
  const urls: string[] = [];
  const appHost = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").hostname;
  context.on("request", (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).hostname !== appHost) urls.push(url);
  });
  await context.route(EXTERNAL_ORIGIN_PATTERN, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: Buffer.alloc(0) }),
  );
  return { urls };
}

/**
 * The main frame loads `path` once; every later same-origin navigation of it (away, or back to
 * `path` with a query a mangled link left) is answered 204 No Content, which leaves the page and
 * its diagrams where they are. (An aborted navigation would not: Chromium shows its error page
 * instead, and the rest of the targets would be clicked on that.)
 */
async function stayOnPage(context: BrowserContext, page: Page, path: string) {
  const appOrigin = new URL(test.info().project.use.baseURL!).origin;
  let loaded = false;
  await context.route(
    (url) => url.origin === appOrigin,
    (route) => {
      const request = route.request();
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) {
        return route.fallback();
      }
      const first = !loaded && new URL(request.url()).pathname === path;
      loaded = true;
      return first ? route.fallback() : route.fulfill({ status: 204 });
    },
  );
}

/** Anything in the diagrams (and the viewer) that could run or load. */
function activeContentIn(page: Page): Promise<string[]> {
  return page.locator(".mermaid, [data-testid='diagram-viewer-canvas']").evaluateAll((roots) =>
    roots.flatMap((root) =>
      Array.from(root.querySelectorAll("*")).flatMap((node) => {
        const found: string[] = [];
        const tag = node.localName.toLowerCase();
        if (
          ["script", "iframe", "object", "embed", "link", "img", "video", "audio"].includes(tag)
        ) {
          found.push(`<${tag}>`);
        }
        for (const attribute of Array.from(node.attributes)) {
          const name = attribute.localName.toLowerCase();
          const value = attribute.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
          if (name.startsWith("on")) found.push(`${tag}[${name}]`);
          if (/javascript:|vbscript:|data:/.test(value)) found.push(`${tag}[${name}=${value}]`);
          if (/url\((?!['"]?#)|@import/.test(value)) found.push(`${tag}[${name}=${value}]`);
          if (["src", "srcset", "background", "poster"].includes(name))
            found.push(`${tag}[${name}]`);
          if (name === "href" && tag !== "a" && !value.startsWith("#"))
            found.push(`${tag}[href=${value}]`);
        }
        if (tag === "a" && (node.hasAttribute("href") || node.hasAttribute("xlink:href"))) {
          if (node.getAttribute("rel") !== "noopener noreferrer") found.push("a without rel");
        }
        if (tag === "style" && /url\((?!['"]?#)|@import/i.test(node.textContent ?? "")) {
          found.push("<style> that loads");
        }
        return found;
      }),
    ),
  );
}

const CLICK_TARGETS =
  ".mermaid svg .node, .mermaid svg a, .mermaid svg .actor, .mermaid svg .classGroup, .mermaid svg .label, .mermaid svg .task, .mermaid svg [class*='clickable']";

/**
 * Hovers and clicks every node, label and link of every diagram on the page: with the mouse
 * (real, trusted events) on every visible link and node, then with dispatched mouse events
 * (which run listeners, inline handlers and link activation alike) on every target, hidden ones
 * included (sequence menus). The mouse goes straight to each target's centre: Playwright's own
 * click waits for a target to settle, and on ~100 targets, some covered by what an earlier click
 * opened, those waits took most of a minute.
 */
async function clickEverything(page: Page) {
  // Marked once, so each target is found again in one round trip, even after clicks changed the page.
  const count = await page
    .locator(".mermaid svg a, .mermaid svg .clickable, .mermaid svg .node")
    .evaluateAll((elements) => {
      let marked = 0;
      for (const element of elements) {
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        element.setAttribute("data-e2e-target", String(marked));
        marked += 1;
      }
      return marked;
    });
  for (let index = 0; index < count; index += 1) {
    const centre = await page
      .evaluate((mark) => {
        const element = document.querySelector(`[data-e2e-target="${mark}"]`);
        if (!element) return null;
        element.scrollIntoView({ block: "center", inline: "center" });
        const box = element.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }, index)
      .catch(() => null);
    if (!centre) continue;
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.click(centre.x, centre.y);
  }
  await page.locator(CLICK_TARGETS).evaluateAll((elements) => {
    for (const element of elements) {
      for (const type of ["mouseover", "mouseenter", "mousedown", "mouseup", "click"]) {
        element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
      }
    }
  });
}
