/**
 * Issue 12, point 6: 'Buy' creates a Stripe Checkout Session through the SDK — here against the
 * local stand-in, which decodes the SDK's form-encoded request as Stripe does. The session
 * carries the user and pack in its metadata and its payment intent's, the user's e-mail, the
 * price from the pack configuration, success and cancel URLs on our origin, and an idempotency
 * key per click, so a double click opens one session.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CREDIT_CURRENCY, findCreditPack } from "@/lib/credits/credit-packs";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import { APP_ORIGIN } from "../../helpers/rest-client";
import { describeTarget } from "../../helpers/test-database";
import { startPaymentsApp } from "./payments-kit";

const app = await startPaymentsApp();
const rules = await import("@/server/services/payments/payment-rules");

const buyer = { id: "user-checkout-1", email: "checkout.buyer@example.com" };

async function create(packId: string, clickId: string, origin = APP_ORIGIN, who = buyer) {
  return app.payments.createCheckoutSession(await app.appDb(), {
    userId: who.id,
    email: who.email,
    packId,
    clickId,
    origin,
  });
}

describe(`creating a Checkout Session on ${describeTarget()}`, () => {
  it("sends the pack, the buyer and a per-click idempotency key to Stripe", async () => {
    const pack = findCreditPack("pro")!;
    const clickId = randomUUID();
    const { url } = await create("pro", clickId);
    const sessionId = url.split("/").at(-1)!;
    const session = app.stripe.session(sessionId);
    expect(session.url).toBe(url);

    const request = app.stripe.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(request.method).toBe("POST");
    expect(request.idempotencyKey).toBe(rules.checkoutIdempotencyKey(buyer.id, clickId));
    const metadata = { userId: buyer.id, packId: "pro", credits: String(pack.credits) };
    expect(request.params).toMatchObject({
      mode: "payment",
      customer_email: buyer.email,
      client_reference_id: buyer.id,
      metadata,
      payment_intent_data: { metadata },
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: CREDIT_CURRENCY.toLowerCase(),
            unit_amount: String(pack.priceCents),
            product_data: { name: rules.checkoutProductName(pack) },
          },
        },
      ],
      success_url: `${APP_ORIGIN}${rules.CHECKOUT_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_ORIGIN}/settings/payments?checkout=cancelled`,
    });
    expect(session).toMatchObject({
      amount_total: pack.priceCents,
      customer_email: buyer.email,
      metadata,
      payment_status: "unpaid",
    });
  });

  it("opens one session for a double click and a new one for the next click", async () => {
    const clickId = randomUUID();
    const before = app.stripe.sessionIds().length;
    const [first, second] = await Promise.all([
      create("starter", clickId),
      create("starter", clickId),
    ]);
    expect(second.url).toBe(first.url);
    expect(app.stripe.sessionIds().length).toBe(before + 1);
    const next = await create("starter", randomUUID());
    expect(next.url).not.toBe(first.url);
  });

  it("refuses an unknown pack and a click id that is not a UUID, before calling Stripe", async () => {
    const calls = app.stripe.requests.length;
    await expect(create("platinum", randomUUID())).rejects.toMatchObject({
      status: 400,
      message: CREDIT_ERRORS.unknownCreditPack,
    });
    await expect(create("pro", "click-1")).rejects.toMatchObject({ status: 400 });
    await expect(create("pro", randomUUID(), "javascript:alert(1)")).rejects.toMatchObject({
      status: 400,
    });
    expect(app.stripe.requests.length).toBe(calls);
  });

  it("answers checkoutFailed (503) when Stripe refuses, with nothing of Stripe's message", async () => {
    // The same click id for another pack: Stripe refuses the reused key (idempotency_error).
    const clickId = randomUUID();
    await create("pro", clickId);
    const refused = create("agency", clickId);
    await expect(refused).rejects.toMatchObject({
      status: 503,
      message: CREDIT_ERRORS.checkoutFailed,
    });
  });

  it("limits the sessions one account may open, without calling Stripe past the limit", async () => {
    const eager = { id: "user-checkout-eager", email: "eager.buyer@example.com" };
    const { max } = rules.CHECKOUT_LIMIT_PER_USER;
    for (let click = 0; click < max; click += 1) {
      await create("starter", randomUUID(), APP_ORIGIN, eager);
    }
    const calls = app.stripe.requests.length;
    await expect(create("starter", randomUUID(), APP_ORIGIN, eager)).rejects.toMatchObject({
      status: 429,
      message: ACCOUNT_ERRORS.tooManyRequests,
    });
    expect(app.stripe.requests.length).toBe(calls);
    // Another account is not held back by this one.
    await expect(create("starter", randomUUID())).resolves.toHaveProperty("url");
  });
});
