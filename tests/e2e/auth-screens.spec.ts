import { expect, test, type Page } from "@playwright/test";
import { ACCOUNT_ERRORS } from "../../src/lib/errors/accounts";
import { screenshotForReview } from "./helpers/screenshots";

const SCREENSHOTS = "test-results/screenshots";

const PAGES = [
  { name: "login", path: "/auth/login", heading: "Welcome back" },
  { name: "sign-up", path: "/auth/sign-up", heading: "Create your account" },
  { name: "confirm", path: "/auth/confirm", heading: "Confirm your email" },
  {
    name: "confirm-expired",
    path: "/auth/confirm?flow=magic-link&error=TOKEN_EXPIRED",
    heading: "Link expired",
  },
  { name: "reset-request", path: "/auth/reset-password", heading: "Reset your password" },
  { name: "reset-new", path: "/auth/reset-password?token=abc", heading: "Choose a new password" },
] as const;

async function shoot(page: Page, name: string) {
  await screenshotForReview(page, { path: `${SCREENSHOTS}/auth-${name}.png`, fullPage: true });
}

test.describe("auth pages look right", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`every auth page renders its card with one h1 (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const { name, path, heading } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveCount(1);
        await shoot(page, `${name}-${scheme}`);
      }
    });
  }

  test("on a 390 px phone the forms fit and show their errors", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/auth/login");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await shoot(page, "login-errors-mobile");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);

    await page.goto("/auth/sign-up");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await shoot(page, "sign-up-errors-mobile");

    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/auth/confirm?error=INVALID_TOKEN");
    await expect(page.getByText(ACCOUNT_ERRORS.confirmLinkExpired)).toBeVisible();
    await shoot(page, "confirm-expired-mobile-dark");
  });

  test("the magic-link view and its sent state", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await shoot(page, "login-magic-link");
    await page.getByLabel("Email", { exact: true }).fill("nobody@example.com");
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeFocused();
    await shoot(page, "login-magic-link-sent");
  });
});
