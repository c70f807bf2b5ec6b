import { expect, test, type Page } from "@playwright/test";
import { PASSWORD_STRENGTH_TEXT } from "../../src/lib/errors/accounts";
import { TEST_PASSWORD, loginStatus, signOutFromMenu, signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { screenshotForReview } from "./helpers/screenshots";

const NEW_PASSWORD = "a much newer password";
/** A key of zxcvbn's common dictionary: the script that holds the word lists contains it. */
const DICTIONARY_MARKER = "passwords-common";

/** URLs of the scripts the page fetched that carry zxcvbn's dictionaries. */
function recordDictionaryLoads(page: Page): string[] {
  const urls: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.text().catch(() => "");
    if (body.includes(DICTIONARY_MARKER)) urls.push(response.url());
  });
  return urls;
}

test.describe("settings: password", () => {
  test("a wrong current password is refused; the right one changes the password", async ({
    page,
  }) => {
    const email = uniqueEmail("pw");
    await signUpAndConfirm(page, { email, fullName: "Pat Word" });
    await page.goto("/settings/security");
    const current = page.getByLabel("Current password");
    const next = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    const submit = page.getByRole("button", { name: "Change password" });

    // The confirmation must match (checked before asking the server).
    await current.fill(TEST_PASSWORD);
    await next.fill(NEW_PASSWORD);
    await confirm.fill("something else entirely");
    await submit.click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(confirm).toBeFocused();

    // Wrong current password: a field error, nothing changed.
    await current.fill("not my password at all");
    await confirm.fill(NEW_PASSWORD);
    await submit.click();
    await expect(page.getByText("The password is not correct.")).toBeVisible();
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(current).toBeFocused();

    // The right one.
    await current.fill(TEST_PASSWORD);
    await submit.click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await expect(current).toHaveValue("");
    await expect(next).toHaveValue("");
    await expect(confirm).toHaveValue("");

    // Still signed in here; sign out, then the new password works and the old one does not.
    await signOutFromMenu(page);
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsettings%2Fsecurity$/);
    expect(await loginStatus(page.request, email, TEST_PASSWORD)).toBe(401);
    expect(await loginStatus(page.request, email, NEW_PASSWORD)).toBe(200);
  });

  test("asks for the current password, shows the strength meter, and refuses a weak password", async ({
    page,
  }) => {
    const email = uniqueEmail("pwmeter");
    await signUpAndConfirm(page, { email, fullName: "Pat Word" });
    const dictionaryLoads = recordDictionaryLoads(page);
    await page.goto("/settings/security");
    const current = page.getByLabel("Current password");
    const next = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    const meter = page.getByRole("meter", { name: PASSWORD_STRENGTH_TEXT.meterLabel });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute("type", "password");
    await expect(page.getByRole("link", { name: "Get a link to set one" })).toHaveAttribute(
      "href",
      "/auth/reset-password",
    );

    // The dictionaries are fetched only once a new password is typed.
    await expect(meter).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(dictionaryLoads).toEqual([]);
    await next.fill("password");
    await expect(meter).toHaveAttribute("aria-valuetext", PASSWORD_STRENGTH_TEXT.summary(0));
    await expect(page.getByText("This is a heavily used password.")).toBeVisible();
    await screenshotForReview(page, {
      path: "test-results/screenshots/settings-password-meter.png",
    });
    expect(dictionaryLoads).toHaveLength(1);

    // Submitting a guessable password (even with the right current one) is a field error.
    await current.fill(TEST_PASSWORD);
    for (const weak of ["12345678", "        ", email]) {
      await next.fill(weak);
      await confirm.fill(weak);
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(next).toHaveAttribute("aria-invalid", "true");
      await expect(next).toBeFocused();
      await expect(next).toHaveAccessibleDescription(
        weak === email ? PASSWORD_STRENGTH_TEXT.isEmail : /^This password is too easy to guess\./,
      );
    }
    expect(await loginStatus(page.request, email, TEST_PASSWORD)).toBe(200);

    // A passphrase is strong; the meter says so and the change goes through.
    const strong = "violin harbor copper meadow";
    await next.fill(strong);
    await expect(meter).toHaveAttribute("aria-valuetext", "Strong");
    await expect(meter).toHaveAttribute("aria-valuenow", "4");
    await confirm.fill(strong);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await expect(meter).toHaveCount(0);
    expect(await loginStatus(page.request, email, strong)).toBe(200);
  });
});
