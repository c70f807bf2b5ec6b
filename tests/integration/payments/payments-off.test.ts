/**
 * Issue 12, point 6: without STRIPE_SECRET_KEY buying is off — paymentsEnabled() is false and
 * creating a checkout answers PAYMENTS_OFF (503) without calling anyone; without
 * STRIPE_WEBHOOK_SECRET the webhook answers 503 and records nothing.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/errors/codes";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import { describeTarget } from "../../helpers/test-database";
import { startPaymentsApp } from "./payments-kit";

const app = await startPaymentsApp({ stripe: false });

describe(`payments switched off on ${describeTarget()}`, () => {
  it("says payments are off and refuses a checkout with PAYMENTS_OFF", async () => {
    expect(app.payments.paymentsEnabled()).toBe(false);
    await expect(
      app.payments.createCheckoutSession(await app.appDb(), {
        userId: "someone",
        email: "someone@example.com",
        packId: "pro",
        clickId: randomUUID(),
        origin: "http://localhost:3000",
      }),
    ).rejects.toMatchObject({
      code: ERROR_CODES.paymentsOff,
      status: 503,
      message: CREDIT_ERRORS.paymentsOff,
    });
    expect(app.stripe.requests).toEqual([]);
  });

  it("answers 503 to a webhook without a configured secret and records nothing", async () => {
    const event = app.stripe.event("customer.created", { id: "cus_1", object: "customer" });
    const answer = await app.deliver(event);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      error: { code: ERROR_CODES.serviceUnavailable, message: CREDIT_ERRORS.webhookNotConfigured },
    });
    expect((await app.snapshot()).events).toEqual([]);
  });
});
