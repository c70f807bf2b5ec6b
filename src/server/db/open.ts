import path from "node:path";
import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { isInMemoryDataDir } from "./data-dir";
import * as schema from "./schema";
import type { Database, DatabaseHandle } from "./types";

/**
 * Which handle opened a Database, for services that need more than queries (LISTEN). Kept on
 * globalThis like the database itself (client.ts): the production build copies this module into
 * several server chunks, and a map of one copy would not know the handle another copy opened —
 * LISTEN (live chat streams, cross-instance stop) would then silently fall back to polling.
 */
const globalForHandles = globalThis as unknown as {
  plansmithDbHandles?: WeakMap<Database, DatabaseHandle>;
};
const handles = (globalForHandles.plansmithDbHandles ??= new WeakMap<Database, DatabaseHandle>());

/** The handle that opened `db` (undefined for a transaction or a single-session database). */
export function handleOfDatabase(db: Database): DatabaseHandle | undefined {
  return handles.get(db);
}

function remember(handle: DatabaseHandle): DatabaseHandle {
  handles.set(handle.db, handle);
  return handle;
}

export interface DatabaseConfig {
  /** A postgres:// URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database, or "memory://" for a throwaway in-memory one. */
  dataDir: string;
  poolSize?: number;
}

export { IN_MEMORY } from "./data-dir";

/**
 * Opens the database the configuration names. Drivers are imported lazily so that a server on
 * PostgreSQL never loads the PGlite WASM and vice versa.
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.poolSize ?? 10)
    : openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  let client: PGlite;
  if (isInMemoryDataDir(dataDir)) {
    client = await PGlite.create();
  } else {
    const directory = path.resolve(dataDir, "pglite");
    mkdirSync(directory, { recursive: true });
    client = await PGlite.create(directory);
  }
  const db = drizzle({ client, schema }) as unknown as Database;
  let closing: Promise<void> | undefined;
  return remember({
    kind: "pglite",
    db,
    // PGlite is a single connection already.
    withSingleSession: (work) => work(db),
    applyMigrations: (target, migrationsFolder) =>
      migrate(target as Parameters<typeof migrate>[0], { migrationsFolder }),
    // Closing twice is harmless (a test may take the database down before the app's teardown).
    listen: (channel, onNotify) => client.listen(channel, onNotify).then((stop) => () => stop()),
    close: () => (closing ??= client.close()),
  });
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }, { postgresListener }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
    import("./listen-postgres"),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its server emits 'error'; without a listener that kills the process.
  pool.on("error", (error) => console.error("[db] idle PostgreSQL client error:", error.message));
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const listener = postgresListener(pool);
  let closing: Promise<void> | undefined;
  return remember({
    kind: "postgres",
    db,
    async withSingleSession(work) {
      const connection = await pool.connect();
      try {
        return await work(drizzle({ client: connection, schema }) as unknown as Database);
      } finally {
        connection.release();
      }
    },
    applyMigrations: (target, migrationsFolder) =>
      migrate(target as Parameters<typeof migrate>[0], { migrationsFolder }),
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    close: () => {
      listener.close();
      return (closing ??= pool.end());
    },
  });
}
