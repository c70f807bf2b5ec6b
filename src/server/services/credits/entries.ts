/**
 * Steps shared by revoke and the holds: take the key first (insert the ledger row or the
 * hold), then change the account with one conditional UPDATE that also writes the row's
 * balance_after, so a balance is never read and then written. Grant and spend do the same in a
 * single statement (movement.ts). No operation waits for two account rows, and the keys and
 * holds it locks are its own, so operations can wait for each other but not deadlock (unless a
 * caller reuses one key for two different operations, which is refused anyway).
 */
import { eq, sql } from "drizzle-orm";
import type { CreditBalance, CreditKind } from "@/lib/credits/credit-rules";
import { queryRows } from "@/server/db/query-rows";
import { creditLedger } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { openAccount } from "./accounts";
import type { CreditsOptions } from "./config";
import { keyReusedError } from "./guards";
import { readAccount, toBalance, toLedgerEntry, type LedgerRow } from "./rows";
import type { Movement } from "./movement";
import type { LedgerEntry } from "./types";

/** A ledger row to write: a movement, and the hold it settles when it settles one. */
export interface EntryValues extends Movement {
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

export interface AccountChange {
  /** Added to the balance (negative removes). */
  balance: number;
  /** Added to the held total (a hold opening, or closing with a negative amount). */
  held: number;
}

export interface AccountChanged {
  balance: CreditBalance;
  /** The ledger row's time (set here), when a row was given. */
  entryCreatedAt: Date | null;
}

/**
 * Applies `change` to the account when the available balance (balance − held) stays at or above
 * zero — one conditional UPDATE, so concurrent calls can never both pass the check — and writes
 * the resulting balance into the ledger row `entryId` in the same statement. Answers null when
 * the condition refused it, or the user has no account yet.
 *
 * The row's created_at is taken here, while the account row is locked (clock_timestamp(), not
 * the transaction's start), and kept after the user's previous row (PGlite's clock counts whole
 * milliseconds): a user's rows then sort in exactly the order their balances changed, so
 * "newest first" shows balance_after in sequence even when calls overlapped.
 */
export async function changeAccount(
  tx: Database,
  userId: string,
  change: AccountChange,
  entryId: string | null,
): Promise<AccountChanged | null> {
  const [row] = await queryRows<{ balance: number; held: number; created_ms: number | null }>(
    tx,
    sql`with account as (
          update credit_accounts
          set balance = balance + ${change.balance}, held = held + ${change.held},
            updated_at = now()
          where user_id = ${userId}
            and (balance + ${change.balance}) - (held + ${change.held}) >= 0
          returning balance, held
        ), entry as (
          update credit_ledger
          set balance_after = account.balance,
            created_at = greatest(clock_timestamp(), (
              select max(earlier.created_at) + interval '1 microsecond'
              from credit_ledger earlier
              where earlier.user_id = ${userId} and earlier.id <> ${entryId}::uuid
            ))
          from account
          where credit_ledger.id = ${entryId}::uuid
          returning credit_ledger.created_at
        )
        select account.balance, account.held,
          (extract(epoch from entry.created_at) * 1000)::float8 as created_ms
        from account left join entry on true`,
  );
  if (!row) return null;
  return {
    balance: toBalance(row),
    entryCreatedAt: row.created_ms === null ? null : new Date(Number(row.created_ms)),
  };
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

/** The ledger row as changeAccount left it (balance after, time). */
export function entryAfter(row: LedgerRow, changed: AccountChanged): LedgerEntry {
  return toLedgerEntry({
    ...row,
    balanceAfter: changed.balance.balance,
    createdAt: changed.entryCreatedAt ?? row.createdAt,
  });
}
