/**
 * /settings/payments on the default e2e server, where no payment provider is configured: a new
 * account sees its signup bonus as the available balance (on the page and in the user menu),
 * nothing held, the packs with their prices and buy buttons that say why they are off, an empty
 * payment history and the bonus in its credit history. Checkout outcomes read from the address;
 * the landing page prices the same packs. Screenshots in light and dark, desktop and phone.
 */
import { expect, test, type Page } from "@playwright/test";
import { CREDIT_PACKS, formatCredits, formatMoney } from "@/lib/credits/credit-packs";
import { DEFAULT_SIGNUP_BONUS } from "@/lib/credits/credit-rules";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import { openUserMenu, signUpAndConfirm } from "./helpers/accounts";
import { horizontalOverflow } from "./helpers/layout";
import { uniqueEmail } from "./helpers/mailbox";
import { screenshotForReview } from "./helpers/screenshots";

const DIR = "test-results/screenshots";
/** The e2e server runs with the default configuration. */
const BONUS = DEFAULT_SIGNUP_BONUS;

async function openPayments(page: Page, search = "") {
  await page.goto(`/settings/payments${search}`);
  await expect(page.getByTestId("available-credits")).toHaveText(String(BONUS));
}

test.describe("settings: payments and credits", () => {
  test("shows the balance, the packs, both histories, and why buying is off", async ({ page }) => {
    await signUpAndConfirm(page, { email: uniqueEmail("credits"), fullName: "Cora Credits" });
    await openPayments(page);
    await expect(page).toHaveTitle(/Payments and credits/);
    await expect(page.getByTestId("held-credits")).toHaveText("0");
    await expect(
      page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Payments" }),
    ).toHaveAttribute("aria-current", "page");

    for (const pack of CREDIT_PACKS) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: pack.name, exact: true }) });
      await expect(card).toContainText(formatCredits(pack.credits));
      await expect(card).toContainText(formatMoney(pack.priceCents));
      const buy = page.getByRole("button", { name: `Buy ${pack.name}`, exact: true });
      await expect(buy).toBeDisabled();
      await expect(buy).toHaveAccessibleDescription(CREDITS_TEXT.paymentsOffReason);
    }
    await expect(page.getByText(CREDITS_TEXT.paymentsOffReason)).toBeVisible();

    await expect(page.getByTestId("payments-empty")).toHaveText(CREDITS_TEXT.noPayments);
    const ledger = page.getByRole("table", { name: "Credit history" });
    const rows = ledger.getByTestId("ledger-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(CREDITS_TEXT.kindLabels.signup_bonus);
    await expect(rows.first().getByRole("cell").nth(3)).toHaveText(`+${BONUS}`);
    await expect(rows.first().getByRole("cell").nth(4)).toHaveText(String(BONUS));

    // The header's user menu shows the same balance and leads here.
    await page.goto("/dashboard");
    await openUserMenu(page);
    const credits = page.getByRole("menuitem", { name: formatCredits(BONUS) });
    await expect(credits).toBeVisible();
    await credits.click();
    await page.waitForURL("**/settings/payments");
    await expect(page.getByTestId("available-credits")).toHaveText(String(BONUS));
  });

  test("says a cancelled checkout charged nothing, once", async ({ page }) => {
    await signUpAndConfirm(page, { email: uniqueEmail("cancel") });
    await openPayments(page, "?checkout=cancelled");
    await expect(page.getByTestId("checkout-outcome-message")).toHaveText(
      CREDITS_TEXT.checkoutCancelled,
    );
    // The address is cleaned, so a reload does not repeat the message.
    await page.waitForURL((url) => url.pathname === "/settings/payments" && url.search === "");
    await page.reload();
    await expect(page.getByTestId("available-credits")).toHaveText(String(BONUS));
    await expect(page.getByTestId("checkout-outcome")).toHaveCount(0);

    await openPayments(page, "?checkout=not_found");
    await expect(page.getByTestId("checkout-outcome-message")).toHaveText(
      CREDITS_TEXT.checkoutNotFound,
    );
    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByTestId("checkout-outcome")).toHaveCount(0);
  });

  test("is reachable by keyboard, from the user menu and in the settings navigation", async ({
    page,
  }) => {
    await signUpAndConfirm(page, { email: uniqueEmail("keys") });
    await page.goto("/dashboard");
    const trigger = page.getByRole("button", { name: "Open user menu" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    // The balance is the menu's first item, where the keyboard lands when the menu opens.
    const credits = page.getByRole("menuitem", { name: formatCredits(BONUS) });
    await expect(credits).toBeFocused();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/settings/payments");

    const nav = page.getByRole("navigation", { name: "Settings" });
    await nav.getByRole("link", { name: "Profile" }).focus();
    for (let step = 0; step < 8; step += 1) {
      if (
        await nav
          .getByRole("link", { name: "Payments" })
          .evaluate((el) => el === document.activeElement)
      )
        break;
      await page.keyboard.press("Tab");
    }
    await expect(nav.getByRole("link", { name: "Payments" })).toBeFocused();

    // Off, the buy buttons stay in the tab order (aria-disabled) so their reason can be heard.
    await nav.getByRole("link", { name: "Security" }).focus();
    await page.keyboard.press("Tab");
    const buyStarter = page.getByRole("button", { name: "Buy Starter", exact: true });
    await expect(buyStarter).toBeFocused();
    await expect(buyStarter).toHaveAccessibleDescription(CREDITS_TEXT.paymentsOffReason);
    await page.keyboard.press("Enter");
    await expect(buyStarter).toHaveText("Buy Starter");
    await expect(page).toHaveURL(/\/settings\/payments$/);
  });

  test("the landing page prices the same packs", async ({ page }) => {
    await page.goto("/");
    const pricing = page.locator("#pricing");
    await expect(pricing.getByTestId("pricing-tier-free")).toContainText(
      `${formatCredits(BONUS)} on sign-up`,
    );
    for (const pack of CREDIT_PACKS) {
      const tier = pricing.getByTestId(`pricing-tier-${pack.id}`);
      await expect(tier).toContainText(formatMoney(pack.priceCents));
      await expect(tier).toContainText(formatCredits(pack.credits));
    }
  });

  for (const { name, colorScheme, width, height } of [
    { name: "light", colorScheme: "light", width: 1280, height: 900 },
    { name: "dark", colorScheme: "dark", width: 1280, height: 900 },
    { name: "phone-light", colorScheme: "light", width: 390, height: 844 },
    { name: "phone-dark", colorScheme: "dark", width: 390, height: 844 },
  ] as const) {
    test(`screenshots: ${name}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height });
      await signUpAndConfirm(page, { email: uniqueEmail(`pay-${name}`), fullName: "Sam Shots" });
      await openPayments(page, "?checkout=cancelled");
      await expect(page.getByTestId("checkout-outcome")).toBeVisible();
      // Nothing is wider than the screen: the histories scroll inside their cards.
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Every column shown has its header shown above it, at every width.
      const ledger = page.getByRole("table", { name: "Credit history" });
      await expect(ledger.getByRole("columnheader")).toHaveCount(
        await ledger.getByTestId("ledger-row").first().getByRole("cell").count(),
      );
      // The current section's tab is in view, also where the tab bar scrolls sideways.
      await expect(
        page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Payments" }),
      ).toBeInViewport();
      await screenshotForReview(page, {
        path: `${DIR}/settings-payments-${name}.png`,
        fullPage: true,
      });
      await openUserMenu(page);
      await expect(page.getByRole("menuitem", { name: formatCredits(BONUS) })).toBeVisible();
      await screenshotForReview(page, { path: `${DIR}/user-menu-credits-${name}.png` });
      await page.keyboard.press("Escape");
      await page.goto("/#pricing");
      await page.locator("#pricing").scrollIntoViewIfNeeded();
      await screenshotForReview(page.locator("#pricing"), {
        path: `${DIR}/landing-pricing-${name}.png`,
      });
    });
  }
});
