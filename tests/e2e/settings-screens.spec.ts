import { expect, test, type Page } from "@playwright/test";
import { signUpAndConfirm, uniqueUsername } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { screenshotForReview } from "./helpers/screenshots";

const DIR = "test-results/screenshots";

/** Screenshots of the signed-in pages in light, dark and on a phone, for a look by eye. */
async function shoot(page: Page, name: string, fullPage = true) {
  await screenshotForReview(page, { path: `${DIR}/${name}.png`, fullPage });
}

async function tour(page: Page, suffix: string) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  await shoot(page, `dashboard-${suffix}`);
  await page.goto("/settings");
  await expect(page.getByRole("list", { name: "Settings sections" })).toBeVisible();
  await shoot(page, `settings-${suffix}`);
  await page.goto("/settings/profile");
  await expect(page.getByLabel("Full name")).toBeVisible();
  await shoot(page, `settings-profile-${suffix}`);
  await page.goto("/settings/username");
  const name = uniqueUsername("look");
  await page.getByLabel("Username").fill(name);
  await expect(page.getByTestId("username-status")).toHaveText(`✓ @${name} is available`);
  await shoot(page, `settings-username-${suffix}`);
  await page.getByLabel("Username").fill("settings");
  await expect(page.getByTestId("username-status")).toHaveText("This username is reserved");
  await shoot(page, `settings-username-reserved-${suffix}`);
  await page.goto("/settings/security");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password is required").first()).toBeVisible();
  await shoot(page, `settings-security-${suffix}`);
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await shoot(page, `settings-delete-dialog-${suffix}`, false);
  await page.keyboard.press("Escape");
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
  await shoot(page, `landing-signed-in-${suffix}`, false);
}

test.describe("settings screenshots", () => {
  test("light", async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: "light" });
    await signUpAndConfirm(page, { email: uniqueEmail("light"), fullName: "Lena Light" });
    await tour(page, "light");
  });

  test("dark", async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: "dark" });
    await signUpAndConfirm(page, { email: uniqueEmail("dark") });
    await tour(page, "dark");
  });

  test("phone", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpAndConfirm(page, { email: uniqueEmail("phone"), fullName: "Phil Phone" });
    await tour(page, "phone");
  });
});
