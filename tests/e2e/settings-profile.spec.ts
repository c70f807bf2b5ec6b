import { expect, test } from "@playwright/test";
import { signUpAndConfirm, uniqueUsername } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";

test.describe("dashboard and profile settings", () => {
  test("the dashboard greets the user and lists only what is left to set up", async ({ page }) => {
    await signUpAndConfirm(page, { email: uniqueEmail("dash"), fullName: "Ada Lovelace" });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada");
    const checklist = page.getByTestId("setup-checklist");
    await expect(checklist).toContainText("1 of 2 done");
    await expect(checklist.getByRole("link", { name: /Choose a username/ })).toBeVisible();
    await expect(checklist.getByRole("link", { name: /Add your name/ })).toHaveCount(0);

    await checklist.getByRole("link", { name: /Choose a username/ }).click();
    await expect(page).toHaveURL(/\/settings\/username$/);
    const name = uniqueUsername("ada");
    await page.getByLabel("Username").fill(name);
    await expect(page.getByTestId("username-status")).toHaveText(`✓ @${name} is available`);
    await page.getByRole("button", { name: "Save username" }).click();
    await expect(page.getByText("Username saved")).toBeVisible();

    // Everything done: the checklist goes away; settings stay one click away.
    await page
      .getByRole("navigation", { name: "App" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada");
    await expect(page.getByTestId("setup-checklist")).toHaveCount(0);
    await page.getByRole("main").getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    for (const section of ["Profile", "Username", "Security"]) {
      await expect(
        page
          .getByRole("list", { name: "Settings sections" })
          .getByRole("link", { name: new RegExp(section) }),
      ).toBeVisible();
    }
  });

  test("the full name is saved and the e-mail is shown read-only", async ({ page }) => {
    const email = uniqueEmail("prof");
    await signUpAndConfirm(page, { email });
    await page.goto("/dashboard");
    // No name yet: greeted by e-mail, and asked for a name.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${email}`);
    await expect(page.getByTestId("setup-checklist")).toContainText("Add your name");

    await page.goto("/settings/profile");
    await expect(page.getByRole("link", { name: "Profile" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
    const save = page.getByRole("button", { name: "Save changes" });
    await expect(save).toBeDisabled();
    await page.getByLabel("Full name").fill("Grace Hopper");
    await save.click();
    await expect(page.getByText("Profile saved")).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper");
    await page.getByRole("button", { name: "Open user menu" }).click();
    await expect(page.getByRole("menu")).toContainText("Grace Hopper");
    await page.keyboard.press("Escape");

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace");
  });

  test("a profile that cannot be loaded says so, and can be loaded again", async ({ page }) => {
    await signUpAndConfirm(page, { email: uniqueEmail("noload"), fullName: "Nola Load" });
    await page.route(/\/api\/trpc\/[^?]*profile\.get/, (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "down" }),
    );
    await page.goto("/settings/profile");
    await expect(
      page.getByText("Unable to load your profile. Please refresh the page and try again."),
    ).toBeVisible();
    await page.unroute(/\/api\/trpc\/[^?]*profile\.get/);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByLabel("Full name")).toHaveValue("Nola Load");
  });

  test("the public header offers the dashboard instead of sign-up when signed in", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Get started" })).toBeVisible();
    await signUpAndConfirm(page, { email: uniqueEmail("head") });
    await page.goto("/");
    await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Get started" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await header.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
