import { expect, test, type Locator, type Page } from "@playwright/test";
import { PUBLISHING_TEXT, SHARE_TEXT } from "@/lib/errors/publishing";
import { signUpAndConfirm, uniqueUsername } from "./helpers/accounts";
import { mermaidFence } from "./helpers/diagram-fixtures";
import { horizontalOverflow } from "./helpers/layout";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi, type SeededPlan } from "./helpers/plans";
import { trpcQuery } from "./helpers/trpc";
import { screenshotForReview } from "./helpers/screenshots";

const SCREENSHOTS = "test-results/screenshots";
const DIAGRAM = "flowchart LR\n  Brief --> Design --> Launch";
const LATER_EDIT = "Launch before the summer.";

type ShareStateWire = {
  visibility: "private" | "unlisted" | "public";
  slug: string | null;
  publicPath: string | null;
  unlistedPath: string | null;
  hasUnpublishedChanges: boolean;
  estimate: { amountMinor: number; currency: string; note: string } | null;
};

function shareState(page: Page, planId: string): Promise<ShareStateWire> {
  return trpcQuery<ShareStateWire>(page.request, "publishing.state", { planId });
}

/** A signed-in owner (with a username unless told otherwise) and a plan with one diagram. */
async function ownerWithPlan(
  page: Page,
  label: string,
  username: string | undefined,
): Promise<SeededPlan> {
  await signUpAndConfirm(page, { email: uniqueEmail(label), username });
  return createPlanViaApi(page.request, {
    title: "Website relaunch",
    sections: [
      { kind: "overview", body: ["The plan at a glance.", mermaidFence(DIAGRAM)].join("\n\n") },
      { kind: "scope", body: "Design and build the new site." },
    ],
  });
}

async function openShareDialog(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: SHARE_TEXT.button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: SHARE_TEXT.title });
  await expect(dialog.getByRole("radio").first()).toBeVisible();
  return dialog;
}

function radio(dialog: Locator, visibility: keyof typeof SHARE_TEXT.visibility): Locator {
  return dialog.getByRole("radio", { name: SHARE_TEXT.visibility[visibility].label });
}

async function expectToast(page: Page, text: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text })).toBeVisible();
}

