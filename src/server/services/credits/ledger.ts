/**
 * Grant, spend and revoke: movements whose amount is known up front. Each runs in one
 * transaction (a savepoint inside a caller's), inserts its ledger row first (taking the
 * idempotency key), then changes the account with one conditional UPDATE.
 */
import { and, eq } from "drizzle-orm";
import {
  CREDIT_GRANT_KINDS,
  CREDIT_REVOKE_KINDS,
  type CreditKind,
} from "@/lib/credits/credit-rules";
import { creditAccounts, creditHolds, creditLedger } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { openAccount } from "./accounts";
import type { CreditsOptions } from "./config";
import {
  changeAccount,
  currentBalance,
  entryAfter,
  entryForKey,
  insertEntry,
  withAccount,
} from "./entries";
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
 * settled 0, its key under this prefix. Reservation keys must not start with it.
 */
export const EMPTY_REVOKE_KEY_PREFIX = "revoke-nothing:";

function assertMovement(input: { amount: number; idempotencyKey: string }) {
  assertCreditAmount(input.amount);
  assertIdempotencyKey(input.idempotencyKey);
}

async function replayed(
  tx: Database,
  input: { userId: string; idempotencyKey: string },
  kinds: readonly CreditKind[],
  options: CreditsOptions | undefined,
): Promise<MoveResult> {
  const first = await entryForKey(tx, input.idempotencyKey, input.userId, kinds);
  return {
    entry: toLedgerEntry(first),
    balance: await currentBalance(tx, input.userId, options),
    replayed: true,
  };
}

/** Adds credits (signup bonus, purchase, admin grant). */
export async function grantCredits(
  db: Database,
  input: GrantInput,
  options?: CreditsOptions,
): Promise<MoveResult> {
  assertMovement(input);
  if (!CREDIT_GRANT_KINDS.includes(input.kind)) {
    throw new Error(`credits: ${input.kind} is not a kind that adds credits`);
  }
  return db.transaction(async (tx) => {
    const row = await insertEntry(tx, input);
    if (!row) return replayed(tx, input, [input.kind], options);
    const changed = await withAccount(tx, input.userId, options, () =>
      changeAccount(tx, input.userId, { balance: input.amount, held: 0 }, row.id),
    );
    if (!changed) throw new Error(`credits: no account for ${input.userId}`);
    return { entry: entryAfter(row, changed), balance: changed.balance, replayed: false };
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
    const changed = await withAccount(tx, input.userId, options, () =>
      changeAccount(tx, input.userId, { balance: -input.amount, held: 0 }, row.id),
    );
    if (!changed) {
      // Throwing rolls the transaction back, ledger row included.
      const now = await currentBalance(tx, input.userId, options);
      throw insufficientCreditsError({
        balance: now.balance,
        available: now.available,
        needed: input.amount,
      });
    }
    return { entry: entryAfter(row, changed), balance: changed.balance, replayed: false };
  });
}

/**
 * Takes back up to `amount` (refund, admin revoke, dispute): min(amount, available), never
 * below zero and never credits held for work in flight. What could not be taken back (already
 * spent) is the shortfall. A repeat with the same key answers the first result.
 */
export async function revokeCredits(
  db: Database,
  input: RevokeInput,
  options?: CreditsOptions,
): Promise<RevokeResult> {
  assertMovement(input);
  if (!CREDIT_REVOKE_KINDS.includes(input.kind)) {
    throw new Error(`credits: ${input.kind} is not a kind that removes credits`);
  }
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

    // Lock the account row, then take what is available: under the lock nothing else can change
    // the row between reading what is available and taking it.
    let account = await lockAccount(tx, userId);
    if (!account) {
      await openAccount(tx, userId, options);
      account = await lockAccount(tx, userId);
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
    const [corrected] = await tx
      .update(creditLedger)
      .set({ amount: -removed })
      .where(and(eq(creditLedger.id, row.id), eq(creditLedger.userId, userId)))
      .returning();
    const changed = await changeAccount(tx, userId, { balance: -removed, held: 0 }, row.id);
    if (!corrected || !changed) throw new Error(`credits: the revoke for ${userId} went missing`);
    return {
      entry: entryAfter(corrected, changed),
      removed,
      shortfall: amount - removed,
      balance: changed.balance,
      replayed: false,
    };
  });
}

async function lockAccount(tx: Database, userId: string) {
  const [row] = await tx
    .select({ balance: creditAccounts.balance, held: creditAccounts.held })
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, userId))
    .for("update");
  return row ? toBalance(row) : null;
}
