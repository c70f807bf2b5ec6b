/** The committed migrations and how many of them a test database has recorded as applied. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_FOLDER } from "@/server/db/migrate";
import { queryRows } from "@/server/db/query-rows";
import type { TestDatabase } from "./test-database";

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
) as { entries: { tag: string }[] };

/** The number of migrations in the repository's journal. */
export const COMMITTED_MIGRATIONS = journal.entries.length;

export async function appliedMigrationCount(database: TestDatabase): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.handle.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row?.count ?? 0;
}
