/**
 * History and conflicts people can read: the history shows a chosen version rendered (no
 * Markdown syntax, no `&nbsp;` lines) with the words changed since then marked for eyes and
 * screen readers; a conflict shows both versions side by side, rendered, differences marked,
 * and its three choices still work.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PLAN_HISTORY_TEXT } from "@/lib/errors/plan-editor";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi, type SeededPlan } from "./helpers/plans";
import { screenshotForReview } from "./helpers/screenshots";

const SCREENSHOTS = "test-results/screenshots";

async function newPlan(page: Page, label: string): Promise<SeededPlan> {
  await signUpAndConfirm(page, { email: uniqueEmail(label) });
  return createPlanViaApi(page.request, {
    title: "Website relaunch",
    summary: "A new website for Acme Ltd.",
    sections: [
      { kind: "overview", body: "## Goals\n\nAcme needs a **faster** site.\n\n- Design\n- Build" },
      // One paragraph last, so "the end of the text" is the end of "contract".
      {
        kind: "deliverables",
        body: "## Terms\n\nScope of **work**\n\n&nbsp;\n\nSign the contract",
      },
      {
        kind: "scope",
        body: "| Phase | Weeks |\n| --- | --- |\n| Design | 4 |\n\n```mermaid\ngraph TD\n  A-->B\n```",
      },
      { kind: "timeline", body: "Six weeks." },
    ],
  });
}

async function sectionText(page: Page, title: string): Promise<Locator> {
  const editor = page.getByRole("textbox", { name: `${title} text` });
  await expect(editor).toBeVisible({ timeout: FIRST_LOAD_MS });
  return editor;
}

/** Goes to the end of a section's last paragraph, deletes `erase` characters and types `text`. */
async function editEnd(page: Page, title: string, erase: number, text: string) {
  const editor = await sectionText(page, title);
  // Clicking the last paragraph itself: Ctrl+End from a click elsewhere is not reliable next
  // to an empty paragraph.
  await editor.locator("p").last().click();
  await page.keyboard.press("End");
  for (let i = 0; i < erase; i++) await page.keyboard.press("Backspace");
  await page.keyboard.type(text);
}

/** Markdown syntax that must never show in a rendered preview. */
async function expectNoMarkdownSyntax(region: Locator) {
  const text = (await region.innerText()).replace(/\u00a0/g, " ");
  for (const syntax of ["**", "## ", "&nbsp;", "```", "| ---"]) expect(text).not.toContain(syntax);
}

