/**
 * The payments service's named constants and small pure rules, imported by the code and by the
 * tests (so a test states the rule, not a copy of a number).
 */
import { CREDIT_CURRENCY, type CreditPack } from "@/lib/credits/credit-packs";
import { MAX_CREDITS_PER_OPERATION } from "@/lib/credits/credit-rules";

/** Largest webhook body read (Stripe's events are a few kB; anything this big is not Stripe). */
export const STRIPE_WEBHOOK_MAX_BYTES = 1024 * 1024;
/** Oldest signature accepted, in seconds (Stripe's recommended tolerance against replays). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** Where Checkout sends the browser back to (the session id is filled in by Stripe). */
export const CHECKOUT_RETURN_PATH = "/api/payments/checkout/return";
/**
 * Checkout Sessions one account may open per window: far above what a buyer needs (a few packs,
 * a retry or two), low enough that a script cannot run up Stripe API calls in our name.
 */
export const CHECKOUT_LIMIT_PER_USER = { max: 20, windowMs: 15 * 60_000 } as const;

/** Stripe's idempotency key for one click on 'Buy': a double click opens one session. */
export function checkoutIdempotencyKey(userId: string, clickId: string): string {
  return `checkout:${userId}:${clickId}`;
}

/** The ledger's idempotency key of a Checkout Session's credits: granted once, ever. */
export function purchaseIdempotencyKey(sessionId: string): string {
  return `purchase:${sessionId}`;
}

/** One key per cumulative refunded amount of a charge (Stripe reports the running total). */
export function refundIdempotencyKey(chargeId: string, amountRefunded: number): string {
  return `refund:${chargeId}:${amountRefunded}`;
}

export function disputeIdempotencyKey(disputeId: string): string {
  return `dispute:${disputeId}`;
}

/** What Checkout shows as the product: "Plansmith Pro — 500 credits". */
export function checkoutProductName(pack: CreditPack): string {
  return `Plansmith ${pack.name} — ${pack.credits.toLocaleString("en-US")} credits`;
}

/** What the ledger and the notification call the purchase: "Pro pack (500 credits)". */
export function purchaseDescription(packName: string, credits: number): string {
  return `${packName} pack (${credits.toLocaleString("en-US")} credits)`;
}

/** Stripe wants the currency lower-case. */
export const STRIPE_CURRENCY = CREDIT_CURRENCY.toLowerCase();

/**
 * The credits a refund takes back in total: the refunded share of the credits, rounded down
 * (the buyer keeps a part-credit rather than losing one), from the CUMULATIVE refunded amount,
 * so events arriving late or twice compute the same target.
 */
export function refundedCreditsTarget(
  credits: number,
  amountCents: number,
  refundedCents: number,
): number {
  if (amountCents <= 0 || refundedCents <= 0) return 0;
  const share = Math.min(refundedCents, amountCents);
  return Math.floor((credits * share) / amountCents);
}

/** Checkout metadata our server wrote: whole credits within the ledger's bounds. */
export function isValidCreditCount(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= MAX_CREDITS_PER_OPERATION;
}
