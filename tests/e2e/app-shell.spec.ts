import { expect, test } from "@playwright/test";
import { screenshotForReview } from "./helpers/screenshots";

const SCREENSHOTS = "test-results/screenshots";

test.describe("app shell", () => {
  test("the landing page renders in the marketing layout with header, footer and main", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await screenshotForReview(page, { path: `${SCREENSHOTS}/landing-light.png`, fullPage: true });
  });

  test("the skip link is the first stop for keyboard users and moves focus to main", async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("the theme switch turns dark mode on and remembers it", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Change theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await screenshotForReview(page, { path: `${SCREENSHOTS}/landing-dark.png`, fullPage: true });
  });

  test("the system theme follows the operating system", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("the info pages are public and render", async ({ page }) => {
    for (const path of ["/about", "/examples", "/terms", "/privacy", "/gdpr", "/upwork"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    }
  });
});
