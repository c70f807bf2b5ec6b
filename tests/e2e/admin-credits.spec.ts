import { expect, test, type Page } from "@playwright/test";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import { E2E_ADMIN_EMAILS } from "../../playwright.config";
import { openUserMenu, signUpAndConfirm } from "./helpers/accounts";
import { watchConsole } from "./helpers/console-watch";
import { horizontalOverflow } from "./helpers/layout";
import { uniqueEmail } from "./helpers/mailbox";
import { screenshotForReview } from "./helpers/screenshots";

const DIR = "test-results/screenshots";

async function shoot(page: Page, name: string, fullPage = true) {
  await screenshotForReview(page, { path: `${DIR}/${name}.png`, fullPage });
}

/** The figure the admin page shows for the account found ("Available", "Held", "Balance"). */
const figure = (page: Page, id: "admin-available" | "admin-held" | "admin-balance") =>
  page.getByTestId(id);

async function findAccount(page: Page, email: string) {
  await page.getByLabel("E-mail or account id").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: email })).toBeVisible();
}

async function adjust(
  page: Page,
  action: "Add credits" | "Remove credits",
  amount: number,
  reason: string,
) {
  await page.getByLabel("Action").selectOption({ label: action });
  await page.getByLabel("Credits", { exact: true }).fill(String(amount));
  await page.getByLabel("Reason").fill(reason);
  await page
    .getByRole("button", { name: action === "Add credits" ? "Add credits" : "Remove credits…" })
    .click();
}

test.describe("admin credits", () => {
  test("an admin grants and takes back credits, seen in the account's balance and history; non-admins get a 404", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: "light" });
    // The admin's pages log nothing: no hydration mismatch, no failed request.
    const watch = watchConsole(page);

    // The user who will receive credits, in a browser of their own.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    // A long address, as real ones can be: the account card must wrap it on a phone.
    const memberEmail = uniqueEmail("member.with-a-rather-long-address-for-small-screens");
    await signUpAndConfirm(member, { email: memberEmail, fullName: "Mia Member" });
    await member.goto("/dashboard");

    // A non-admin: no Admin item in the menu, and the admin pages are the ordinary 404.
    await openUserMenu(member);
    await expect(member.getByRole("menuitem", { name: "Settings" })).toBeVisible();
    await expect(member.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
    await member.keyboard.press("Escape");
    for (const path of ["/admin/credits", "/admin/payments"]) {
      const response = await member.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(member.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(member.getByText("Support tools")).toHaveCount(0);
    }

    // The admin (listed in ADMIN_EMAILS) reaches the area from the user menu.
    await signUpAndConfirm(page, { email: E2E_ADMIN_EMAILS[0], fullName: "Avery Admin" });
    await page.goto("/dashboard");
    await openUserMenu(page);
    await page.getByRole("menuitem", { name: "Admin" }).click();
    await page.waitForURL("**/admin/credits");
    await expect(page.getByRole("heading", { level: 1, name: "Support tools" })).toBeVisible();

    // Find the member by their address written differently; the signup bonus is there.
    await findAccount(page, memberEmail.toUpperCase());
    const bonus = Number(await figure(page, "admin-available").textContent());
    await expect(figure(page, "admin-held")).toHaveText("0");

    await adjust(page, "Add credits", 50, "Goodwill for the outage");
    await expect(page.getByText(`Added 50 credits to ${memberEmail}.`)).toBeVisible();
    await expect(figure(page, "admin-available")).toHaveText(String(bonus + 50));
    await expect(page.getByText("Added by support: Goodwill for the outage")).toBeVisible();
    await shoot(page, "admin-credits-light");

    // Taking back more than is available asks first, then reports what could not be taken.
    await adjust(page, "Remove credits", bonus + 80, "Trial ended");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Remove ${bonus + 80} credits from ${memberEmail}?`);
    await shoot(page, "admin-credits-revoke-dialog-light", false);
    await dialog.getByRole("button", { name: "Remove credits" }).click();
    await expect(page.getByText(`Removed ${bonus + 50}; 30 had already been spent.`)).toBeVisible();
    await expect(figure(page, "admin-available")).toHaveText("0");
    await expect(figure(page, "admin-balance")).toHaveText("0");
    await expect(page.getByText("Removed by support: Trial ended")).toBeVisible();

    // Add some back, so the member has credits to see.
    await adjust(page, "Add credits", 25, "Welcome back");
    await expect(figure(page, "admin-available")).toHaveText("25");

    // The member sees the credits: in the header's user menu and on their payments settings,
    // with the reasons support gave.
    await member.goto("/settings/payments");
    await expect(member.getByTestId("available-credits")).toHaveText("25");
    await expect(member.getByText("Added by support: Welcome back")).toBeVisible();
    await expect(member.getByText("Removed by support: Trial ended")).toBeVisible();
    await openUserMenu(member);
    await expect(member.getByTestId("user-menu-credits")).toContainText("25 credits");
    await member.keyboard.press("Escape");

    // The member cannot call the admin API either: it refuses on the server, not just in the UI.
    const refused = await member.request.get("/api/trpc/admin.userCredits");
    expect(refused.status()).toBe(403);

    await page.getByRole("link", { name: "Payments" }).click();
    await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
    await expect(page.getByText("No payments yet.")).toBeVisible();
    await shoot(page, "admin-payments-light");

    await page.emulateMedia({ colorScheme: "dark" });
    await shoot(page, "admin-payments-dark");
    await page.getByRole("link", { name: "Credits" }).click();
    await findAccount(page, memberEmail);
    await shoot(page, "admin-credits-dark");
    await page.setViewportSize({ width: 390, height: 844 });
    // Nothing is wider than the phone: the address and the account id wrap, the ledger scrolls
    // inside its card.
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The ledger names each kind of movement in words, as the user's own history does.
    const ledger = page.getByRole("table");
    const welcome = ledger
      .getByRole("row")
      .filter({ hasText: CREDITS_TEXT.signupBonusDescription });
    await expect(welcome).toContainText(CREDITS_TEXT.kindLabels.signup_bonus);
    for (const rawKind of ["signup_bonus", "admin_grant", "admin_revoke"]) {
      await expect(ledger).not.toContainText(rawKind);
    }
    await shoot(page, "admin-credits-phone-dark");

    // Signed out, the admin pages send you to sign in, like every signed-in page.
    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await stranger.goto("/admin/credits");
    await stranger.waitForURL((url) => url.pathname === "/auth/login");
    await strangerContext.close();
    watch.expectNone("the admin pages");
    await memberContext.close();
  });
});
