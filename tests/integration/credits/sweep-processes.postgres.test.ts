/**
 * Several server processes sweep at once (each runs the sweep every minute): on PostgreSQL,
 * with two app handles (two pools, as two processes would have), concurrent sweeps expire each
 * hold once, free each credit once, and do not deadlock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/types";
import {
  getCreditBalance,
  grantCredits,
  reserveCredits,
  sweepExpiredHolds,
  verifyCreditBalances,
} from "@/server/services/credits";

import { createTestDatabase, type TestDatabase } from "../../helpers/test-database";
import { NO_BONUS, reference } from "./credits-test-kit";

describe("the hold sweep from several processes at once (PostgreSQL)", () => {
  let database: TestDatabase;
  let other: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    other = await database.openAnother();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("expires every hold once and frees every credit once", async () => {
    const db = database.handle.db;
    const owners = ["sweep-a", "sweep-b", "sweep-c"];
    for (const id of owners) {
      await db.insert(users).values({ id, name: id, email: `${id}@example.com` });
      await grantCredits(
        db,
        {
          userId: id,
          amount: 100,
          kind: "admin_grant",
          reference: reference(),
          idempotencyKey: `g-${id}`,
          description: "Gift",
        },
        NO_BONUS,
      );
      for (let i = 0; i < 10; i += 1) {
        await reserveCredits(
          db,
          {
            userId: id,
            amount: 3,
            reference: reference(),
            idempotencyKey: `h-${id}-${i}`,
            description: "Draft",
            ttlSeconds: 60,
          },
          NO_BONUS,
        );
      }
    }
    const later = new Date(Date.now() + 2 * 60_000);
    const sweeps = await Promise.all([
      sweepExpiredHolds(db, later),
      sweepExpiredHolds(other.db, later),
      sweepExpiredHolds(db, later),
      sweepExpiredHolds(other.db, later),
    ]);
    expect(sweeps.reduce((sum, s) => sum + s.released, 0)).toBe(30);
    for (const id of owners) {
      expect(await getCreditBalance(db, id)).toEqual({ balance: 100, held: 0, available: 100 });
    }
    expect((await verifyCreditBalances(db)).ok).toBe(true);
  });
});
