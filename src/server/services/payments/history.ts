/** The payment history: the owner's payments, newest first, a page at a time. */
import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { payments } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { Page } from "@/server/services/credits/types";
import type { PaymentRow } from "./fulfilment";
import type { PaymentRecord } from "./types";

export function toPaymentRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    userId: row.userId,
    packId: row.packId,
    credits: row.credits,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    receiptUrl: row.receiptUrl,
    refundedCents: row.refundedCents,
    creditsRevoked: row.creditsRevoked,
    creditShortfall: row.creditShortfall,
    disputedAt: row.disputedAt,
    createdAt: row.createdAt,
  };
}

export async function listPayments(
  db: Database,
  userId: string,
  options: { page: number; pageSize: number },
): Promise<Page<PaymentRecord>> {
  const pageSize = Math.max(1, Math.floor(options.pageSize));
  const page = Math.max(1, Math.floor(options.page));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(payments).where(eq(payments.userId, userId)),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map(toPaymentRecord),
    total: totalCount,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(totalCount / pageSize)),
  };
}
