/**
 * Fulfilment of a paid Checkout Session — the one code path of the webhook and of the success
 * URL. In one transaction: the payment is recorded (unique per session, so a second caller finds
 * it recorded and does nothing), the credits are granted under an idempotency key per session,
 * and the buyer is notified; a crash half-way rolls all of it back.
 */
import { PAYMENTS_SETTINGS_PATH } from "@/lib/credits/checkout-outcome";
import "server-only";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { findCreditPack } from "@/lib/credits/credit-packs";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { payments, users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { grantCredits } from "@/server/services/credits";
import { createNotifications } from "@/server/services/notifications/notifications";
import { PAYMENT_NOTICE_TEXT } from "@/lib/errors/credits";
import { isPaid, type CheckoutFacts } from "./checkout-facts";
import { purchaseDescription, purchaseIdempotencyKey } from "./payment-rules";

export type PaymentRow = typeof payments.$inferSelect;

export type FulfilmentResult =
  | { kind: "not_ours" }
  | { kind: "not_paid" }
  | { kind: "fulfilled"; payment: PaymentRow; credits: number; firstTime: boolean };

/** The pack's name for texts; a retired pack id is shown as it is. */
export function packName(packId: string): string {
  return findCreditPack(packId)?.name ?? packId;
}

/** Fulfils inside the caller's transaction (the webhook's, which also records the event). */
export async function fulfilInTransaction(
  tx: Database,
  facts: CheckoutFacts,
): Promise<FulfilmentResult> {
  const order = facts.order;
  if (!order) return { kind: "not_ours" };
  if (!isPaid(facts)) return { kind: "not_paid" };
  // An account deleted since it paid: the payment is still recorded (for the books), without
  // an owner and without credits.
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, order.userId))
    .limit(1);
  const userId = owner?.id ?? null;
  const inserted = await tx
    .insert(payments)
    .values({
      userId,
      packId: order.packId,
      credits: order.credits,
      amountCents: facts.amountCents,
      currency: facts.currency,
      status: "paid",
      stripeCheckoutSessionId: facts.sessionId,
      stripePaymentIntentId: facts.paymentIntentId,
      stripeChargeId: facts.chargeId,
      receiptUrl: facts.receiptUrl,
    })
    // No target: the session id and the payment intent id each identify this purchase, and when
    // the success URL and the webhook race, PostgreSQL may find either unique index first.
    .onConflictDoNothing()
    .returning();
  const payment = inserted[0];
  if (!payment) {
    return {
      kind: "fulfilled",
      payment: await completeRecorded(tx, facts),
      credits: order.credits,
      firstTime: false,
    };
  }
  if (userId) {
    const description = purchaseDescription(packName(order.packId), order.credits);
    await grantCredits(tx, {
      userId,
      amount: order.credits,
      kind: "purchase",
      reference: { type: "payment", id: payment.id },
      idempotencyKey: purchaseIdempotencyKey(facts.sessionId),
      description,
    });
    await createNotifications(tx, [
      {
        userId,
        kind: NOTIFICATION_KINDS.creditsPurchased,
        title: PAYMENT_NOTICE_TEXT.purchasedTitle(order.credits),
        body: PAYMENT_NOTICE_TEXT.purchasedBody(description),
        link: PAYMENTS_SETTINGS_PATH,
      },
    ]);
  }
  return { kind: "fulfilled", payment, credits: order.credits, firstTime: true };
}

/**
 * The payment recorded earlier for this session; fills in the Stripe ids and receipt it was
 * recorded without (a webhook's session object carries no receipt). One statement: each field is
 * set only while it is still empty (coalesce), so copies arriving at once never overwrite what
 * the first of them wrote, and none needs to lock the row first.
 */
async function completeRecorded(tx: Database, facts: CheckoutFacts): Promise<PaymentRow> {
  const [completed] = await tx
    .update(payments)
    .set({
      receiptUrl: sql`coalesce(${payments.receiptUrl}, ${facts.receiptUrl})`,
      stripeChargeId: sql`coalesce(${payments.stripeChargeId}, ${facts.chargeId})`,
      stripePaymentIntentId: sql`coalesce(${payments.stripePaymentIntentId}, ${facts.paymentIntentId})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.stripeCheckoutSessionId, facts.sessionId),
        // Only when it fills something in: a copy that adds nothing leaves the row as it was.
        or(
          and(isNull(payments.receiptUrl), sql`${facts.receiptUrl}::text is not null`),
          and(isNull(payments.stripeChargeId), sql`${facts.chargeId}::text is not null`),
          and(
            isNull(payments.stripePaymentIntentId),
            sql`${facts.paymentIntentId}::text is not null`,
          ),
        ),
      ),
    )
    .returning();
  if (completed) return completed;
  const [existing] = await tx
    .select()
    .from(payments)
    .where(eq(payments.stripeCheckoutSessionId, facts.sessionId));
  if (!existing) throw new Error("payment vanished after a conflict on its session id");
  return existing;
}

/** Fulfils in a transaction of its own (the success URL). */
export function fulfilCheckout(db: Database, facts: CheckoutFacts): Promise<FulfilmentResult> {
  return db.transaction((tx) => fulfilInTransaction(tx, facts));
}
