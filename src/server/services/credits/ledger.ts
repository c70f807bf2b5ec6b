/**
 * Grant, spend and revoke: movements whose amount is known up front. Grant and spend are one
 * atomic statement each (movement.ts). Revoke runs in one transaction (a savepoint inside a
 * caller's): it takes its key first, because a revoke that finds nothing to take must still
 * record its key (see EMPTY_REVOKE_KEY_PREFIX), then locks the account and takes what it can.
 */
import { and, eq } from "drizzle-orm";
import { CREDIT_GRANT_KINDS, CREDIT_REVOKE_KINDS } from "@/lib/credits/credit-rules";
import { creditAccounts, creditHolds, creditLedger } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { openAccount } from "./accounts";
import type { CreditsOptions } from "./config";
import { changeAccount, currentBalance, entryAfter, entryForKey, insertEntry } from "./entries";
import {
  assertCreditAmount,
  assertIdempotencyKey,
  balanceLimitError,
  EMPTY_REVOKE_KEY_PREFIX,
  insufficientCreditsError,
  keyReusedError,
} from "./guards";
import { applyMovement, type Movement } from "./movement";
import { toBalance, toLedgerEntry } from "./rows";
import type { GrantInput, MoveResult, RevokeInput, RevokeResult, SpendInput } from "./types";

function assertMovement(input: { amount: number; idempotencyKey: string }) {
  assertCreditAmount(input.amount);
  assertIdempotencyKey(input.idempotencyKey);
}

/**
 * Applies a grant or spend (movement.ts), opening the account on a user's first touch. When
 * nothing moved, a used key answers the first result; otherwise the balance was too small.
 */
async function move(
  db: Database,
  movement: Movement,
  options: CreditsOptions | undefined,
): Promise<MoveResult> {
  let outcome = await applyMovement(db, movement);
  if (outcome === null) {
    await openAccount(db, movement.userId, options);
    outcome = await applyMovement(db, movement);
  }
  if (outcome === null) throw new Error(`credits: no account for ${movement.userId}`);
  if (outcome.moved) return { entry: outcome.entry, balance: outcome.balance, replayed: false };

  const [first] = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, movement.idempotencyKey));
  if (first) {
    if (first.userId !== movement.userId || first.kind !== movement.kind) {
      throw keyReusedError(movement.idempotencyKey);
    }
    return {
      entry: toLedgerEntry(first),
      balance: await currentBalance(db, movement.userId, options),
      replayed: true,
    };
  }
  if (movement.amount > 0) throw balanceLimitError();
  throw insufficientCreditsError({
    balance: outcome.before.balance,
    available: outcome.before.available,
    needed: -movement.amount,
  });
}

/** Adds credits (signup bonus, purchase, admin grant). One statement; see movement.ts. */
export async function grantCredits(
  db: Database,
  input: GrantInput,
  options?: CreditsOptions,
): Promise<MoveResult> {
  assertMovement(input);
  if (!CREDIT_GRANT_KINDS.includes(input.kind)) {
    throw new Error(`credits: ${input.kind} is not a kind that adds credits`);
  }
  return move(db, input, options);
}

/**
 * Removes credits for usage; INSUFFICIENT_CREDITS (402, details) when the available balance is
 * smaller than the amount. One statement; see movement.ts.
 */
export async function spendCredits(
  db: Database,
  input: SpendInput,
  options?: CreditsOptions,
): Promise<MoveResult> {
  assertMovement(input);
  return move(db, { ...input, amount: -input.amount, kind: "usage" }, options);
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
