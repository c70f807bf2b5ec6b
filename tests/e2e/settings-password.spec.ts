import { expect, test } from "@playwright/test";
import { TEST_PASSWORD, loginStatus, signOutFromMenu, signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";

const NEW_PASSWORD = "a much newer password";

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
});
