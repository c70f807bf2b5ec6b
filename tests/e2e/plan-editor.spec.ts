import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PLAN_EDITOR_TEXT, PLAN_EXPORT_TEXT } from "@/lib/errors/plan-editor";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi, type SeededPlan } from "./helpers/plans";
import { visibleText } from "./helpers/visible-text";
import { screenshotForReview } from "./helpers/screenshots";

const SCREENSHOTS = "test-results/screenshots";

async function newPlan(page: Page, label: string): Promise<SeededPlan> {
  await signUpAndConfirm(page, { email: uniqueEmail(label) });
  return createPlanViaApi(page.request, {
    title: "Website relaunch",
    summary: "A new website for Acme Ltd.",
    sections: [
      { kind: "overview", body: "Acme needs a faster site.\n\n- [ ] Sign the contract" },
      { kind: "scope", body: "Design and build.\n\n- [x] Kick-off held" },
      { kind: "timeline", body: "Six weeks." },
    ],
  });
}

/** The rich text area of the section titled `title` (ready to type in). */
async function sectionText(page: Page, title: string): Promise<Locator> {
  const editor = page.getByRole("textbox", { name: `${title} text` });
  await expect(editor).toBeVisible({ timeout: FIRST_LOAD_MS });
  return editor;
}

/** Types at the end of a section's text. */
async function appendText(page: Page, title: string, text: string) {
  const editor = await sectionText(page, title);
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(text);
}

function sectionTitlesInNav(page: Page) {
  return page.getByTestId("section-nav-list").getByRole("link");
}

