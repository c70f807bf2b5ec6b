import "server-only";
import { env } from "@/env";
import { migrateDatabase } from "./migrate";
import { openDatabase } from "./open";
import type { Database, DatabaseHandle } from "./types";

export type { Database } from "./types";

/**
 * The app's one database handle, opened on first use (never at import time, so `next build`
 * never touches a database) and migrated before anyone gets it. Kept on globalThis so that
 * hot reloads in development reuse it: one process may hold a PGlite data directory at a time.
 */
const globalForDb = globalThis as unknown as { plansmithDb?: Promise<DatabaseHandle> };

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  globalForDb.plansmithDb ??= openAndMigrate().catch((error: unknown) => {
    // Forget the failure so the next request tries again (the server may come back).
    globalForDb.plansmithDb = undefined;
    throw error;
  });
  return globalForDb.plansmithDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

async function openAndMigrate(): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}
