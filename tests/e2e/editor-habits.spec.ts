import { expect, test, type Locator, type Page } from "@playwright/test";
import { EDITOR_HABITS_TEXT as T } from "@/lib/errors/plan-editor";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi, type SeedSection } from "./helpers/plans";
import { screenshotForReview } from "./helpers/screenshots";

const SCREENSHOTS = "test-results/screenshots";

async function newPlan(page: Page, label: string, sections: SeedSection[]) {
  await signUpAndConfirm(page, { email: uniqueEmail(label) });
  const plan = await createPlanViaApi(page.request, { title: "Website relaunch", sections });
  await openPlan(page, plan.id);
  return plan;
}

/** The rich text area of the section titled `title`, scrolled to and ready to type in. */
async function sectionText(page: Page, title: string): Promise<Locator> {
  const region = page.getByRole("region", { name: title });
  await region.scrollIntoViewIfNeeded();
  const editor = region.getByRole("textbox", { name: `${title} text` });
  await expect(editor).toBeVisible({ timeout: FIRST_LOAD_MS });
  return editor;
}

/** Puts the cursor on a new empty line at the end of a section's text. */
async function newLineAtEnd(page: Page, title: string): Promise<Locator> {
  const editor = await sectionText(page, title);
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  return editor;
}

async function saved(page: Page) {
  await expect(page.getByTestId("save-status").filter({ visible: true })).toHaveText("Saved");
}

