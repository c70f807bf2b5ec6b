// The benchmark's database: the embedded PGlite in the run's data directory by default, or,
// with BENCH_DATABASE_URL, a fresh database created on that PostgreSQL server for this run and
// dropped afterwards (so earlier runs' data cannot skew it, and nothing of yours is touched).
import { randomBytes } from "node:crypto";
import pg from "pg";

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates the run's database when `serverUrl` (BENCH_DATABASE_URL) is set; answers
 * `{ url, label, drop() }`, where `url` is "" for the embedded PGlite. The role needs CREATEDB.
 */
export async function createBenchDatabase(serverUrl) {
  if (!serverUrl) return { url: "", label: "PGlite (embedded)", drop: async () => undefined };
  const name = `plansmith_bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `PostgreSQL (${url.host}, database ${name})`,
    drop: () =>
      withClient(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ),
  };
}
