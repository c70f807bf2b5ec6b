import { expect, test, type Page } from "@playwright/test";
import { EDITOR_SHELL_TEXT } from "@/lib/errors/plan-editor";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi, type SeededPlan } from "./helpers/plans";
import { screenshotForReview } from "./helpers/screenshots";

const SCREENSHOTS = "test-results/screenshots";
const SECTION_COUNT = 40;

/** A plan of `count` sections, each a few paragraphs long (so the page is many screens tall). */
async function bigPlan(page: Page, label: string, count = SECTION_COUNT): Promise<SeededPlan> {
  await signUpAndConfirm(page, { email: uniqueEmail(label) });
  return createPlanViaApi(page.request, {
    title: "Big plan",
    summary: "Forty sections.",
    sections: Array.from({ length: count }, (_, index) => ({
      kind: "custom",
      title: `Part ${index + 1}`,
      body: [
        `Text of part ${index + 1}.`,
        "A second paragraph, long enough to wrap on a phone and to give the section some height.",
        "- one point\n- another point",
      ].join("\n\n"),
    })),
  });
}

const formattingToolbars = (page: Page) =>
  page.getByRole("toolbar", { name: EDITOR_SHELL_TEXT.toolbarLabel });
const section = (page: Page, n: number) =>
  page.getByTestId("plan-section").and(page.locator(`[aria-label="Part ${n}"]`));
const sectionEditor = (page: Page, n: number) =>
  page.getByRole("textbox", { name: `Part ${n} text`, exact: true });
const navLink = (page: Page, n: number) =>
  page.getByTestId("section-nav-list").getByRole("link", { name: `Part ${n}`, exact: true });
const mountedEditors = (page: Page) =>
  page.locator('[data-plan-editor-area] [contenteditable="true"]');

const stickyBar = (page: Page) =>
  page.locator("div.sticky").filter({ has: page.getByTestId("save-status") });

/** The bottom edge of the sticky bars (app header + plan bar with the toolbar), where it is now. */
async function stickyBottom(page: Page): Promise<number> {
  const box = await stickyBar(page).boundingBox();
  if (!box) throw new Error("no sticky bar");
  return box.y + box.height;
}

/** ...and where it is once the page has scrolled (at the top the bar is still in the flow). */
async function stuckStickyBottom(page: Page): Promise<number> {
  return stickyBar(page).evaluate(
    (bar) => Number.parseFloat(getComputedStyle(bar).top) + bar.getBoundingClientRect().height,
  );
}

async function headingTop(page: Page, n: number): Promise<number> {
  const box = await section(page, n).getByRole("textbox", { name: "Section title" }).boundingBox();
  return box?.y ?? Number.NaN;
}

