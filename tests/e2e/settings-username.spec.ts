import { expect, test } from "@playwright/test";
import { openUserMenu, signUp, signUpAndConfirm, uniqueUsername } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";

const STATUS = "username-status";

test.describe("settings: username", () => {
  test("availability is checked as you type, and the saved name shows in the user menu", async ({
    page,
    request,
  }) => {
    // Someone else already has this name.
    const taken = uniqueUsername("taken");
    await signUp(request, { email: uniqueEmail("other"), username: taken });

    await signUpAndConfirm(page, { email: uniqueEmail("uname"), fullName: "Una Name" });
    let checks = 0;
    page.on("request", (r) => {
      if (r.url().includes("profile.checkUsername")) checks += 1;
    });
    await page.goto("/settings/username");
    await expect(page.getByRole("link", { name: "Username" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const field = page.getByLabel("Username");
    const status = page.getByTestId(STATUS);
    const save = page.getByRole("button", { name: "Save username" });

    // A reserved word: the reason at once, and the server is not asked.
    await field.fill("admin");
    await expect(status).toHaveText("This username is reserved");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(save).toBeDisabled();
    await page.waitForTimeout(800); // well past the debounce
    expect(checks).toBe(0);

    // Too short: also decided locally.
    await field.fill("ab");
    await expect(status).toHaveText("Username must be at least 3 characters");

    // Taken by another user: the server says so.
    await field.fill(taken);
    await expect(status).toHaveText("This username is already taken");
    expect(checks).toBeGreaterThan(0);
    await expect(save).toBeDisabled();

    // A free one.
    const mine = uniqueUsername("una");
    await field.fill(mine);
    await expect(status).toHaveText(`✓ @${mine} is available`);
    await expect(page.getByTestId("public-profile-url")).toContainText(`/@${mine}`);
    await save.click();
    await expect(page.getByText("Username saved")).toBeVisible();
    await expect(status).toHaveText("This is your current username.");

    await openUserMenu(page);
    await expect(page.getByRole("menu")).toContainText(`@${mine}`);
  });

  test("a name taken while the page was open is refused on save", async ({ page, request }) => {
    await signUpAndConfirm(page, { email: uniqueEmail("race") });
    await page.goto("/settings/username");
    const name = uniqueUsername("race");
    await page.getByLabel("Username").fill(name);
    await expect(page.getByTestId(STATUS)).toHaveText(`✓ @${name} is available`);
    // Someone else takes it before we save.
    await signUp(request, { email: uniqueEmail("racer"), username: name });
    await page.getByRole("button", { name: "Save username" }).click();
    await expect(page.getByTestId(STATUS)).toHaveText("This username is already taken");
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  });
});
