/**
 * The payments service: Stripe Checkout for credit packs, the webhook, refunds and disputes.
 * Credits move only through src/server/services/credits.
 *
 * CONTRACT (issue 12): signatures are fixed; the payments helper implements them in their own
 * modules and re-exports them from here.
 */
import type { Page } from "@/server/services/credits/types";
import type { Database } from "@/server/db/types";
import type { CheckoutReturnOutcome, PaymentRecord } from "./types";

export type * from "./types";

const notYet = (name: string): never => {
  throw new Error(`payments.${name} is not implemented yet`);
};

/** Whether buying is switched on (STRIPE_SECRET_KEY set). */
export function paymentsEnabled(): boolean {
  return notYet("paymentsEnabled");
}

/**
 * Creates a Checkout Session for a pack (user and pack in metadata, the user's e-mail, Stripe
 * idempotency key from `clickId`) and answers the hosted page's URL. `origin` builds the success
 * and cancel URLs. AppError PAYMENTS_OFF when off, unknownCreditPack, checkoutFailed.
 */
export async function createCheckoutSession(
  _db: Database,
  _input: { userId: string; email: string; packId: string; clickId: string; origin: string },
): Promise<{ url: string }> {
  return notYet("createCheckoutSession");
}

/**
 * The success URL's work: retrieves the session from Stripe and runs the webhook's idempotent
 * fulfilment, so credits appear even when the webhook is late.
 */
export async function fulfilCheckoutReturn(
  _db: Database,
  _input: { userId: string; sessionId: string },
): Promise<CheckoutReturnOutcome> {
  return notYet("fulfilCheckoutReturn");
}

/**
 * POST /api/payments/webhook: verifies `Stripe-Signature` on the raw body and processes the event
 * exactly once. Answers the HTTP status to send (400 for a bad signature, 200 otherwise).
 */
export async function handleStripeWebhook(
  _db: Database,
  _input: { rawBody: string; signature: string | null },
): Promise<{ status: number; body: Record<string, unknown> }> {
  return notYet("handleStripeWebhook");
}

/** The user's payments, newest first. */
export async function listPayments(
  _db: Database,
  _userId: string,
  _options: { page: number; pageSize: number },
): Promise<Page<PaymentRecord>> {
  return notYet("listPayments");
}