test.describe("editor shell", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("one formatting toolbar acts on the focused section, and bold lands there", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await bigPlan(page, "shell-toolbar", 8);
    await openPlan(page, plan.id);

    await expect(formattingToolbars(page)).toHaveCount(1);
    const toolbar = formattingToolbars(page);
    // Nothing to act on yet: the buttons wait, and say why.
    await expect(toolbar.getByRole("button", { name: "Bold" })).toBeDisabled();
    await expect(toolbar).toContainText(EDITOR_SHELL_TEXT.noSectionFocused);

    const third = sectionEditor(page, 3);
    await third.click();
    await page.keyboard.press("ControlOrMeta+a");
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await expect(third.locator("strong", { hasText: "Text of part 3." })).toBeVisible();
    await expect(toolbar).toContainText(EDITOR_SHELL_TEXT.target("Part 3"));
    await expect(page.getByTestId("save-status")).toHaveText("Saved");

    // The toolbar kept the third section as its target after the click: a second section
    // focused moves it.
    await sectionEditor(page, 1).click();
    await expect(toolbar).toContainText(EDITOR_SHELL_TEXT.target("Part 1"));

    await page.reload();
    await expect(page.getByTestId("save-status").filter({ visible: true })).toHaveText("Saved", {
      timeout: FIRST_LOAD_MS,
    });
    await expect(
      sectionEditor(page, 3).locator("strong", { hasText: "Text of part 3." }),
    ).toBeVisible();
    await expect(sectionEditor(page, 1).locator("strong")).toHaveCount(0);
    await expect(sectionEditor(page, 2).locator("strong")).toHaveCount(0);
    await expect(formattingToolbars(page)).toHaveCount(1);
  });

  test("a 40-section plan mounts only the editors near the screen; jumping mounts and places the last one", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    await page.setViewportSize({ width: 1280, height: 800 });
    const plan = await bigPlan(page, "shell-lazy");
    await openPlan(page, plan.id);

    await expect(page.getByTestId("plan-section")).toHaveCount(SECTION_COUNT);
    // The last sections are there as text (find, print and screen readers see it), not as
    // editors.
    const last = section(page, SECTION_COUNT);
    await expect(last.locator('[contenteditable="true"]')).toHaveCount(0);
    await expect(last.locator("[data-section-readonly]")).toContainText(
      `Text of part ${SECTION_COUNT}.`,
    );
    await expect(last.locator("[data-section-readonly] li")).toHaveCount(2);
    await expect(section(page, 1)).toHaveAttribute("data-editor-ready", "true");
    const mounted = await mountedEditors(page).count();
    expect(mounted).toBeGreaterThan(0);
    expect(mounted).toBeLessThan(SECTION_COUNT / 2);

    await navLink(page, SECTION_COUNT).click();
    const editor = sectionEditor(page, SECTION_COUNT);
    await expect(editor).toBeVisible();
    await expect(last).toHaveAttribute("data-editor-ready", "true");
    // The heading sits below the sticky bars, not under them.
    await expect
      .poll(async () => (await headingTop(page, SECTION_COUNT)) - (await stickyBottom(page)))
      .toBeGreaterThanOrEqual(0);
    await expect(navLink(page, SECTION_COUNT)).toHaveAttribute("aria-current", "location");

    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" Typed at the end.");
    await expect(editor).toContainText("Typed at the end.");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
    // Still far fewer editors than sections: jumping mounted the target, not the way there.
    expect(await mountedEditors(page).count()).toBeLessThan(SECTION_COUNT);

    await page.reload();
    await expect(page.getByTestId("save-status").filter({ visible: true })).toHaveText("Saved", {
      timeout: FIRST_LOAD_MS,
    });
    // The page is live (hydrated) once an editor is up; the last section is text again.
    await expect(mountedEditors(page).first()).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(section(page, SECTION_COUNT)).toContainText("Typed at the end.", {
      timeout: FIRST_LOAD_MS,
    });
  });

  test("jumping to a middle section puts its heading below the sticky bars", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    await page.setViewportSize({ width: 1280, height: 800 });
    const plan = await bigPlan(page, "shell-jump");
    await openPlan(page, plan.id);

    await navLink(page, 20).click();
    await expect
      .poll(async () => (await headingTop(page, 20)) - (await stickyBottom(page)))
      .toBeGreaterThanOrEqual(0);
    await expect(section(page, 20)).toHaveAttribute("data-editor-ready", "true");
    // ...and close to it (the heading is at the top of what is readable, not further down).
    expect((await headingTop(page, 20)) - (await stickyBottom(page))).toBeLessThan(48);
    await expect(navLink(page, 20)).toHaveAttribute("aria-current", "location");

    // A hash link lands the same way.
    await page.goto(`/plan/${plan.id}#${await section(page, 25).getAttribute("id")}`);
    await expect(section(page, 25)).toHaveAttribute("data-editor-ready", "true", {
      timeout: FIRST_LOAD_MS,
    });
    await expect
      .poll(async () => (await headingTop(page, 25)) - (await stickyBottom(page)))
      .toBeGreaterThanOrEqual(0);
    // ...also when the page is opened with it.
    await page.goto(`/plan/${plan.id}#${await section(page, 30).getAttribute("id")}`);
    await page.reload();
    await expect(section(page, 30)).toHaveAttribute("data-editor-ready", "true", {
      timeout: FIRST_LOAD_MS,
    });
    await expect
      .poll(async () => (await headingTop(page, 30)) - (await stickyBottom(page)))
      .toBeGreaterThanOrEqual(0);
    await expect(navLink(page, 30)).toHaveAttribute("aria-current", "location", {
      timeout: FIRST_LOAD_MS,
    });
  });

  test("the active navigation entry follows scrolling, down to the last short sections", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    await page.setViewportSize({ width: 1280, height: 800 });
    const plan = await bigPlan(page, "shell-active");
    await openPlan(page, plan.id);
    await expect(navLink(page, 1)).toHaveAttribute("aria-current", "location");

    // Scroll (as a reader would, no jump) until part 12's heading is just below the bars.
    const bottom = await stuckStickyBottom(page);
    await section(page, 12).evaluate((element, offset) => {
      window.scrollBy(0, element.getBoundingClientRect().top - offset - 4);
    }, bottom);
    await expect(navLink(page, 12)).toHaveAttribute("aria-current", "location");
    await expect(page.locator('[aria-current="location"]')).toHaveCount(1);

    // The end of the page: the last section is the one being read.
    await page.mouse.wheel(0, 100_000);
    await expect(navLink(page, SECTION_COUNT)).toHaveAttribute("aria-current", "location");

    // A jump to a section that cannot reach the top (the page ends first) marks that section.
    await navLink(page, SECTION_COUNT - 1).click();
    await expect(navLink(page, SECTION_COUNT - 1)).toHaveAttribute("aria-current", "location");
  });

  test("keyboard users reach a read-only section's text and type in it", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    await page.setViewportSize({ width: 1280, height: 800 });
    const plan = await bigPlan(page, "shell-keyboard");
    await openPlan(page, plan.id);

    const last = section(page, SECTION_COUNT);
    const readOnly = last.locator("[data-section-readonly]");
    await expect(readOnly).toHaveAttribute("tabindex", "0");
    await readOnly.focus();
    const editor = sectionEditor(page, SECTION_COUNT);
    await expect(editor).toBeFocused();
    await page.keyboard.type("Typed first. ");
    await expect(editor).toContainText("Typed first.");

    // Alt+F10 goes to the toolbar; Escape comes back to the text.
    await page.keyboard.press("Alt+F10");
    const toolbar = formattingToolbars(page);
    await expect(toolbar.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(editor).toBeFocused();
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the toolbar on a phone fits or scrolls visibly (${colorScheme})`, async ({ page }) => {
      test.setTimeout(FIRST_LOAD_MS * 2);
      await page.emulateMedia({ colorScheme });
      const plan = await bigPlan(page, `shell-phone-${colorScheme}`, 6);

      await page.setViewportSize({ width: 1280, height: 800 });
      await openPlan(page, plan.id);
      await sectionEditor(page, 2).click();
      await screenshotForReview(page, {
        path: `${SCREENSHOTS}/editor-shell-desktop-${colorScheme}.png`,
      });

      await page.setViewportSize({ width: 375, height: 740 });
      await openPlan(page, plan.id);
      const toolbar = formattingToolbars(page);
      await expect(toolbar).toBeVisible();
      const box = await toolbar.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      const scroller = toolbar.locator("[data-toolbar-scroller]");
      const overflows = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      if (overflows) {
        // Scrolls, and shows that it does: a fade at the end with more buttons behind it.
        await expect(scroller).toHaveCSS("overflow-x", "auto");
        await expect(toolbar.locator('[data-toolbar-fade="end"]')).toBeVisible();
        await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        await expect(toolbar.locator('[data-toolbar-fade="start"]')).toBeVisible();
        await expect(toolbar.getByRole("button", { name: "Redo" })).toBeInViewport();
        await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
      }
      await sectionEditor(page, 2).click();
      await expect(toolbar.getByRole("button", { name: "Bold" })).toBeEnabled();
      await screenshotForReview(page, {
        path: `${SCREENSHOTS}/editor-shell-phone-${colorScheme}.png`,
      });
    });
  }
});