test.describe("plan history and conflicts", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("an older version is rendered, with the words changed since then marked", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "history-diff");
    await openPlan(page, plan.id);

    // Deleting a section keeps a version first; then an edit changes a word after it.
    await page.getByRole("button", { name: "Actions for Timeline" }).first().click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect(page.getByTestId("section-nav-list").getByRole("link")).toHaveText([
      "Overview",
      "Deliverables",
      "Scope",
    ]);
    await editEnd(page, "Deliverables", "contract".length, "deal today");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");

    await page.getByRole("button", { name: "History" }).click();
    const dialog = page.getByRole("dialog", { name: "History" });
    await dialog.getByRole("button", { name: /Before a section was deleted/ }).click();
    const preview = dialog.getByRole("article", { name: "Preview of this version" });
    await expect(preview).toHaveAttribute("data-view", "changes");

    // Rendered: headings and bold as elements, the table as a table, the diagram labelled.
    await expect(preview.getByRole("heading", { name: "Terms" })).toBeVisible();
    await expect(preview.locator("strong", { hasText: "work" })).toBeVisible();
    // The unchanged start of the plan is folded away until asked for.
    await expect(preview.getByRole("heading", { name: "Goals" })).toHaveCount(0);
    await preview.getByRole("button", { name: /Show \d+ unchanged blocks/ }).click();
    await expect(preview.getByRole("heading", { name: "Goals" })).toBeVisible();
    await expect(preview.locator("strong", { hasText: "faster" })).toBeVisible();
    await expect(preview.getByRole("table")).toBeVisible();
    await expect(preview.getByText(PLAN_HISTORY_TEXT.diagram)).toBeVisible();
    await expectNoMarkdownSyntax(preview);

    // The word diff: the erased word struck through, the typed ones underlined, both spoken.
    await expect(preview.locator("del", { hasText: "contract" })).toHaveText(
      "removed: contract (end removed)",
    );
    await expect(preview.locator("ins", { hasText: "deal" })).toHaveText(
      "added: deal today (end added)",
    );
    await expect(preview.locator("del .sr-only").first()).toHaveText("removed: ");
    // The deleted section is removed as a whole: its title and its text.
    await expect(preview.locator("h4 del", { hasText: "Timeline" })).toBeVisible();
    await expect(preview.locator("del", { hasText: "Six weeks." })).toBeVisible();

    // "This version" shows it as it was, without marks.
    await dialog.getByRole("button", { name: PLAN_HISTORY_TEXT.versionView, exact: true }).click();
    await expect(preview).toHaveAttribute("data-view", "version");
    await expect(preview.locator("ins, del")).toHaveCount(0);
    await expect(preview).toContainText("Sign the contract");
    await expect(preview).toContainText("Six weeks.");
    await expectNoMarkdownSyntax(preview);

    // Restoring still works.
    await dialog.getByRole("button", { name: "Restore this version" }).click();
    await dialog.getByRole("button", { name: "Restore", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(await sectionText(page, "Timeline")).toContainText("Six weeks.");
  });

  test("a conflict shows both versions side by side, rendered, with differences marked", async ({
    page,
    context,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "history-conflict");
    await openPlan(page, plan.id);
    const second = await context.newPage();
    await openPlan(second, plan.id);

    await editEnd(page, "Deliverables", "contract".length, "deal in May");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
    await editEnd(second, "Deliverables", "contract".length, "offer in June");

    const dialog = second.getByRole("dialog", { name: "This text was changed elsewhere" });
    await expect(dialog).toBeVisible();
    const mine = dialog.getByRole("region", { name: "Your version" });
    const theirs = dialog.getByRole("region", { name: "Version on the server" });
    for (const column of [mine, theirs]) {
      await expect(column.getByRole("heading", { name: "Deliverables" })).toBeVisible();
      await expect(column.getByRole("heading", { name: "Terms" })).toBeVisible();
      await expect(column.locator("strong", { hasText: "work" })).toBeVisible();
      await expectNoMarkdownSyntax(column);
    }
    // Word level: "in" is in both versions, so it is not marked.
    const yours = PLAN_HISTORY_TEXT.onlyInYours;
    const saved = PLAN_HISTORY_TEXT.onlyInTheirs;
    await expect(mine.locator("ins")).toHaveText([
      `${yours}: offer (end ${yours})`,
      `${yours}: June (end ${yours})`,
    ]);
    await expect(mine.locator("del")).toHaveCount(0);
    await expect(theirs.locator("del")).toHaveText([
      `${saved}: deal (end ${saved})`,
      `${saved}: May (end ${saved})`,
    ]);
    await expect(theirs.locator("ins")).toHaveCount(0);

    // Side by side on a wide screen: the two columns share a row.
    const [mineBox, theirsBox] = [await mine.boundingBox(), await theirs.boundingBox()];
    expect(Math.abs(mineBox!.y - theirsBox!.y)).toBeLessThan(4);
    expect(theirsBox!.x).toBeGreaterThan(mineBox!.x + mineBox!.width - 1);

    await dialog.getByRole("button", { name: "Keep mine" }).click();
    await expect(dialog).toBeHidden();
    await expect(second.getByTestId("save-status")).toHaveText("Saved");

    // The first tab is stale now; "Use theirs" takes the second tab's text.
    await editEnd(page, "Deliverables", 0, " More.");
    const firstDialog = page.getByRole("dialog", { name: "This text was changed elsewhere" });
    await expect(firstDialog.getByRole("region", { name: "Your version" })).toContainText("More.");
    await firstDialog.getByRole("button", { name: "Use theirs", exact: true }).click();
    await expect(await sectionText(page, "Deliverables")).toContainText("offer in June");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
  });

  test("screenshots: history diff and conflict, light, dark and phone", async ({
    page,
    context,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 3);
    const plan = await newPlan(page, "history-shots");
    await openPlan(page, plan.id);
    await page.getByRole("button", { name: "Actions for Timeline" }).first().click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await editEnd(page, "Deliverables", "contract".length, "deal today");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");

    const second = await context.newPage();
    await openPlan(second, plan.id);
    await editEnd(page, "Deliverables", 0, " Signed in May.");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
    await editEnd(second, "Deliverables", 0, " Signed in June.");
    const conflict = second.getByRole("dialog", { name: "This text was changed elsewhere" });

    for (const [name, scheme, width] of [
      ["light", "light", 1280],
      ["dark", "dark", 1280],
      ["phone", "light", 390],
    ] as const) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole("button", { name: "History" }).click();
      const dialog = page.getByRole("dialog", { name: "History" });
      await dialog.getByRole("button", { name: /Before a section was deleted/ }).click();
      await expect(dialog.locator("ins").first()).toBeVisible();
      await screenshotForReview(page, { path: `${SCREENSHOTS}/plan-history-diff-${name}.png` });
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await second.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await second.emulateMedia({ colorScheme: scheme });
      await expect(conflict).toBeVisible();
      await screenshotForReview(second, { path: `${SCREENSHOTS}/plan-conflict-${name}.png` });
    }
    // Stacked on a phone: yours above the saved one.
    const mineBox = await conflict.getByRole("region", { name: "Your version" }).boundingBox();
    const theirsBox = await conflict
      .getByRole("region", { name: "Version on the server" })
      .boundingBox();
    expect(theirsBox!.y).toBeGreaterThan(mineBox!.y + mineBox!.height - 1);
  });
});
