/**
 * POST /api/payments/webhook: Stripe's events, verified on the raw body and processed exactly
 * once. The event id is recorded in the same transaction as everything the event changes: of 20
 * copies arriving at once, one inserts the id and does the work; the others wait on its row,
 * find it and answer 200; a crash rolls back both, and Stripe's retry does the work.
 *
 * Calls to Stripe's API (the session with its receipt; the session behind a refund that came
 * before its payment) are made BEFORE the transaction, so no transaction waits on the network.
 */
import "server-only";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { env } from "@/env";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import { getDb } from "@/server/db/client";
import { stripeEvents } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { createLogger } from "@/server/log";
import {
  checkoutFacts,
  findCheckoutForPaymentIntent,
  retrieveCheckoutSession,
  type CheckoutFacts,
} from "./checkout-facts";
import { fulfilInTransaction } from "./fulfilment";
import { STRIPE_WEBHOOK_TOLERANCE_SECONDS } from "./payment-rules";
import { applyDispute, applyRefund, isPaymentRecorded, type ChargeLink } from "./refunds";
import { describeStripeError, stripeClient } from "./stripe-client";

const log = createLogger("payments");

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

const RECEIVED: WebhookAnswer = { status: 200, body: { received: true } };

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** Checks the signature; null when it is missing, forged, for another body or too old. */
export function verifyStripeEvent(
  rawBody: string,
  signature: string | null,
  secret: string,
): Stripe.Event | null {
  if (!signature) return null;
  try {
    return Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    // The reason stays here: neither the signature nor the body is logged or echoed.
    return null;
  }
}

/** What an event needs to know of its Checkout Session, read from Stripe before the transaction. */
type Prepared =
  | { kind: "checkout"; facts: CheckoutFacts }
  | { kind: "refund"; before: CheckoutFacts | null; charge: Stripe.Charge }
  | { kind: "dispute"; before: CheckoutFacts | null; dispute: Stripe.Dispute }
  | { kind: "ignored" };

/** The session of a charge whose payment is not recorded yet (its refund came first). */
async function unrecordedCheckout(db: Database, link: ChargeLink): Promise<CheckoutFacts | null> {
  if (!link.paymentIntentId || (await isPaymentRecorded(db, link))) return null;
  const stripe = stripeClient();
  return stripe ? findCheckoutForPaymentIntent(stripe, link.paymentIntentId) : null;
}

async function prepare(db: Database, event: Stripe.Event): Promise<Prepared> {
  try {
    return await prepareFromStripe(db, event);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    // Stripe could not be read: 503, and Stripe delivers the event again later. The error is
    // described by type and request id only (its raw form carries what was sent).
    log.error(`reading Stripe for a ${event.type} event failed`, describeStripeError(error));
    throw new AppError(
      ERROR_CODES.serviceUnavailable,
      503,
      CREDIT_ERRORS.paymentProviderUnavailable,
    );
  }
}

async function prepareFromStripe(db: Database, event: Stripe.Event): Promise<Prepared> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const stripe = stripeClient();
      // Read the session as Stripe has it now, with its receipt; without an API key, the
      // event's own copy (signed, so as trustworthy, only without a receipt).
      const facts = stripe
        ? await retrieveCheckoutSession(stripe, event.data.object.id)
        : checkoutFacts(event.data.object);
      return { kind: "checkout", facts };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const link = { paymentIntentId: idOf(charge.payment_intent), chargeId: charge.id };
      return { kind: "refund", before: await unrecordedCheckout(db, link), charge };
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const link = {
        paymentIntentId: idOf(dispute.payment_intent),
        chargeId: idOf(dispute.charge),
      };
      return { kind: "dispute", before: await unrecordedCheckout(db, link), dispute };
    }
    default:
      return { kind: "ignored" };
  }
}

async function apply(tx: Database, prepared: Prepared): Promise<void> {
  switch (prepared.kind) {
    case "checkout":
      await fulfilInTransaction(tx, prepared.facts);
      return;
    case "refund": {
      if (prepared.before) await fulfilInTransaction(tx, prepared.before);
      const charge = prepared.charge;
      await applyRefund(tx, {
        chargeId: charge.id,
        paymentIntentId: idOf(charge.payment_intent),
        amount: charge.amount,
        amountRefunded: charge.amount_refunded,
      });
      return;
    }
    case "dispute": {
      if (prepared.before) await fulfilInTransaction(tx, prepared.before);
      const dispute = prepared.dispute;
      await applyDispute(tx, {
        disputeId: dispute.id,
        chargeId: idOf(dispute.charge),
        paymentIntentId: idOf(dispute.payment_intent),
      });
      return;
    }
    case "ignored":
      return;
  }
}

export async function handleStripeWebhook(
  db: Database,
  input: { rawBody: string; signature: string | null },
): Promise<WebhookAnswer> {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    return {
      status: 503,
      body: {
        error: {
          code: ERROR_CODES.serviceUnavailable,
          message: CREDIT_ERRORS.webhookNotConfigured,
        },
      },
    };
  }
  const event = verifyStripeEvent(input.rawBody, input.signature, secret);
  if (!event) {
    return {
      status: 400,
      body: {
        error: {
          code: ERROR_CODES.webhookSignatureInvalid,
          message: CREDIT_ERRORS.webhookSignatureInvalid,
        },
      },
    };
  }
  // A copy of an event already processed: answered without asking Stripe anything. (The
  // transaction below is what makes processing exactly-once; this only saves the API calls.)
  const [seen] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id))
    .limit(1);
  if (seen) return RECEIVED;
  const prepared = await prepare(db, event);
  const outcome = await db.transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0) return "duplicate" as const;
    await apply(tx, prepared);
    return "processed" as const;
  });
  log.debug(`webhook ${event.type} ${outcome}`, { event: event.id });
  return RECEIVED;
}

/** {@link handleStripeWebhook} on the app's database, for the route. */
export async function receiveStripeWebhook(input: {
  rawBody: string;
  signature: string | null;
}): Promise<WebhookAnswer> {
  return handleStripeWebhook(await getDb(), input);
}
