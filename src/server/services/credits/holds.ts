/**
 * Holds: credits reserved for work whose cost is known only at the end (an AI generation).
 * reserve → settle(actual) or release; a hold left open is expired by the sweep (sweep.ts).
 * An open hold's amount is counted in credit_accounts.held, so the available balance
 * (balance − held) already excludes it and two generations started at once cannot both pass.
 * Lock order: the hold row (inserted or updated), then the ledger row, then the account.
 */
import { and, eq, sql } from "drizzle-orm";
import type { CreditBalance } from "@/lib/credits/credit-rules";
import { creditHolds, creditLedger } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { creditsConfig, type CreditsOptions } from "./config";
import { changeAccount, currentBalance, entryAfter, insertEntry, withAccount } from "./entries";
import {
  assertCreditAmount,
  assertIdempotencyKey,
  EMPTY_REVOKE_KEY_PREFIX,
  holdNotFoundError,
  insufficientCreditsError,
  isHoldId,
  keyReusedError,
} from "./guards";
import { readAccount, toCreditHold, toLedgerEntry, type HoldRow } from "./rows";
import { recordUsageShortfall, usageShortfallOf } from "./usage-shortfalls";
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
  if (input.idempotencyKey.startsWith(EMPTY_REVOKE_KEY_PREFIX)) {
    throw new Error(`credits: reservation keys must not start with ${EMPTY_REVOKE_KEY_PREFIX}`);
  }
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
    const changed = await withAccount(tx, userId, options, () =>
      changeAccount(tx, userId, { balance: 0, held: amount }, null),
    );
    if (!changed) {
      const now = await currentBalance(tx, userId, options);
      throw insufficientCreditsError({
        balance: now.balance,
        available: now.available,
        needed: amount,
      });
    }
    return { hold: toCreditHold(hold), balance: changed.balance, replayed: false };
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
 * Ends an open hold by spending the actual cost, capped at the held amount: the hold is the most
 * the user was told the work could cost, so a cost beyond it is charged as the hold and the rest
 * recorded as a usage shortfall (usage-shortfalls.ts) in the same transaction. Idempotent:
 * settling again answers what the first settlement charged; a hold already released or expired
 * charges 0.
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
        shortfall: charged > 0 ? await usageShortfallOf(tx, holdId) : 0,
        entry: entry ? toLedgerEntry(entry) : null,
        balance: await balanceOf(tx, userId),
      };
    }

    const charged = hold.settledAmount ?? 0;
    const shortfall = Math.max(0, input.actual - hold.amount);
    if (shortfall > 0) await recordUsageShortfall(tx, hold, input.actual, input.modelId ?? null);
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
    // held ≥ this hold's amount ≥ charged, so the available balance cannot fall here.
    const changed = await changeAccount(
      tx,
      userId,
      { balance: -charged, held: -hold.amount },
      row?.id ?? null,
    );
    if (!changed) throw new Error(`credits: no account for ${userId}`);
    return {
      hold: toCreditHold(hold),
      charged,
      shortfall,
      entry: row ? entryAfter(row, changed) : null,
      balance: changed.balance,
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
    const changed = await changeAccount(tx, userId, { balance: 0, held: -hold.amount }, null);
    if (!changed) throw new Error(`credits: no account for ${userId}`);
    return { hold: toCreditHold(hold), balance: changed.balance };
  });
}
