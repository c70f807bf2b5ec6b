/**
 * Texts of the admin area and of the operators' scripts.
 * User-facing texts are named once: the UI, the REST adapters and the tests import them from here.
 */

/** Wording of the admin area (/admin/credits, /admin/payments) and of `npm run credits:grant`. */
export const ADMIN_TEXT = {
  // What the user's ledger shows for an admin's adjustment
  grantedBySupport: (reason: string) => `Added by support: ${reason}`,
  revokedBySupport: (reason: string) => `Removed by support: ${reason}`,
  // Refusals
  searchRequired: "Enter an e-mail address or an account id.",
  searchTooLong: "An e-mail address or account id is at most 320 characters.",
  userNotFound: "There is no account with this e-mail address or id.",
  reasonRequired: "Give a reason; the user sees it in their credit history.",
  reasonTooLong: (max: number) => `Keep the reason to ${max} characters or fewer.`,
  directionInvalid: "Choose whether to add or remove credits.",
  actionIdInvalid: "This form is out of date. Reload the page and try again.",
  actionIdReused:
    "This action was already carried out with different details. Reload the page and try again.",
  filterInvalid: "Choose a payment status from the list.",
  // Outcomes
  granted: (credits: string, email: string) => `Added ${credits} to ${email}.`,
  revoked: (removed: number, shortfall: number) =>
    shortfall === 0
      ? `Removed ${removed.toLocaleString("en-US")} ${removed === 1 ? "credit" : "credits"}.`
      : `Removed ${removed.toLocaleString("en-US")}; ${shortfall.toLocaleString("en-US")} had already been spent.`,
  alreadyDone: "This action had already been carried out; nothing changed a second time.",
  adjustFailed: "The credits could not be changed. Please try again.",
  loadFailed: "This could not be loaded. Please try again.",
  // Explanations
  shortfallExplained:
    "Credits a refund or dispute should have taken back, but the user had already spent them (or was using them for work in progress). The money went back; these credits could not.",
  deletedAccount: "deleted account",
  paymentStatus: {
    paid: "Paid",
    partially_refunded: "Partly refunded",
    refunded: "Refunded",
    disputed: "Disputed",
  },
  noPayments: "No payments yet.",
  noPaymentsMatch: "No payments match these filters.",
  usageShortfallsTitle: "AI usage beyond its hold",
  usageShortfallExplained:
    "Before an AI answer starts, its most expensive outcome is held from the user's credits, and that is the most they are charged. When the provider reported more usage than the hold covered, the user paid the hold and the rest is listed here: credits used but not charged.",
  noUsageShortfalls: "No AI answer has cost more than its hold.",
} as const;
