/**
 * INSUFFICIENT_CREDITS reaches every kind of client with the balance and the needed amount: a
 * REST (or streaming) route answers 402 `{ error: { code, message, details } }`, and the client's
 * reader finds the details in that shape and in the tRPC one alike.
 */
import { describe, expect, it } from "vitest";
import { INSUFFICIENT_CREDITS } from "@/lib/credits/credit-rules";
import { insufficientCreditsDetailsOf } from "@/lib/credits/insufficient-credits";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import { restHandler } from "@/server/api/rest/respond";
import { eq } from "drizzle-orm";
import { creditHolds, creditLedger } from "@/server/db/schema";
import {
  getCreditBalance,
  settleHold,
  spendCredits,
  verifyCreditBalances,
} from "@/server/services/credits";
import { appErrorOf, reserve, spend, useCreditsDatabase } from "./credits-test-kit";

describe("the INSUFFICIENT_CREDITS answer", () => {
  const kit = useCreditsDatabase();

  it("is a 402 over REST carrying the balance, what is available and what was needed", async () => {
    const userId = await kit.newUser();
    const { available } = await getCreditBalance(kit.db, userId);
    const spendTooMuch = restHandler(async () => {
      await spendCredits(kit.db, {
        userId,
        amount: available + 5,
        reference: { type: "generation", id: "gen-rest" },
        idempotencyKey: `rest-spend:${userId}`,
        description: "Plan draft",
      });
      return Response.json({ data: null });
    });

    const response = await spendTooMuch(new Request("http://localhost/api/example"));
    expect(response.status).toBe(402);
    const body: unknown = await response.json();
    expect(body).toEqual({
      error: {
        code: INSUFFICIENT_CREDITS,
        message: CREDIT_ERRORS.insufficientCredits,
        details: { balance: available, available, needed: available + 5 },
      },
    });
    expect(insufficientCreditsDetailsOf(body)).toEqual({
      balance: available,
      available,
      needed: available + 5,
    });
    // Nothing moved.
    expect(await getCreditBalance(kit.db, userId)).toEqual({
      balance: available,
      held: 0,
      available,
    });
  });

  it("counts held credits: spending or holding past what is available is a 402, never a 500", async () => {
    const user = await kit.userWith(10);
    const { hold } = await reserve(kit.db, user, 8, `held-${user}`);
    const held = { balance: 10, held: 8, available: 2 };
    expect(await getCreditBalance(kit.db, user)).toEqual(held);

    // The balance alone (10) would pay for either; the 8 held for work in flight do not.
    const spending = await appErrorOf(spend(kit.db, user, 5, `spend-${user}`));
    const holding = await appErrorOf(reserve(kit.db, user, 3, `second-${user}`));
    for (const [error, needed] of [
      [spending, 5],
      [holding, 3],
    ] as const) {
      expect({ status: error.status, code: error.code, message: error.message }).toEqual({
        status: 402,
        code: INSUFFICIENT_CREDITS,
        message: CREDIT_ERRORS.insufficientCredits,
      });
      expect(error.details).toEqual({ balance: 10, available: 2, needed });
    }
    // Nothing moved: the balance, the one hold, the one ledger row (the gift).
    expect(await getCreditBalance(kit.db, user)).toEqual(held);
    const rows = await kit.db
      .select({ amount: creditLedger.amount, balanceAfter: creditLedger.balanceAfter })
      .from(creditLedger)
      .where(eq(creditLedger.userId, user));
    expect(rows).toEqual([{ amount: 10, balanceAfter: 10 }]);
    const holds = await kit.db
      .select({ amount: creditHolds.amount, status: creditHolds.status })
      .from(creditHolds)
      .where(eq(creditHolds.userId, user));
    expect(holds).toEqual([{ amount: 8, status: "open" }]);

    // What is available can still be spent, and the hold settled after it.
    const spent = await spend(kit.db, user, 2, `fits-${user}`);
    expect(spent.entry).toMatchObject({ amount: -2, balanceAfter: 8 });
    expect(spent.balance).toEqual({ balance: 8, held: 8, available: 0 });
    const settled = await settleHold(kit.db, { holdId: hold.id, userId: user, actual: 8 });
    expect(settled).toMatchObject({ charged: 8, shortfall: 0 });
    expect(settled.entry).toMatchObject({ amount: -8, balanceAfter: 0 });
    expect(await getCreditBalance(kit.db, user)).toEqual({ balance: 0, held: 0, available: 0 });
    expect((await verifyCreditBalances(kit.db)).ok).toBe(true);
  });

  it("answers the spend refused for held credits as a 402 over REST too", async () => {
    const user = await kit.userWith(10);
    await reserve(kit.db, user, 8, `rest-held-${user}`);
    const spendHeld = restHandler(async () => {
      await spend(kit.db, user, 5, `rest-spend-held-${user}`);
      return Response.json({ data: null });
    });
    const response = await spendHeld(new Request("http://localhost/api/example"));
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({
      error: {
        code: INSUFFICIENT_CREDITS,
        message: CREDIT_ERRORS.insufficientCredits,
        details: { balance: 10, available: 2, needed: 5 },
      },
    });
    expect(await getCreditBalance(kit.db, user)).toEqual({ balance: 10, held: 8, available: 2 });
  });
});
