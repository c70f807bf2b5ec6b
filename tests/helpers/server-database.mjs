// Throwaway databases on a real PostgreSQL server, shared by the integration tests
// (./test-database.ts), the outage e2e helper (../e2e/helpers/flaky-database.ts) and the
// benchmark (bench/lib/database.mjs). Plain JavaScript so that `node bench/run.mjs` can import it
// without a TypeScript loader; its types are in ./server-database.d.mts.
import { randomBytes } from "node:crypto";
import pg from "pg";

const DROP_ATTEMPTS = 20;
const DROP_RETRY_MS = 250;

/** Runs `work` with a client connected to `url`, and closes the connection whatever happens. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a new database named `<prefix>_<time>_<random>` on the server of `serverUrl` (the role
 * needs CREATEDB), so parallel runs never share one. Answers its `name`, its `url` (`serverUrl`
 * with the new database) and `drop()`, which disconnects any remaining sessions and drops it.
 */
export async function createServerDatabase(serverUrl, prefix) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      // WITH (FORCE) cannot end an autovacuum worker that happens to be in the database (it has
      // no role to be a member of: "must be a member of the role whose process is being
      // terminated"); the worker stops on its own within moments, so try again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await withClient(serverUrl, (client) =>
            client.query(`drop database if exists "${name}" with (force)`),
          );
          return;
        } catch (error) {
          if (error?.code !== "42501" || attempt >= DROP_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, DROP_RETRY_MS));
        }
      }
    },
  };
}
