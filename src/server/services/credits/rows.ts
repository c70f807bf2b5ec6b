/**
 * Database rows of the ledger as the service's public shapes, and the account reads every
 * operation shares.
 */
import { eq } from "drizzle-orm";
import type { CreditBalance } from "@/lib/credits/credit-rules";
import { creditAccounts, type creditHolds, type creditLedger } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { CreditHold, LedgerEntry } from "./types";

export type LedgerRow = typeof creditLedger.$inferSelect;
export type HoldRow = typeof creditHolds.$inferSelect;

export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    userId: row.userId,
    amount: row.amount,
    kind: row.kind,
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    description: row.description,
    balanceAfter: row.balanceAfter,
    holdId: row.holdId,
    createdAt: row.createdAt,
  };
}

export function toCreditHold(row: HoldRow): CreditHold {
  return {
    id: row.id,
    userId: row.userId,
    amount: row.amount,
    status: row.status,
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    description: row.description,
    settledAmount: row.settledAmount,
    expiresAt: row.expiresAt,
    resolvedAt: row.resolvedAt,
    createdAt: row.createdAt,
  };
}

export function toBalance(account: { balance: number; held: number }): CreditBalance {
  const balance = Number(account.balance);
  const held = Number(account.held);
  return { balance, held, available: balance - held };
}

/** The account's balance, or null when the user has no account yet. */
export async function readAccount(db: Database, userId: string): Promise<CreditBalance | null> {
  const [row] = await db
    .select({ balance: creditAccounts.balance, held: creditAccounts.held })
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, userId));
  return row ? toBalance(row) : null;
}
