/**
 * The proof that balances equal their ledgers: verifyCreditBalances and `npm run credits:verify`
 * find a tampered balance or held total, and the database's own CHECKs refuse a negative
 * balance whatever code tries to write one.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/open";
import { creditAccounts, creditLedger, users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { grantCredits, reserveCredits, verifyCreditBalances } from "@/server/services/credits";
import { createTestDatabase, describeTarget, type TestDatabase } from "../../helpers/test-database";
import { NO_BONUS, reference } from "./credits-test-kit";

const ROOT = path.resolve(import.meta.dirname, "../../..");

function runVerify(target: { databaseUrl?: string; dataDir?: string }) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/credits-verify.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: target.databaseUrl ?? "",
      DATA_DIR: target.dataDir ?? path.join(os.tmpdir(), "unused"),
      LOG_LEVEL: "warn",
    },
    encoding: "utf8",
    timeout: 60_000,
  });
}

async function addUser(db: Database, id: string, credits: number) {
  await db.insert(users).values({ id, name: id, email: `${id}@example.com` });
  await grantCredits(
    db,
    {
      userId: id,
      amount: credits,
      kind: "admin_grant",
      reference: reference(),
      idempotencyKey: `g-${id}`,
      description: "Gift",
    },
    NO_BONUS,
  );
}

describe(`credits verification and database checks on ${describeTarget()}`, () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("reports a balance changed behind the ledger's back, and a wrong held total", async () => {
    await addUser(db(), "tamper-1", 10);
    await addUser(db(), "tamper-2", 10);
    await reserveCredits(
      db(),
      {
        userId: "tamper-2",
        amount: 4,
        reference: reference(),
        idempotencyKey: "h-tamper-2",
        description: "Draft",
      },
      NO_BONUS,
    );
    expect(await verifyCreditBalances(db())).toEqual({ ok: true, checked: 2, mismatches: [] });

    await db()
      .update(creditAccounts)
      .set({ balance: 15 })
      .where(eq(creditAccounts.userId, "tamper-1"));
    await db().update(creditAccounts).set({ held: 0 }).where(eq(creditAccounts.userId, "tamper-2"));
    const report = await verifyCreditBalances(db());
    expect(report.ok).toBe(false);
    expect(report.mismatches).toEqual([
      { userId: "tamper-1", balance: 15, ledgerSum: 10, held: 0, openHolds: 0 },
      { userId: "tamper-2", balance: 10, ledgerSum: 10, held: 0, openHolds: 4 },
    ]);
    // Put things right for the next tests.
    await db()
      .update(creditAccounts)
      .set({ balance: 10 })
      .where(eq(creditAccounts.userId, "tamper-1"));
    await db().update(creditAccounts).set({ held: 4 }).where(eq(creditAccounts.userId, "tamper-2"));
  });

  it("counts ledger rows of a user without an account as a mismatch", async () => {
    await addUser(db(), "orphan-1", 7);
    await db().delete(creditAccounts).where(eq(creditAccounts.userId, "orphan-1"));
    const report = await verifyCreditBalances(db());
    expect(report.mismatches).toEqual([
      { userId: "orphan-1", balance: 0, ledgerSum: 7, held: 0, openHolds: 0, missingAccount: true },
    ]);
    await db().delete(creditLedger).where(eq(creditLedger.userId, "orphan-1"));
    expect((await verifyCreditBalances(db())).ok).toBe(true);
  });

  it("the database refuses a negative balance, more held than owned, and a zero ledger row", async () => {
    await addUser(db(), "checks-1", 3);
    const refused = async (query: Promise<unknown>) => {
      const error = await query.then(
        () => null,
        (e: unknown) => e as { cause?: { code?: string }; code?: string },
      );
      expect(error?.cause?.code ?? error?.code).toBe("23514");
    };
    await refused(
      db().update(creditAccounts).set({ balance: -1 }).where(eq(creditAccounts.userId, "checks-1")),
    );
    await refused(
      db().update(creditAccounts).set({ held: 4 }).where(eq(creditAccounts.userId, "checks-1")),
    );
    await refused(
      db().update(creditAccounts).set({ held: -1 }).where(eq(creditAccounts.userId, "checks-1")),
    );
    await refused(
      db().execute(
        sql`update credit_accounts set balance = balance - 10 where user_id = 'checks-1'`,
      ),
    );
    await refused(
      db().insert(creditLedger).values({
        userId: "checks-1",
        amount: 0,
        kind: "usage",
        referenceType: "generation",
        referenceId: "x",
        idempotencyKey: "zero-row",
        balanceAfter: 3,
      }),
    );
    expect((await verifyCreditBalances(db())).ok).toBe(true);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "npm run credits:verify exits 1 on a tampered balance and 0 once it is right (PostgreSQL)",
    async () => {
      const clean = runVerify({ databaseUrl: database.url });
      expect(clean.stdout).toContain("OK: checked");
      expect(clean.status).toBe(0);

      await db()
        .update(creditAccounts)
        .set({ balance: 99 })
        .where(eq(creditAccounts.userId, "tamper-1"));
      const tampered = runVerify({ databaseUrl: database.url });
      expect(tampered.stderr).toContain("MISMATCH");
      expect(tampered.stderr).toContain("user tamper-1: balance 99, ledger sum 10");
      expect(tampered.stderr).not.toContain("@example.com");
      expect(tampered.status).toBe(1);
      await db()
        .update(creditAccounts)
        .set({ balance: 10 })
        .where(eq(creditAccounts.userId, "tamper-1"));
    },
  );
});

// Once is enough: the embedded database does not depend on TEST_DATABASE_URL.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "npm run credits:verify on an embedded PGlite data directory",
  () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "plansmith-credits-verify-"));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it("exits 1 on a tampered balance and names only the user id", async () => {
      const setup = await openDatabase({ dataDir });
      await migrateDatabase(setup);
      await addUser(setup.db, "pglite-1", 12);
      await setup.db
        .update(creditAccounts)
        .set({ balance: 2 })
        .where(eq(creditAccounts.userId, "pglite-1"));
      await setup.close();

      const result = runVerify({ dataDir });
      expect(result.stderr).toContain("user pglite-1: balance 2, ledger sum 12");
      expect(result.status).toBe(1);
    });
  },
);
