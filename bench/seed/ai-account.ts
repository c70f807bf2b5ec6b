/**
 * Seeds the `ai` benchmark's account before the server starts: one confirmed user with enough
 * credits for every generation the case starts (each reserves its maximum cost first).
 *
 *   tsx bench/seed/ai-account.ts <DATA_DIR> '{"email":…,"password":…,"credits":…}'
 */
import { grantCredits } from "../../src/server/services/credits";
import { createConfirmedAccount } from "./confirmed-account";
import { readSeedArgs, withSeedDatabase } from "./seed-run";

interface SeedSpec {
  email: string;
  password: string;
  credits: number;
}

async function main() {
  const { dataDir, spec } = readSeedArgs<SeedSpec>("ai-account.ts");
  await withSeedDatabase(dataDir, async (db) => {
    const userId = await createConfirmedAccount(db, spec.email, spec.password, "Bench AI");
    await grantCredits(db, {
      userId,
      amount: spec.credits,
      kind: "admin_grant",
      reference: { type: "admin_action", id: "bench" },
      idempotencyKey: `bench-grant:${userId}`,
      description: "Bench credits",
    });
    console.error(`[seed] ${spec.email}: ${spec.credits} credits`);
  });
}

await main();
