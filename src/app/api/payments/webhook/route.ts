import { STRIPE_WEBHOOK_MAX_BYTES } from "@/server/services/payments/payment-rules";
import { restHandler } from "@/server/api/rest/respond";
import { readBodyWithin } from "@/server/api/read-body";
import { receiveStripeWebhook } from "@/server/services/payments";

/**
 * POST /api/payments/webhook — Stripe's events (no sign-in: the signature is the credential).
 * It passes the REST cross-site guard as every server-to-server caller does: Stripe sends no
 * Origin or Sec-Fetch-Site and its body is application/json. The body is read raw, within
 * STRIPE_WEBHOOK_MAX_BYTES (413 beyond), because the signature covers the exact bytes.
 */
export const POST = restHandler(async (request) => {
  const raw = await readBodyWithin(request, STRIPE_WEBHOOK_MAX_BYTES);
  const answer = await receiveStripeWebhook({
    rawBody: raw.toString("utf8"),
    signature: request.headers.get("stripe-signature"),
  });
  return Response.json(answer.body, { status: answer.status });
});
