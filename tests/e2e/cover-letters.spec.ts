import { expect, test, type Page } from "@playwright/test";
import { COVER_LETTER_TEXT } from "@/lib/errors/ai";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan } from "./helpers/plan-page";
import { createPlanViaApi } from "./helpers/plans";
import { screenshotForReview } from "./helpers/screenshots";

const SCREENSHOTS = "test-results/screenshots";
const LETTER_URL = /\/plan\/[^/]+\/cover-letters\/[0-9a-f-]{36}$/;

const JOB_POST = `Shopify developer for a tea shop

We sell loose-leaf tea and need a new Shopify store with subscriptions before March.
Please describe your approach and timeline.`;

async function planWithLetterPage(page: Page, label: string, fullName: string) {
  await signUpAndConfirm(page, { email: uniqueEmail(label), fullName });
  const plan = await createPlanViaApi(page.request, {
    title: "Tea shop relaunch",
    summary: "A Shopify store with subscriptions for Leaf & Co.",
    sections: [
      { kind: "overview", body: "Leaf & Co. needs a new online shop with subscriptions." },
      { kind: "scope", body: "- Theme design\n- Subscription app\n- Product import" },
      { kind: "timeline", body: "Six weeks, launch in February." },
    ],
  });
  return plan;
}

/** Writes a letter from the plan page with the offline planner and lands in its editor. */
async function writeLetter(page: Page, planId: string) {
  await openPlan(page, planId);
  await page.getByRole("link", { name: "Cover letters" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cover letters" })).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  await page.getByLabel("Job post").fill(JOB_POST);
  await page.getByLabel("Tone").selectOption("friendly");
  await page.getByLabel("Length").selectOption("short");
  await expect(page.getByLabel("Model")).toHaveValue("offline-planner");
  await page.getByRole("button", { name: "Write cover letter" }).click();
  await page.waitForURL(LETTER_URL, { timeout: 60_000 });
  const body = page.getByLabel("Letter", { exact: true });
  await expect(body).not.toHaveValue("");
  return body;
}

test.describe("cover letters", () => {
  test("write a letter from a plan with the offline planner, edit, save, copy", async ({
    page,
    context,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const plan = await planWithLetterPage(page, "cover-letter", "Lena Writer");
    const body = await writeLetter(page, plan.id);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
      "Shopify developer for a tea shop",
    );
    const written = await body.inputValue();
    expect(written).toContain("Lena Writer");

    await body.fill(`${written}\n\nP.S. I can start next week.`);
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(COVER_LETTER_TEXT.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Letter", { exact: true })).toHaveValue(
      /P\.S\. I can start next week\.$/,
    );

    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText(COVER_LETTER_TEXT.copied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.getByLabel("Letter", { exact: true }).inputValue());

    await page.getByRole("link", { name: "All cover letters" }).click();
    await expect(page.getByRole("list", { name: "Cover letters" }).getByRole("link")).toHaveText([
      /Shopify developer for a tea shop/,
    ]);
  });

  for (const look of ["light", "dark", "phone"] as const) {
    test(`screenshots: ${look}`, async ({ page }) => {
      test.setTimeout(FIRST_LOAD_MS * 2);
      if (look === "phone") await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: look === "dark" ? "dark" : "light" });
      const plan = await planWithLetterPage(page, `cover-letter-${look}`, "Lena Writer");
      await writeLetter(page, plan.id);
      await screenshotForReview(page, {
        path: `${SCREENSHOTS}/cover-letter-${look}.png`,
        fullPage: true,
      });
      await page.getByRole("link", { name: "All cover letters" }).click();
      await expect(page.getByRole("list", { name: "Cover letters" })).toBeVisible();
      await screenshotForReview(page, {
        path: `${SCREENSHOTS}/cover-letters-${look}.png`,
        fullPage: true,
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
