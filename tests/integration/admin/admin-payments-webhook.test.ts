/**
 * Issue 12, point 7 from end to end: a refund and a dispute delivered through the real webhook
 * (signed, from the local Stripe stand-in) after the buyer spent credits, then read back by an
 * admin through `admin.payments` — the shortfall recorded on the payment is what the admin sees.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { findCreditPack } from "@/lib/credits/credit-packs";
import { describeTarget } from "../../helpers/test-database";
import { startPaymentsApp } from "../payments/payments-kit";

const app = await startPaymentsApp();
const { callerFor, sessionOf } = await import("./admin-kit");
const PRO = findCreditPack("pro")!;

async function paidBuyer() {
  const buyer = await app.newBuyer();
  const sessionId = await app.checkout(buyer);
  expect((await app.deliver(app.stripe.pay(sessionId))).status).toBe(200);
  return { ...buyer, sessionId };
}

async function spendAllBut(userId: string, keep: number) {
  const db = await app.appDb();
  const { available } = await app.credits.getCreditBalance(db, userId);
  await app.credits.spendCredits(db, {
    userId,
    amount: available - keep,
    reference: { type: "generation", id: randomUUID() },
    idempotencyKey: `test-spend:${randomUUID()}`,
    description: "A generation",
  });
}

describe(`admin.payments after real refunds and disputes on ${describeTarget()}`, () => {
  it("shows the shortfall a refund or dispute recorded, and filters by it", async () => {
    const refundedBuyer = await paidBuyer();
    await spendAllBut(refundedBuyer.user.id, 100);
    expect(
      (await app.deliver(app.stripe.refund(refundedBuyer.sessionId, PRO.priceCents))).status,
    ).toBe(200);

    const disputedBuyer = await paidBuyer();
    await spendAllBut(disputedBuyer.user.id, 0);
    expect((await app.deliver(app.stripe.dispute(disputedBuyer.sessionId))).status).toBe(200);

    const untouched = await paidBuyer();

    const admin = await callerFor(await app.appDb(), sessionOf("support", true));
    const all = await admin.admin.payments({ page: 1 });
    const byEmail = new Map(all.items.map((row) => [row.userEmail, row]));
    expect(byEmail.get(refundedBuyer.email)).toMatchObject({
      status: "refunded",
      refundedCents: PRO.priceCents,
      creditsRevoked: 100,
      creditShortfall: PRO.credits - 100,
    });
    expect(byEmail.get(disputedBuyer.email)).toMatchObject({
      status: "disputed",
      creditsRevoked: 0,
      creditShortfall: PRO.credits,
    });
    expect(byEmail.get(disputedBuyer.email)?.disputedAt).toBeInstanceOf(Date);
    expect(byEmail.get(untouched.email)).toMatchObject({ status: "paid", creditShortfall: 0 });
    const intent = byEmail.get(untouched.email)?.stripePaymentIntentId;
    expect(intent).toMatch(/^pi_/);
    // The server runs on a test key (sk_test_…): the link opens the dashboard's test mode.
    expect(byEmail.get(untouched.email)?.stripeDashboardUrl).toBe(
      `https://dashboard.stripe.com/test/payments/${intent}`,
    );

    const withShortfall = await admin.admin.payments({ shortfallOnly: true });
    expect(withShortfall.items.map((row) => row.userEmail).sort()).toEqual(
      [refundedBuyer.email, disputedBuyer.email].sort(),
    );
    const disputed = await admin.admin.payments({ status: "disputed" });
    expect(disputed.items.map((row) => row.userEmail)).toEqual([disputedBuyer.email]);
  });
});
