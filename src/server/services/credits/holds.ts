/**
 * Holds: credits reserved for work whose cost is known only at the end (an AI generation).
 * reserve → settle(actual) or release; a hold left open is expired by the sweep (sweep.ts).
 * An open hold's amount is counted in credit_accounts.held, so the available balance
 * (balance − held) already excludes it and two generations started at once cannot both pass.
 * Lock order: the hold row (inserted or updated), then the ledger row, then the account.
 */
import { and, eq, sql } from "drizzle-orm";
import type { CreditBalance } from "@/lib/credits/credit-rules";
import { queryRows } from "@/server/db/query-rows";
import { creditAccounts, creditHolds, creditLedger } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { creditsConfig, type CreditsOptions } from "./config";
import { currentBalance, insertEntry, withAccount } from "./entries";
import {
  assertCreditAmount,
  assertIdempotencyKey,
  holdNotFoundError,
  insufficientCreditsError,
  isHoldId,
  keyReusedError,
} from "./guards";
import { readAccount, toBalance, toCreditHold, toLedgerEntry, type HoldRow } from "./rows";
import type {
  ReleaseInput,
  ReleaseResult,
  ReserveInput,
  ReserveResult,
  SettleInput,
  SettleResult,
} from "./types";

export function settleKey(holdId: string): string {
  return `settle:${holdId}`;
}

/** Holds credits for work in flight; INSUFFICIENT_CREDITS when available < amount. */
export async function reserveCredits(
  db: Database,
  input: ReserveInput,
  options?: CreditsOptions,
): Promise<ReserveResult> {
  assertCreditAmount(input.amount);
  assertIdempotencyKey(input.idempotencyKey);
  const ttlSeconds = input.ttlSeconds ?? creditsConfig(options).holdTtlSeconds;
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) {
    throw new Error("credits: a hold's ttlSeconds must be a positive whole number");
  }
  const { userId, amount } = input;
  return db.transaction(async (tx) => {
    const [hold] = await tx
      .insert(creditHolds)
      .values({
        userId,
        amount,
        referenceType: input.reference.type,
        referenceId: input.reference.id,
        description: input.description,
        idempotencyKey: input.idempotencyKey,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      })
      .onConflictDoNothing({ target: creditHolds.idempotencyKey })
      .returning();
    if (!hold) {
      const [first] = await tx
        .select()
        .from(creditHolds)
        .where(eq(creditHolds.idempotencyKey, input.idempotencyKey));
      if (!first || first.userId !== userId) throw keyReusedError(input.idempotencyKey);
      const balance = await currentBalance(tx, userId, options);
      return { hold: toCreditHold(first), balance, replayed: true };
    }
    const balance = await withAccount(tx, userId, options, async () => {
      const [row] = await tx
        .update(creditAccounts)
        .set({ held: sql`${creditAccounts.held} + ${amount}` })
        .where(
          and(
            eq(creditAccounts.userId, userId),
            sql`${creditAccounts.balance} - ${creditAccounts.held} >= ${amount}`,
          ),
        )
        .returning({ balance: creditAccounts.balance, held: creditAccounts.held });
      return row ? toBalance(row) : null;
    });
    if (!balance) {
      const now = await currentBalance(tx, userId, options);
      throw insufficientCreditsError({
        balance: now.balance,
        available: now.available,
        needed: amount,
      });
    }
    return { hold: toCreditHold(hold), balance, replayed: false };
  });
}

/**
 * Moves an open hold to `status` (only one caller can: the UPDATE is conditional on 'open');
 * answers the updated row, or null when the hold was not open (or is not this user's).
 */
async function closeHold(
  tx: Database,
  holdId: string,
  userId: string,
  status: "settled" | "released",
  actual = 0,
): Promise<HoldRow | null> {
  const [row] = await tx
    .update(creditHolds)
    .set({
      status,
      settledAmount: status === "settled" ? sql`least(${actual}, ${creditHolds.amount})` : null,
      resolvedAt: sql`now()`,
    })
    .where(
      and(
        eq(creditHolds.id, holdId),
        eq(creditHolds.userId, userId),
        eq(creditHolds.status, "open"),
      ),
    )
    .returning();
  return row ?? null;
}

