/**
 * The success URL's work: the session is read from Stripe (never trusted from the URL) and goes
 * through the webhook's idempotent fulfilment, so the credits appear at once even when the
 * webhook is late, and are granted once when both arrive together.
 */
import "server-only";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import type { Database } from "@/server/db/types";
import { createLogger } from "@/server/log";
import { retrieveCheckoutSession } from "./checkout-facts";
import { fulfilCheckout } from "./fulfilment";
import { describeStripeError, isStripeNotFound, requireStripe } from "./stripe-client";
import type { CheckoutReturnOutcome } from "./types";

const log = createLogger("payments");

/** A Checkout Session id as Stripe writes them (cs_test_…, cs_live_…). */
export const CHECKOUT_SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,250}$/;

function sessionNotFound(): AppError {
  return new AppError(ERROR_CODES.notFound, 404, CREDIT_ERRORS.checkoutSessionNotFound);
}

/**
 * `userId` is the signed-in visitor, or null when signed out (the session is verified with
 * Stripe, so its owner's credits are granted either way). A session of another user is fulfilled
 * for its owner and answered as not found, so nothing of it is shown.
 */
export async function fulfilCheckoutReturn(
  db: Database,
  input: { userId: string | null; sessionId: string },
): Promise<CheckoutReturnOutcome> {
  const stripe = requireStripe();
  if (!CHECKOUT_SESSION_ID_PATTERN.test(input.sessionId)) throw sessionNotFound();
  let facts;
  try {
    facts = await retrieveCheckoutSession(stripe, input.sessionId);
  } catch (error) {
    if (isStripeNotFound(error)) throw sessionNotFound();
    log.error("reading a Checkout Session failed", describeStripeError(error));
    throw new AppError(ERROR_CODES.serviceUnavailable, 503, CREDIT_ERRORS.checkoutFailed);
  }
  if (!facts.order) throw sessionNotFound();
  const result = await fulfilCheckout(db, facts);
  if (input.userId !== null && facts.order.userId !== input.userId) throw sessionNotFound();
  if (result.kind === "fulfilled") return { status: "fulfilled", credits: result.credits };
  // Complete but unpaid: a delayed method (bank debit) is still being confirmed.
  if (facts.status === "complete") return { status: "pending" };
  return { status: "not_paid" };
}
