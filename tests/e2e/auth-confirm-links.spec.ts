import { expect, test, type Page } from "@playwright/test";
import { ACCOUNT_ERRORS, AUTH_TEXT } from "../../src/lib/errors/accounts";
import { signUp } from "./helpers/accounts";
import { mailCount, uniqueEmail, waitForMailLink } from "./helpers/mailbox";
import { screenshotForReview } from "./helpers/screenshots";

const PASSWORD = "granite-willow-parsec-64-ledger";

function freshIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 253);
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** Every URL the page's main frame showed, in order (server redirects included). */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame())
      seen.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  });
  page.on("response", (response) => {
    const location = response.headers()["location"];
    if (response.request().isNavigationRequest() && location) {
      const url = new URL(location, response.url());
      seen.push(url.pathname + url.search);
    }
  });
  return seen;
}

test.describe("confirmation links say what happened", () => {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": freshIp() });
  });

  test("signing in before confirming mails a link that confirms and continues to the dashboard; opened again it says already confirmed", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("early");
    await signUp(page.request, { email, password: PASSWORD });
    await waitForMailLink(email, "confirm-email");

    await page.goto("/auth/login");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      ACCOUNT_ERRORS.emailNotConfirmed,
    );
    const link = await waitForMailLink(email, "confirm-email", 1);
    expect(mailCount(email, "confirm-email")).toBe(2);

    const navigations = recordNavigations(page);
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard$/);
    // It went through the confirm page, told that the link confirmed the address.
    expect(navigations).toContain("/auth/confirm?status=confirmed");
    expect(navigations).not.toContain("/");

    // The same link in another browser: already confirmed, and the way on is to sign in.
    const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": freshIp() } });
    const second = await other.newPage();
    await second.goto(link);
    await expect(second).toHaveURL(/\/auth\/confirm\?status=already-confirmed/);
    await expect(
      second.getByRole("heading", { level: 1, name: AUTH_TEXT.alreadyConfirmedTitle }),
    ).toBeVisible();
    await expect(second.getByText(ACCOUNT_ERRORS.alreadyConfirmed)).toBeVisible();
    await expect(second.getByText(ACCOUNT_ERRORS.emailUnconfirmedHelp)).toHaveCount(0);
    await screenshotForReview(second, {
      path: "test-results/screenshots/confirm-already-confirmed.png",
    });
    await second.getByRole("link", { name: "Sign in" }).click();
    await expect(second).toHaveURL(/\/auth\/login$/);
    await other.close();
  });

  test("an expired or garbled confirmation link says so and offers a new one", async ({ page }) => {
    const email = uniqueEmail("garbled");
    await signUp(page.request, { email, password: PASSWORD });
    const link = new URL(await waitForMailLink(email, "confirm-email"));
    link.searchParams.set("token", `${link.searchParams.get("token")!.slice(0, -4)}AAAA`);

    await page.goto(link.toString());
    await expect(page).toHaveURL(/\/auth\/confirm\?.*error=INVALID_TOKEN/);
    await expect(page.getByText(ACCOUNT_ERRORS.confirmLinkExpired)).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend confirmation email" })).toBeVisible();

    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(page.getByText(ACCOUNT_ERRORS.confirmationSent)).toBeVisible();
    // The new link works, and lands on the confirm page on its way to the dashboard.
    const fresh = await waitForMailLink(email, "confirm-email", 1);
    await page.goto(fresh);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
