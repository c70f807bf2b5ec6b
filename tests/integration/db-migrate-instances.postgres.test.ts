/**
 * Several app instances starting at once on one PostgreSQL database (PostgreSQL only: PGlite is
 * one process's database): the migration lock makes them take turns.
 */
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "@/server/db/migrate";
import { appliedMigrationCount, COMMITTED_MIGRATIONS } from "../helpers/applied-migrations";
import { createTestDatabase } from "../helpers/test-database";

describe("migrations from several app instances at once (PostgreSQL)", () => {
  it("lets instances take turns: all succeed and each migration is recorded once", async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const instances = await Promise.all([1, 2, 3, 4].map(() => database.openAnother()));
      await Promise.all(instances.map((instance) => migrateDatabase(instance)));
      expect(await appliedMigrationCount(database)).toBe(COMMITTED_MIGRATIONS);
    } finally {
      await database.dispose();
    }
  });
});
