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

/** `serverUrl` with another database name. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a new database named `<prefix>_<time>_<random>` on the server of `serverUrl` (the role
 * needs CREATEDB), so parallel runs never share one — a copy of `template` when given (see
 * migratedTemplate). Answers its `name`, its `url` (`serverUrl` with the new database) and
 * `drop()`, which disconnects any remaining sessions and drops it.
 */
export async function createServerDatabase(serverUrl, prefix, template) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withClient(serverUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ""}`),
  );
  const url = databaseUrl(serverUrl, name);
  return {
    name,
    url,
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

/** How many migrated templates (newest first) stay on a server between runs. */
const KEPT_TEMPLATES = 4;

/** Advisory lock key that serialises the making of templates across test processes. */
const TEMPLATE_LOCK_KEY = 7_346_205_118_004_212n;

/**
 * The name of a database on `serverUrl` that holds every migration, made once per set of
 * migrations (`fingerprint`, e.g. a hash of the migration files) by `migrate(url)` and then only
 * copied: `create database … template …` copies files, which takes a fraction of the time that
 * running the migrations in each test file's database takes. Test processes that ask at the same
 * time wait for the first one (an advisory lock); only the newest few templates are kept.
 */
export async function migratedTemplate(serverUrl, fingerprint, migrate) {
  const name = `plansmith_template_${fingerprint}`;
  return withClient(serverUrl, async (client) => {
    await client.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY.toString()]);
    try {
      const { rows } = await client.query(
        "select datname from pg_database where datname like 'plansmith\\_template\\_%' order by oid desc",
      );
      if (rows.some((row) => row.datname === name)) return name;
      // Other branches' runs may still copy their templates: only the oldest beyond a few go.
      for (const row of rows.slice(KEPT_TEMPLATES - 1)) {
        await client.query(`drop database if exists "${row.datname}"`).catch(() => {});
      }
      // Migrated under another name and renamed when complete, so a half-made template is never
      // copied (a process that died midway leaves only a stray "…_making" database).
      const making = `${name}_making`;
      await client.query(`drop database if exists "${making}" with (force)`);
      await client.query(`create database "${making}"`);
      await migrate(databaseUrl(serverUrl, making));
      await client.query(`alter database "${making}" rename to "${name}"`);
      return name;
    } finally {
      await client.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY.toString()]);
    }
  });
}
