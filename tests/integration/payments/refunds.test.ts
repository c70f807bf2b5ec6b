/**
 * Issue 12, point 7: charge.refunded takes back the refunded share of a payment's credits —
 * never below zero: what was spent already is recorded on the payment as a shortfall — and
 * charge.dispute.created marks the payment disputed and takes back what is left. Both work from
 * Stripe's cumulative totals, so copies, late events and a refund arriving before its payment
 * was recorded all end in the same state. Real route handlers and the local Stripe stand-in, on
 * PGlite and on PostgreSQL (TEST_DATABASE_URL). The same events racing each other are in
 * payment-races.postgres.test.ts (PostgreSQL only).
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findCreditPack } from "@/lib/credits/credit-packs";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { describeTarget } from "../../helpers/test-database";
import { startPaymentsApp } from "./payments-kit";

const app = await startPaymentsApp();
const { payments } = app.schema;
const PRO = findCreditPack("pro")!;

/** A buyer who paid for the Pro pack (fulfilled through the webhook). */
async function paidBuyer() {
  const buyer = await app.newBuyer();
  const sessionId = await app.checkout(buyer);
  const completed = app.stripe.pay(sessionId);
  expect((await app.deliver(completed)).status).toBe(200);
  return { ...buyer, sessionId, completed };
}

async function paymentOf(sessionId: string) {
  const db = await app.appDb();
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.stripeCheckoutSessionId, sessionId));
  return row!;
}

async function spend(userId: string, amount: number) {
  await app.credits.spendCredits(await app.appDb(), {
    userId,
    amount,
    reference: { type: "generation", id: randomUUID() },
    idempotencyKey: `test-spend:${randomUUID()}`,
    description: "A generation",
  });
}

async function expectLedgerConsistent() {
  expect((await app.credits.verifyCreditBalances(await app.appDb())).ok).toBe(true);
}

describe(`refunds and disputes on ${describeTarget()}`, () => {
  it("takes back what is left after partial spending and records the shortfall", async () => {
    const buyer = await paidBuyer();
    // Everything but 100 credits is spent: a full refund can take back only those 100.
    await spend(buyer.user.id, buyer.opening.balance + PRO.credits - 100);
    const refunded = app.stripe.refund(buyer.sessionId, PRO.priceCents);
    expect((await app.deliver(refunded)).status).toBe(200);

    expect(await app.balanceOf(buyer.user.id)).toEqual({ balance: 0, held: 0, available: 0 });
    expect(await paymentOf(buyer.sessionId)).toMatchObject({
      status: "refunded",
      refundedCents: PRO.priceCents,
      creditsRevoked: 100,
      creditShortfall: PRO.credits - 100,
    });
    await expectLedgerConsistent();
  });

  it("takes back a partial refund's share, then the rest on the full refund, once each", async () => {
    const buyer = await paidBuyer();
    const quarter = app.stripe.refund(buyer.sessionId, PRO.priceCents / 4);
    const copies = [];
    for (let i = 0; i < 5; i += 1) copies.push(await app.deliver(quarter));
    expect(copies.every((answer) => answer.status === 200)).toBe(true);
    expect((await app.balanceOf(buyer.user.id)).balance).toBe(
      buyer.opening.balance + PRO.credits - PRO.credits / 4,
    );
    expect(await paymentOf(buyer.sessionId)).toMatchObject({
      status: "partially_refunded",
      refundedCents: PRO.priceCents / 4,
      creditsRevoked: PRO.credits / 4,
    });

    const rest = app.stripe.refund(buyer.sessionId, (PRO.priceCents * 3) / 4);
    expect((await app.deliver(rest)).status).toBe(200);
    expect((await app.balanceOf(buyer.user.id)).balance).toBe(buyer.opening.balance);
    expect(await paymentOf(buyer.sessionId)).toMatchObject({
      status: "refunded",
      refundedCents: PRO.priceCents,
      creditsRevoked: PRO.credits,
      creditShortfall: 0,
    });
    // One notification per refund, none for the copies.
    const db = await app.appDb();
    const { notifications } = app.schema;
    const notices = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, buyer.user.id),
          eq(notifications.kind, NOTIFICATION_KINDS.creditsRefunded),
        ),
      );
    expect(notices).toHaveLength(2);
    await expectLedgerConsistent();
  });

  it("changes nothing when an older refund event arrives after a newer one", async () => {
    const buyer = await paidBuyer();
    const older = app.stripe.refund(buyer.sessionId, PRO.priceCents / 2);
    const newer = app.stripe.refund(buyer.sessionId, PRO.priceCents / 2);
    expect((await app.deliver(newer)).status).toBe(200);
    const afterNewer = {
      balance: await app.balanceOf(buyer.user.id),
      row: await paymentOf(buyer.sessionId),
    };
    expect(afterNewer.row).toMatchObject({ status: "refunded", creditsRevoked: PRO.credits });
    expect((await app.deliver(older)).status).toBe(200);
    expect(await app.balanceOf(buyer.user.id)).toEqual(afterNewer.balance);
    expect(await paymentOf(buyer.sessionId)).toMatchObject({
      status: "refunded",
      refundedCents: PRO.priceCents,
      creditsRevoked: PRO.credits,
    });
  });

  it("records the payment first when its refund arrives before checkout.session.completed", async () => {
    const buyer = await app.newBuyer();
    const sessionId = await app.checkout(buyer);
    const completed = app.stripe.pay(sessionId);
    const refunded = app.stripe.refund(sessionId, PRO.priceCents);
    expect((await app.deliver(refunded)).status).toBe(200);
    expect(await paymentOf(sessionId)).toMatchObject({
      status: "refunded",
      creditsRevoked: PRO.credits,
      creditShortfall: 0,
    });
    expect(await app.balanceOf(buyer.user.id)).toEqual(buyer.opening);
    // The completion, late, finds the payment recorded and grants nothing more.
    expect((await app.deliver(completed)).status).toBe(200);
    expect(await app.balanceOf(buyer.user.id)).toEqual(buyer.opening);
    await expectLedgerConsistent();
  });

  it("marks a disputed payment and takes back its credits, recording what was spent", async () => {
    const buyer = await paidBuyer();
    await spend(buyer.user.id, buyer.opening.balance + 200);
    const disputed = app.stripe.dispute(buyer.sessionId);
    expect((await app.deliver(disputed)).status).toBe(200);
    expect((await app.deliver(disputed)).status).toBe(200);
    expect(await app.balanceOf(buyer.user.id)).toEqual({ balance: 0, held: 0, available: 0 });
    const row = await paymentOf(buyer.sessionId);
    expect(row).toMatchObject({
      status: "disputed",
      creditsRevoked: PRO.credits - 200,
      creditShortfall: 200,
    });
    expect(row.disputedAt).toBeInstanceOf(Date);

    // A refund after the dispute moves no credit and keeps the dispute visible.
    expect((await app.deliver(app.stripe.refund(buyer.sessionId, PRO.priceCents))).status).toBe(
      200,
    );
    expect(await paymentOf(buyer.sessionId)).toMatchObject({
      status: "disputed",
      refundedCents: PRO.priceCents,
      creditsRevoked: PRO.credits - 200,
      creditShortfall: 200,
    });
    await expectLedgerConsistent();
  });
});
