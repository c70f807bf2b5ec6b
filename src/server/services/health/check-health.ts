import { sql } from "drizzle-orm";
import { env } from "@/env";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { getDb } from "@/server/db/client";
import { handleOfDatabase } from "@/server/db/open";
import type { Database } from "@/server/db/types";
import { createLogger } from "@/server/log";

const log = createLogger("health");

export const HEALTH_DB_TIMEOUT_MS = 3_000;

export type HealthReport =
  | { status: "ok"; db: "ok"; version: string }
  | { status: "error"; db: "unreachable"; version: string; message: string };

/**
 * `select 1` on the handle's own health connection (DatabaseHandle.ping) when `db` is a handle's
 * database, so requests queueing for the pool cannot make the check time out; on the database
 * itself otherwise (a transaction, a single session).
 */
export async function pingDatabase(db: Database): Promise<void> {
  const handle = handleOfDatabase(db);
  if (handle) await handle.ping();
  else await db.execute(sql`select 1`);
}

/**
 * Reports whether the app can serve: the database answers a trivial query within the timeout.
 * `connect` is how the caller obtains the database, so a failure to open it is reported too.
 */
export async function checkHealth(
  connect: () => Promise<Database>,
  version: string,
): Promise<HealthReport> {
  try {
    await withTimeout((async () => pingDatabase(await connect()))(), HEALTH_DB_TIMEOUT_MS);
    return { status: "ok", db: "ok", version };
  } catch (error) {
    // The cause goes to the server log only: it can name hosts and users.
    log.error("database check failed:", error);
    return {
      status: "error",
      db: "unreachable",
      version,
      message: COMMON_ERRORS.databaseUnreachable,
    };
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The running app's health: its own database, its own build. */
export async function reportAppHealth(): Promise<HealthReport> {
  return checkHealth(getDb, env.NEXT_PUBLIC_BUILD_ID);
}
