/**
 * Seeds the `ai` benchmark's account before the server starts: one confirmed user with enough
 * credits for every generation the case starts (each reserves its maximum cost first).
 *
 *   tsx bench/seed/ai-account.ts <DATA_DIR> '{"email":…,"password":…,"credits":…}'
 */
import { migrateDatabase } from "../../src/server/db/migrate";
import { openDatabase } from "../../src/server/db/open";
import { grantCredits } from "../../src/server/services/credits";
import { createConfirmedAccount } from "./confirmed-account";

interface SeedSpec {
  email: string;
  password: string;
  credits: number;
}

async function main() {
  const [dataDir, specJson] = process.argv.slice(2);
  if (!dataDir || !specJson) {
    throw new Error("usage: tsx bench/seed/ai-account.ts <DATA_DIR> '<SeedSpec as JSON>'");
  }
  const spec = JSON.parse(specJson) as SeedSpec;
  // DATABASE_URL is the run's PostgreSQL database (BENCH_DATABASE_URL), or empty for PGlite.
  const handle = await openDatabase({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  try {
    await migrateDatabase(handle);
    const userId = await createConfirmedAccount(handle.db, spec.email, spec.password, "Bench AI");
    await grantCredits(handle.db, {
      userId,
      amount: spec.credits,
      kind: "admin_grant",
      reference: { type: "admin_action", id: "bench" },
      idempotencyKey: "bench-ai-grant",
      description: "Bench credits",
    });
    console.error(`[seed] ${spec.email}: ${spec.credits} credits`);
  } finally {
    await handle.close();
  }
}

await main();
