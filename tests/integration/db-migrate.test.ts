import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, MIGRATIONS_FOLDER } from "@/server/db/migrate";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createTestDatabase, describeTarget, serverUrl, type TestDatabase } from "../helpers/test-database";

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
) as { entries: { tag: string }[] };

async function appliedMigrationCount(database: TestDatabase): Promise<number> {
  const result = await database.handle.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return (result.rows[0] as { count: number }).count;
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
    const result = await database.handle.withSingleSession((db) =>
      db.execute(sql`select pg_try_advisory_lock(7346205118004211) as locked`),
    );
    expect((result.rows[0] as { locked: boolean }).locked).toBe(true);
    await database.handle.withSingleSession((db) =>
      db.execute(sql`select pg_advisory_unlock(7346205118004211)`),
    );
  });
});

describe.runIf(serverUrl)("migrations from several app instances at once (PostgreSQL)", () => {
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
