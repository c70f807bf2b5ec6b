/**
 * The payments service: Stripe Checkout for credit packs, the webhook, refunds and disputes.
 * Credits move only through src/server/services/credits. See docs/architecture.md, "Payments
 * (Stripe)".
 *
 * CONTRACT (issue 12): signatures are fixed; they are implemented in the modules below.
 */
export type * from "./types";

/** Whether buying is switched on (STRIPE_SECRET_KEY set). */
export { paymentsEnabled } from "./stripe-client";

/**
 * Creates a Checkout Session for a pack (user and pack in metadata, the user's e-mail, Stripe
 * idempotency key from `clickId`) and answers the hosted page's URL. `origin` builds the success
 * and cancel URLs. AppError PAYMENTS_OFF when off, unknownCreditPack, checkoutFailed.
 */
export { createCheckoutSession } from "./checkout";

/**
 * The success URL's work: retrieves the session from Stripe and runs the webhook's idempotent
 * fulfilment, so credits appear even when the webhook is late. `userId` null: signed out.
 */
export { fulfilCheckoutReturn } from "./checkout-return";

/**
 * POST /api/payments/webhook: verifies `Stripe-Signature` on the raw body and processes the event
 * exactly once. Answers the HTTP status to send (400 for a bad signature, 200 otherwise).
 */
export { handleStripeWebhook, receiveStripeWebhook } from "./webhook";

/** The user's payments, newest first. */
export { listPayments } from "./history";
