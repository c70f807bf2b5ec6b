/**
 * The steps every movement shares. Lock order is always the same — first the idempotency key
 * (inserting the ledger row or the hold), then the account row — so two operations can wait
 * for each other but never deadlock. The account is changed by one conditional UPDATE that
 * also writes the row's balance_after, so the balance is never read and then written.
 */
import { eq, sql } from "drizzle-orm";
import type { CreditBalance, CreditKind } from "@/lib/credits/credit-rules";
import { queryRows } from "@/server/db/query-rows";
import { creditLedger } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { openAccount } from "./accounts";
import type { CreditsOptions } from "./config";
import { keyReusedError } from "./guards";
import { readAccount, toBalance, type LedgerRow } from "./rows";
import type { CreditReference } from "./types";

export interface EntryValues {
  userId: string;
  /** Signed. */
  amount: number;
  kind: CreditKind;
  reference: CreditReference;
  idempotencyKey: string;
  description: string;
  holdId?: string | null;
}

/**
 * Inserts the movement's ledger row, which takes its idempotency key; answers null when the key
 * is taken (a concurrent call with the same key waits here until the first one commits or rolls
 * back). balance_after is a placeholder until the account update writes the real one.
 */
export async function insertEntry(tx: Database, values: EntryValues): Promise<LedgerRow | null> {
  const [row] = await tx
    .insert(creditLedger)
    .values({
      userId: values.userId,
      amount: values.amount,
      kind: values.kind,
      referenceType: values.reference.type,
      referenceId: values.reference.id,
      description: values.description,
      idempotencyKey: values.idempotencyKey,
      balanceAfter: 0,
      holdId: values.holdId ?? null,
    })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning();
  return row ?? null;
}

/** The row a used key recorded, checked to belong to the same user and kind of operation. */
export async function entryForKey(
  tx: Database,
  key: string,
  userId: string,
  kinds: readonly CreditKind[],
): Promise<LedgerRow> {
  const [row] = await tx.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, key));
  if (!row || row.userId !== userId || !kinds.includes(row.kind)) throw keyReusedError(key);
  return row;
}

/**
 * Adds `delta` (signed) to the balance when the available balance stays at or above zero, and
 * writes the resulting balance into the ledger row `entryId` in the same statement. Answers null
 * when the condition refused it (or the user has no account yet).
 */
export async function moveBalance(
  tx: Database,
  userId: string,
  delta: number,
  entryId: string,
): Promise<CreditBalance | null> {
  const [row] = await queryRows<{ balance: number; held: number }>(
    tx,
    sql`with account as (
          update credit_accounts
          set balance = balance + ${delta}, updated_at = now()
          where user_id = ${userId} and balance - held + ${delta} >= 0
          returning balance, held
        ), entry as (
          update credit_ledger set balance_after = account.balance
          from account
          where credit_ledger.id = ${entryId}
          returning credit_ledger.id
        )
        select balance, held from account`,
  );
  return row ? toBalance(row) : null;
}

/**
 * Runs an account update; when it changed nothing, opens the account (a no-op when it exists)
 * and tries once more, so the common case costs one statement and the first touch of a user
 * gets the signup bonus before the operation.
 */
export async function withAccount<T>(
  tx: Database,
  userId: string,
  options: CreditsOptions | undefined,
  update: () => Promise<T | null>,
): Promise<T | null> {
  const first = await update();
  if (first !== null) return first;
  await openAccount(tx, userId, options);
  return update();
}

/** The balance now, opening the account if the user has none yet. */
export async function currentBalance(
  tx: Database,
  userId: string,
  options?: CreditsOptions,
): Promise<CreditBalance> {
  const account = await readAccount(tx, userId);
  if (account) return account;
  await openAccount(tx, userId, options);
  return (await readAccount(tx, userId)) ?? { balance: 0, held: 0, available: 0 };
}
