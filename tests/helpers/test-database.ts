/**
 * A fresh, migrated database for one integration test file: PGlite in memory by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards), so the
 * same suite proves both drivers.
 */
import { migrateDatabase } from "@/server/db/migrate";
import { IN_MEMORY, openDatabase } from "@/server/db/open";
import type { DatabaseHandle } from "@/server/db/types";
import { createServerDatabase } from "./server-database.mjs";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Connection URL of the throwaway PostgreSQL database, when running against one. */
  url?: string;
  /**
   * Opens another handle on the same database (PostgreSQL only): a second app instance, or a
   * pool of `poolSize` connections (default 4) for calls that must really run at once.
   */
  openAnother(options?: { poolSize?: number }): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export const serverUrl = process.env.TEST_DATABASE_URL;

export function describeTarget(): string {
  return serverUrl ? "PostgreSQL server" : "PGlite";
}

export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: IN_MEMORY });
    if (migrate) await migrateDatabase(handle);
    return {
      handle,
      openAnother: () => Promise.reject(new Error("PGlite in memory has one connection only")),
      dispose: () => handle.close(),
    };
  }

  const database = await createServerDatabase(serverUrl, "plansmith_test");
  const opened: DatabaseHandle[] = [];
  const open = async (options: { poolSize?: number } = {}) => {
    const handle = await openDatabase({
      databaseUrl: database.url,
      dataDir: IN_MEMORY,
      poolSize: options.poolSize ?? 4,
    });
    opened.push(handle);
    return handle;
  };
  const handle = await open();
  if (migrate) await migrateDatabase(handle);
  return {
    handle,
    url: database.url,
    openAnother: open,
    async dispose() {
      await Promise.all(opened.map((h) => h.close().catch(() => undefined)));
      await database.drop();
    },
  };
}
