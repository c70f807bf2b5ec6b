/**
 * Nothing is lost after 'Saved' (issue 15, points 2, 3 and 6; small things): a section over the
 * size limit says why it is not saved and how to fix it, and its text stays on the device; an
 * emptied section title is a message on the field and no older title comes back; the create
 * form refuses two sections of the same name; the greeting and the avatar use the name; every
 * page has a favicon, app icons and a manifest.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { SECTION_SAVE_TEXT } from "@/lib/errors/plan-editor";
import { CREATE_PLAN_TEXT } from "@/lib/errors/plans";
import { SECTION_BODY_MAX_LENGTH } from "@/lib/plans/plan-rules";
import { formatCount } from "@/lib/plans/save-refusal";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi, type SeededPlan } from "./helpers/plans";

const OVERSIZE_PREFIX = `This section is over ${formatCount(SECTION_BODY_MAX_LENGTH)} characters`;

async function newPlan(page: Page, label: string): Promise<SeededPlan> {
  await signUpAndConfirm(page, { email: uniqueEmail(label), fullName: "Omar Haddad" });
  return createPlanViaApi(page.request, {
    title: "Website relaunch",
    sections: [
      { kind: "overview", body: "Acme needs a faster site." },
      { kind: "scope", body: "Design and build." },
    ],
  });
}

async function sectionText(page: Page, title: string): Promise<Locator> {
  const editor = page.getByRole("textbox", { name: `${title} text` });
  await expect(editor).toBeVisible({ timeout: FIRST_LOAD_MS });
  return editor;
}

/** Pastes `text` as plain text at the end of a section, as Ctrl+V from another app would. */
async function pasteInto(editor: Locator, text: string) {
  await editor.click();
  await editor.press("ControlOrMeta+End");
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.describe("editor saving", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("a 228,000-character paste says why it is not saved and how to fix it; the draft stays", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "save-oversize");
    await openPlan(page, plan.id);

    // 45,600 five-character words: 228,000 characters of plain text.
    await pasteInto(await sectionText(page, "Scope"), "word ".repeat(45_600).trimEnd());

    const scope = page.getByRole("region", { name: "Scope" });
    const reason = scope.getByTestId("section-save-problem");
    await expect(reason).toHaveText(new RegExp(`^${OVERSIZE_PREFIX}`));
    await expect(reason).toContainText("Shorten it, or move part of it into a new section");
    await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "error");
    await expect(page.getByTestId("save-status")).toContainText(OVERSIZE_PREFIX);

    // Nothing reached the server; the text is kept on this device and offered after a reload.
    await page.reload();
    await expect(await sectionText(page, "Scope")).toHaveText("Design and build.");
    const banner = scope.getByTestId("draft-banner");
    await expect(banner).toContainText("Unsaved changes from");
    await banner.getByRole("button", { name: "Restore" }).click();
    await expect(scope.getByTestId("section-save-problem")).toHaveText(
      new RegExp(`^${OVERSIZE_PREFIX}`),
    );
  });

  test("an emptied title is a message on the field; the typed text stays and the rename is not lost", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "save-title");
    await openPlan(page, plan.id);

    const title = page.locator(`#section-title-${plan.sections[1]!.id}`);
    await title.fill("Delivery scope");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
    // Half a rename, then the title is cleared and the field left: nothing older comes back.
    await title.fill("Deliv");
    await title.fill("");
    await title.press("Tab");
    await expect(title).toHaveValue("");
    await expect(title).toHaveAttribute("aria-invalid", "true");
    const messageId = await title.getAttribute("aria-describedby");
    expect(messageId).toBeTruthy();
    await expect(page.locator(`[id="${messageId}"]`)).toHaveText(
      SECTION_SAVE_TEXT.sectionTitleRequired,
    );
    await expect(page.getByTestId("save-status")).toHaveText(
      SECTION_SAVE_TEXT.sectionTitleRequired,
    );

    await title.fill("Scope of delivery");
    await expect(title).not.toHaveAttribute("aria-invalid");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
    await page.reload();
    await expect(page.locator(`#section-title-${plan.sections[1]!.id}`)).toHaveValue(
      "Scope of delivery",
      { timeout: FIRST_LOAD_MS },
    );
  });

  test("the create form refuses two sections of the same name", async ({ page }) => {
    test.setTimeout(120_000);
    await signUpAndConfirm(page, { email: uniqueEmail("save-names") });
    await page.goto("/create-plan/manual");
    await expect(page.getByRole("checkbox", { name: "Goals" })).toBeChecked({ timeout: 20_000 });
    await page.getByLabel("Title").fill("Bakery website");

    // A name of a chosen section, in another case and with spaces, is refused on the field.
    const own = page.getByLabel("Add a section of your own");
    await own.fill("  goals ");
    await own.press("Enter");
    await expect(own).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(CREATE_PLAN_TEXT.customSectionDuplicate)).toBeVisible();
    await expect(page.getByRole("list", { name: "Your own sections" })).toHaveCount(0);

    // A name that only clashes once a section is ticked afterwards is refused when creating.
    await own.fill("Risks");
    await own.press("Enter");
    await expect(page.getByRole("list", { name: "Your own sections" })).toContainText("Risks");
    await page.getByRole("checkbox", { name: "Risks" }).click();
    await page.getByRole("button", { name: "Create plan" }).click();
    await expect(page.getByText(CREATE_PLAN_TEXT.sectionNamesRepeat("Risks"))).toBeVisible();
    await expect(page).toHaveURL(/\/create-plan\/manual$/);
  });

  test("the greeting and the avatar use the name; the address only when there is none", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpAndConfirm(page, { email: uniqueEmail("omar"), fullName: "Omar Haddad" });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Omar", {
      timeout: 30_000,
    });
    await expect(page.getByTestId("user-menu")).toHaveText("OH");

    await page.context().clearCookies();
    const email = uniqueEmail("omar");
    await signUpAndConfirm(page, { email });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${email}`, {
      timeout: 30_000,
    });
    // One letter from an address, not two from its parts ("OE" for omar@example.com).
    await expect(page.getByTestId("user-menu")).toHaveText("O");
  });

  test("a plan page, a public page and the 404 page link a favicon, an apple icon and a manifest", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "save-icons");
    const pages = [`/plan/${plan.id}`, "/about", "/no-such-page-anywhere"];
    for (const path of pages) {
      await page.goto(path);
      const head = page.locator("head");
      await expect(head.locator('link[rel="icon"]').first(), path).toBeAttached();
      await expect(head.locator('link[rel="apple-touch-icon"]'), path).toBeAttached();
      await expect(head.locator('link[rel="manifest"]'), path).toBeAttached();
      for (const link of await head
        .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
        .all()) {
        const href = (await link.getAttribute("href"))!;
        expect((await page.request.get(href)).status(), `${path}: ${href}`).toBe(200);
      }
    }
    expect((await page.request.get("/favicon.ico")).status()).toBe(200);
    const manifest = await page.request.get("/manifest.webmanifest");
    expect(manifest.status()).toBe(200);
    const { icons } = (await manifest.json()) as { icons: { src: string; sizes: string }[] };
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of icons) expect((await page.request.get(icon.src)).status()).toBe(200);
  });
});
