import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATION_LOCK_KEY, migrateDatabase } from "@/server/db/migrate";
import { queryRows } from "@/server/db/query-rows";
import { appliedMigrationCount, COMMITTED_MIGRATIONS } from "../helpers/applied-migrations";
import { createTestDatabase, describeTarget, type TestDatabase } from "../helpers/test-database";

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
    expect(await appliedMigrationCount(database)).toBe(COMMITTED_MIGRATIONS);
  });

  it("is idempotent: running again applies nothing and fails nothing", async () => {
    await migrateDatabase(database.handle);
    await migrateDatabase(database.handle);
    expect(await appliedMigrationCount(database)).toBe(COMMITTED_MIGRATIONS);
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
