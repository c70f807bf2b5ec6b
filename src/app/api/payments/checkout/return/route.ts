import { isAppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { loginUrlFor } from "@/lib/routes/route-access";
import { accountsContextFor } from "@/server/api/rest/accounts-context";
import { restHandler } from "@/server/api/rest/respond";
import { reportUnexpectedError } from "@/server/api/unexpected-errors";
import { fulfilCheckoutReturn } from "@/server/services/payments";
import { checkoutOutcomePath } from "@/lib/credits/checkout-outcome";

/**
 * Where the outcome is shown: /settings/payments?checkout=…, with `&credits=N` only for the
 * buyer (a signed-out visitor's or another user's return says nothing about the credits).
 */
async function outcomePath(
  sessionId: string,
  userId: string | null,
  db: Parameters<typeof fulfilCheckoutReturn>[0],
): Promise<string> {
  try {
    const outcome = await fulfilCheckoutReturn(db, { userId, sessionId });
    switch (outcome.status) {
      case "fulfilled":
        return checkoutOutcomePath("success", userId ? outcome.credits : undefined);
      case "pending":
        return checkoutOutcomePath("pending");
      case "not_paid":
        return checkoutOutcomePath("not_paid");
    }
  } catch (error) {
    // Payments switched off since the checkout started: the session cannot be looked up.
    if (isAppError(error) && (error.status === 404 || error.code === ERROR_CODES.paymentsOff))
      return checkoutOutcomePath("not_found");
    // Stripe or the database failed: the webhook will still deliver, so the page says the
    // payment is being processed rather than showing an error page after paying.
    if (!isAppError(error)) reportUnexpectedError(error, "GET /api/payments/checkout/return");
    return checkoutOutcomePath("pending");
  }
}

/**
 * GET /api/payments/checkout/return?session_id=cs_… — Stripe's success URL. Fulfils the session
 * (idempotently, like the webhook) and sends the browser on to the payments page with the
 * outcome; a signed-out visitor goes through sign-in first (the credits are granted anyway).
 */
export const GET = restHandler(
  async (request) => {
    const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
    const ctx = await accountsContextFor(request);
    const user = await ctx.user();
    const target = await outcomePath(sessionId, user?.id ?? null, ctx.db);
    return new Response(null, {
      status: 303,
      headers: { Location: user ? target : loginUrlFor(target) },
    });
  },
  // The query carries the session id, which is not for the log.
  { describeRequest: () => "GET /api/payments/checkout/return" },
);
