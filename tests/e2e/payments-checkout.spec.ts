/**
 * Issue 12, point 6, in the browser against a production build: a signed-in user opens
 * /settings/payments, clicks 'Buy Pro', pays on the local Stripe stand-in's hosted page, comes
 * back through the success URL and sees the credits and the payment with its receipt link; the
 * webhook the stand-in delivers as well adds nothing more. Cancelling on the hosted page comes
 * back saying nothing was charged. A second server of the same build runs with payments on
 * (./helpers/payments-app).
 */
import { expect, test, type Page } from "@playwright/test";
import Stripe from "stripe";
import { findCreditPack, formatMoney } from "@/lib/credits/credit-packs";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import { checkoutProductName } from "@/server/services/payments/payment-rules";
import { uniqueEmail } from "./helpers/mailbox";
import { signUpOnPaymentsApp, startPaymentsApp, type PaymentsApp } from "./helpers/payments-app";

const PRO = findCreditPack("pro")!;

/** The available balance the page shows, as a number ("1,520 credits" → 1520). */
async function availableCredits(page: Page): Promise<number> {
  const text = (await page.getByTestId("available-credits").textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

test.describe("buying credits through Stripe Checkout", () => {
  let app: PaymentsApp;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startPaymentsApp();
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  test("the production build takes signed webhooks and fulfils at the success URL", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: app.server.baseUrl });
    const page = await context.newPage();
    await signUpOnPaymentsApp(page, app, uniqueEmail("api-buyer"));
    const me = await context.request.get("/api/auth/user");
    const userId = ((await me.json()) as { data: { user: { id: string } } }).data.user.id;

    // A session as the app creates it (metadata on the session), made at the stand-in directly.
    const url = new URL(app.stripe.url);
    const sdk = new Stripe(app.stripe.apiKey, {
      host: url.hostname,
      port: url.port,
      protocol: "http",
    });
    const metadata = { userId, packId: PRO.id, credits: String(PRO.credits) };
    const session = await sdk.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "usd",
            unit_amount: PRO.priceCents,
            product_data: { name: checkoutProductName(PRO) },
          },
        },
      ],
      metadata,
      payment_intent_data: { metadata },
      success_url: `${app.server.baseUrl}/api/payments/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
    });
    const completed = app.stripe.pay(session.id);
    const signed = app.stripe.signed(completed);
    const forged = await context.request.post("/api/payments/webhook", {
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=00" },
      data: signed.payload,
    });
    expect(forged.status()).toBe(400);
    for (let copy = 0; copy < 2; copy += 1) {
      const delivered = await context.request.post("/api/payments/webhook", {
        headers: { "Content-Type": "application/json", "Stripe-Signature": signed.signature },
        data: signed.payload,
      });
      expect(delivered.status(), await delivered.text()).toBe(200);
    }
    const back = await context.request.get(
      `/api/payments/checkout/return?session_id=${session.id}`,
      { maxRedirects: 0 },
    );
    expect(back.status()).toBe(303);
    expect(back.headers()["location"]).toBe(
      `/settings/payments?checkout=success&credits=${PRO.credits}`,
    );
    await context.close();
  });

  test("pays for a pack on the hosted page and comes back to the credits and the payment", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: app.server.baseUrl });
    const page = await context.newPage();
    await signUpOnPaymentsApp(page, app, uniqueEmail("buyer"));

    await page.goto("/settings/payments");
    await expect(page.getByTestId("available-credits")).toBeVisible();
    const before = await availableCredits(page);

    await page.getByRole("button", { name: `Buy ${PRO.name}`, exact: true }).click();
    await page.waitForURL((url) => url.origin === app.stripe.url);
    await expect(page.getByRole("heading", { name: checkoutProductName(PRO) })).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    await page.waitForURL(
      (url) =>
        url.origin === app.server.baseUrl &&
        url.pathname === "/settings/payments" &&
        url.searchParams.get("checkout") === "success",
    );
    await expect.poll(() => availableCredits(page)).toBe(before + PRO.credits);
    await expect(page.getByText(formatMoney(PRO.priceCents)).first()).toBeVisible();
    const receipt = page.getByRole("link", { name: /receipt/i }).first();
    await expect(receipt).toHaveAttribute(
      "href",
      new RegExp(`^${app.stripe.url}/receipts/ch_test_`),
    );

    // The webhook the stand-in sent as well is taken, and grants nothing more.
    expect(await app.stripe.deliveriesSettled()).toEqual([200]);
    await page.reload();
    await expect.poll(() => availableCredits(page)).toBe(before + PRO.credits);
    await context.close();
  });

  test("coming back from a cancelled checkout says nothing was charged", async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: app.server.baseUrl });
    const page = await context.newPage();
    await signUpOnPaymentsApp(page, app, uniqueEmail("canceller"));
    await page.goto("/settings/payments");
    await expect(page.getByTestId("available-credits")).toBeVisible();
    const before = await availableCredits(page);

    await page.getByRole("button", { name: `Buy ${PRO.name}`, exact: true }).click();
    await page.waitForURL((url) => url.origin === app.stripe.url);
    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL((url) => url.searchParams.get("checkout") === "cancelled");
    await expect(page.getByText(CREDITS_TEXT.checkoutCancelled)).toBeVisible();
    expect(await availableCredits(page)).toBe(before);
    await context.close();
  });
});
