/** Holds: refusals, ownership, idempotent replays, and the sweep that expires forgotten holds. */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { INSUFFICIENT_CREDITS } from "@/lib/credits/credit-rules";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import { creditHolds } from "@/server/db/schema";
import {
  getCreditBalance,
  releaseHold,
  settleHold,
  startCreditHoldSweep,
  sweepExpiredHolds,
  verifyCreditBalances,
} from "@/server/services/credits";
import { describeTarget } from "../../helpers/test-database";
import { appErrorOf, reserve, useCreditsDatabase } from "./credits-test-kit";

const MINUTE = 60_000;

describe(`credit holds and the sweep on ${describeTarget()}`, () => {
  const t = useCreditsDatabase();

  it("refuses a reservation beyond the available balance, open holds counted", async () => {
    const user = await t.userWith(10);
    await reserve(t.db, user, 6, `a-${user}`);
    const error = await appErrorOf(reserve(t.db, user, 5, `b-${user}`));
    expect(error.code).toBe(INSUFFICIENT_CREDITS);
    expect(error.status).toBe(402);
    expect(error.details).toEqual({ balance: 10, available: 4, needed: 5 });
    expect(await getCreditBalance(t.db, user)).toEqual({ balance: 10, held: 6, available: 4 });
    const replay = await reserve(t.db, user, 6, `a-${user}`);
    expect(replay.replayed).toBe(true);
    expect((await getCreditBalance(t.db, user)).held).toBe(6);
  });

  it("another user's hold, an unknown id or a malformed one cannot be settled or released", async () => {
    const owner = await t.userWith(10);
    const other = await t.userWith(10);
    const { hold } = await reserve(t.db, owner, 5, `h-${owner}`);
    for (const attempt of [
      () => settleHold(t.db, { holdId: hold.id, userId: other, actual: 5 }),
      () => releaseHold(t.db, { holdId: hold.id, userId: other }),
      () =>
        settleHold(t.db, {
          holdId: "00000000-0000-4000-8000-000000000000",
          userId: owner,
          actual: 1,
        }),
      () => releaseHold(t.db, { holdId: "not-a-uuid", userId: owner }),
    ]) {
      const error = await appErrorOf(attempt());
      expect(error.status).toBe(404);
      expect(error.message).toBe(CREDIT_ERRORS.creditHoldNotFound);
    }
    expect(await getCreditBalance(t.db, owner)).toEqual({ balance: 10, held: 5, available: 5 });
    expect(await getCreditBalance(t.db, other)).toEqual({ balance: 10, held: 0, available: 10 });
  });

  it("settles 0 without a ledger row, and rejects a negative or fractional actual cost", async () => {
    const user = await t.userWith(10);
    const { hold } = await reserve(t.db, user, 5, `h-${user}`);
    expect(
      (await appErrorOf(settleHold(t.db, { holdId: hold.id, userId: user, actual: -1 }))).status,
    ).toBe(400);
    expect(
      (await appErrorOf(settleHold(t.db, { holdId: hold.id, userId: user, actual: 0.5 }))).status,
    ).toBe(400);
    const settled = await settleHold(t.db, { holdId: hold.id, userId: user, actual: 0 });
    expect(settled).toMatchObject({ charged: 0, entry: null });
    expect(settled.hold).toMatchObject({ status: "settled", settledAmount: 0 });
    expect(settled.balance).toEqual({ balance: 10, held: 0, available: 10 });
  });

  it("the sweep releases a hold left open past its time, and only then", async () => {
    const user = await t.userWith(10);
    const { hold } = await reserve(t.db, user, 7, `h-${user}`, { ttlSeconds: 60 });
    const kept = await reserve(t.db, user, 2, `k-${user}`, { ttlSeconds: 3600 });
    expect(await sweepExpiredHolds(t.db, new Date(Date.now() - MINUTE))).toEqual({ released: 0 });
    expect((await getCreditBalance(t.db, user)).held).toBe(9);

    const later = new Date(Date.now() + 2 * MINUTE);
    expect(await sweepExpiredHolds(t.db, later)).toEqual({ released: 1 });
    expect(await getCreditBalance(t.db, user)).toEqual({ balance: 10, held: 2, available: 8 });
    const [row] = await t.db.select().from(creditHolds).where(eq(creditHolds.id, hold.id));
    expect(row?.status).toBe("expired");
    // Nothing left to expire; the other hold is still open and can be settled.
    expect(await sweepExpiredHolds(t.db, later)).toEqual({ released: 0 });
    // The generation finishing after the sweep is charged nothing.
    expect(await settleHold(t.db, { holdId: hold.id, userId: user, actual: 7 })).toMatchObject({
      charged: 0,
      entry: null,
    });
    expect(
      (await settleHold(t.db, { holdId: kept.hold.id, userId: user, actual: 1 })).balance,
    ).toEqual({
      balance: 9,
      held: 0,
      available: 9,
    });
    expect((await verifyCreditBalances(t.db)).ok).toBe(true);
  });

  it("every server process runs the sweep at start and on a schedule, reporting failures", async () => {
    const user = await t.userWith(10);
    const { hold } = await reserve(t.db, user, 4, `sched-${user}`);
    await t.db
      .update(creditHolds)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(creditHolds.id, hold.id));
    const onError = vi.fn();
    const stop = startCreditHoldSweep(async () => t.db, onError);
    await vi.waitFor(async () => expect((await getCreditBalance(t.db, user)).held).toBe(0));
    stop();
    expect(onError).not.toHaveBeenCalled();

    const failing = vi.fn();
    const stopFailing = startCreditHoldSweep(() => Promise.reject(new Error("db down")), failing);
    await vi.waitFor(() => expect(failing).toHaveBeenCalledWith(new Error("db down")));
    stopFailing();
  });
});
