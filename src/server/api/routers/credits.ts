import { CREDIT_CURRENCY, CREDIT_PACKS } from "@/lib/credits/credit-packs";
import { CREDIT_PAGE_SIZE } from "@/lib/credits/credit-rules";
import { creditPageInput, startCheckoutInput } from "@/lib/credits/credit-schemas";
import { requestOrigin } from "@/server/api/request-origin";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { getCreditBalance, listLedger } from "@/server/services/credits";
import { createCheckoutSession, listPayments, paymentsEnabled } from "@/server/services/payments";

/** `credits.*`: the signed-in user's balance, ledger and payments, and buying a pack. */
export const creditsRouter = createTRPCRouter({
  /** Available and held credits (the header's user menu). */
  balance: protectedProcedure.query(({ ctx }) => getCreditBalance(ctx.db, ctx.session.user.id)),
  /** Everything /settings/payments shows above the histories. */
  overview: protectedProcedure.query(async ({ ctx }) => ({
    balance: await getCreditBalance(ctx.db, ctx.session.user.id),
    packs: CREDIT_PACKS,
    paymentsEnabled: paymentsEnabled(),
    currency: CREDIT_CURRENCY,
  })),
  ledger: protectedProcedure
    .input(creditPageInput)
    .query(({ ctx, input }) =>
      listLedger(ctx.db, ctx.session.user.id, { page: input.page, pageSize: CREDIT_PAGE_SIZE }),
    ),
  payments: protectedProcedure
    .input(creditPageInput)
    .query(({ ctx, input }) =>
      listPayments(ctx.db, ctx.session.user.id, { page: input.page, pageSize: CREDIT_PAGE_SIZE }),
    ),
  /** Opens a Checkout Session for a pack; the client sends the browser to `url`. */
  startCheckout: protectedProcedure.input(startCheckoutInput).mutation(({ ctx, input }) =>
    createCheckoutSession(ctx.db, {
      userId: ctx.session.user.id,
      email: ctx.session.user.email,
      packId: input.packId,
      clickId: input.clickId,
      origin: requestOrigin(ctx.headers),
    }),
  ),
});
