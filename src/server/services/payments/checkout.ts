/**
 * Starting a purchase: a Stripe Checkout Session for one credit pack. The pack and the buyer go
 * into the session's metadata AND the payment intent's (refund and dispute events carry only the
 * payment intent), the buyer's e-mail pre-fills the hosted page, and Stripe's idempotency key is
 * per click, so a double click opens one session.
 */
import "server-only";
import { checkoutOutcomePath } from "@/lib/credits/checkout-outcome";
import { z } from "zod";
import { AppError } from "@/lib/app-error";
import { findCreditPack } from "@/lib/credits/credit-packs";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import type { Database } from "@/server/db/types";
import { createLogger } from "@/server/log";
import { takeRequest } from "@/server/services/accounts/request-limits";
import {
  CHECKOUT_RETURN_PATH,
  checkoutIdempotencyKey,
  checkoutProductName,
  STRIPE_CURRENCY,
  CHECKOUT_LIMIT_PER_USER,
} from "./payment-rules";
import { describeStripeError, requireStripe } from "./stripe-client";

const log = createLogger("payments");

export interface CheckoutInput {
  userId: string;
  email: string;
  packId: string;
  clickId: string;
  origin: string;
}

/** The metadata every session (and its payment intent) carries; fulfilment reads it back. */
export interface CheckoutMetadata {
  userId: string;
  packId: string;
  credits: string;
}

const clickIdSchema = z.uuid();

/** The origin part of `origin` (scheme, host, port): never a path or query of the caller's. */
function originOf(origin: string): string {
  try {
    const url = new URL(origin);
    if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError(ERROR_CODES.badRequest, 400, COMMON_ERRORS.invalidInput);
}

export async function createCheckoutSession(
  db: Database,
  input: CheckoutInput,
): Promise<{ url: string }> {
  const stripe = requireStripe();
  const pack = findCreditPack(input.packId);
  if (!pack) throw new AppError(ERROR_CODES.badRequest, 400, CREDIT_ERRORS.unknownCreditPack);
  if (!clickIdSchema.safeParse(input.clickId).success) {
    throw new AppError(ERROR_CODES.badRequest, 400, COMMON_ERRORS.invalidInput);
  }
  const origin = originOf(input.origin);
  const withinLimit = await takeRequest(
    db,
    `checkout:${input.userId}`,
    CHECKOUT_LIMIT_PER_USER,
    new Date(),
  );
  if (!withinLimit) {
    throw new AppError(ERROR_CODES.rateLimited, 429, ACCOUNT_ERRORS.tooManyRequests);
  }
  const metadata: CheckoutMetadata = {
    userId: input.userId,
    packId: pack.id,
    credits: String(pack.credits),
  };
  let session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: STRIPE_CURRENCY,
              unit_amount: pack.priceCents,
              product_data: { name: checkoutProductName(pack), description: pack.description },
            },
          },
        ],
        customer_email: input.email,
        client_reference_id: input.userId,
        metadata: { ...metadata },
        payment_intent_data: { metadata: { ...metadata } },
        // Stripe fills in {CHECKOUT_SESSION_ID}; the braces must reach it unescaped.
        success_url: `${origin}${CHECKOUT_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}${checkoutOutcomePath("cancelled")}`,
      },
      { idempotencyKey: checkoutIdempotencyKey(input.userId, input.clickId) },
    );
  } catch (error) {
    log.error("creating a Checkout Session failed", describeStripeError(error));
    throw new AppError(ERROR_CODES.serviceUnavailable, 503, CREDIT_ERRORS.checkoutFailed);
  }
  if (!session.url) {
    log.error("Stripe answered a Checkout Session without a URL", { session: session.id });
    throw new AppError(ERROR_CODES.serviceUnavailable, 503, CREDIT_ERRORS.checkoutFailed);
  }
  return { url: session.url };
}
