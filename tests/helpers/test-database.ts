/**
 * A fresh, migrated database for one integration test file: PGlite in memory by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards), so the
 * same suite proves both drivers.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_FOLDER, migrateDatabase } from "@/server/db/migrate";
import { IN_MEMORY, openDatabase } from "@/server/db/open";
import type { DatabaseHandle } from "@/server/db/types";
import { createServerDatabase, migratedTemplate } from "./server-database.mjs";

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

  // A migrated database is a copy of a template migrated once per set of migrations.
  const template = migrate
    ? await migratedTemplate(serverUrl, migrationsFingerprint(), migrateServerDatabase)
    : undefined;
  const database = await createServerDatabase(serverUrl, "plansmith_test", template);
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

/** A hash of the committed migrations: a new or changed migration makes a new template. */
function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  const add = (file: string) => hash.update(file).update(readFileSync(file));
  for (const name of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (name.endsWith(".sql")) add(path.join(MIGRATIONS_FOLDER, name));
  }
  add(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"));
  return hash.digest("hex").slice(0, 16);
}

async function migrateServerDatabase(url: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: url, dataDir: IN_MEMORY, poolSize: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
}
