/**
 * The ledger under concurrency, on PostgreSQL only (tests/helpers/postgres-races.ts): the calls
 * run on a pool of RACERS connections, and a barrier — a transaction of the test's own holding
 * the contended row locked — keeps them queued until every connection is waiting, then lets them
 * go together. So each call reads and decides while the others are in flight, every run: without
 * the row locks of movement.ts, ledger.ts and sweep.ts these tests fail. No credit may be lost,
 * doubled, or taken past what is available; refusals are 402s, never a constraint's 500.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSUFFICIENT_CREDITS } from "@/lib/credits/credit-rules";
import { isAppError } from "@/lib/app-error";
import { creditHolds, creditLedger, users } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/types";
import {
  getCreditBalance,
  listLedger,
  releaseHold,
  settleHold,
  sweepExpiredHolds,
  verifyCreditBalances,
} from "@/server/services/credits";
import { holdRowLock } from "../../helpers/postgres-races";
import { createTestDatabase, type TestDatabase } from "../../helpers/test-database";
import { grant, reserve, revoke, spend } from "./credits-test-kit";

/** Connections the racing calls share: this many wait behind a barrier at once. */
const RACERS = 20;
const MINUTE = 60_000;
/** Accounts the ordered-lock test sweeps at once. */
const SWEPT_ACCOUNTS = 300;