/** The hold as it is, for a settle or release that found it no longer open; 404 if not the user's. */
async function existingHold(tx: Database, holdId: string, userId: string): Promise<HoldRow> {
  const [row] = await tx
    .select()
    .from(creditHolds)
    .where(and(eq(creditHolds.id, holdId), eq(creditHolds.userId, userId)));
  if (!row) throw holdNotFoundError();
  return row;
}

async function balanceOf(tx: Database, userId: string): Promise<CreditBalance> {
  return (await readAccount(tx, userId)) ?? { balance: 0, held: 0, available: 0 };
}

/**
 * Ends an open hold by spending the actual cost, capped at the held amount. Idempotent: settling
 * again answers what the first settlement charged; a hold already released or expired charges 0.
 */
export async function settleHold(db: Database, input: SettleInput): Promise<SettleResult> {
  assertCreditAmount(input.actual, 0);
  const { holdId, userId } = input;
  if (!isHoldId(holdId)) throw holdNotFoundError();
  return db.transaction(async (tx) => {
    const hold = await closeHold(tx, holdId, userId, "settled", input.actual);
    if (!hold) {
      const current = await existingHold(tx, holdId, userId);
      const charged = current.status === "settled" ? (current.settledAmount ?? 0) : 0;
      const [entry] =
        charged > 0
          ? await tx
              .select()
              .from(creditLedger)
              .where(eq(creditLedger.idempotencyKey, settleKey(holdId)))
          : [];
      return {
        hold: toCreditHold(current),
        charged,
        entry: entry ? toLedgerEntry(entry) : null,
        balance: await balanceOf(tx, userId),
      };
    }

    const charged = hold.settledAmount ?? 0;
    const row =
      charged > 0
        ? await insertEntry(tx, {
            userId,
            amount: -charged,
            kind: "usage",
            reference: { type: hold.referenceType, id: hold.referenceId },
            idempotencyKey: settleKey(holdId),
            description: input.description ?? hold.description,
            holdId,
          })
        : null;
    if (charged > 0 && !row) throw new Error(`credits: hold ${holdId} was settled twice`);
    // held ≥ this hold's amount ≥ charged, so the account's CHECKs always hold here.
    const [account] = await queryRows<{ balance: number; held: number }>(
      tx,
      sql`with account as (
            update credit_accounts
            set held = held - ${hold.amount}, balance = balance - ${charged}, updated_at = now()
            where user_id = ${userId}
            returning balance, held
          ), entry as (
            update credit_ledger set balance_after = account.balance
            from account
            where credit_ledger.id = ${row?.id ?? null}::uuid
            returning credit_ledger.id
          )
          select balance, held from account`,
    );
    if (!account) throw new Error(`credits: no account for ${userId}`);
    const balance = toBalance(account);
    return {
      hold: toCreditHold(hold),
      charged,
      entry: row ? toLedgerEntry({ ...row, balanceAfter: balance.balance }) : null,
      balance,
    };
  });
}

/** Ends an open hold without spending. Idempotent: a hold no longer open is answered as it is. */
export async function releaseHold(db: Database, input: ReleaseInput): Promise<ReleaseResult> {
  const { holdId, userId } = input;
  if (!isHoldId(holdId)) throw holdNotFoundError();
  return db.transaction(async (tx) => {
    const hold = await closeHold(tx, holdId, userId, "released");
    if (!hold) {
      const current = await existingHold(tx, holdId, userId);
      return { hold: toCreditHold(current), balance: await balanceOf(tx, userId) };
    }
    const [account] = await tx
      .update(creditAccounts)
      .set({ held: sql`${creditAccounts.held} - ${hold.amount}` })
      .where(eq(creditAccounts.userId, userId))
      .returning({ balance: creditAccounts.balance, held: creditAccounts.held });
    if (!account) throw new Error(`credits: no account for ${userId}`);
    return { hold: toCreditHold(hold), balance: toBalance(account) };
  });
}