test.describe("share dialog", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("publish with an edited slug, update after an edit, switch to a link, regenerate it, unpublish", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 3);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const plan = await ownerWithPlan(page, "share-owner", undefined);
    await openPlan(page, plan.id);

    // Keyboard: the Share button opens the dialog; Escape closes it and gives the focus back.
    const shareButton = page.getByRole("button", { name: SHARE_TEXT.button, exact: true });
    await shareButton.focus();
    await page.keyboard.press("Enter");
    let dialog = page.getByRole("dialog", { name: SHARE_TEXT.title });
    await expect(radio(dialog, "private")).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(shareButton).toBeFocused();

    // No username yet: public explains why and links to the username settings.
    dialog = await openShareDialog(page);
    await radio(dialog, "public").check();
    await expect(dialog.getByText(SHARE_TEXT.usernameNeeded)).toBeVisible();
    await expect(dialog.getByRole("button", { name: SHARE_TEXT.publish })).toBeDisabled();
    await dialog.getByRole("link", { name: SHARE_TEXT.chooseUsername }).click();
    await page.waitForURL("**/settings/username");
    const username = uniqueUsername("share");
    await page.getByLabel("Username").fill(username);
    await expect(page.getByTestId("username-status")).toHaveText(`✓ @${username} is available`);
    await page.getByRole("button", { name: "Save username" }).click();
    await expect(page.getByText("Username saved")).toBeVisible();
    await openPlan(page, plan.id);

    // Public, with the slug suggested from the title, then a reserved one, then a suggestion.
    dialog = await openShareDialog(page);
    await radio(dialog, "public").check();
    const slug = dialog.getByLabel(SHARE_TEXT.slugLabel);
    const status = dialog.getByTestId("share-slug-status");
    await expect(slug).toHaveValue("website-relaunch");
    await expect(status).toHaveText(SHARE_TEXT.slugAvailable);
    await slug.fill("admin");
    await expect(status).toHaveText(PUBLISHING_TEXT.slug.reserved);
    await expect(slug).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("button", { name: SHARE_TEXT.publish })).toBeDisabled();
    const suggestion = dialog.getByTestId("share-slug-suggestions").getByRole("button").first();
    await expect(suggestion).toBeVisible();
    const picked = (await suggestion.textContent())!.trim();
    await suggestion.click();
    await expect(slug).toHaveValue(picked);
    await expect(status).toHaveText(SHARE_TEXT.slugAvailable);
    await slug.fill("Not A Slug");
    await expect(status).toHaveText(PUBLISHING_TEXT.slug.invalidCharacters);
    await slug.fill("relaunch-offer");
    await expect(status).toHaveText(SHARE_TEXT.slugAvailable);
    await expect(dialog.getByTestId("share-public-address")).toHaveText(
      new RegExp(`/@${username}/p/relaunch-offer$`),
    );

    // An estimate shown on the public page.
    await dialog.getByRole("switch", { name: SHARE_TEXT.estimateSwitch }).click();
    await dialog.getByLabel(SHARE_TEXT.estimateAmount).fill("4,500.50");
    await dialog.getByLabel(SHARE_TEXT.estimateNote).fill("Fixed price");

    const publishRequest = page.waitForRequest((r) => r.url().includes("publishing.publish"));
    await dialog.getByRole("button", { name: SHARE_TEXT.publish }).click();
    await expectToast(page, SHARE_TEXT.published);
    const sent = (await publishRequest).postDataJSON() as {
      json: { visibility: string; slug: string; diagrams: unknown[] };
    };
    expect(sent.json).toMatchObject({ visibility: "public", slug: "relaunch-offer" });
    // The diagram was drawn in this browser and sent with the request, keyed by its block.
    expect(sent.json.diagrams).toEqual([
      expect.objectContaining({
        sectionId: plan.sections[0]!.id,
        index: 0,
        source: DIAGRAM,
        svg: expect.stringContaining("<svg"),
      }),
    ]);
    await expect(dialog.getByTestId("share-public-link")).toHaveValue(
      new RegExp(`/@${username}/p/relaunch-offer$`),
    );
    await expect(dialog.getByTestId("share-views")).toContainText(SHARE_TEXT.views.total);
    let state = await shareState(page, plan.id);
    expect(state).toMatchObject({
      visibility: "public",
      slug: "relaunch-offer",
      publicPath: `/@${username}/p/relaunch-offer`,
      hasUnpublishedChanges: false,
      estimate: { amountMinor: 450_050, currency: "USD", note: "Fixed price" },
    });
    await expect(dialog.getByRole("button", { name: SHARE_TEXT.save })).toBeDisabled();
    await page.keyboard.press("Escape");

    // An anonymous visitor sees the published version, with the picture drawn when publishing.
    const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const visitorPage = await visitor.newPage();
    const publicPath = `/@${username}/p/relaunch-offer`;
    expect((await visitorPage.goto(publicPath))?.status()).toBe(200);
    await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText("Website relaunch");
    await expect(visitorPage.locator("figure.diagram img")).toHaveCount(1);
    await expect(visitorPage.getByTestId("public-estimate")).toContainText("4,500.50");
    await expect(visitorPage.getByText(LATER_EDIT)).toHaveCount(0);

    // An edit after publishing: the badge appears without a reload, and goes after the update.
    const badge = page.getByTestId("unpublished-changes");
    await expect(badge).toBeHidden();
    const editor = page.getByRole("textbox", { name: "Scope text" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(` ${LATER_EDIT}`);
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
    await expect(badge).toContainText(SHARE_TEXT.unpublishedChanges);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshotForReview(page, { path: `${SCREENSHOTS}/share-badge-desktop-light.png` });
    const updateRequest = page.waitForRequest((r) => r.url().includes("publishing.update"));
    await badge.getByRole("button", { name: SHARE_TEXT.updatePublicVersion }).click();
    await expectToast(page, SHARE_TEXT.updated);
    const updated = (await updateRequest).postDataJSON() as { json: { diagrams: unknown[] } };
    expect(updated.json.diagrams).toEqual([expect.objectContaining({ source: DIAGRAM })]);
    await expect(badge).toBeHidden();
    expect((await shareState(page, plan.id)).hasUnpublishedChanges).toBe(false);
    await visitorPage.reload();
    await expect(visitorPage.getByText(LATER_EDIT)).toBeVisible();

    // Anyone with the link: copy it, then regenerate it (the old one stops working).
    dialog = await openShareDialog(page);
    await radio(dialog, "unlisted").check();
    await expect(dialog.getByLabel(SHARE_TEXT.slugLabel)).toBeHidden();
    await dialog.getByRole("button", { name: SHARE_TEXT.save }).click();
    await expectToast(page, SHARE_TEXT.saved);
    await expect(dialog.getByTestId("share-public-link")).toBeHidden();
    const link = dialog.getByTestId("share-unlisted-link");
    state = await shareState(page, plan.id);
    expect(state.visibility).toBe("unlisted");
    const oldPath = state.unlistedPath!;
    // No longer public: the public address is gone, the plan is reached by its link only.
    expect((await visitorPage.goto(publicPath))?.status()).toBe(404);
    expect(oldPath).toMatch(/^\/p\/.+/);
    await expect(link).toHaveValue(new RegExp(`${oldPath}$`));
    await dialog.getByRole("button", { name: SHARE_TEXT.copyUnlistedLink }).click();
    await expectToast(page, SHARE_TEXT.linkCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

    await dialog.getByRole("button", { name: SHARE_TEXT.regenerate }).click();
    const confirmRegenerate = page.getByRole("alertdialog", { name: SHARE_TEXT.regenerateTitle });
    await expect(confirmRegenerate).toContainText(SHARE_TEXT.regenerateDescription);
    await confirmRegenerate.getByRole("button", { name: SHARE_TEXT.regenerateConfirm }).click();
    await expectToast(page, SHARE_TEXT.regenerated);
    await expect(confirmRegenerate).toBeHidden();
    await expect(link).not.toHaveValue(new RegExp(`${oldPath}$`));
    const newPath = (await shareState(page, plan.id)).unlistedPath!;
    expect(newPath).not.toBe(oldPath);
    await expect(link).toHaveValue(new RegExp(`${newPath}$`));
    expect((await visitorPage.goto(oldPath))?.status()).toBe(404);
    expect((await visitorPage.goto(newPath))?.status()).toBe(200);
    await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText("Website relaunch");

    // Unpublish, after confirming.
    await dialog.getByRole("button", { name: SHARE_TEXT.unpublish }).click();
    const confirmUnpublish = page.getByRole("alertdialog", { name: SHARE_TEXT.unpublishTitle });
    await confirmUnpublish.getByRole("button", { name: SHARE_TEXT.unpublishConfirm }).click();
    await expectToast(page, SHARE_TEXT.unpublished);
    await expect(radio(dialog, "private")).toBeChecked();
    await expect(link).toBeHidden();
    expect((await shareState(page, plan.id)).visibility).toBe("private");
    expect((await visitorPage.goto(newPath))?.status()).toBe(404);
    expect((await visitorPage.goto(publicPath))?.status()).toBe(404);
    await visitor.close();
  });

  test("the dialog fits a phone and both themes (screenshots)", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await ownerWithPlan(page, "share-shots", uniqueUsername("shots"));
    await openPlan(page, plan.id);
    let dialog = await openShareDialog(page);
    await radio(dialog, "public").check();
    await dialog.getByRole("switch", { name: SHARE_TEXT.estimateSwitch }).click();
    await dialog.getByLabel(SHARE_TEXT.estimateAmount).fill("12000");
    await dialog.getByRole("button", { name: SHARE_TEXT.publish }).click();
    await expectToast(page, SHARE_TEXT.published);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });

    await dialog.evaluate((element) => element.scrollTo({ top: 0 }));
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshotForReview(page, {
        path: `${SCREENSHOTS}/share-dialog-desktop-${scheme}.png`,
      });
    }

    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 844 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      dialog = await openShareDialog(page);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshotForReview(page, { path: `${SCREENSHOTS}/share-dialog-phone-${scheme}.png` });
      // The end of the dialog is reachable by scrolling inside it.
      const unpublish = dialog.getByRole("button", { name: SHARE_TEXT.unpublish });
      await unpublish.scrollIntoViewIfNeeded();
      await expect(unpublish).toBeInViewport();
      await screenshotForReview(page, {
        path: `${SCREENSHOTS}/share-dialog-phone-${scheme}-end.png`,
      });
      await page.keyboard.press("Escape");
    }

    // The 'Unpublished changes' badge and its button fit the plan's bar on a phone.
    const editor = page.getByRole("textbox", { name: "Scope text" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" Phone edit.");
    const badge = page.getByTestId("unpublished-changes");
    await expect(badge).toBeVisible();
    await badge.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const button = badge.getByRole("button", { name: SHARE_TEXT.updatePublicVersion });
    const buttonBox = (await button.boundingBox())!;
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(390);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshotForReview(page, { path: `${SCREENSHOTS}/share-badge-phone-${scheme}.png` });
    }
  });
});
