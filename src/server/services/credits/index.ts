/**
 * The credits service: the only code that moves credits. See docs/architecture.md,
 * "Credits ledger".
 *
 * Every operation takes a Database that may be a caller's transaction, and is atomic: grant and
 * spend are one statement each, the others run in a transaction of their own (a savepoint inside
 * the caller's). The ledger row and the account change commit together or not at all.
 * Movements are idempotent by key: a repeat returns the first result and moves nothing.
 *
 * - grantCredits: adds credits (signup bonus, purchase, admin grant).
 * - spendCredits: removes credits for usage; AppError INSUFFICIENT_CREDITS (402, details
 *   InsufficientCreditsDetails) when the available balance is smaller than the amount.
 * - revokeCredits: takes back up to `amount` (refund, admin revoke, dispute), never below zero
 *   and never held credits; answers what was removed and the shortfall.
 * - reserveCredits → settleHold(actual) | releaseHold: holds for work whose cost is known only at
 *   the end; sweepExpiredHolds expires holds left open (startCreditHoldSweep schedules it). A
 *   hold is the most that is charged: usage beyond it is a usage shortfall (admins see them,
 *   listUsageShortfallsForAdmin).
 * - getCreditBalance: the balance (opens the account on first touch, with the signup bonus).
 * - listLedger: the user's ledger, newest first.
 * - verifyCreditBalances: every balance against its ledger and every `held` against open holds.
 *
 * The optional last `options` argument (CreditsOptions) overrides the configuration
 * (CREDITS_SIGNUP_BONUS, CREDIT_HOLD_TTL_SECONDS) for one call; tests use it.
 */
export type * from "./types";
export type { CreditsOptions } from "./config";
export { openAccount, openAccountForNewUser, signupBonusKey } from "./accounts";
export { EMPTY_REVOKE_KEY_PREFIX } from "./guards";
export { grantCredits, revokeCredits, spendCredits } from "./ledger";
export { releaseHold, reserveCredits, settleHold, settleKey } from "./holds";
export { startCreditHoldSweep, sweepExpiredHolds } from "./sweep";
export { getCreditBalance, listLedger, MAX_LEDGER_PAGE_SIZE } from "./queries";
export { verifyCreditBalances } from "./verify";
export { listUsageShortfallsForAdmin } from "./usage-shortfalls";
