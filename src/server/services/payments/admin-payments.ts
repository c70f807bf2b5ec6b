/**
 * Every payment, for /admin/payments: newest first, paginated, filtered by status and by
 * "with shortfall" (credits a refund or dispute should have taken back but the user had already
 * spent). Read-only: payments are recorded and changed by the payments service alone.
 */
import { and, count, desc, eq, gt, type SQL } from "drizzle-orm";
import { env } from "@/env";
import {
  isStripeTestKey,
  stripeDashboardPaymentUrl,
  type AdminPaymentsQuery,
} from "@/lib/admin/admin-rules";
import { payments, users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { Page } from "@/server/services/credits/types";
import type { PaymentRecord } from "./types";

/** A payment with what an admin needs around it: whose it was and where Stripe shows it. */
export interface AdminPaymentRow extends PaymentRecord {
  /** The payer's e-mail; null when the account has been deleted since. */
  userEmail: string | null;
  stripePaymentIntentId: string | null;
  /** The payment in Stripe's dashboard (in test mode when the server runs on a test key). */
  stripeDashboardUrl: string | null;
}

function filterOf(query: AdminPaymentsQuery): SQL | undefined {
  return and(
    query.status ? eq(payments.status, query.status) : undefined,
    query.shortfallOnly ? gt(payments.creditShortfall, 0) : undefined,
  );
}

export async function listPaymentsForAdmin(
  db: Database,
  query: AdminPaymentsQuery & { pageSize: number },
): Promise<Page<AdminPaymentRow>> {
  const where = filterOf(query);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(payments)
    .where(where);
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const rows = await db
    .select({
      id: payments.id,
      userId: payments.userId,
      userEmail: users.email,
      packId: payments.packId,
      credits: payments.credits,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      receiptUrl: payments.receiptUrl,
      refundedCents: payments.refundedCents,
      creditsRevoked: payments.creditsRevoked,
      creditShortfall: payments.creditShortfall,
      disputedAt: payments.disputedAt,
      createdAt: payments.createdAt,
      stripePaymentIntentId: payments.stripePaymentIntentId,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(where)
    // The id breaks ties between payments of the same instant, so pages never overlap.
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const testMode = isStripeTestKey(env.STRIPE_SECRET_KEY);
  const items = rows.map((row) => ({
    ...row,
    stripeDashboardUrl: row.stripePaymentIntentId
      ? stripeDashboardPaymentUrl(row.stripePaymentIntentId, { testMode })
      : null,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize, pageCount };
}