async function shootBothThemes(page: Page, name: string, target: Locator) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(target).toBeVisible();
    await screenshotForReview(page, { path: `${SCREENSHOTS}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** The rectangle of the current find match (CSS Custom Highlight), in viewport coordinates. */
function currentMatchRect(page: Page) {
  return page.evaluate(() => {
    const highlight = CSS.highlights.get("plan-find-current");
    const range = highlight ? ([...highlight][0] as Range | undefined) : undefined;
    if (!range) return null;
    const rect = range.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, text: range.toString() };
  });
}

test.describe("writing habits and find in the plan editor", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("the slash menu inserts a table, a checklist and a heading that survive a reload", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    await newPlan(page, "habits-slash", [
      { kind: "overview", body: "Acme needs a faster site." },
      { kind: "scope", body: "Design and build." },
      { kind: "timeline", body: "Six weeks." },
    ]);

    // "/" opens the list; what follows filters it; Enter picks the highlighted block.
    const overview = await newLineAtEnd(page, "Overview");
    await page.keyboard.type("/");
    const menu = page.getByRole("listbox", { name: T.slashMenuLabel });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("option", { name: T.slashTable })).toBeVisible();
    await expect(overview).toHaveAttribute("aria-controls", (await menu.getAttribute("id")) ?? "");
    await shootBothThemes(page, "editor-slash-menu", menu);
    await page.keyboard.type("tab");
    await expect(menu.getByRole("option")).toHaveText([T.slashTable]);
    await expect(menu.getByRole("option", { name: T.slashTable })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(overview.locator("table")).toBeVisible();
    await page.keyboard.type("Budget");
    await expect(overview.locator("table th").first()).toHaveText("Budget");
    await expect(overview).not.toContainText("/tab");

    // Arrow keys move the highlight; Escape closes and leaves the typed text.
    const scope = await newLineAtEnd(page, "Scope");
    await page.keyboard.type("/che");
    await expect(menu.getByRole("option", { name: T.slashChecklist })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(scope).toContainText("/che");
    for (let i = 0; i < 4; i += 1) await page.keyboard.press("Backspace");
    await page.keyboard.type("/check");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Sign off the design");
    await expect(scope.getByRole("checkbox")).toHaveCount(1);

    // Clicking an option works too.
    const timeline = await newLineAtEnd(page, "Timeline");
    await page.keyboard.type("/");
    await menu.getByRole("option", { name: T.slashHeading(2) }).click();
    await page.keyboard.type("Milestones");
    await expect(timeline.getByRole("heading", { level: 2, name: "Milestones" })).toBeVisible();
    await saved(page);

    await page.reload();
    await saved(page);
    const overviewAfter = await sectionText(page, "Overview");
    await expect(overviewAfter.locator("table th").first()).toHaveText("Budget");
    await expect(overviewAfter).not.toContainText("/");
    const scopeAfter = await sectionText(page, "Scope");
    await expect(scopeAfter.getByRole("checkbox")).toHaveCount(1);
    await expect(scopeAfter).toContainText("Sign off the design");
    await expect(scopeAfter).not.toContainText("/check");
    const timelineAfter = await sectionText(page, "Timeline");
    await expect(
      timelineAfter.getByRole("heading", { level: 2, name: "Milestones" }),
    ).toBeVisible();
  });

  test("selecting text shows the bubble; Bold and a link from it are saved", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    await newPlan(page, "habits-bubble", [{ kind: "overview", body: "Acme needs a faster site." }]);
    const overview = await sectionText(page, "Overview");
    await overview.click();
    await page.keyboard.press("ControlOrMeta+Home");
    await page.keyboard.press("Shift+End");
    const bubble = page.getByRole("toolbar", { name: T.bubbleLabel, exact: true });
    await expect(bubble).toBeVisible();
    await shootBothThemes(page, "editor-selection-bubble", bubble);
    await bubble.getByRole("button", { name: T.bubbleBold }).click();
    await expect(overview.locator("strong")).toHaveCount(1);
    await expect(bubble.getByRole("button", { name: T.bubbleBold })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // Keyboard: Alt+F10 from the selected text reaches the bubble; its link form adds a link.
    // "Acme needs a " is 13 characters; "faster" the next 6.
    await page.keyboard.press("ControlOrMeta+Home");
    for (let i = 0; i < 13; i += 1) await page.keyboard.press("ArrowRight");
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Shift+ArrowRight");
    await expect(bubble).toBeVisible();
    await page.keyboard.press("Alt+F10");
    await expect(bubble.getByRole("button", { name: T.bubbleBold })).toBeFocused();
    await page.keyboard.press("End");
    await expect(bubble.getByRole("button", { name: T.bubbleLink })).toBeFocused();
    await page.keyboard.press("Enter");
    const address = page.getByLabel(T.bubbleLinkAddress);
    await expect(address).toBeFocused();
    await address.fill("example.com/speed");
    await page.keyboard.press("Enter");
    await expect(overview.getByRole("link", { name: "faster" })).toHaveAttribute(
      "href",
      "https://example.com/speed",
    );
    await expect(overview).toBeFocused();
    await saved(page);

    await page.reload();
    await saved(page);
    const after = await sectionText(page, "Overview");
    // Still bold all through (the link splits the bold run into pieces in the DOM).
    await expect
      .poll(async () => (await after.locator("strong").allTextContents()).join(""))
      .toBe("Acme needs a faster site.");
    await expect(after.getByRole("link", { name: "faster" })).toBeVisible();
  });

  test("Ctrl+F in the editor finds across sections, goes to the next match and closes", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const filler = Array.from({ length: 30 }, (_, i) => `Paragraph ${i + 1} of the plan.`).join(
      "\n\n",
    );
    await newPlan(page, "habits-find", [
      { kind: "overview", body: "The **bud**get is small. Budget review in May." },
      { kind: "scope", body: `${filler}\n\nA budget line far down.` },
      { kind: "timeline", body: `${filler}\n\n| Item | Cost |\n| --- | --- |\n| Budget | 5 |` },
    ]);

    // Outside the editing area Ctrl+F stays the browser's.
    await page.getByRole("textbox", { name: "Plan title" }).focus();
    await page.keyboard.press("ControlOrMeta+f");
    const input = page.getByRole("textbox", { name: T.findLabel });
    await expect(input).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 0));
    const overview = await sectionText(page, "Overview");
    await overview.getByText("is small").click();
    await page.keyboard.press("ControlOrMeta+f");
    await expect(input).toBeFocused();
    await input.fill("BUDGET");
    const count = page.getByTestId("plan-find-count");
    await expect(count).toHaveText(T.findCount(1, 4));
    await shootBothThemes(page, "plan-find-bar", page.getByRole("search", { name: T.findLabel }));

    await page.keyboard.press("Enter");
    await expect(count).toHaveText(T.findCount(2, 4));
    await page.keyboard.press("Enter");
    await expect(count).toHaveText(T.findCount(3, 4));
    // The third match is far down the Scope section: it is now on screen, below the bars.
    const bar = await page.getByRole("search", { name: T.findLabel }).boundingBox();
    const viewport = page.viewportSize();
    const rect = await currentMatchRect(page);
    expect(rect?.text).toBe("budget");
    expect(rect?.top).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    expect(rect?.bottom).toBeLessThanOrEqual(viewport?.height ?? 0);
    await page.keyboard.press("Shift+Enter");
    await expect(count).toHaveText(T.findCount(2, 4));
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(count).toHaveText(T.findCount(1, 4));

    // The count follows edits.
    await page.getByRole("button", { name: T.findNext }).click();
    await overview.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" New budget.");
    await expect(count).toHaveText(/ of 5$/);

    // Escape closes and puts the focus back in the text, on the current match.
    await input.focus();
    await page.keyboard.press("Escape");
    await expect(input).toBeHidden();
    await expect(page.locator('[contenteditable="true"]:focus')).toHaveCount(1);
    expect(await page.evaluate(() => window.getSelection()?.toString())).toMatch(/^budget$/i);
    expect(await page.evaluate(() => CSS.highlights.has("plan-find"))).toBe(false);
  });
});
