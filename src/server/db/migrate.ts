import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./types";

/** Where drizzle-kit writes the committed SQL migrations. */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/**
 * Key of the PostgreSQL advisory lock held while migrating. Any fixed 64-bit number works; it only
 * has to be the same in every app instance so that instances starting together take turns.
 */
export const MIGRATION_LOCK_KEY = 7_346_205_118_004_211n;

/**
 * Applies every pending migration. Idempotent (drizzle records applied ones in
 * `drizzle.__drizzle_migrations`) and safe when several instances start at once against one
 * PostgreSQL: the advisory lock makes the others wait, then they find nothing left to do.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  await handle.withSingleSession(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await handle.applyMigrations(db, migrationsFolder);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
