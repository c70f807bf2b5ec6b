/**
 * Texts of credits and payments: balances, packs, checkout, refunds and disputes.
 * User-facing texts are named once: the UI, the REST adapters and the tests import them from here.
 */

/** Refusals of credits, holds, checkout and payment webhooks. */
export const CREDIT_ERRORS = {
  // Credits and payments
  insufficientCredits: "You don't have enough credits for this.",
  invalidCreditAmount: "Enter a whole number of credits between 1 and 1,000,000.",
  creditBalanceLimit: "An account can hold at most 1,000,000,000 credits.",
  creditHoldNotFound: "This credit hold does not exist.",
  unknownCreditPack: "Choose one of the credit packs.",
  paymentsOff: "Buying credits is not available right now.",
  checkoutFailed: "We couldn't start the checkout. Nothing was charged; please try again.",
  checkoutSessionNotFound: "This checkout session does not exist.",
  webhookSignatureInvalid: "The webhook signature is missing, invalid or too old.",
  webhookNotConfigured: "Payment webhooks are not configured.",
  paymentProviderUnavailable: "The payment provider could not be reached. Please try again later.",
} as const;

/** Notifications and ledger lines of payments: purchases, refunds and disputes. */
export const PAYMENT_NOTICE_TEXT = {
  purchasedTitle: (credits: number) =>
    `${credits.toLocaleString("en-US")} credits added to your balance`,
  purchasedBody: (what: string) => `Thank you for your purchase: ${what}.`,
  refundedTitle: "Payment refunded",
  refundedBody: (what: string, removed: number) =>
    removed > 0
      ? `Your payment for ${what} was refunded; ${removed.toLocaleString("en-US")} ${removed === 1 ? "credit was" : "credits were"} taken back.`
      : `Your payment for ${what} was refunded.`,
  disputedTitle: "Payment disputed",
  disputedBody: (what: string) =>
    `Your bank disputed the payment for ${what}, so its credits were taken back. Reply to your receipt if this is a mistake.`,
  refundLedger: (what: string) => `Refund of ${what}`,
  disputeLedger: (what: string) => `Payment disputed: ${what}`,
} as const;

/** Wording of credits and payments: /settings/payments, the buy buttons and the low-balance dialog. */
export const CREDITS_TEXT = {
  // The ledger row of the credits every account receives once.
  signupBonusDescription: "Welcome bonus",
  insufficientTitle: "You're out of credits",
  insufficientBody: (needed: number, available: number) =>
    `This needs ${needed.toLocaleString("en-US")} ${needed === 1 ? "credit" : "credits"} and you have ${available.toLocaleString("en-US")} available. Top up with a credit pack to carry on — credits never expire.`,
  // One line under disabled buy buttons when Stripe is not configured.
  paymentsOffReason:
    "Buying credits is switched off on this server (no payment provider is configured). An admin can add credits to your account.",
  checkoutSucceeded: (credits: number) =>
    `Payment received: ${credits.toLocaleString("en-US")} credits were added to your balance.`,
  checkoutPending:
    "Your payment is being processed. The credits appear here as soon as it is confirmed.",
  checkoutCancelled: "Checkout was cancelled. Nothing was charged.",
  redirectingToCheckout: "Taking you to secure checkout…",
  // /settings/payments (UI helper): outcomes the checkout return can end in, loads and empty states.
  checkoutSucceededUncounted: "Payment received: your credits were added to your balance.",
  checkoutNotPaid:
    "The payment was not completed, so nothing was charged. You can try again whenever you like.",
  checkoutNotFound:
    "We couldn't find that checkout. If you were charged, the credits appear here once the payment is confirmed.",
  checkoutFailed: "We couldn't start the checkout. Nothing was charged; please try again.",
  notNow: "Not now",
  balanceLoadFailed: "We couldn't load your credits. Check your connection and try again.",
  paymentsLoadFailed: "We couldn't load your payment history. Try again in a moment.",
  ledgerLoadFailed: "We couldn't load your credit history. Try again in a moment.",
  noPayments: "No payments yet. Packs you buy appear here with their receipts.",
  noLedger: "No credit movements yet.",
  kindLabels: {
    signup_bonus: "Signup bonus",
    purchase: "Purchase",
    usage: "AI usage",
    refund: "Refund",
    admin_grant: "Added by support",
    admin_revoke: "Removed by support",
    dispute: "Dispute",
  },
  statusLabels: {
    paid: "Paid",
    partially_refunded: "Partially refunded",
    refunded: "Refunded",
    disputed: "Disputed",
  },
} as const;
