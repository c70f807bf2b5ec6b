/**
 * The `credits` benchmark's workload (bench/cases/credits.mjs runs it with tsx): spends of one
 * credit per second on ONE account from `clients` concurrent clients, each on its own PostgreSQL
 * connection, next to the cheapest write on one hot row — a plain `UPDATE … SET n = n - 1` —
 * at the same concurrency, on the same server, in the same run.
 *
 *   DATABASE_URL=postgres://… tsx bench/workloads/credits-spend.ts '<Spec as JSON>'
 *
 * Both hammer a single row, so both are bound by that row's lock; the ratio shows what the
 * ledger adds on top (its own transaction, the ledger row with its unique key, balance_after).
 * Rounds alternate (plain, credits, credits, plain) so a drift in the machine's load during the
 * run falls on both alike. Prints one JSON line; the checks at the end fail it if any credit was
 * lost or doubled.
 */
import { count, eq, sql } from "drizzle-orm";
import { env } from "../../src/env";
import { migrateDatabase } from "../../src/server/db/migrate";
import { IN_MEMORY, openDatabase } from "../../src/server/db/open";
import { creditLedger, users } from "../../src/server/db/schema";
import type { Database } from "../../src/server/db/types";
import {
  getCreditBalance,
  grantCredits,
  spendCredits,
  verifyCreditBalances,
} from "../../src/server/services/credits";

interface Spec {
  clients: number;
  durationSeconds: number;
  warmupSeconds: number;
}

const USER_ID = "bench-credits-user";
const START_BALANCE = 1_000_000;

const spec = JSON.parse(process.argv[2] ?? "{}") as Spec;
if (!env.DATABASE_URL) throw new Error("the credits workload needs DATABASE_URL (PostgreSQL)");

const handle = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: IN_MEMORY,
  // One connection per client, so the clients really run at once.
  poolSize: spec.clients,
});

/** Runs `op` from `clients` loops for `seconds`; answers how many calls completed per second. */
async function rate(seconds: number, op: (client: number, i: number) => Promise<unknown>) {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: spec.clients }, async (_, client) => {
      for (let i = 0; performance.now() < end; i += 1) {
        await op(client, i);
        if (performance.now() <= end) done += 1;
      }
    }),
  );
  return { operations: done, perSecond: done / seconds };
}

let round = 0;
function spendOne(db: Database) {
  const tag = `r${round}`;
  return (client: number, i: number) =>
    spendCredits(
      db,
      {
        userId: USER_ID,
        amount: 1,
        reference: { type: "generation", id: "bench" },
        idempotencyKey: `bench:${tag}:${client}:${i}`,
        description: "Benchmark spend",
      },
      { signupBonus: 0 },
    );
}

const plainUpdate = (db: Database) => () =>
  db.execute(sql`update bench_counter set n = n - 1 where id = 1`);

try {
  await migrateDatabase(handle);
  const db = handle.db;
  await db
    .insert(users)
    .values({ id: USER_ID, name: "Bench", email: "bench-credits@plansmith.test" });
  await grantCredits(
    db,
    {
      userId: USER_ID,
      amount: START_BALANCE,
      kind: "admin_grant",
      reference: { type: "admin_action", id: "bench" },
      idempotencyKey: "bench:start",
      description: "Benchmark balance",
    },
    { signupBonus: 0 },
  );
  await db.execute(sql`create table bench_counter (id integer primary key, n bigint not null)`);
  await db.execute(sql`insert into bench_counter values (1, 0)`);

  const measure = async (kind: "plain" | "credits", seconds: number) => {
    round += 1;
    return rate(seconds, kind === "plain" ? plainUpdate(db) : spendOne(db));
  };
  if (spec.warmupSeconds > 0) {
    await measure("plain", spec.warmupSeconds);
    await measure("credits", spec.warmupSeconds);
  }
  // Each kind runs twice, in the order plain, credits, credits, plain.
  const half = spec.durationSeconds / 2;
  const plainA = await measure("plain", half);
  const creditsA = await measure("credits", half);
  const creditsB = await measure("credits", half);
  const plainB = await measure("plain", half);
  const plain = {
    operations: plainA.operations + plainB.operations,
    perSecond: (plainA.operations + plainB.operations) / spec.durationSeconds,
  };
  const credits = {
    operations: creditsA.operations + creditsB.operations,
    perSecond: (creditsA.operations + creditsB.operations) / spec.durationSeconds,
  };

  // Work done, not time: every spend is one ledger row and one credit, nothing else moved.
  const balance = await getCreditBalance(db, USER_ID);
  const [rows] = await db
    .select({ value: count() })
    .from(creditLedger)
    .where(eq(creditLedger.userId, USER_ID));
  const spentRows = Number(rows?.value ?? 0) - 1;
  const verify = await verifyCreditBalances(db);
  if (!verify.ok || START_BALANCE - balance.balance !== spentRows) {
    throw new Error(
      `the ledger disagrees: ${spentRows} spend rows, balance ${balance.balance}, verify ok=${verify.ok}`,
    );
  }
  console.log(
    JSON.stringify({
      plain,
      credits,
      ratio: plain.perSecond > 0 ? credits.perSecond / plain.perSecond : null,
      checks: { spendRows: spentRows, balance: balance.balance, verifyOk: verify.ok },
    }),
  );
} finally {
  await handle.close();
}
