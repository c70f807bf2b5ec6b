/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the tests */
/**
 * The app with payments switched on, for the payments integration tests: the local Stripe
 * stand-in (../../helpers/fake-stripe-server) with the SDK pointed at it through STRIPE_API_URL,
 * the app's real route handlers on PGlite (or on a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set), and helpers that buy, deliver webhooks and read what changed.
 * Call `startPaymentsApp()` once, at the top level of a test file, before importing app modules.
 */
import { randomUUID } from "node:crypto";
import { afterAll, expect, vi } from "vitest";
import { startFakeStripeServer, type FakeEvent } from "../../helpers/fake-stripe-server";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { APP_ORIGIN, type RestBrowser } from "../../helpers/rest-client";
import { createTestDatabase, serverUrl } from "../../helpers/test-database";

export const PASSWORD = "copper meadow violin harbor";

export async function startPaymentsApp(options: { stripe?: boolean } = {}) {
  const stripeOn = options.stripe ?? true;
  const stripe = await startFakeStripeServer();
  afterAll(() => stripe.close());
  const postgres = serverUrl ? await createTestDatabase({ migrate: false }) : undefined;
  if (postgres) {
    await postgres.handle.close();
    // Registered before the app's own afterAll, so the database is dropped after the app closed it.
    afterAll(() => postgres.dispose());
  }
  if (stripeOn) {
    vi.stubEnv("STRIPE_SECRET_KEY", stripe.apiKey);
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", stripe.webhookSecret);
    vi.stubEnv("STRIPE_API_URL", stripe.url);
  } else {
    vi.stubEnv("STRIPE_SECRET_KEY", "");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "");
    vi.stubEnv("STRIPE_API_URL", "");
  }
  const app = await startInMemoryApp(postgres ? { DATABASE_URL: postgres.url! } : {});
  const webhookRoute = await import("@/app/api/payments/webhook/route");
  const returnRoute = await import("@/app/api/payments/checkout/return/route");
  const paymentsService = await import("@/server/services/payments");
  const credits = await import("@/server/services/credits");
  const schema = await import("@/server/db/schema");

  /** POSTs a body to the webhook route as Stripe does: JSON, no Origin, its signature header. */
  async function postWebhook(payload: string, signature: string | null) {
    const headers = new Headers({
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
    });
    if (signature !== null) headers.set("stripe-signature", signature);
    const response = await webhookRoute.POST(
      new Request(`${APP_ORIGIN}/api/payments/webhook`, { method: "POST", headers, body: payload }),
    );
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, any>) : null,
    };
  }

  /** Delivers `event` signed with the endpoint's secret. */
  function deliver(event: FakeEvent) {
    const { payload, signature } = stripe.signed(event);
    return postWebhook(payload, signature);
  }

  let userCounter = 0;
  /** A confirmed, signed-in user with a credit account (opened, signup bonus and all). */
  async function newBuyer() {
    userCounter += 1;
    const email = `buyer${userCounter}-${randomUUID().slice(0, 8)}@example.com`;
    const { browser, user } = await app.createConfirmedUser(email, PASSWORD);
    const db = await app.appDb();
    const opening = await credits.getCreditBalance(db, user.id);
    return { browser, user, email: user.email, opening };
  }

  /** Opens a Checkout Session for `packId` as the buyer and answers its id at the stand-in. */
  async function checkout(buyer: { user: { id: string; email: string } }, packId = "pro") {
    const { url } = await paymentsService.createCheckoutSession(await app.appDb(), {
      userId: buyer.user.id,
      email: buyer.user.email,
      packId,
      clickId: randomUUID(),
      origin: APP_ORIGIN,
    });
    const id = url.split("/").at(-1)!;
    expect(stripe.session(id).url).toBe(url);
    return id;
  }

  /** GET /api/payments/checkout/return?session_id=… as `browser`; answers the redirect target. */
  async function returnFromCheckout(browser: RestBrowser, sessionId: string) {
    const answer = await browser.call(
      returnRoute.GET,
      `/api/payments/checkout/return?session_id=${encodeURIComponent(sessionId)}`,
      { method: "GET" },
    );
    expect(answer.status).toBe(303);
    return answer.response.headers.get("location")!;
  }

  async function balanceOf(userId: string) {
    return credits.getCreditBalance(await app.appDb(), userId);
  }

  /** The payments recorded, every stripe event recorded, and every ledger row: what changed. */
  async function snapshot() {
    const db = await app.appDb();
    const [payments, events, ledger] = await Promise.all([
      db.select().from(schema.payments),
      db.select().from(schema.stripeEvents),
      db.select().from(schema.creditLedger),
    ]);
    return { payments, events, ledger };
  }

  return {
    ...app,
    stripe,
    schema,
    payments: paymentsService,
    credits,
    postWebhook,
    deliver,
    newBuyer,
    checkout,
    returnFromCheckout,
    balanceOf,
    snapshot,
  };
}
