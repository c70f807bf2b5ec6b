/**
 * Issue 12, point 7: POST /api/payments/webhook takes only events signed with
 * STRIPE_WEBHOOK_SECRET over the exact raw body, within the tolerance. A forged, missing,
 * expired or mismatched signature answers 400 WEBHOOK_SIGNATURE_INVALID and changes nothing;
 * an unknown event type answers 200 and changes nothing. Through the real route handler, on
 * PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/errors/codes";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import { describeTarget } from "../../helpers/test-database";
import { startPaymentsApp } from "./payments-kit";

const app = await startPaymentsApp();
const { STRIPE_WEBHOOK_MAX_BYTES, STRIPE_WEBHOOK_TOLERANCE_SECONDS } =
  await import("@/server/services/payments/payment-rules");

const SIGNATURE_INVALID = {
  error: {
    code: ERROR_CODES.webhookSignatureInvalid,
    message: CREDIT_ERRORS.webhookSignatureInvalid,
  },
};

/** A paid session's completion event, for a user id that need not exist (nothing may run). */
async function completedEvent() {
  const id = await app.checkout({ user: { id: "user-that-pays", email: "pays@example.com" } });
  return app.stripe.pay(id);
}

describe(`the Stripe webhook's signature check on ${describeTarget()}`, () => {
  it("refuses a missing, forged, expired or mismatched signature and changes nothing", async () => {
    const event = await completedEvent();
    const before = await app.snapshot();
    const { payload, signature } = app.stripe.signed(event);
    const forged = app.stripe.signed(event, { secret: "whsec_someone_else" }).signature;
    const expired = app.stripe.signed(event, {
      timestamp: Math.floor(Date.now() / 1000) - STRIPE_WEBHOOK_TOLERANCE_SECONDS - 60,
    }).signature;
    const tampered = payload.replace('"paid"', '"unpaid"');
    expect(tampered).not.toBe(payload);

    for (const [body, header] of [
      [payload, null],
      [payload, ""],
      [payload, "t=1,v1=deadbeef"],
      [payload, forged],
      [payload, expired],
      [tampered, signature],
    ] as const) {
      const answer = await app.postWebhook(body, header);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(SIGNATURE_INVALID);
    }
    expect(await app.snapshot()).toEqual(before);

    // The same event, properly signed, is taken: the refusals were about the signature only.
    expect((await app.postWebhook(payload, signature)).status).toBe(200);
    expect((await app.snapshot()).events.map((row) => row.id)).toContain(event.id);
  });

  it("answers 200 to an event type it does not handle and changes nothing else", async () => {
    const before = await app.snapshot();
    const event = app.stripe.event("customer.created", {
      id: "cus_test_1",
      object: "customer",
      email: "someone@example.com",
    });
    const answer = await app.deliver(event);
    expect(answer).toEqual({ status: 200, body: { received: true } });
    const after = await app.snapshot();
    expect(after.payments).toEqual(before.payments);
    expect(after.ledger).toEqual(before.ledger);
  });

  it("is refused to a browser form or page on another site, as every state-changing route", async () => {
    const event = await completedEvent();
    const { payload, signature } = app.stripe.signed(event);
    const webhook = (await import("@/app/api/payments/webhook/route")).POST;
    const post = (headers: Record<string, string>) =>
      webhook(
        new Request("http://localhost:3000/api/payments/webhook", {
          method: "POST",
          headers: { "stripe-signature": signature, ...headers },
          body: payload,
        }),
      );
    expect((await post({ "content-type": "text/plain" })).status).toBe(415);
    expect(
      (await post({ "content-type": "application/json", origin: "https://evil.example" })).status,
    ).toBe(403);
    expect((await app.snapshot()).events.map((row) => row.id)).not.toContain(event.id);
  });

  it("refuses a body over the size limit with 413 before reading it all", async () => {
    const big = JSON.stringify({ padding: "x".repeat(STRIPE_WEBHOOK_MAX_BYTES) });
    const answer = await app.postWebhook(big, "t=1,v1=00");
    expect(answer.status).toBe(413);
  });
});
