/**
 * Usage shortfalls: what a provider's reported usage cost beyond the hold of its work. A hold is
 * the most a user is charged (settleHold charges min(actual, hold)); the rest is recorded here in
 * the settlement's transaction, one row per hold, so an admin sees what the estimate missed —
 * /admin/payments lists them next to the refunds' shortfalls.
 */
import { count, desc, eq } from "drizzle-orm";
import { creditUsageShortfalls, users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { HoldRow } from "./rows";
import type { Page, UsageShortfall } from "./types";

/** Records `cost − hold.amount` for a hold settled at `cost` > its amount; once per hold. */
export async function recordUsageShortfall(
  tx: Database,
  hold: HoldRow,
  cost: number,
  modelId: string | null,
): Promise<void> {
  await tx
    .insert(creditUsageShortfalls)
    .values({
      userId: hold.userId,
      holdId: hold.id,
      referenceType: hold.referenceType,
      referenceId: hold.referenceId,
      modelId,
      charged: hold.amount,
      cost,
      amount: cost - hold.amount,
    })
    .onConflictDoNothing({ target: creditUsageShortfalls.holdId });
}

/** The shortfall recorded for a hold: 0 when its usage fitted in it. */
export async function usageShortfallOf(tx: Database, holdId: string): Promise<number> {
  const [row] = await tx
    .select({ amount: creditUsageShortfalls.amount })
    .from(creditUsageShortfalls)
    .where(eq(creditUsageShortfalls.holdId, holdId));
  return row?.amount ?? 0;
}

/** Every usage shortfall, newest first, with the user's e-mail (null once the account is gone). */
export async function listUsageShortfallsForAdmin(
  db: Database,
  query: { page: number; pageSize: number },
): Promise<Page<UsageShortfall>> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(creditUsageShortfalls);
  const items = await db
    .select({
      id: creditUsageShortfalls.id,
      userId: creditUsageShortfalls.userId,
      userEmail: users.email,
      referenceType: creditUsageShortfalls.referenceType,
      referenceId: creditUsageShortfalls.referenceId,
      modelId: creditUsageShortfalls.modelId,
      charged: creditUsageShortfalls.charged,
      cost: creditUsageShortfalls.cost,
      amount: creditUsageShortfalls.amount,
      createdAt: creditUsageShortfalls.createdAt,
    })
    .from(creditUsageShortfalls)
    .leftJoin(users, eq(users.id, creditUsageShortfalls.userId))
    .orderBy(desc(creditUsageShortfalls.createdAt), desc(creditUsageShortfalls.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  return { items, total, page: query.page, pageSize: query.pageSize, pageCount };
}
