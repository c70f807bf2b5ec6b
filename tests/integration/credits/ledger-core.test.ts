/** The credits ledger's movements: grant, spend, revoke, holds, balance and the ledger list. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  INSUFFICIENT_CREDITS,
  MAX_CREDIT_BALANCE,
  MAX_CREDITS_PER_OPERATION,
} from "@/lib/credits/credit-rules";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import { creditAccounts, creditLedger, creditUsageShortfalls } from "@/server/db/schema";
import {
  getCreditBalance,
  listLedger,
  releaseHold,
  settleHold,
  verifyCreditBalances,
} from "@/server/services/credits";
import { describeTarget } from "../../helpers/test-database";
import { appErrorOf, grant, reserve, revoke, spend, useCreditsDatabase } from "./credits-test-kit";

describe(`credits ledger core on ${describeTarget()}`, () => {
  const t = useCreditsDatabase();

  it("grants and spends, writing the balance after each row, and verifies", async () => {
    const user = await t.newUser();
    const granted = await grant(t.db, user, 10, `g-${user}`);
    expect(granted.replayed).toBe(false);
    expect(granted.entry).toMatchObject({ amount: 10, kind: "admin_grant", balanceAfter: 10 });
    expect(granted.balance).toEqual({ balance: 10, held: 0, available: 10 });

    const spent = await spend(t.db, user, 3, `s-${user}`);
    expect(spent.entry).toMatchObject({ amount: -3, kind: "usage", balanceAfter: 7 });
    expect(spent.balance).toEqual({ balance: 7, held: 0, available: 7 });
    expect(await getCreditBalance(t.db, user)).toEqual({ balance: 7, held: 0, available: 7 });
    expect((await verifyCreditBalances(t.db)).ok).toBe(true);
  });

  it("refuses to spend more than available with INSUFFICIENT_CREDITS and moves nothing", async () => {
    const user = await t.newUser();
    await grant(t.db, user, 5, `g-${user}`);
    const error = await appErrorOf(spend(t.db, user, 6, `s-${user}`));
    expect(error.code).toBe(INSUFFICIENT_CREDITS);
    expect(error.status).toBe(402);
    expect(error.message).toBe(CREDIT_ERRORS.insufficientCredits);
    expect(error.details).toEqual({ balance: 5, available: 5, needed: 6 });
    const rows = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user));
    expect(rows).toHaveLength(1);
    expect(await getCreditBalance(t.db, user)).toEqual({ balance: 5, held: 0, available: 5 });
  });

  it("rejects amounts that are not whole credits within the limit", async () => {
    const user = await t.newUser();
    for (const amount of [0, -1, 1.5, Number.NaN, MAX_CREDITS_PER_OPERATION + 1]) {
      const error = await appErrorOf(grant(t.db, user, amount, `bad-${amount}-${user}`));
      expect(error.status).toBe(400);
      expect(error.message).toBe(CREDIT_ERRORS.invalidCreditAmount);
    }
  });

  it("refuses a grant past the largest balance with a clear error, moving nothing", async () => {
    const user = await t.newUser();
    await grant(t.db, user, 10, `near-limit-${user}`);
    // A balance near the limit, kept equal to its ledger (as a long history of grants would be).
    const nearLimit = MAX_CREDIT_BALANCE - 5;
    await t.db
      .update(creditLedger)
      .set({ amount: nearLimit, balanceAfter: nearLimit })
      .where(eq(creditLedger.idempotencyKey, `near-limit-${user}`));
    await t.db
      .update(creditAccounts)
      .set({ balance: nearLimit })
      .where(eq(creditAccounts.userId, user));

    const error = await appErrorOf(grant(t.db, user, 10, `past-limit-${user}`));
    expect(error.status).toBe(409);
    expect(error.message).toBe(CREDIT_ERRORS.creditBalanceLimit);
    expect((await getCreditBalance(t.db, user)).balance).toBe(nearLimit);
    // Up to the limit is fine.
    expect((await grant(t.db, user, 5, `to-limit-${user}`)).balance.balance).toBe(
      MAX_CREDIT_BALANCE,
    );
    expect((await verifyCreditBalances(t.db)).ok).toBe(true);
  });

  it("a repeated idempotency key answers the first result and moves nothing", async () => {
    const user = await t.newUser();
    const first = await grant(t.db, user, 10, `g-${user}`);
    const again = await grant(t.db, user, 10, `g-${user}`);
    expect(again.replayed).toBe(true);
    expect(again.entry).toEqual(first.entry);
    expect(again.balance.balance).toBe(10);
    await spend(t.db, user, 4, `s-${user}`);
    const spentAgain = await spend(t.db, user, 4, `s-${user}`);
    expect(spentAgain.replayed).toBe(true);
    expect(spentAgain.balance.balance).toBe(6);
  });

  it("revokes what is available and reports the rest as shortfall", async () => {
    const user = await t.newUser();
    await grant(t.db, user, 10, `g-${user}`);
    await spend(t.db, user, 7, `s-${user}`);
    const refund = () => revoke(t.db, user, 10, `r-${user}`);
    const result = await refund();
    expect(result).toMatchObject({ removed: 3, shortfall: 7, replayed: false });
    expect(result.entry).toMatchObject({ amount: -3, kind: "refund", balanceAfter: 0 });
    expect(result.balance).toEqual({ balance: 0, held: 0, available: 0 });
    expect(await refund()).toMatchObject({ removed: 3, shortfall: 7, replayed: true });
  });

  it("reserves, settles the actual cost (capped at the hold) and releases", async () => {
    const user = await t.newUser();
    await grant(t.db, user, 10, `g-${user}`);
    const { hold, balance } = await reserve(t.db, user, 6, `h1-${user}`);
    expect(balance).toEqual({ balance: 10, held: 6, available: 4 });
    expect(hold.status).toBe("open");
    const settled = await settleHold(t.db, {
      holdId: hold.id,
      userId: user,
      actual: 9,
      modelId: "openai:gpt-5",
    });
    // The hold is the most charged; the 3 beyond it are recorded, not charged.
    expect(settled).toMatchObject({ charged: 6, shortfall: 3 });
    const shortfalls = await t.db
      .select()
      .from(creditUsageShortfalls)
      .where(eq(creditUsageShortfalls.holdId, hold.id));
    expect(shortfalls).toEqual([
      expect.objectContaining({
        userId: user,
        referenceType: "generation",
        referenceId: `h1-${user}`,
        modelId: "openai:gpt-5",
        charged: 6,
        cost: 9,
        amount: 3,
      }),
    ]);
    expect(settled.entry).toMatchObject({
      amount: -6,
      kind: "usage",
      holdId: hold.id,
      balanceAfter: 4,
    });
    expect(settled.balance).toEqual({ balance: 4, held: 0, available: 4 });
    // Settling again answers the first settlement.
    const again = await settleHold(t.db, { holdId: hold.id, userId: user, actual: 1 });
    expect(again).toMatchObject({ charged: 6, shortfall: 3 });
    expect(again.entry?.id).toBe(settled.entry?.id);

    const second = await reserve(t.db, user, 4, `h2-${user}`);
    const released = await releaseHold(t.db, { holdId: second.hold.id, userId: user });
    expect(released.hold.status).toBe("released");
    expect(released.balance).toEqual({ balance: 4, held: 0, available: 4 });
    const settleReleased = await settleHold(t.db, {
      holdId: second.hold.id,
      userId: user,
      actual: 2,
    });
    expect(settleReleased.charged).toBe(0);
    expect(settleReleased.balance).toEqual({ balance: 4, held: 0, available: 4 });
    expect((await verifyCreditBalances(t.db)).ok).toBe(true);
  });

  it("lists the ledger newest first with page counts", async () => {
    const user = await t.newUser();
    for (let i = 1; i <= 3; i += 1) {
      // No pause between them: each row's time is kept after the previous one's, even on
      // PGlite, whose clock counts whole milliseconds.
      await grant(t.db, user, i, `g${i}-${user}`);
    }
    const first = await listLedger(t.db, user, { page: 1, pageSize: 2 });
    expect(first.items.map((e) => e.amount)).toEqual([3, 2]);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    const second = await listLedger(t.db, user, { page: 2, pageSize: 2 });
    expect(second.items.map((e) => e.amount)).toEqual([1]);
    const empty = await listLedger(t.db, await t.newUser(), { page: 1, pageSize: 2 });
    expect(empty).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it("opens an account with the signup bonus once, on first touch", async () => {
    const user = await t.newUser();
    expect(await getCreditBalance(t.db, user, { signupBonus: 20 })).toEqual({
      balance: 20,
      held: 0,
      available: 20,
    });
    expect(await getCreditBalance(t.db, user, { signupBonus: 20 })).toEqual({
      balance: 20,
      held: 0,
      available: 20,
    });
    const [account] = await t.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, user));
    expect(account?.balance).toBe(20);
  });
  it("never revokes credits held for work in flight", async () => {
    const user = await t.newUser();
    await grant(t.db, user, 10, `g-${user}`);
    await reserve(t.db, user, 6, `h-${user}`);
    const result = await revoke(t.db, user, 10, `d-${user}`, {
      kind: "dispute",
      description: "Dispute",
    });
    expect(result).toMatchObject({ removed: 4, shortfall: 6 });
    expect(result.balance).toEqual({ balance: 6, held: 6, available: 0 });
  });

  it("joins a caller's transaction: rolled back with it, and a refusal leaves it usable", async () => {
    const user = await t.newUser();
    await grant(t.db, user, 5, `g-${user}`);
    await expect(
      t.db.transaction(async (tx) => {
        await grant(tx, user, 100, `p-${user}`, {
          kind: "purchase",
          reference: { type: "payment", id: "p" },
          description: "Pack",
        });
        throw new Error("the payment could not be recorded");
      }),
    ).rejects.toThrow("the payment could not be recorded");
    expect(await getCreditBalance(t.db, user)).toEqual({ balance: 5, held: 0, available: 5 });

    await t.db.transaction(async (tx) => {
      const refused = await appErrorOf(spend(tx, user, 50, `s-${user}`));
      expect(refused.code).toBe(INSUFFICIENT_CREDITS);
      const held = await appErrorOf(reserve(tx, user, 50, `r-${user}`));
      expect(held.code).toBe(INSUFFICIENT_CREDITS);
      // The transaction still works after both refusals, and may move the same account again.
      await grant(tx, user, 1, `g2-${user}`);
      await spend(tx, user, 2, `s2-${user}`);
    });
    expect(await getCreditBalance(t.db, user)).toEqual({ balance: 4, held: 0, available: 4 });
    const ledger = await listLedger(t.db, user, { page: 1, pageSize: 5 });
    expect(ledger.items.map((e) => e.balanceAfter)).toEqual([4, 6, 5]);
    expect((await verifyCreditBalances(t.db)).ok).toBe(true);
  });
});
