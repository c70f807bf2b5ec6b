/**
 * Sends of one admin credit action racing each other (PostgreSQL only,
 * tests/helpers/postgres-races.ts): the action id moves credits once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCreditActions, users } from "@/server/db/schema";
import { getCreditBalance, verifyCreditBalances } from "@/server/services/credits";
import { holdRowLock } from "../../helpers/postgres-races";
import { createTestDatabase, type TestDatabase } from "../../helpers/test-database";
import { actionId, adminLedgerRows, callerFor, sessionOf } from "./admin-kit";

describe("admin credit adjustments racing each other (PostgreSQL)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.db.insert(users).values([
      { id: "boss", name: "Boss", email: "boss@example.com", isAdmin: true },
      { id: "eve", name: "Eve", email: "eve@example.com" },
    ]);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const rowsOf = (userId: string, kind: "admin_grant" | "admin_revoke") =>
    adminLedgerRows(database.handle.db, userId, kind);

  it("moves credits once per action id when its sends race each other", async () => {
    const db = database.handle.db;
    // Each send on a connection of its own, all queued behind a lock on the account row.
    const racers = await database.openAnother({ poolSize: 6 });
    const caller = await callerFor(racers.db, sessionOf("boss", true));
    const start = await getCreditBalance(db, "eve");
    for (const [direction, amount, sends] of [
      ["grant", 30, 5],
      ["revoke", 12, 5],
    ] as const) {
      const input = { userId: "eve", direction, amount, reason: "Race", actionId: actionId() };
      const barrier = await holdRowLock(
        database.url!,
        "select 1 from credit_accounts where user_id = $1 for update",
        ["eve"],
      );
      const racing = Promise.allSettled(
        Array.from({ length: sends }, () => caller.admin.adjustCredits(input)),
      );
      try {
        await barrier.waiters(sends, racing);
      } finally {
        await barrier.release();
      }
      const results = (await racing).map((r) => {
        if (r.status === "rejected") throw r.reason;
        return r.value;
      });
      expect(results.filter((result) => !result.replayed)).toHaveLength(1);
      expect(results.every((r) => r.moved === amount && r.shortfall === 0)).toBe(true);
      const records = await db
        .select()
        .from(adminCreditActions)
        .where(eq(adminCreditActions.id, input.actionId));
      expect(records).toHaveLength(1);
    }
    expect(await getCreditBalance(db, "eve")).toEqual({
      balance: start.balance + 30 - 12,
      held: 0,
      available: start.available + 30 - 12,
    });
    expect((await rowsOf("eve", "admin_grant")).map((row) => row.amount)).toEqual([30]);
    expect((await rowsOf("eve", "admin_revoke")).map((row) => row.amount)).toEqual([-12]);
    expect((await verifyCreditBalances(db)).ok).toBe(true);
  });
});
