/**
 * Grant, spend and revoke: movements whose amount is known up front. Each runs in one
 * transaction (a savepoint inside a caller's), inserts its ledger row first (taking the
 * idempotency key), then changes the account with one conditional UPDATE.
 */
import { and, eq, sql } from "drizzle-orm";
import { CREDIT_GRANT_KINDS, CREDIT_REVOKE_KINDS } from "@/lib/credits/credit-rules";
import { creditAccounts, creditHolds, creditLedger } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { openAccount } from "./accounts";
import type { CreditsOptions } from "./config";
import { currentBalance, entryForKey, insertEntry, moveBalance, withAccount } from "./entries";
import {
  assertCreditAmount,
  assertIdempotencyKey,
  insufficientCreditsError,
  keyReusedError,
} from "./guards";
import { toBalance, toLedgerEntry } from "./rows";
import type { GrantInput, MoveResult, RevokeInput, RevokeResult, SpendInput } from "./types";

/**
 * A revoke that could take nothing (everything spent or held) writes no ledger row (amounts are
 * never 0), so its key is kept as a hold row that never held anything: status 'released',
 * settled 0, under this prefix. Reservation keys must not start with it.
 */
export const EMPTY_REVOKE_KEY_PREFIX = "revoke-nothing:";

function assertMovement(input: { amount: number; idempotencyKey: string }) {
  assertCreditAmount(input.amount);
  assertIdempotencyKey(input.idempotencyKey);
}

/** Adds credits (signup bonus, purchase, admin grant). */
export async function grantCredits(
  db: Database,
  input: GrantInput,
  options?: CreditsOptions,
): Promise<MoveResult> {
  assertMovement(input);
  if (!CREDIT_GRANT_KINDS.includes(input.kind))
    throw new Error(`credits: ${input.kind} adds nothing`);
  return db.transaction(async (tx) => {
    const row = await insertEntry(tx, { ...input, amount: input.amount });
    if (!row) return replayed(tx, input, [input.kind], options);
    const balance = await withAccount(tx, input.userId, options, () =>
      moveBalance(tx, input.userId, input.amount, row.id),
    );
    if (!balance) throw new Error(`credits: no account for ${input.userId}`);
    return {
      entry: toLedgerEntry({ ...row, balanceAfter: balance.balance }),
      balance,
      replayed: false,
    };
  });
}

/** Removes credits for usage; INSUFFICIENT_CREDITS (402, details) when available < amount. */
export async function spendCredits(
  db: Database,
  input: SpendInput,
  options?: CreditsOptions,
): Promise<MoveResult> {
  assertMovement(input);
  return db.transaction(async (tx) => {
    const row = await insertEntry(tx, { ...input, amount: -input.amount, kind: "usage" });
    if (!row) return replayed(tx, input, ["usage"], options);
    const balance = await withAccount(tx, input.userId, options, () =>
      moveBalance(tx, input.userId, -input.amount, row.id),
    );
    if (!balance) {
      // Throwing rolls the transaction back, ledger row included.
      const now = await currentBalance(tx, input.userId, options);
      throw insufficientCreditsError({
        balance: now.balance,
        available: now.available,
        needed: input.amount,
      });
    }
    return {
      entry: toLedgerEntry({ ...row, balanceAfter: balance.balance }),
      balance,
      replayed: false,
    };
  });
}

async function replayed(
  tx: Database,
  input: { userId: string; idempotencyKey: string },
  kinds: Parameters<typeof entryForKey>[3],
  options: CreditsOptions | undefined,
): Promise<MoveResult> {
  const first = await entryForKey(tx, input.idempotencyKey, input.userId, kinds);
  return {
    entry: toLedgerEntry(first),
    balance: await currentBalance(tx, input.userId, options),
    replayed: true,
  };
}

/**
 * Takes back up to `amount` (refund, admin revoke, dispute): min(amount, available), never
 * below zero and never credits held for work in flight. What could not be taken back (already
 * spent) is the shortfall.
 */
export async function revokeCredits(
  db: Database,
  input: RevokeInput,
  options?: CreditsOptions,
): Promise<RevokeResult> {
  assertMovement(input);
  if (!CREDIT_REVOKE_KINDS.includes(input.kind))
    throw new Error(`credits: ${input.kind} removes nothing`);
  const { userId, amount, idempotencyKey } = input;
  return db.transaction(async (tx) => {
    // The row takes the key; its amount is corrected once the account is locked.
    const row = await insertEntry(tx, { ...input, amount: -amount });
    if (!row) {
      const first = await entryForKey(tx, idempotencyKey, userId, [input.kind]);
      const removed = -first.amount;
      return {
        entry: toLedgerEntry(first),
        removed,
        shortfall: Math.max(0, amount - removed),
        balance: await currentBalance(tx, userId, options),
        replayed: true,
      };
    }
    const emptyKey = EMPTY_REVOKE_KEY_PREFIX + idempotencyKey;
    const [empty] = await tx
      .select({ userId: creditHolds.userId })
      .from(creditHolds)
      .where(eq(creditHolds.idempotencyKey, emptyKey));
    if (empty) {
      if (empty.userId !== userId) throw keyReusedError(idempotencyKey);
      await tx.delete(creditLedger).where(eq(creditLedger.id, row.id));
      const balance = await currentBalance(tx, userId, options);
      return { entry: null, removed: 0, shortfall: amount, balance, replayed: true };
    }

    // Lock the account row, then take what is available: the lock makes the read and the
    // write one step (no other movement can change the row in between).
    const lockAccount = () => lockedAccount(tx, userId);
    let account = await lockAccount();
    if (!account) {
      await openAccount(tx, userId, options);
      account = await lockAccount();
    }
    if (!account) throw new Error(`credits: no account for ${userId}`);
    const removed = Math.min(amount, account.available);
    if (removed === 0) {
      await tx.delete(creditLedger).where(eq(creditLedger.id, row.id));
      await tx.insert(creditHolds).values({
        userId,
        amount,
        status: "released",
        referenceType: input.reference.type,
        referenceId: input.reference.id,
        description: input.description,
        idempotencyKey: emptyKey,
        settledAmount: 0,
        expiresAt: new Date(),
        resolvedAt: new Date(),
      });
      return { entry: null, removed: 0, shortfall: amount, balance: account, replayed: false };
    }
    const [updated] = await tx
      .update(creditAccounts)
      .set({ balance: sql`${creditAccounts.balance} - ${removed}` })
      .where(eq(creditAccounts.userId, userId))
      .returning({ balance: creditAccounts.balance, held: creditAccounts.held });
    if (!updated) throw new Error(`credits: no account for ${userId}`);
    const [entry] = await tx
      .update(creditLedger)
      .set({ amount: -removed, balanceAfter: updated.balance })
      .where(and(eq(creditLedger.id, row.id), eq(creditLedger.userId, userId)))
      .returning();
    if (!entry) throw new Error("credits: the revoke's ledger row vanished");
    return {
      entry: toLedgerEntry(entry),
      removed,
      shortfall: amount - removed,
      balance: toBalance(updated),
      replayed: false,
    };
  });
}

async function lockedAccount(tx: Database, userId: string) {
  const [row] = await tx
    .select({ balance: creditAccounts.balance, held: creditAccounts.held })
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, userId))
    .for("update");
  return row ? toBalance(row) : null;
}
