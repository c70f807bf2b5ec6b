/** Inputs of the credits API (`credits.*`), shared by the router and the client. */
import { z } from "zod";

/** Highest page number a client may ask for; far beyond any real history, it bounds the OFFSET. */
export const MAX_CREDIT_PAGE = 10_000;

/** A 1-based page of the ledger or of the payment history. */
export const creditPageInput = z.object({
  page: z.number().int().min(1).max(MAX_CREDIT_PAGE).default(1),
});

/**
 * A click on a pack's buy button. `clickId` is new for every click (the browser's
 * crypto.randomUUID): Stripe's idempotency key, so a retried request opens the same session and
 * a second click opens a new one.
 */
export const startCheckoutInput = z.object({
  packId: z.string().trim().min(1).max(64),
  clickId: z.uuid(),
});
