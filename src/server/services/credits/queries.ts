/** What a user reads: the balance (opening the account on first touch) and the ledger. */
import { count, desc, eq } from "drizzle-orm";
import type { CreditBalance } from "@/lib/credits/credit-rules";
import { creditLedger } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { CreditsOptions } from "./config";
import { currentBalance } from "./entries";
import { readAccount, toLedgerEntry } from "./rows";
import type { LedgerEntry, Page } from "./types";

/** Largest page of the ledger one request may ask for. */
export const MAX_LEDGER_PAGE_SIZE = 100;

/**
 * The user's balance. Opens the credit account on first touch, granting the signup bonus once,
 * so accounts older than credits get it too; afterwards it is one primary-key read.
 */
export async function getCreditBalance(
  db: Database,
  userId: string,
  options?: CreditsOptions,
): Promise<CreditBalance> {
  return (await readAccount(db, userId)) ?? currentBalance(db, userId, options);
}

/** The user's ledger, newest first; page numbers start at 1, pageCount is at least 1. */
export async function listLedger(
  db: Database,
  userId: string,
  options: { page: number; pageSize: number },
): Promise<Page<LedgerEntry>> {
  const pageSize = clamp(options.pageSize, 1, MAX_LEDGER_PAGE_SIZE);
  const page = clamp(options.page, 1, Number.MAX_SAFE_INTEGER);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(creditLedger).where(eq(creditLedger.userId, userId)),
  ]);
  const totalRows = Number(total?.value ?? 0);
  return {
    items: rows.map(toLedgerEntry),
    total: totalRows,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(totalRows / pageSize)),
  };
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