describe("credits ledger under concurrency (PostgreSQL)", () => {
  let database: TestDatabase;
  let racers: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    racers = await database.openAnother({ poolSize: RACERS + 1 });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const db = () => database.handle.db;
  let counter = 0;
  async function newUser(id = `race-${(counter += 1)}-${Math.random().toString(36).slice(2, 8)}`) {
    await db()
      .insert(users)
      .values({ id, name: id, email: `${id}@example.com` });
    return id;
  }
  async function userWith(balance: number) {
    const user = await newUser();
    await grant(db(), user, balance, `g-${user}`);
    return user;
  }
  /** A barrier on the user's account row: every call that locks or changes it queues behind. */
  const accountBarrier = (userId: string) =>
    holdRowLock(database.url!, "select 1 from credit_accounts where user_id = $1 for update", [
      userId,
    ]);
  /** A barrier on the user row: the first touch's account insert waits on its foreign key. */
  const userBarrier = (userId: string) =>
    holdRowLock(database.url!, "select 1 from users where id = $1 for update", [userId]);

  /** Starts `calls` at once behind `barrier`, lets them go when `waiting` of them are queued. */
  async function race<T>(
    barrier: Awaited<ReturnType<typeof holdRowLock>>,
    waiting: number,
    calls: (() => Promise<T>)[],
  ): Promise<PromiseSettledResult<T>[]> {
    const settled = Promise.allSettled(calls.map((call) => call()));
    try {
      await barrier.waiters(waiting, settled);
    } finally {
      await barrier.release();
    }
    return settled;
  }

  it("100 spends of 1 racing for a balance of 10 succeed exactly 10 times; the rest are 402s", async () => {
    const user = await userWith(10);
    const results = await race(
      await accountBarrier(user),
      RACERS,
      Array.from({ length: 100 }, (_, i) => () => spend(racers.db, user, 1, `spend-${user}-${i}`)),
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
    const rows = await db().select().from(creditLedger).where(eq(creditLedger.userId, user));
    expect(rows.filter((row) => row.kind === "usage")).toHaveLength(10);
    expect(await getCreditBalance(db(), user)).toEqual({ balance: 0, held: 0, available: 0 });
    // Newest first is the order the balance changed in, whatever order the calls started in.
    const ledger = await listLedger(db(), user, { page: 1, pageSize: 20 });
    expect(ledger.items.map((e) => e.balanceAfter)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await verifyCreditBalances(db())).ok).toBe(true);
  });

  it("50 racing reservations never overdraw; racing settlements and releases restore the balance", async () => {
    const user = await userWith(100);
    const results = await race(
      await accountBarrier(user),
      RACERS,
      Array.from({ length: 50 }, (_, i) => () => reserve(racers.db, user, 3, `hold-${user}-${i}`)),
    );
    const holds = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.hold] : []));
    // 33 × 3 = 99 fits in 100; a 34th would overdraw.
    expect(holds).toHaveLength(33);
    for (const r of results) {
      if (r.status === "rejected") {
        expect(r.reason).toMatchObject({ code: INSUFFICIENT_CREDITS, status: 402 });
      }
    }
    expect(await getCreditBalance(db(), user)).toEqual({ balance: 100, held: 99, available: 1 });

    // Settle the first 20 at 2 credits each and release the rest, all at once.
    const ended = await race(
      await accountBarrier(user),
      RACERS,
      holds.map(
        (hold, i) => () =>
          i < 20
            ? settleHold(racers.db, { holdId: hold.id, userId: user, actual: 2 })
            : releaseHold(racers.db, { holdId: hold.id, userId: user }),
      ),
    );
    expect(ended.every((r) => r.status === "fulfilled")).toBe(true);
    expect(await getCreditBalance(db(), user)).toEqual({ balance: 60, held: 0, available: 60 });
    expect((await verifyCreditBalances(db())).ok).toBe(true);
  });

  it("20 racing calls with one key move credits once and answer the same row", async () => {
    const user = await userWith(50);
    const key = `same-${user}`;
    const spent = await race(
      await accountBarrier(user),
      RACERS,
      Array.from({ length: 20 }, () => () => spend(racers.db, user, 1, key)),
    );
    const results = spent.map((r) => (r.status === "fulfilled" ? r.value : null));
    expect(results.every((r) => r !== null)).toBe(true);
    expect(new Set(results.map((r) => r!.entry.id)).size).toBe(1);
    expect(results.filter((r) => !r!.replayed)).toHaveLength(1);
    const rows = await db().select().from(creditLedger).where(eq(creditLedger.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(await getCreditBalance(db(), user)).toEqual({ balance: 49, held: 0, available: 49 });

    const holdKey = `same-hold-${user}`;
    const reserved = await race(
      await accountBarrier(user),
      RACERS,
      Array.from({ length: 20 }, () => () => reserve(racers.db, user, 5, holdKey)),
    );
    const holdIds = reserved.map((r) => (r.status === "fulfilled" ? r.value.hold.id : null));
    expect(new Set(holdIds).size).toBe(1);
    expect(holdIds[0]).not.toBeNull();
    expect(await getCreditBalance(db(), user)).toEqual({ balance: 49, held: 5, available: 44 });
    expect((await verifyCreditBalances(db())).ok).toBe(true);
  });

  it("racing refunds take back exactly what is available, the rest is their shortfall", async () => {
    const user = await userWith(10);
    const revokes = await race(
      await accountBarrier(user),
      6,
      Array.from({ length: 6 }, (_, i) => () => revoke(racers.db, user, 3, `refund-${user}-${i}`)),
    );
    const results = revokes.map((r) => {
      if (r.status === "rejected") throw r.reason;
      return r.value;
    });
    // 3 + 3 + 3 + 1 + 0 + 0: whichever order they ran in.
    expect(results.map((r) => r.removed).sort()).toEqual([0, 0, 1, 3, 3, 3]);
    expect(results.map((r) => r.shortfall).sort()).toEqual([0, 0, 0, 2, 3, 3]);
    expect(await getCreditBalance(db(), user)).toEqual({ balance: 0, held: 0, available: 0 });
    const rows = await db()
      .select({ amount: creditLedger.amount })
      .from(creditLedger)
      .where(eq(creditLedger.userId, user));
    expect(rows.map((row) => row.amount).sort((a, b) => a - b)).toEqual([-3, -3, -3, -1, 10]);
    expect((await verifyCreditBalances(db())).ok).toBe(true);
  });

  it("a racing revoke that found nothing to take stays a no-op when repeated after a top-up", async () => {
    const user = await userWith(5);
    await spend(db(), user, 5, `s-${user}`);
    const revokeAll = () => revoke(racers.db, user, 5, `refund-${user}`);
    const first = await race(
      await accountBarrier(user),
      10,
      Array.from({ length: 10 }, () => revokeAll),
    );
    const answers = first.map((r) => {
      if (r.status === "rejected") throw r.reason;
      return r.value;
    });
    expect(answers.every((r) => r.entry === null && r.removed === 0 && r.shortfall === 5)).toBe(
      true,
    );
    expect(answers.filter((r) => !r.replayed)).toHaveLength(1);
    await grant(db(), user, 10, `top-${user}`);
    expect(await revokeAll()).toMatchObject({
      entry: null,
      removed: 0,
      shortfall: 5,
      replayed: true,
    });
    expect(await getCreditBalance(db(), user)).toEqual({ balance: 10, held: 0, available: 10 });
    const markers = await db().select().from(creditHolds).where(eq(creditHolds.userId, user));
    expect(markers.map((m) => m.status)).toEqual(["released"]);
    expect((await verifyCreditBalances(db())).ok).toBe(true);
  });

  it("racing first touches open one account with one signup bonus", async () => {
    const user = await newUser();
    const balances = await race(
      await userBarrier(user),
      RACERS,
      Array.from(
        { length: RACERS },
        () => () => getCreditBalance(racers.db, user, { signupBonus: 20 }),
      ),
    );
    expect(balances.map((b) => (b.status === "fulfilled" ? b.value : b.reason))).toEqual(
      Array(RACERS).fill({ balance: 20, held: 0, available: 20 }),
    );
    const rows = await db().select().from(creditLedger).where(eq(creditLedger.userId, user));
    expect(rows.map((row) => [row.kind, row.amount])).toEqual([["signup_bonus", 20]]);
  });

  it("spends racing the first touch count the bonus exactly once", async () => {
    const user = await newUser();
    const results = await race(
      await userBarrier(user),
      RACERS,
      Array.from(
        { length: 30 },
        (_, i) => () => spend(racers.db, user, 1, `first-${user}-${i}`, { signupBonus: 20 }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(20);
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: INSUFFICIENT_CREDITS });
    }
    expect(await getCreditBalance(db(), user)).toEqual({ balance: 0, held: 0, available: 0 });
    expect((await verifyCreditBalances(db())).ok).toBe(true);
  });

  it("the sweep racing settlements ends each hold once and keeps every total exact", async () => {
    const owners = [await userWith(100), await userWith(100)];
    const holds = [];
    for (let i = 0; i < 20; i += 1) {
      const user = owners[i % 2]!;
      const { hold } = await reserve(db(), user, 5, `race-${user}-${i}`, { ttlSeconds: 60 });
      holds.push({ user, hold });
    }
    const later = new Date(Date.now() + 2 * MINUTE);
    // Both accounts behind one barrier: the settlements take their holds, the sweep the rest.
    const barrier = await holdRowLock(
      database.url!,
      "select 1 from credit_accounts where user_id = any($1) order by user_id for update",
      [owners],
    );
    const calls: (() => Promise<{ released?: number; charged?: number }>)[] = [
      () => sweepExpiredHolds(racers.db, later),
      ...holds.map(
        ({ user, hold }) =>
          () =>
            settleHold(racers.db, { holdId: hold.id, userId: user, actual: 3 }),
      ),
    ];
    const outcomes = (await race(barrier, RACERS, calls)).map((r) => {
      if (r.status === "rejected") throw r.reason;
      return r.value;
    });
    const [sweep, ...settled] = outcomes;
    const charged = settled.filter((s) => s.charged === 3).length;
    expect(charged + sweep!.released!).toBe(20);
    for (const user of owners) expect((await getCreditBalance(db(), user)).held).toBe(0);
    const total =
      (await getCreditBalance(db(), owners[0]!)).balance +
      (await getCreditBalance(db(), owners[1]!)).balance;
    expect(total).toBe(200 - 3 * charged);
    expect((await verifyCreditBalances(db())).ok).toBe(true);
  });

  it("the sweep passes a hold a settlement is working on, instead of waiting for it", async () => {
    const user = await userWith(10);
    const busy = (await reserve(db(), user, 4, `busy-${user}`, { ttlSeconds: 60 })).hold;
    const idle = (await reserve(db(), user, 3, `idle-${user}`, { ttlSeconds: 60 })).hold;
    // A settlement of `busy` is under way: its row is locked until that transaction ends.
    const settling = await holdRowLock(
      database.url!,
      "select 1 from credit_holds where id = $1 for update",
      [busy.id],
    );
    try {
      const later = new Date(Date.now() + 2 * MINUTE);
      const first = await Promise.race([
        sweepExpiredHolds(racers.db, later).then((swept) => ({ swept })),
        settling.waiters(1).then(() => ({ waitedForTheSettlement: true })),
      ]);
      expect(first).toEqual({ swept: { released: 1 } });
    } finally {
      await settling.release();
    }
    const [idleRow] = await db().select().from(creditHolds).where(eq(creditHolds.id, idle.id));
    expect(idleRow?.status).toBe("expired");
    // The settlement, once done, charges its hold; nothing else moved.
    expect(await settleHold(db(), { holdId: busy.id, userId: user, actual: 4 })).toMatchObject({
      charged: 4,
    });
    expect(await getCreditBalance(db(), user)).toEqual({ balance: 6, held: 0, available: 6 });
    expect((await verifyCreditBalances(db())).ok).toBe(true);
  });

  it("the sweep locks accounts in user-id order, so it cannot deadlock with another that does", async () => {
    // Enough accounts with expired holds that PostgreSQL plans the sweep's update with hash joins,
    // as on a busy server: rows then come in no particular order unless the sweep orders them.
    const prefix = `order-${Math.random().toString(36).slice(2, 8)}`;
    await db().execute(sql`
      insert into users (id, name, email)
      select ${prefix} || '-' || lpad(i::text, 4, '0'), 'Order', ${prefix} || i || '@example.com'
      from generate_series(${SWEPT_ACCOUNTS}, 1, -1) as i`);
    const owners = (
      await db()
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.id} like ${prefix + "-%"}`)
    ).map((row) => row.id);
    for (const user of owners) {
      await grant(db(), user, 10, `g-${user}`);
      await reserve(db(), user, 2, `h-${user}`, { ttlSeconds: 60 });
    }
    await db().execute(sql`analyze credit_accounts`);
    await db().execute(sql`analyze credit_holds`);
    const sorted = [...owners].sort();
    // Another transaction that keeps the rule: it locks the lowest account first…
    const other = await holdRowLock(
      database.url!,
      "select 1 from credit_accounts where user_id = $1 for update",
      [sorted[0]],
    );
    const later = new Date(Date.now() + 2 * MINUTE);
    const sweeping = sweepExpiredHolds(racers.db, later);
    try {
      await other.waiters(1, sweeping);
      // …then the others, in order, while the sweep waits for the first. A sweep that had taken
      // any of them out of order would hold it now (and, waiting, deadlock with this one).
      const rest = await holdRowLock(
        database.url!,
        "select 1 from credit_accounts where user_id = any($1) order by user_id for update nowait",
        [sorted.slice(1)],
      );
      await rest.release();
    } finally {
      await other.release();
    }
    expect(await sweeping).toEqual({ released: SWEPT_ACCOUNTS });
    for (const user of [sorted[0]!, sorted.at(-1)!]) {
      expect(await getCreditBalance(db(), user)).toEqual({ balance: 10, held: 0, available: 10 });
    }
    expect((await verifyCreditBalances(db())).ok).toBe(true);
  });
});
