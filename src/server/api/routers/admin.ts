import {
  ADMIN_LEDGER_PAGE_SIZE,
  ADMIN_PAYMENTS_PAGE_SIZE,
  ADMIN_USAGE_SHORTFALLS_PAGE_SIZE,
  adminAdjustCreditsInput,
  adminFindUserInput,
  adminPaymentsInput,
  adminUsageShortfallsInput,
  adminUserCreditsInput,
} from "@/lib/admin/admin-rules";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import {
  adjustCreditsAsAdmin,
  findUserForAdmin,
  getUserCreditsForAdmin,
} from "@/server/services/credits/admin-adjustments";
import { listUsageShortfallsForAdmin } from "@/server/services/credits";
import { listPaymentsForAdmin } from "@/server/services/payments/admin-payments";

/** `admin.*`: support's tools (users with `is_admin`); every procedure refuses anyone else. */
export const adminRouter = createTRPCRouter({
  /** Whether the caller may use the admin area (the admin pages' layout asks on the server). */
  access: adminProcedure.query(() => ({ admin: true as const })),
  /** The account with this e-mail (normalised) or id; null when there is none. */
  findUser: adminProcedure
    .input(adminFindUserInput)
    .query(({ ctx, input }) => findUserForAdmin(ctx.db, input.query)),
  userCredits: adminProcedure
    .input(adminUserCreditsInput)
    .query(({ ctx, input }) =>
      getUserCreditsForAdmin(ctx.db, { ...input, pageSize: ADMIN_LEDGER_PAGE_SIZE }),
    ),
  /** Adds or takes back credits; one movement per `actionId`, however often it is sent. */
  adjustCredits: adminProcedure
    .input(adminAdjustCreditsInput)
    .mutation(({ ctx, input }) =>
      adjustCreditsAsAdmin(ctx.db, { ...input, actor: ctx.session.user.id }),
    ),
  payments: adminProcedure
    .input(adminPaymentsInput)
    .query(({ ctx, input }) =>
      listPaymentsForAdmin(ctx.db, { ...input, pageSize: ADMIN_PAYMENTS_PAGE_SIZE }),
    ),
  /** AI usage a provider reported beyond its hold: charged as the hold, the rest recorded. */
  usageShortfalls: adminProcedure
    .input(adminUsageShortfallsInput)
    .query(({ ctx, input }) =>
      listUsageShortfallsForAdmin(ctx.db, { ...input, pageSize: ADMIN_USAGE_SHORTFALLS_PAGE_SIZE }),
    ),
});
