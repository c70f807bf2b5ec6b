/**
 * Issue 12, points 6 and 7: a paid Checkout Session is fulfilled exactly once — whether the
 * webhook arrives again and again, or after the browser's return to the success URL, or before it.
 * Unpaid completions credit nothing until async_payment_succeeded; the success URL shows the
 * outcome without ever answering 500. Through the real route handlers and the local Stripe
 * stand-in, on PGlite and on PostgreSQL (TEST_DATABASE_URL). The same deliveries racing each
 * other are in payment-races.postgres.test.ts (PostgreSQL only).
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findCreditPack } from "@/lib/credits/credit-packs";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { describeTarget } from "../../helpers/test-database";
import { startPaymentsApp } from "./payments-kit";

const app = await startPaymentsApp();
const { notifications, payments, creditLedger } = app.schema;
const PRO = findCreditPack("pro")!;

/** What a session's fulfilment left: its payment rows, the buyer's purchase rows and notices. */
async function recorded(sessionId: string, userId: string) {
  const db = await app.appDb();
  const [rows, purchases, notices] = await Promise.all([
    db.select().from(payments).where(eq(payments.stripeCheckoutSessionId, sessionId)),
    db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, "purchase"))),
    db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.kind, NOTIFICATION_KINDS.creditsPurchased),
        ),
      ),
  ]);
  return { rows, purchases, notices };
}

const success = (credits: number) => `/settings/payments?checkout=success&credits=${credits}`;

