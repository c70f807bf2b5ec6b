/**
 * What fulfilment needs from a Checkout Session, read once from Stripe's object: the buyer and
 * pack from the metadata our server wrote, the amount, and (when the session was retrieved with
 * its payment intent's latest charge expanded) the charge and its receipt.
 */
import "server-only";
import type Stripe from "stripe";
import type { CheckoutMetadata } from "./checkout";
import { isValidCreditCount } from "./payment-rules";

/** Retrieve a session with this expansion to read its charge and receipt URL. */
export const CHECKOUT_SESSION_EXPAND = ["payment_intent.latest_charge"];

export interface CheckoutFacts {
  sessionId: string;
  /** 'open', 'complete' or 'expired'. */
  status: string | null;
  /** 'paid', 'unpaid' or 'no_payment_required'. */
  paymentStatus: string;
  amountCents: number;
  currency: string;
  /** Null when the session was not created by Plansmith (another app on the same account). */
  order: { userId: string; packId: string; credits: number } | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  receiptUrl: string | null;
}

function readOrder(session: Stripe.Checkout.Session): CheckoutFacts["order"] {
  const metadata = (session.metadata ?? {}) as Partial<CheckoutMetadata>;
  const userId = metadata.userId || session.client_reference_id;
  const credits = Number(metadata.credits);
  if (!userId || !metadata.packId || !isValidCreditCount(credits)) return null;
  return { userId, packId: metadata.packId, credits };
}

export function checkoutFacts(session: Stripe.Checkout.Session): CheckoutFacts {
  const intent = session.payment_intent;
  const charge = intent && typeof intent === "object" ? intent.latest_charge : null;
  return {
    sessionId: session.id,
    status: session.status ?? null,
    paymentStatus: session.payment_status,
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? "").toLowerCase(),
    order: readOrder(session),
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    chargeId: typeof charge === "string" ? charge : (charge?.id ?? null),
    receiptUrl: charge && typeof charge === "object" ? (charge.receipt_url ?? null) : null,
  };
}

/** Paid, or nothing to pay (a 100% discount): the credits are due. */
export function isPaid(facts: CheckoutFacts): boolean {
  return facts.paymentStatus === "paid" || facts.paymentStatus === "no_payment_required";
}

/** The session as Stripe has it now, with its charge expanded. */
export async function retrieveCheckoutSession(
  stripe: Stripe,
  sessionId: string,
): Promise<CheckoutFacts> {
  const session = await stripe.checkout.sessions.retrieve(sessionId, {
    expand: CHECKOUT_SESSION_EXPAND,
  });
  return checkoutFacts(session);
}

/** The Checkout Session that created a payment intent, or null when none did. */
export async function findCheckoutForPaymentIntent(
  stripe: Stripe,
  paymentIntentId: string,
): Promise<CheckoutFacts | null> {
  const list = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
  const session = list.data[0];
  return session ? retrieveCheckoutSession(stripe, session.id) : null;
}
