/**
 * The ledger under concurrency. On PostgreSQL the handle has a pool of 4 connections, so these
 * calls really run at once and race for the same account row; on PGlite they interleave on its
 * single connection. Either way no credit may be lost or doubled.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INSUFFICIENT_CREDITS } from "@/lib/credits/credit-rules";
import { isAppError } from "@/lib/app-error";
import { creditHolds, creditLedger } from "@/server/db/schema";
import {
  getCreditBalance,
  listLedger,
  releaseHold,
  settleHold,
  verifyCreditBalances,
} from "@/server/services/credits";
import { describeTarget } from "../../helpers/test-database";
import { grant, reserve, revoke, spend, useCreditsDatabase } from "./credits-test-kit";

describe(`credits ledger under concurrency on ${describeTarget()}`, () => {
  const t = useCreditsDatabase();

  it("100 concurrent spends of 1 against a balance of 10 succeed exactly 10 times", async () => {
    const user = await t.userWith(10);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => spend(t.db, user, 1, `spend-${user}-${i}`)),
    );
    const succeeded = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const result of refused) {
      const error = result.reason as unknown;
      expect(isAppError(error) && error.code).toBe(INSUFFICIENT_CREDITS);
      expect(isAppError(error) && error.details).toEqual({ balance: 0, available: 0, needed: 1 });
    }
    // Each success recorded the exact balance it left: 9, 8, … 0, each once.
    const after = succeeded.map((r) => r.value.entry.balanceAfter).sort((a, b) => a - b);
    expect(after).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const rows = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user));
    expect(rows.filter((row) => row.kind === "usage")).toHaveLength(10);
    expect(await getCreditBalance(t.db, user)).toEqual({ balance: 0, held: 0, available: 0 });
    // Newest first is the order the balance changed in, whatever order the calls started in.
    const ledger = await listLedger(t.db, user, { page: 1, pageSize: 20 });
    expect(ledger.items.map((e) => e.balanceAfter)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await verifyCreditBalances(t.db)).ok).toBe(true);
  });

  it("50 concurrent reservations never overdraw; settling and releasing restore the balance", async () => {
    const user = await t.userWith(100);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => reserve(t.db, user, 3, `hold-${user}-${i}`)),
    );
    const holds = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.hold] : []));
    // 33 × 3 = 99 fits in 100; a 34th would overdraw.
    expect(holds).toHaveLength(33);
    for (const r of results) {
      if (r.status === "rejected")
        expect((r.reason as { code?: string }).code).toBe(INSUFFICIENT_CREDITS);
    }
    expect(await getCreditBalance(t.db, user)).toEqual({ balance: 100, held: 99, available: 1 });

    // Settle the first 20 at 2 credits each and release the rest, all at once.
    await Promise.all(
      holds.map((hold, i) =>
        i < 20
          ? settleHold(t.db, { holdId: hold.id, userId: user, actual: 2 })
          : releaseHold(t.db, { holdId: hold.id, userId: user }),
      ),
    );
    expect(await getCreditBalance(t.db, user)).toEqual({ balance: 60, held: 0, available: 60 });
    expect((await verifyCreditBalances(t.db)).ok).toBe(true);
  });

  it("20 concurrent calls with one key move credits once and answer the same row", async () => {
    const user = await t.userWith(50);
    const key = `same-${user}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => spend(t.db, user, 1, key)));
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const rows = await t.db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect((await getCreditBalance(t.db, user)).balance).toBe(49);

    const holdKey = `same-hold-${user}`;
    const reserved = await Promise.all(
      Array.from({ length: 20 }, () => reserve(t.db, user, 5, holdKey)),
    );
    expect(new Set(reserved.map((r) => r.hold.id)).size).toBe(1);
    expect(await getCreditBalance(t.db, user)).toEqual({ balance: 49, held: 5, available: 44 });
    expect((await verifyCreditBalances(t.db)).ok).toBe(true);
  });

  it("a revoke that found nothing to take stays a no-op when repeated after a top-up", async () => {
    const user = await t.userWith(5);
    await spend(t.db, user, 1, `s1-${user}`);
    await spend(t.db, user, 4, `s2-${user}`);
    const revokeAll = () => revoke(t.db, user, 5, `refund-${user}`);
    const first = await Promise.all(Array.from({ length: 10 }, revokeAll));
    expect(first.every((r) => r.entry === null && r.removed === 0 && r.shortfall === 5)).toBe(true);
    expect(first.filter((r) => !r.replayed)).toHaveLength(1);
    await grant(t.db, user, 10, `top-${user}`);
    const again = await revokeAll();
    expect(again).toMatchObject({ entry: null, removed: 0, shortfall: 5, replayed: true });
    expect(await getCreditBalance(t.db, user)).toEqual({ balance: 10, held: 0, available: 10 });
    const markers = await t.db.select().from(creditHolds).where(eq(creditHolds.userId, user));
    expect(markers.map((m) => m.status)).toEqual(["released"]);
    expect((await verifyCreditBalances(t.db)).ok).toBe(true);
  });

  it("concurrent first touches open one account with one signup bonus", async () => {
    const user = await t.newUser();
    const balances = await Promise.all(
      Array.from({ length: 20 }, () => getCreditBalance(t.db, user, { signupBonus: 20 })),
    );
    expect(balances.every((b) => b.balance === 20)).toBe(true);
    const rows = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user));
    expect(rows.map((row) => row.kind)).toEqual(["signup_bonus"]);
  });

  it("spends racing the first touch still count the bonus exactly once", async () => {
    const user = await t.newUser();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        spend(t.db, user, 1, `first-${user}-${i}`, { signupBonus: 20 }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(20);
    expect(await getCreditBalance(t.db, user)).toEqual({ balance: 0, held: 0, available: 0 });
    expect((await verifyCreditBalances(t.db)).ok).toBe(true);
  });
});
