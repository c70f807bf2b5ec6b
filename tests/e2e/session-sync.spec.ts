import { expect, test } from "@playwright/test";
import {
  TEST_PASSWORD,
  hasSession,
  loginStatus,
  signOutFromMenu,
  signUpAndConfirm,
} from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";

test.describe("session across tabs and devices", () => {
  test("signed-in pages send signed-out visitors to login with their return path", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/login$/);
    for (const path of [
      "/settings",
      "/settings/profile",
      "/settings/username",
      "/settings/security",
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(
        new RegExp(`/auth/login\\?redirect=${encodeURIComponent(path)}$`),
      );
    }
  });

  test("coming back to the tab after the session was revoked elsewhere goes to login", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail("focus");
    await signUpAndConfirm(page, { email });
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    // Another device signs in and changes the password, which signs out every other session.
    const other = await browser.newContext();
    expect(await loginStatus(other.request, email, TEST_PASSWORD)).toBe(200);
    const changed = await other.request.post("/api/auth/update-password", {
      data: { password: "changed on another device", currentPassword: TEST_PASSWORD },
    });
    expect(changed.status()).toBe(200);
    await other.close();
    expect(await hasSession(page.request)).toBe(false);

    // Back in the first tab: focus → the session is checked → login. (The answer of a check
    // is kept 10 seconds, hence the patience.)
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event("focus")));
      await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsettings$/, { timeout: 1_000 });
    }).toPass({ timeout: 25_000 });
  });

  test("signing out in one tab signs out the other", async ({ page }) => {
    await signUpAndConfirm(page, { email: uniqueEmail("tabs") });
    await page.goto("/settings/profile");
    const second = await page.context().newPage();
    await second.goto("/dashboard");
    await expect(second.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();

    await signOutFromMenu(page);
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsettings%2Fprofile$/);
    await expect(second).toHaveURL(/\/auth\/login$/);
  });
});
