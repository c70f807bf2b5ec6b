/**
 * The vocabulary and constants of credits, shared by the ledger service, the API and the UI.
 * Credits are whole numbers; a balance never goes below zero.
 */

/** Every kind of ledger row: what moved a balance. Positive kinds add, the others remove. */
export const CREDIT_KINDS = [
  "signup_bonus",
  "purchase",
  "usage",
  "refund",
  "admin_grant",
  "admin_revoke",
  "dispute",
] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** Kinds that add credits (grant) and kinds that remove them (spend, revoke). */
export const CREDIT_GRANT_KINDS = ["signup_bonus", "purchase", "admin_grant"] as const;
export type CreditGrantKind = (typeof CREDIT_GRANT_KINDS)[number];
export const CREDIT_REVOKE_KINDS = ["refund", "admin_revoke", "dispute"] as const;
export type CreditRevokeKind = (typeof CREDIT_REVOKE_KINDS)[number];

/** What a ledger row or hold refers to: a payment, an AI generation, an admin's action… */
export const CREDIT_REFERENCE_TYPES = ["account", "payment", "generation", "admin_action"] as const;
export type CreditReferenceType = (typeof CREDIT_REFERENCE_TYPES)[number];

/** Lifecycle of a hold (reservation) on credits for work whose cost is known only at the end. */
export const CREDIT_HOLD_STATUSES = ["open", "settled", "released", "expired"] as const;
export type CreditHoldStatus = (typeof CREDIT_HOLD_STATUSES)[number];

/** Credits every account receives once (CREDITS_SIGNUP_BONUS overrides it). */
export const DEFAULT_SIGNUP_BONUS = 20;
/** A hold neither settled nor released within this time is released by the sweep. */
export const DEFAULT_CREDIT_HOLD_TTL_SECONDS = 15 * 60;
/** How often each server process runs the hold sweep. */
export const CREDIT_HOLD_SWEEP_INTERVAL_MS = 60 * 1000;
/** Largest amount one operation may move (guards against typos and overflow). */
export const MAX_CREDITS_PER_OPERATION = 1_000_000;
/**
 * Most credits one account may hold: far beyond any real use, and well inside PostgreSQL's
 * 32-bit `integer`, so a grant past it is a clear refusal rather than an arithmetic error.
 */
export const MAX_CREDIT_BALANCE = 1_000_000_000;
/** Rows per page of the ledger and of the payment history. */
export const CREDIT_PAGE_SIZE = 20;

/** The AppError code of a refusal for too little available balance. */
export const INSUFFICIENT_CREDITS = "INSUFFICIENT_CREDITS";

/** What an INSUFFICIENT_CREDITS refusal carries in `details`, for the client's dialog. */
export interface InsufficientCreditsDetails {
  /** Credits on the account. */
  balance: number;
  /** Balance minus open holds: what can be spent now. */
  available: number;
  /** What the refused operation needed. */
  needed: number;
}

/** A balance as the user sees it. */
export interface CreditBalance {
  balance: number;
  held: number;
  available: number;
}

/** A payment's state as the history shows it; a refund or dispute moves it on, never back. */
export const PAYMENT_STATUSES = ["paid", "partially_refunded", "refunded", "disputed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
