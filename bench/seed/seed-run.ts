import { migrateDatabase } from "../../src/server/db/migrate";
import { openDatabase } from "../../src/server/db/open";
import type { Database } from "../../src/server/db/types";

/**
 * The command line every seed script takes: `tsx bench/seed/<script> <DATA_DIR> '<spec JSON>'`
 * (bench/lib/seed.mjs passes both).
 */
export function readSeedArgs<Spec>(script: string): { dataDir: string; spec: Spec } {
  const [dataDir, specJson] = process.argv.slice(2);
  if (!dataDir || !specJson) {
    throw new Error(`usage: tsx bench/seed/${script} <DATA_DIR> '<SeedSpec as JSON>'`);
  }
  return { dataDir, spec: JSON.parse(specJson) as Spec };
}

/** Opens and migrates the run's database, hands it to `work`, and closes it whatever happens. */
export async function withSeedDatabase(
  dataDir: string,
  work: (db: Database) => Promise<void>,
): Promise<void> {
  // DATABASE_URL is the run's PostgreSQL database (BENCH_DATABASE_URL), or empty for PGlite.
  const handle = await openDatabase({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  try {
    await migrateDatabase(handle);
    await work(handle.db);
  } finally {
    await handle.close();
  }
}