test.describe("plan editor", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("an edit is saved automatically and is there after a reload", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "plan-edit");
    await openPlan(page, plan.id);

    await appendText(page, "Overview", " Launch before the summer.");
    await expect(page.getByTestId("save-status")).toHaveText("Saving…");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");

    await page.getByRole("textbox", { name: "Plan title" }).fill("Website relaunch 2026");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");

    // Rename from the section's menu: the title field takes the focus; the list follows.
    await page.getByRole("button", { name: "Actions for Scope" }).first().click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const scopeTitle = page.getByRole("region", { name: "Scope" }).getByLabel("Section title");
    await expect(scopeTitle).toBeFocused();
    await page.keyboard.type("Scope of work");
    await expect(sectionTitlesInNav(page)).toHaveText(["Overview", "Scope of work", "Timeline"]);
    await expect(page.getByTestId("save-status")).toHaveText("Saved");

    await page.reload();
    await expect(await sectionText(page, "Overview")).toContainText("Launch before the summer.");
    await expect(sectionTitlesInNav(page)).toHaveText(["Overview", "Scope of work", "Timeline"]);
    await expect(await sectionText(page, "Scope of work")).toContainText("Design and build.");
    await expect(page.getByRole("textbox", { name: "Plan title" })).toHaveValue(
      "Website relaunch 2026",
    );
  });

  test("sections reorder by keyboard on the drag handle and by menu; the order stays", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "plan-reorder");
    await openPlan(page, plan.id);
    await expect(sectionTitlesInNav(page)).toHaveText(["Overview", "Scope", "Timeline"]);

    // dnd-kit's keyboard sensor: Space picks the section up, arrows move it, Space drops it.
    // Each step waits for what a screen reader hears.
    const announcement = (text: string) => page.getByRole("status").filter({ hasText: text });
    await page.getByRole("button", { name: "Reorder Overview" }).focus();
    await page.keyboard.press("Space");
    // dnd-kit announces the pick-up, then at once where the item is over; either proves it is held.
    await expect(
      page.getByRole("status").filter({
        hasText: /Picked up Overview, position 1 of 3\.|Overview is over position 1 of 3\./,
      }),
    ).toBeAttached();
    await page.keyboard.press("ArrowDown");
    await expect(announcement("Overview is over position 2 of 3.")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(announcement("Overview was dropped at position 2 of 3.")).toBeAttached();
    await expect(sectionTitlesInNav(page)).toHaveText(["Scope", "Overview", "Timeline"]);

    // The section menu's "Move up" (on the section itself, as on a phone).
    await page
      .getByRole("region", { name: "Timeline" })
      .getByRole("button", { name: "Actions for Timeline" })
      .click();
    await page.getByRole("menuitem", { name: "Move up" }).click();
    await expect(sectionTitlesInNav(page)).toHaveText(["Scope", "Timeline", "Overview"]);
    await expect(page.getByTestId("plan-section")).toHaveCount(3);
    await expect(page.getByTestId("plan-section").first()).toHaveAttribute("aria-label", "Scope");

    await page.waitForLoadState("networkidle");
    await page.reload();
    await expect(sectionTitlesInNav(page)).toHaveText(["Scope", "Timeline", "Overview"], {
      timeout: FIRST_LOAD_MS,
    });
  });

  test("'Add next steps' collects the open items; 'Add section' adds a custom one", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "plan-next");
    await openPlan(page, plan.id);

    await page.getByRole("button", { name: "Add next steps" }).click();
    const nextSteps = await sectionText(page, "Next steps");
    await expect(nextSteps).toContainText("Sign the contract");
    await expect(nextSteps).not.toContainText("Kick-off held");
    await expect(sectionTitlesInNav(page)).toHaveText([
      "Overview",
      "Scope",
      "Timeline",
      "Next steps",
    ]);

    await page.getByRole("button", { name: "Add section" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a section" });
    await dialog.getByLabel("Custom…").check();
    await dialog.getByRole("button", { name: "Add section" }).click();
    await expect(dialog.getByText(PLAN_EDITOR_TEXT.customSectionNameRequired)).toBeVisible();
    await dialog.getByLabel("Section name").fill("Maintenance");
    await dialog.getByRole("button", { name: "Add section" }).click();
    await expect(dialog).toBeHidden();
    await expect(sectionTitlesInNav(page).last()).toHaveText("Maintenance");

    await page.reload();
    await expect(sectionTitlesInNav(page)).toHaveText(
      ["Overview", "Scope", "Timeline", "Next steps", "Maintenance"],
      { timeout: FIRST_LOAD_MS },
    );
  });

  test("a deleted section comes back with Undo", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "plan-undo");
    await openPlan(page, plan.id);

    await page.getByRole("button", { name: "Actions for Scope" }).first().click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect(sectionTitlesInNav(page)).toHaveText(["Overview", "Timeline"]);
    await expect(page.getByText("Deleted “Scope”")).toBeVisible();

    // The toast's Undo (the editors' toolbars have an Undo of their own).
    await page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("button", { name: "Undo" })
      .click();
    await expect(sectionTitlesInNav(page)).toHaveText(["Overview", "Scope", "Timeline"]);
    await expect(await sectionText(page, "Scope")).toContainText("Design and build.");

    await page.reload();
    await expect(sectionTitlesInNav(page)).toHaveText(["Overview", "Scope", "Timeline"], {
      timeout: FIRST_LOAD_MS,
    });
  });

  test("two tabs editing one section: the second sees both versions and chooses", async ({
    page,
    context,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "plan-conflict");
    await openPlan(page, plan.id);
    const second = await context.newPage();
    await openPlan(second, plan.id);

    await appendText(page, "Timeline", " First tab: eight weeks.");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");

    await appendText(second, "Timeline", " Second tab: four weeks.");
    const dialog = second.getByRole("dialog", { name: "This text was changed elsewhere" });
    await expect(dialog).toBeVisible();
    // The words that differ are marked (with spoken "added:" text), so read what is seen.
    await expect(dialog.getByRole("region", { name: "Version on the server" })).toBeVisible();
    expect(await visibleText(dialog.getByRole("region", { name: "Your version" }))).toContain(
      "Second tab: four weeks.",
    );
    expect(
      await visibleText(dialog.getByRole("region", { name: "Version on the server" })),
    ).toContain("First tab: eight weeks.");
    await expect(second.getByTestId("save-status")).toHaveText(
      "Changed elsewhere — choose a version",
    );

    await dialog.getByRole("button", { name: "Keep mine" }).click();
    await expect(dialog).toBeHidden();
    await expect(second.getByTestId("save-status")).toHaveText("Saved");

    // The first tab is now the stale one: its next save asks too, and "Use theirs" takes the
    // second tab's text.
    await appendText(page, "Timeline", " More.");
    const firstDialog = page.getByRole("dialog", { name: "This text was changed elsewhere" });
    await firstDialog.getByRole("button", { name: "Use theirs", exact: true }).click();
    await expect(await sectionText(page, "Timeline")).toContainText("Second tab: four weeks.");
    await expect(await sectionText(page, "Timeline")).not.toContainText("More.");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");

    await page.reload();
    await expect(await sectionText(page, "Timeline")).toContainText("Second tab: four weeks.");
  });

  test("unsaved text is kept on the device while offline and offered after a reload", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "plan-offline");
    await openPlan(page, plan.id);

    // The network drops every save of a section.
    await page.route("**/api/trpc/plan.section.update**", (route) => route.abort("failed"));
    await appendText(page, "Scope", " Kept while offline.");
    await expect(page.getByTestId("save-status")).toHaveText(
      "Offline — changes kept on this device",
    );

    await page.reload();
    await expect(await sectionText(page, "Scope")).not.toContainText("Kept while offline.");
    const banner = page.getByTestId("draft-banner");
    await expect(banner).toContainText("Unsaved changes from");
    await page.unroute("**/api/trpc/plan.section.update**");
    await banner.getByRole("button", { name: "Restore" }).click();
    await expect(await sectionText(page, "Scope")).toContainText("Kept while offline.");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");

    await page.reload();
    await expect(await sectionText(page, "Scope")).toContainText("Kept while offline.");
    await expect(page.getByTestId("draft-banner")).toHaveCount(0);
  });

  test("the plan downloads as Markdown with its text", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "plan-export");
    await openPlan(page, plan.id);
    await appendText(page, "Timeline", " Export me.");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: PLAN_EXPORT_TEXT.menu }).click();
    await page.getByRole("menuitem", { name: PLAN_EXPORT_TEXT.markdown }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.md$/);
    const markdown = await readFile((await file.path())!, "utf8");
    expect(markdown).toContain("Website relaunch");
    expect(markdown).toContain("Six weeks. Export me.");
  });

  test("history lists kept versions and restores one", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "plan-history");
    await openPlan(page, plan.id);

    // Deleting a section keeps a version of the plan first.
    await page.getByRole("button", { name: "Actions for Timeline" }).first().click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect(sectionTitlesInNav(page)).toHaveText(["Overview", "Scope"]);

    await page.getByRole("button", { name: "History" }).click();
    const dialog = page.getByRole("dialog", { name: "History" });
    await expect(dialog.getByText("Before a section was deleted")).toBeVisible();
    await expect(dialog.getByRole("article", { name: "Preview of this version" })).toContainText(
      "Six weeks.",
    );
    await dialog.getByRole("button", { name: "Restore this version" }).click();
    await dialog.getByRole("button", { name: "Restore", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(sectionTitlesInNav(page)).toHaveText(["Overview", "Scope", "Timeline"]);
    await expect(await sectionText(page, "Timeline")).toContainText("Six weeks.");
  });

  test("another user's plan, or none, is the 404 screen", async ({ page, browser }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "plan-owner");
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await signUpAndConfirm(strangerPage, { email: uniqueEmail("plan-stranger") });
    const response = await strangerPage.goto(`/plan/${plan.id}`, { timeout: FIRST_LOAD_MS });
    expect(response?.status()).toBe(404);
    await expect(
      strangerPage.getByRole("heading", { level: 1, name: "Page Not Found" }),
    ).toBeVisible();
    await expect(strangerPage.getByText("Website relaunch")).toHaveCount(0);
    await stranger.close();

    const missing = await page.goto("/plan/00000000-0000-4000-8000-000000000000");
    expect(missing?.status()).toBe(404);
    expect((await page.goto("/plan/not-a-plan-id"))?.status()).toBe(404);
  });

  test("old addresses redirect permanently", async ({ request }) => {
    const plan = await request.get("/plan-old/1234", { maxRedirects: 0 });
    expect(plan.status()).toBe(308);
    expect(plan.headers().location).toMatch(/\/plan\/1234$/);
    const dashboard = await request.get("/dashboard-old", { maxRedirects: 0 });
    expect(dashboard.status()).toBe(308);
    expect(dashboard.headers().location).toMatch(/\/dashboard$/);
  });

  test("screenshots: light, dark and phone width", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    await signUpAndConfirm(page, { email: uniqueEmail("plan-shots") });
    const plan = await createPlanViaApi(page.request, {
      title: "Brand refresh for Northwind",
      summary: "Logo, colours and a launch page, delivered in six weeks.",
      sections: [
        {
          kind: "overview",
          body: "Northwind wants a **modern** brand. See [the brief](https://example.com).",
        },
        {
          kind: "deliverables",
          body: "- Logo\n- Colour palette\n\n- [ ] Approve moodboard\n- [x] Kick-off",
        },
        {
          kind: "timeline",
          body: "| Phase | Weeks |\n| --- | --- |\n| Research | 2 |\n| Design | 4 |\n\n```mermaid\ngantt\n  title Plan\n  Research :a1, 2026-01-01, 14d\n```\n",
        },
      ],
    });
    await page.emulateMedia({ colorScheme: "light" });
    await openPlan(page, plan.id);
    await sectionText(page, "Timeline");
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/plan-editor-light.png`,
      fullPage: true,
    });

    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await sectionText(page, "Timeline");
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/plan-editor-dark.png`,
      fullPage: true,
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await sectionText(page, "Timeline");
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/plan-editor-phone.png`,
      fullPage: true,
    });
    await page.getByRole("button", { name: "Sections" }).click();
    await expect(page.getByRole("menuitem", { name: "Timeline" })).toBeVisible();
    await screenshotForReview(page, { path: `${SCREENSHOTS}/plan-editor-phone-menu.png` });
    await page.getByRole("menuitem", { name: "Timeline" }).click();
    await expect(page.getByRole("region", { name: "Timeline" })).toBeFocused();

    await page.emulateMedia({ media: "print" });
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/plan-editor-print.png`,
      fullPage: true,
    });
  });
});
