/**
 * A fresh test database (see ./test-database) for the describe block it is called in: created
 * before the block's tests, disposed of after them.
 */
import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** Registers the hooks; read `db` in later hooks and in tests, once the database exists. */
export function useTestDatabase(): { readonly db: TestDatabase["handle"]["db"] } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return {
    get db() {
      if (!database) throw new Error("The test database is created in beforeAll.");
      return database.handle.db;
    },
  };
}
