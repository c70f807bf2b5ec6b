import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATION_LOCK_KEY, migrateDatabase, MIGRATIONS_FOLDER } from "@/server/db/migrate";
import { queryRows } from "@/server/db/query-rows";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describeOnPostgres } from "../helpers/postgres-races";
import { createTestDatabase, describeTarget, type TestDatabase } from "../helpers/test-database";

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
) as { entries: { tag: string }[] };

async function appliedMigrationCount(database: TestDatabase): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.handle.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row?.count ?? 0;
}

describe(`migrations on ${describeTarget()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("applies every committed migration and records it", async () => {
    await migrateDatabase(database.handle);
    expect(await appliedMigrationCount(database)).toBe(journal.entries.length);
  });

  it("is idempotent: running again applies nothing and fails nothing", async () => {
    await migrateDatabase(database.handle);
    await migrateDatabase(database.handle);
    expect(await appliedMigrationCount(database)).toBe(journal.entries.length);
  });

  it("releases its advisory lock so the session can take it again", async () => {
    const rows = await database.handle.withSingleSession((db) =>
      queryRows<{ locked: boolean }>(
        db,
        sql`select pg_try_advisory_lock(${MIGRATION_LOCK_KEY}) as locked`,
      ),
    );
    expect(rows[0]?.locked).toBe(true);
    await database.handle.withSingleSession((db) =>
      db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`),
    );
  });
});

describeOnPostgres("migrations from several app instances at once (PostgreSQL)", () => {
  it("lets instances take turns: all succeed and each migration is recorded once", async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const instances = await Promise.all([1, 2, 3, 4].map(() => database.openAnother()));
      await Promise.all(instances.map((instance) => migrateDatabase(instance)));
      expect(await appliedMigrationCount(database)).toBe(journal.entries.length);
    } finally {
      await database.dispose();
    }
  });
});
