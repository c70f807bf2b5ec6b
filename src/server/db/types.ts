import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The Drizzle database, whichever driver (PGlite or node-postgres) is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = "pglite" | "postgres";

/** An open database plus what the driver-specific parts (migrations, shutdown) need. */
export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: Database;
  /** Runs `work` on one connection, so session-level state (advisory locks) stays with it. */
  withSingleSession<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Applies the SQL migrations in `migrationsFolder` through this driver's migrator. */
  applyMigrations(db: Database, migrationsFolder: string): Promise<void>;
  /**
   * LISTEN on `channel`: `onNotify` gets each NOTIFY payload (from any connection, any process,
   * once committed). Answers the unlisten. node-postgres keeps one dedicated connection for all
   * channels of this handle; PGlite delivers on its single connection.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `select 1` where the requests' queries cannot make it wait: on PostgreSQL a connection
   * of its own, outside the pool (a pool busy with requests must not make a load balancer think
   * the instance is dead); PGlite has one connection for everything.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}
