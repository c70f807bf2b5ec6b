/**
 * Rules of the admin area shared by the admin pages, the `admin` router and the credits CLI:
 * what an adjustment may carry, how the user's ledger words it, and the payments list's filters.
 */
import { z } from "zod";
import { ADMIN_TEXT } from "@/lib/errors/admin";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import {
  CREDIT_PAGE_SIZE,
  MAX_CREDITS_PER_OPERATION,
  PAYMENT_STATUSES,
} from "@/lib/credits/credit-rules";

/** Longest reason an admin may give for an adjustment (it is shown in the user's ledger). */
export const ADMIN_REASON_MAX_LENGTH = 200;
/** Payments per page of /admin/payments. */
export const ADMIN_PAYMENTS_PAGE_SIZE = 25;
/** Usage shortfalls per page of /admin/payments. */
export const ADMIN_USAGE_SHORTFALLS_PAGE_SIZE = 25;
/** Ledger rows shown with a user on /admin/credits. */
export const ADMIN_LEDGER_PAGE_SIZE = CREDIT_PAGE_SIZE;
/** The admin page the user menu links to, and where a stale sign-in comes back to. */
export const ADMIN_HOME_PATH = "/admin/credits";

export const ADJUSTMENT_DIRECTIONS = ["grant", "revoke"] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/**
 * One line of text: runs of whitespace (newlines, tabs) become one space, so the ledger row
 * reads as the admin meant it and cannot be stretched into several lines.
 */
export function normalizeReason(reason: string): string {
  return reason.replace(/\s+/g, " ").trim();
}

/** What the user's ledger shows for an admin's adjustment. */
export function adjustmentDescription(direction: AdjustmentDirection, reason: string): string {
  const text = normalizeReason(reason);
  return direction === "grant"
    ? ADMIN_TEXT.grantedBySupport(text)
    : ADMIN_TEXT.revokedBySupport(text);
}

/** The idempotency key of an admin's action: a repeated submit of one action moves credits once. */
export function adjustmentIdempotencyKey(actionId: string): string {
  return `admin_action:${actionId}`;
}

/**
 * The payment in Stripe's dashboard (the payment intent's page). Test-mode payments live under
 * /test/: a live-mode link to one shows "not found".
 */
export function stripeDashboardPaymentUrl(
  paymentIntentId: string,
  options: { testMode?: boolean } = {},
): string {
  const mode = options.testMode ? "test/" : "";
  return `https://dashboard.stripe.com/${mode}payments/${encodeURIComponent(paymentIntentId)}`;
}

/** Whether a Stripe secret or restricted key is a test-mode key (sk_test_…, rk_test_…). */
export function isStripeTestKey(key: string | undefined): boolean {
  return !!key && /^(sk|rk)_test_/.test(key);
}

export const adminReasonField = z
  .string(ADMIN_TEXT.reasonRequired)
  .transform(normalizeReason)
  .pipe(
    z
      .string()
      .min(1, ADMIN_TEXT.reasonRequired)
      .max(ADMIN_REASON_MAX_LENGTH, ADMIN_TEXT.reasonTooLong(ADMIN_REASON_MAX_LENGTH)),
  );

export const adminCreditAmountField = z
  .number(CREDIT_ERRORS.invalidCreditAmount)
  .int(CREDIT_ERRORS.invalidCreditAmount)
  .min(1, CREDIT_ERRORS.invalidCreditAmount)
  .max(MAX_CREDITS_PER_OPERATION, CREDIT_ERRORS.invalidCreditAmount);

export const adminUserIdField = z
  .string(ADMIN_TEXT.userNotFound)
  .trim()
  .min(1, ADMIN_TEXT.userNotFound)
  .max(200, ADMIN_TEXT.userNotFound);

/** An e-mail address (matched after normalising) or an account id. */
export const adminFindUserInput = z.object({
  query: z
    .string(ADMIN_TEXT.searchRequired)
    .trim()
    .min(1, ADMIN_TEXT.searchRequired)
    .max(320, ADMIN_TEXT.searchTooLong),
});

export const adminUserCreditsInput = z.object({
  userId: adminUserIdField,
  page: z.number().int().min(1).max(100_000).default(1),
});

export const adminAdjustCreditsInput = z.object({
  userId: adminUserIdField,
  direction: z.enum(ADJUSTMENT_DIRECTIONS, ADMIN_TEXT.directionInvalid),
  amount: adminCreditAmountField,
  reason: adminReasonField,
  /** Made by the page once per submitted form (a uuid): a double submit moves credits once. */
  actionId: z.uuid(ADMIN_TEXT.actionIdInvalid),
});
export type AdminAdjustCreditsInput = z.output<typeof adminAdjustCreditsInput>;

export const adminPaymentsInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  /** Only payments in this state; all when absent. */
  status: z.enum(PAYMENT_STATUSES, ADMIN_TEXT.filterInvalid).optional(),
  /** Only payments with credits a refund or dispute could not take back. */
  shortfallOnly: z.boolean().default(false),
});
export type AdminPaymentsInput = z.input<typeof adminPaymentsInput>;

export const adminUsageShortfallsInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
});
export type AdminPaymentsQuery = z.output<typeof adminPaymentsInput>;

/**
 * A fresh action id (uuid v4) for one submitted form or CLI run. `crypto.randomUUID` exists only
 * in secure contexts (HTTPS, localhost); an admin page served over plain HTTP on a LAN address
 * builds the same uuid from `crypto.getRandomValues`, which every context has.
 */
export function newActionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
