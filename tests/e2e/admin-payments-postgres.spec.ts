/**
 * /admin/payments with payments in it: a second production server on a scratch PostgreSQL
 * database (TEST_DATABASE_URL, always set in CI; playwright.config.ts leaves this spec out without
 * one), where the test can write payment rows — refunds and disputes with a shortfall — directly.
 */
import { expect, test, type Page } from "@playwright/test";
import { signUp, TEST_PASSWORD } from "./helpers/accounts";
import {
  createScratchDatabase,
  queryDatabase,
  type ScratchDatabase,
} from "./helpers/flaky-database";
import { startSecondServer, type SecondServer } from "./helpers/second-server";
import { screenshotForReview } from "./helpers/screenshots";

const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const ADMIN_EMAIL = "payments-admin@example.com";
const DIR = "test-results/screenshots";

const rows = (page: Page) => page.getByTestId("admin-payments").locator("tbody tr");

test.describe("admin payments on PostgreSQL", () => {
  let database: ScratchDatabase;
  let server: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    database = await createScratchDatabase(serverUrl);
    server = await startSecondServer({ DATABASE_URL: database.url, ADMIN_EMAILS: ADMIN_EMAIL });
  });

  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test("lists payments with refunds, disputes and shortfalls, and filters them", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: server.baseUrl, colorScheme: "light" });
    const page = await context.newPage();
    await signUp(context.request, { email: ADMIN_EMAIL, fullName: "Paz Payments" });
    await queryDatabase(database.url, "update users set email_verified = true where email = $1", [
      ADMIN_EMAIL,
    ]);
    const login = await context.request.post("/api/auth/login", {
      data: { email: ADMIN_EMAIL, password: TEST_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);

    await queryDatabase(
      database.url,
      "insert into users (id, name, email) values ('buyer-1', 'Bea Buyer', 'bea@example.com')",
    );
    const insert = `insert into payments (user_id, pack_id, credits, amount_cents, currency, status,
        stripe_checkout_session_id, stripe_payment_intent_id, refunded_cents, credits_revoked,
        credit_shortfall, disputed_at, created_at)
      values ($1, $2, $3, $4, 'usd', $5, $6, $7, $8, $9, $10, $11, $12)`;
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 30));
    for (const values of [
      ["buyer-1", "starter", 100, 500, "paid", "cs_1", "pi_paid", 0, 0, 0, null, day(1)],
      [
        "buyer-1",
        "pro",
        500,
        2000,
        "refunded",
        "cs_2",
        "pi_refunded",
        2000,
        120,
        380,
        null,
        day(2),
      ],
      [null, "agency", 1500, 5000, "disputed", "cs_3", "pi_disputed", 0, 0, 1500, day(4), day(3)],
      [
        "buyer-1",
        "pro",
        500,
        2000,
        "partially_refunded",
        "cs_4",
        "pi_partial",
        1000,
        250,
        0,
        null,
        day(5),
      ],
    ]) {
      await queryDatabase(database.url, insert, values);
    }

    // An AI answer whose reported usage cost 56 credits against a hold of 17.
    await queryDatabase(
      database.url,
      `insert into credit_usage_shortfalls (user_id, hold_id, reference_type, reference_id,
        model_id, charged, cost, amount)
      values ('buyer-1', gen_random_uuid(), 'generation', 'gen-over-the-hold', 'openai:gpt-5',
        17, 56, 39)`,
    );

    await page.goto("/admin/payments");
    await expect(rows(page)).toHaveCount(4);
    const usage = page.getByTestId("admin-usage-shortfalls").locator("tbody tr");
    await expect(usage).toHaveCount(1);
    for (const text of ["bea@example.com", "openai:gpt-5", "gen-over-the-hold", "17 credits"]) {
      await expect(usage.first()).toContainText(text);
    }
    await expect(usage.first()).toContainText("56 credits");
    await expect(usage.first()).toContainText("39 credits");
    // Newest first.
    await expect(rows(page).nth(0)).toContainText("Partly refunded");
    const refunded = rows(page).nth(2);
    await expect(refunded).toContainText("bea@example.com");
    await expect(refunded).toContainText("$20.00");
    await expect(refunded.getByTestId("shortfall")).toContainText("380 credits");
    const disputed = rows(page).nth(1);
    await expect(disputed).toContainText("deleted account");
    await expect(disputed).toContainText("Disputed");
    await expect(disputed.getByTestId("shortfall")).toContainText("1,500 credits");
    const stripe = disputed.getByRole("link", { name: /Stripe/ });
    await expect(stripe).toHaveAttribute(
      "href",
      "https://dashboard.stripe.com/payments/pi_disputed",
    );
    await expect(stripe).toHaveAttribute("target", "_blank");
    await expect(stripe).toHaveAttribute("rel", /noopener/);
    await screenshotForReview(page, {
      path: `${DIR}/admin-payments-rows-light.png`,
      fullPage: true,
    });

    await page.getByLabel("Only with shortfall").check();
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel("Status").selectOption({ label: "Disputed" });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("deleted account");
    await page.getByLabel("Only with shortfall").uncheck();
    await page.getByLabel("Status").selectOption({ label: "Paid" });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Starter");
    await page.getByLabel("Status").selectOption({ label: "Partly refunded" });
    await page.getByLabel("Only with shortfall").check();
    await expect(page.getByText("No payments match these filters.")).toBeVisible();

    await page.emulateMedia({ colorScheme: "dark" });
    await page.getByLabel("Only with shortfall").uncheck();
    await page.getByLabel("Status").selectOption({ label: "All statuses" });
    await expect(rows(page)).toHaveCount(4);
    await screenshotForReview(page, {
      path: `${DIR}/admin-payments-rows-dark.png`,
      fullPage: true,
    });
    await context.close();
  });
});
