/**
 * Refunds and disputes of a recorded payment. Both lock the payment row first, so concurrent
 * events for one payment apply one after the other, and both work from totals (Stripe's
 * cumulative refunded amount; the credits taken back so far), so an event arriving late, twice or
 * out of order computes the same end state and moves no credit twice.
 *
 * Credits are taken back only from what is available: what the buyer already spent (or holds for
 * work in flight) cannot be, and is recorded on the payment as a shortfall that admins see.
 */
import { PAYMENTS_SETTINGS_PATH } from "@/lib/credits/checkout-outcome";
import "server-only";
import { eq, or, sql } from "drizzle-orm";
import type { PaymentStatus } from "@/lib/credits/credit-rules";
import { PAYMENT_NOTICE_TEXT } from "@/lib/errors/credits";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { payments } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { revokeCredits } from "@/server/services/credits";
import type { CreditRevokeKind } from "@/lib/credits/credit-rules";
import { createNotifications } from "@/server/services/notifications/notifications";
import { packName, type PaymentRow } from "./fulfilment";
import { purchaseDescription, refundedCreditsTarget, refundIdempotencyKey } from "./payment-rules";
import { disputeIdempotencyKey } from "./payment-rules";

/** How Stripe names the payment a charge or dispute belongs to. */
export interface ChargeLink {
  paymentIntentId: string | null;
  chargeId: string | null;
}

/** The recorded payment of a charge, locked for the rest of the transaction; null when none. */
async function lockPayment(tx: Database, link: ChargeLink): Promise<PaymentRow | null> {
  const conditions = [
    link.paymentIntentId ? eq(payments.stripePaymentIntentId, link.paymentIntentId) : undefined,
    link.chargeId ? eq(payments.stripeChargeId, link.chargeId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return null;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(or(...conditions))
    .limit(1)
    .for("update");
  return payment ?? null;
}

/** Whether a payment for this charge has been recorded (read before deciding to look it up). */
export async function isPaymentRecorded(db: Database, link: ChargeLink): Promise<boolean> {
  const conditions = [
    link.paymentIntentId ? eq(payments.stripePaymentIntentId, link.paymentIntentId) : undefined,
    link.chargeId ? eq(payments.stripeChargeId, link.chargeId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return false;
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(or(...conditions))
    .limit(1);
  return !!row;
}

/** Takes back up to `amount` credits of the payment's owner; what could not be is a shortfall. */
async function takeBack(
  tx: Database,
  payment: PaymentRow,
  move: { kind: CreditRevokeKind; amount: number; idempotencyKey: string; description: string },
): Promise<{ removed: number; shortfall: number }> {
  if (move.amount <= 0) return { removed: 0, shortfall: 0 };
  // The account is gone with its credits: nothing left to take back, nothing owed by anyone.
  if (!payment.userId) return { removed: 0, shortfall: 0 };
  const result = await revokeCredits(tx, {
    userId: payment.userId,
    amount: move.amount,
    kind: move.kind,
    reference: { type: "payment", id: payment.id },
    idempotencyKey: move.idempotencyKey,
    description: move.description,
  });
  // A replay moved nothing now; the locked row already counts the first result.
  if (result.replayed) return { removed: 0, shortfall: 0 };
  return { removed: result.removed, shortfall: result.shortfall };
}

export interface RefundedCharge extends ChargeLink {
  chargeId: string;
  /** The charge's amount and its CUMULATIVE refunded amount, as Stripe reports them. */
  amount: number;
  amountRefunded: number;
}

/** charge.refunded: takes back the refunded share of the credits not taken back yet. */
export async function applyRefund(tx: Database, charge: RefundedCharge): Promise<boolean> {
  const payment = await lockPayment(tx, charge);
  if (!payment) return false;
  const amount = payment.amountCents > 0 ? payment.amountCents : charge.amount;
  const refundedCents = Math.min(Math.max(payment.refundedCents, charge.amountRefunded), amount);
  const target = refundedCreditsTarget(payment.credits, amount, refundedCents);
  const what = purchaseDescription(packName(payment.packId), payment.credits);
  const moved = await takeBack(tx, payment, {
    kind: "refund",
    amount: target - (payment.creditsRevoked + payment.creditShortfall),
    idempotencyKey: refundIdempotencyKey(charge.chargeId, refundedCents),
    description: PAYMENT_NOTICE_TEXT.refundLedger(what),
  });
  const status: PaymentStatus =
    payment.status === "disputed"
      ? "disputed"
      : refundedCents >= amount
        ? "refunded"
        : refundedCents > 0
          ? "partially_refunded"
          : payment.status;
  await tx
    .update(payments)
    .set({
      status,
      refundedCents,
      creditsRevoked: sql`${payments.creditsRevoked} + ${moved.removed}`,
      creditShortfall: sql`${payments.creditShortfall} + ${moved.shortfall}`,
      stripeChargeId: payment.stripeChargeId ?? charge.chargeId,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id));
  if (payment.userId && refundedCents > payment.refundedCents) {
    await createNotifications(tx, [
      {
        userId: payment.userId,
        kind: NOTIFICATION_KINDS.creditsRefunded,
        title: PAYMENT_NOTICE_TEXT.refundedTitle,
        body: PAYMENT_NOTICE_TEXT.refundedBody(what, moved.removed),
        link: PAYMENTS_SETTINGS_PATH,
      },
    ]);
  }
  return true;
}

export interface DisputedCharge extends ChargeLink {
  disputeId: string;
}

/**
 * charge.dispute.created: the payment is marked disputed and every credit of it not taken back
 * yet is taken back (the money is withdrawn from us while the dispute runs). Winning a dispute
 * does not give them back automatically; an admin grants them (docs/operations.md).
 */
export async function applyDispute(tx: Database, dispute: DisputedCharge): Promise<boolean> {
  const payment = await lockPayment(tx, dispute);
  if (!payment) return false;
  const what = purchaseDescription(packName(payment.packId), payment.credits);
  const moved = await takeBack(tx, payment, {
    kind: "dispute",
    amount: payment.credits - (payment.creditsRevoked + payment.creditShortfall),
    idempotencyKey: disputeIdempotencyKey(dispute.disputeId),
    description: PAYMENT_NOTICE_TEXT.disputeLedger(what),
  });
  await tx
    .update(payments)
    .set({
      status: "disputed",
      disputedAt: payment.disputedAt ?? new Date(),
      creditsRevoked: sql`${payments.creditsRevoked} + ${moved.removed}`,
      creditShortfall: sql`${payments.creditShortfall} + ${moved.shortfall}`,
      stripeChargeId: payment.stripeChargeId ?? dispute.chargeId,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id));
  if (payment.userId && !payment.disputedAt) {
    await createNotifications(tx, [
      {
        userId: payment.userId,
        kind: NOTIFICATION_KINDS.creditsRefunded,
        title: PAYMENT_NOTICE_TEXT.disputedTitle,
        body: PAYMENT_NOTICE_TEXT.disputedBody(what),
        link: PAYMENTS_SETTINGS_PATH,
      },
    ]);
  }
  return true;
}
