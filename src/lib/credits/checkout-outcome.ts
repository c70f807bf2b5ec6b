/**
 * What /settings/payments says after Checkout sends the browser back: the payments service's
 * return route and cancel URL add `?checkout=…` (and `&credits=N` on success).
 */
import { CREDITS_TEXT } from "@/lib/errors/credits";

export const CHECKOUT_OUTCOMES = [
  "success",
  "pending",
  "cancelled",
  "not_paid",
  "not_found",
] as const;
export type CheckoutOutcomeKind = (typeof CHECKOUT_OUTCOMES)[number];

/** The page that shows balances, packs and histories, and the outcome of a checkout. */
export const PAYMENTS_SETTINGS_PATH = "/settings/payments";
/** The query parameters that carry an outcome: `?checkout=success&credits=500`. */
export const CHECKOUT_OUTCOME_PARAM = "checkout";
export const CHECKOUT_CREDITS_PARAM = "credits";

/** `/settings/payments?checkout=<kind>` (with `&credits=N` for a success that counted them). */
export function checkoutOutcomePath(kind: CheckoutOutcomeKind, credits?: number): string {
  const query = new URLSearchParams({ [CHECKOUT_OUTCOME_PARAM]: kind });
  if (kind === "success" && credits !== undefined) {
    query.set(CHECKOUT_CREDITS_PARAM, String(credits));
  }
  return `${PAYMENTS_SETTINGS_PATH}?${query.toString()}`;
}

export interface CheckoutOutcomeNotice {
  kind: CheckoutOutcomeKind;
  tone: "success" | "info" | "error";
  message: string;
}

/** The notice for the page's query, or null when it carries no (known) outcome. */
export function checkoutOutcomeNotice(params: {
  get(name: string): string | null;
}): CheckoutOutcomeNotice | null {
  const kind = params.get(CHECKOUT_OUTCOME_PARAM);
  switch (kind) {
    case "success": {
      const credits = Number(params.get(CHECKOUT_CREDITS_PARAM));
      const counted = Number.isSafeInteger(credits) && credits > 0;
      return {
        kind,
        tone: "success",
        message: counted
          ? CREDITS_TEXT.checkoutSucceeded(credits)
          : CREDITS_TEXT.checkoutSucceededUncounted,
      };
    }
    case "pending":
      return { kind, tone: "info", message: CREDITS_TEXT.checkoutPending };
    case "cancelled":
      return { kind, tone: "info", message: CREDITS_TEXT.checkoutCancelled };
    case "not_paid":
      return { kind, tone: "error", message: CREDITS_TEXT.checkoutNotPaid };
    case "not_found":
      return { kind, tone: "error", message: CREDITS_TEXT.checkoutNotFound };
    default:
      return null;
  }
}
