import { expect, test } from "@playwright/test";
import { TEST_PASSWORD, hasSession, loginStatus, signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";

test.describe("settings: delete account", () => {
  test("needs the password; then the account is gone and the browser signed out", async ({
    page,
  }) => {
    const email = uniqueEmail("del");
    await signUpAndConfirm(page, { email, fullName: "Del Eted" });
    await page.goto("/settings/security");

    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("your plans and everything in them");
    const password = dialog.getByLabel("Password");
    await expect(password).toBeFocused();

    // Cancel closes it and gives focus back to the button.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Delete account" })).toBeFocused();

    // A wrong password: an error, and nothing is deleted.
    await page.getByRole("button", { name: "Delete account" }).click();
    await password.fill("not the password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("The password is not correct.")).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    expect(await hasSession(page.request)).toBe(true);

    // The right one.
    await password.fill(TEST_PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your account was deleted")).toBeVisible();
    // Signed out: the public header offers sign-up again, and the session is gone.
    await expect(page.getByRole("banner").getByRole("link", { name: "Get started" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    expect(await hasSession(page.request)).toBe(false);
    expect(await loginStatus(page.request, email, TEST_PASSWORD)).toBe(401);
  });
});