describe(`fulfilling a Checkout purchase on ${describeTarget()}`, () => {
  it("credits once when checkout.session.completed arrives again and again", async () => {
    const buyer = await app.newBuyer();
    const sessionId = await app.checkout(buyer);
    const event = app.stripe.pay(sessionId);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await app.deliver(event));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));

    expect((await app.balanceOf(buyer.user.id)).balance).toBe(buyer.opening.balance + PRO.credits);
    const { rows, purchases, notices } = await recorded(sessionId, buyer.user.id);
    const charge = app.stripe.charge(sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: buyer.user.id,
      packId: "pro",
      credits: PRO.credits,
      amountCents: PRO.priceCents,
      currency: "usd",
      status: "paid",
      stripePaymentIntentId: charge.payment_intent,
      stripeChargeId: charge.id,
      receiptUrl: charge.receipt_url,
    });
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ amount: PRO.credits, referenceId: rows[0]!.id });
    expect(notices).toHaveLength(1);
    const events = (await app.snapshot()).events.filter((row) => row.id === event.id);
    expect(events).toHaveLength(1);
  });

  it("credits once when the webhook comes first and the success URL after it", async () => {
    const buyer = await app.newBuyer();
    const sessionId = await app.checkout(buyer);
    const event = app.stripe.pay(sessionId);
    expect((await app.deliver(event)).status).toBe(200);
    expect(await app.returnFromCheckout(buyer.browser, sessionId)).toBe(success(PRO.credits));
    expect(await app.returnFromCheckout(buyer.browser, sessionId)).toBe(success(PRO.credits));
    expect((await app.deliver(event)).status).toBe(200);
    expect((await app.balanceOf(buyer.user.id)).balance).toBe(buyer.opening.balance + PRO.credits);
    const { rows, purchases, notices } = await recorded(sessionId, buyer.user.id);
    expect([rows.length, purchases.length, notices.length]).toEqual([1, 1, 1]);
  });

  it("a later fulfilment fills in what the payment was recorded without, and overwrites nothing", async () => {
    const buyer = await app.newBuyer();
    const sessionId = await app.checkout(buyer);
    expect((await app.deliver(app.stripe.pay(sessionId))).status).toBe(200);
    const charge = app.stripe.charge(sessionId);
    const db = await app.appDb();
    const bySession = eq(payments.stripeCheckoutSessionId, sessionId);
    // Recorded without a receipt or a charge (as a session object without its charge would be).
    await db.update(payments).set({ receiptUrl: null, stripeChargeId: null }).where(bySession);
    expect(await app.returnFromCheckout(buyer.browser, sessionId)).toBe(success(PRO.credits));
    const [filled] = await db.select().from(payments).where(bySession);
    expect(filled).toMatchObject({ receiptUrl: charge.receipt_url, stripeChargeId: charge.id });
    // What is recorded stays: a copy fills in only what is missing (the charge), never replaces.
    await db
      .update(payments)
      .set({ receiptUrl: "https://pay.stripe.com/receipts/first", stripeChargeId: null })
      .where(bySession);
    expect(await app.returnFromCheckout(buyer.browser, sessionId)).toBe(success(PRO.credits));
    const [kept] = await db.select().from(payments).where(bySession);
    expect(kept).toMatchObject({
      receiptUrl: "https://pay.stripe.com/receipts/first",
      stripeChargeId: charge.id,
    });
    // Nothing left to fill in: the row is left exactly as it was.
    expect(await app.returnFromCheckout(buyer.browser, sessionId)).toBe(success(PRO.credits));
    expect(await db.select().from(payments).where(bySession)).toEqual([kept]);
    expect((await app.balanceOf(buyer.user.id)).balance).toBe(buyer.opening.balance + PRO.credits);
  });

  it("credits at the success URL when the webhook is late, and the late webhook adds nothing", async () => {
    const buyer = await app.newBuyer();
    const sessionId = await app.checkout(buyer, "starter");
    const event = app.stripe.pay(sessionId);
    const starter = findCreditPack("starter")!;
    expect(await app.returnFromCheckout(buyer.browser, sessionId)).toBe(success(starter.credits));
    const afterReturn = await app.balanceOf(buyer.user.id);
    expect(afterReturn.balance).toBe(buyer.opening.balance + starter.credits);
    expect((await recorded(sessionId, buyer.user.id)).rows[0]!.receiptUrl).toBe(
      app.stripe.charge(sessionId).receipt_url,
    );
    expect((await app.deliver(event)).status).toBe(200);
    expect(await app.balanceOf(buyer.user.id)).toEqual(afterReturn);
  });

  it("credits nothing for a completed but unpaid session, then credits on async_payment_succeeded", async () => {
    const buyer = await app.newBuyer();
    const sessionId = await app.checkout(buyer);
    const completed = app.stripe.pay(sessionId, { asynchronous: true });
    expect((await app.deliver(completed)).status).toBe(200);
    expect(await app.returnFromCheckout(buyer.browser, sessionId)).toBe(
      "/settings/payments?checkout=pending",
    );
    expect(await app.balanceOf(buyer.user.id)).toEqual(buyer.opening);
    expect((await recorded(sessionId, buyer.user.id)).rows).toEqual([]);

    const succeeded = app.stripe.settleAsync(sessionId);
    expect((await app.deliver(succeeded)).status).toBe(200);
    expect((await app.balanceOf(buyer.user.id)).balance).toBe(buyer.opening.balance + PRO.credits);
    expect(await app.returnFromCheckout(buyer.browser, sessionId)).toBe(success(PRO.credits));
    expect((await app.balanceOf(buyer.user.id)).balance).toBe(buyer.opening.balance + PRO.credits);
  });

  it("says not paid for a session still open, and not found for unknown or malformed ids", async () => {
    const buyer = await app.newBuyer();
    const sessionId = await app.checkout(buyer);
    expect(await app.returnFromCheckout(buyer.browser, sessionId)).toBe(
      "/settings/payments?checkout=not_paid",
    );
    for (const id of ["cs_test_doesnotexist", "", "../../v1/charges", "cs_test_a b"]) {
      expect(await app.returnFromCheckout(buyer.browser, id)).toBe(
        "/settings/payments?checkout=not_found",
      );
    }
    expect(await app.balanceOf(buyer.user.id)).toEqual(buyer.opening);
  });

  it("fulfils another user's session for its owner and shows the visitor nothing of it", async () => {
    const owner = await app.newBuyer();
    const visitor = await app.newBuyer();
    const sessionId = await app.checkout(owner);
    app.stripe.pay(sessionId);
    expect(await app.returnFromCheckout(visitor.browser, sessionId)).toBe(
      "/settings/payments?checkout=not_found",
    );
    expect((await app.balanceOf(owner.user.id)).balance).toBe(owner.opening.balance + PRO.credits);
    expect(await app.balanceOf(visitor.user.id)).toEqual(visitor.opening);
  });

  it("fulfils for a signed-out visitor and sends them through sign-in to the outcome", async () => {
    const buyer = await app.newBuyer();
    const sessionId = await app.checkout(buyer);
    app.stripe.pay(sessionId);
    const location = await app.returnFromCheckout(app.newBrowser(), sessionId);
    expect(location).toBe(
      `/auth/login?redirect=${encodeURIComponent("/settings/payments?checkout=success")}`,
    );
    expect((await app.balanceOf(buyer.user.id)).balance).toBe(buyer.opening.balance + PRO.credits);
  });

  it("records the payment of an account deleted since, without owner or credits", async () => {
    const buyer = await app.newBuyer();
    const sessionId = await app.checkout(buyer);
    const event = app.stripe.pay(sessionId);
    const db = await app.appDb();
    await db.delete(app.schema.users).where(eq(app.schema.users.id, buyer.user.id));
    expect((await app.deliver(event)).status).toBe(200);
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.stripeCheckoutSessionId, sessionId));
    expect(row).toMatchObject({ userId: null, credits: PRO.credits, status: "paid" });
  });

  it("lists the buyer's payments newest first, a page at a time", async () => {
    const buyer = await app.newBuyer();
    const ids = [];
    for (const pack of ["starter", "pro", "agency"]) {
      const sessionId = await app.checkout(buyer, pack);
      await app.deliver(app.stripe.pay(sessionId));
      ids.push(sessionId);
    }
    const db = await app.appDb();
    const first = await app.payments.listPayments(db, buyer.user.id, { page: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(first.items.map((p) => p.packId)).toEqual(["agency", "pro"]);
    const second = await app.payments.listPayments(db, buyer.user.id, { page: 2, pageSize: 2 });
    expect(second.items.map((p) => p.packId)).toEqual(["starter"]);
    expect(second.items[0]).toMatchObject({
      credits: findCreditPack("starter")!.credits,
      status: "paid",
      refundedCents: 0,
      creditShortfall: 0,
    });
    expect(second.items[0]!.receiptUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/receipts\/ch_test_/);
  });
});

describe(`a Stripe outage during fulfilment on ${describeTarget()}`, () => {
  it("answers the webhook 503 without recording the event, and the redelivery credits once", async () => {
    const buyer = await app.newBuyer();
    const sessionId = await app.checkout(buyer);
    const event = app.stripe.pay(sessionId);
    app.stripe.setDown(true);
    try {
      const during = await app.deliver(event);
      expect(during.status).toBe(503);
      expect(JSON.stringify(during.body)).not.toMatch(/stand-in|api_error|sk_test/);
      expect(await app.returnFromCheckout(buyer.browser, sessionId)).toBe(
        "/settings/payments?checkout=pending",
      );
    } finally {
      app.stripe.setDown(false);
    }
    expect((await app.snapshot()).events.map((row) => row.id)).not.toContain(event.id);
    expect(await app.balanceOf(buyer.user.id)).toEqual(buyer.opening);

    // Stripe delivers again later: processed now, once.
    expect((await app.deliver(event)).status).toBe(200);
    expect((await app.deliver(event)).status).toBe(200);
    expect((await app.balanceOf(buyer.user.id)).balance).toBe(buyer.opening.balance + PRO.credits);
  });
});
