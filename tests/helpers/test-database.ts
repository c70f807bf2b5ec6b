/**
 * A fresh, migrated database for one integration test file: PGlite in memory by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards), so the
 * same suite proves both drivers.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrateDatabase } from "@/server/db/migrate";
import { IN_MEMORY, openDatabase } from "@/server/db/open";
import type { DatabaseHandle } from "@/server/db/types";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Connection URL of the throwaway PostgreSQL database, when running against one. */
  url?: string;
  /** Opens another handle on the same database (PostgreSQL only): a second app instance. */
  openAnother(): Promise<DatabaseHandle>;
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

  const name = `plansmith_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: IN_MEMORY,
      poolSize: 4,
    });
    opened.push(handle);
    return handle;
  };
  const handle = await open();
  if (migrate) await migrateDatabase(handle);
  return {
    handle,
    url: url.toString(),
    openAnother: open,
    async dispose() {
      await Promise.all(opened.map((h) => h.close().catch(() => undefined)));
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
