// The benchmark's database: the embedded PGlite in the run's data directory by default, or,
// with BENCH_DATABASE_URL, a fresh database created on that PostgreSQL server for this run and
// dropped afterwards (so earlier runs' data cannot skew it, and nothing of yours is touched).
import { createServerDatabase } from "../../tests/helpers/server-database.mjs";

/**
 * Creates the run's database when `serverUrl` (BENCH_DATABASE_URL) is set; answers
 * `{ url, label, drop() }`, where `url` is "" for the embedded PGlite. The role needs CREATEDB.
 */
export async function createBenchDatabase(serverUrl) {
  if (!serverUrl) return { url: "", label: "PGlite (embedded)", drop: async () => undefined };
  const database = await createServerDatabase(serverUrl, "plansmith_bench");
  return {
    url: database.url,
    label: `PostgreSQL (${new URL(database.url).host}, database ${database.name})`,
    drop: database.drop,
  };
}
