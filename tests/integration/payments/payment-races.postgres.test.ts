/**
 * Stripe events racing each other, on PostgreSQL only (tests/helpers/postgres-races.ts): copies
 * of one event, the success URL against the webhook, and different refunds and disputes of one
 * payment, delivered at once through the real webhook route on a pool of RACERS connections.
 * A barrier — the test's own transaction holding the contended row locked — keeps them queued
 * until they all wait, then lets them go together, so each reads the payment while the others
 * are in flight. Credits move exactly once, by exactly the cumulative amounts; without the
 * payment row's lock (refunds.ts) the refund races take back more than was refunded.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { findCreditPack } from "@/lib/credits/credit-packs";
import { holdRowLock, type RowLockBarrier } from "../../helpers/postgres-races";
import { serverUrl } from "../../helpers/test-database";
import { startPaymentsApp } from "./payments-kit";

/** The app's pool: every racing delivery gets a connection of its own. */
const RACERS = 24;

// The app (and its PostgreSQL database) only when the suite runs.
vi.stubEnv("DATABASE_POOL_SIZE", String(RACERS + 2));
const app = serverUrl ? await startPaymentsApp() : undefined;
const PRO = findCreditPack("pro")!;

describe("payments under racing Stripe events (PostgreSQL)", () => {
  const kit = () => app!;
  const databaseUrl = () => process.env.DATABASE_URL!;

  async function paymentOf(sessionId: string) {
    const { payments } = kit().schema;
    const [row] = await (
      await kit().appDb()
    )
      .select()
      .from(payments)
      .where(eq(payments.stripeCheckoutSessionId, sessionId));
    return row!;
  }

  async function ledgerOf(userId: string) {
    const { creditLedger } = kit().schema;
    return (await kit().appDb())
      .select({ kind: creditLedger.kind, amount: creditLedger.amount })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
  }

  /** Runs `deliveries` at once behind `barrier`; lets them go when `waiting` of them wait. */
  async function race<T>(
    barrier: RowLockBarrier,
    waiting: number,
    deliveries: (() => Promise<T>)[],
  ) {
    const settled = Promise.all(deliveries.map((deliver) => deliver()));
    try {
      await barrier.waiters(waiting, settled);
    } finally {
      await barrier.release();
    }
    return settled;
  }

  /** Locks the buyer's user row: recording a payment for them waits on its foreign key. */
  const buyerBarrier = (userId: string) =>
    holdRowLock(databaseUrl(), "select 1 from users where id = $1 for update", [userId]);
  /** Locks the payment row, as a refund or dispute being applied does. */
  const paymentBarrier = (sessionId: string) =>
    holdRowLock(
      databaseUrl(),
      "select 1 from payments where stripe_checkout_session_id = $1 for update",
      [sessionId],
    );

  async function paidBuyer() {
    const buyer = await kit().newBuyer();
    const sessionId = await kit().checkout(buyer);
    expect((await kit().deliver(kit().stripe.pay(sessionId))).status).toBe(200);
    return { ...buyer, sessionId };
  }

  it("credits once when 20 copies of checkout.session.completed race each other", async () => {
    const buyer = await kit().newBuyer();
    const sessionId = await kit().checkout(buyer);
    const event = kit().stripe.pay(sessionId);
    const answers = await race(
      await buyerBarrier(buyer.user.id),
      20,
      Array.from({ length: 20 }, () => () => kit().deliver(event)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await kit().balanceOf(buyer.user.id)).toEqual({
      balance: buyer.opening.balance + PRO.credits,
      held: 0,
      available: buyer.opening.balance + PRO.credits,
    });
    const purchases = (await ledgerOf(buyer.user.id)).filter((row) => row.kind === "purchase");
    expect(purchases).toEqual([{ kind: "purchase", amount: PRO.credits }]);
    const events = (await kit().snapshot()).events.filter((row) => row.id === event.id);
    expect(events).toHaveLength(1);
  });

  it("credits once when the success URL and the webhook race each other", async () => {
    const buyer = await kit().newBuyer();
    const sessionId = await kit().checkout(buyer);
    const event = kit().stripe.pay(sessionId);
    const [, first, second] = await race<unknown>(await buyerBarrier(buyer.user.id), 4, [
      () => kit().deliver(event),
      () => kit().returnFromCheckout(buyer.browser, sessionId),
      () => kit().returnFromCheckout(buyer.browser, sessionId),
      () => kit().deliver(event),
    ]);
    const success = `/settings/payments?checkout=success&credits=${PRO.credits}`;
    expect([first, second]).toEqual([success, success]);
    expect((await kit().balanceOf(buyer.user.id)).balance).toBe(
      buyer.opening.balance + PRO.credits,
    );
    const purchases = (await ledgerOf(buyer.user.id)).filter((row) => row.kind === "purchase");
    expect(purchases).toEqual([{ kind: "purchase", amount: PRO.credits }]);
    const charge = kit().stripe.charge(sessionId);
    expect(await paymentOf(sessionId)).toMatchObject({
      receiptUrl: charge.receipt_url,
      stripeChargeId: charge.id,
    });
  });

  it("two refunds of one payment racing each other take back exactly the larger total", async () => {
    const buyer = await paidBuyer();
    const quarter = kit().stripe.refund(buyer.sessionId, PRO.priceCents / 4);
    const half = kit().stripe.refund(buyer.sessionId, PRO.priceCents / 4);
    const answers = await race(await paymentBarrier(buyer.sessionId), 2, [
      () => kit().deliver(quarter),
      () => kit().deliver(half),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // Stripe's totals are cumulative: a quarter, then half. Half the credits go back, once.
    expect(await paymentOf(buyer.sessionId)).toMatchObject({
      status: "partially_refunded",
      refundedCents: PRO.priceCents / 2,
      creditsRevoked: PRO.credits / 2,
      creditShortfall: 0,
    });
    const taken = (await ledgerOf(buyer.user.id)).filter((row) => row.kind === "refund");
    expect(taken.reduce((sum, row) => sum + row.amount, 0)).toBe(-PRO.credits / 2);
    expect(await kit().balanceOf(buyer.user.id)).toEqual({
      balance: buyer.opening.balance + PRO.credits / 2,
      held: 0,
      available: buyer.opening.balance + PRO.credits / 2,
    });
    expect((await kit().credits.verifyCreditBalances(await kit().appDb())).ok).toBe(true);
  });

  it("20 copies of one refund racing each other take its share back once", async () => {
    const buyer = await paidBuyer();
    const quarter = kit().stripe.refund(buyer.sessionId, PRO.priceCents / 4);
    const answers = await race(
      await paymentBarrier(buyer.sessionId),
      20,
      Array.from({ length: 20 }, () => () => kit().deliver(quarter)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await paymentOf(buyer.sessionId)).toMatchObject({
      refundedCents: PRO.priceCents / 4,
      creditsRevoked: PRO.credits / 4,
    });
    expect((await ledgerOf(buyer.user.id)).filter((row) => row.kind === "refund")).toEqual([
      { kind: "refund", amount: -PRO.credits / 4 },
    ]);
  });

  it("a dispute racing a refund takes back every credit of the payment exactly once", async () => {
    const buyer = await paidBuyer();
    const disputed = kit().stripe.dispute(buyer.sessionId);
    const half = kit().stripe.refund(buyer.sessionId, PRO.priceCents / 2);
    await race(await paymentBarrier(buyer.sessionId), 3, [
      () => kit().deliver(disputed),
      () => kit().deliver(half),
      () => kit().deliver(disputed),
    ]);
    const row = await paymentOf(buyer.sessionId);
    expect(row).toMatchObject({
      status: "disputed",
      creditsRevoked: PRO.credits,
      creditShortfall: 0,
    });
    const taken = (await ledgerOf(buyer.user.id)).filter(
      (entry) => entry.kind === "refund" || entry.kind === "dispute",
    );
    expect(taken.reduce((sum, entry) => sum + entry.amount, 0)).toBe(-PRO.credits);
    expect(await kit().balanceOf(buyer.user.id)).toEqual(buyer.opening);
    expect((await kit().credits.verifyCreditBalances(await kit().appDb())).ok).toBe(true);
  });
});
