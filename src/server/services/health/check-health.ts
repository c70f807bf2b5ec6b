import { sql } from "drizzle-orm";
import { env } from "@/env";
import { ERROR_MESSAGES } from "@/lib/error-catalogue";
import { getDb } from "@/server/db/client";
import { createLogger } from "@/server/log";

const log = createLogger("health");
import type { Database } from "@/server/db/types";

export const HEALTH_DB_TIMEOUT_MS = 3_000;

export type HealthReport =
  | { status: "ok"; db: "ok"; version: string }
  | { status: "error"; db: "unreachable"; version: string; message: string };

/**
 * Reports whether the app can serve: the database answers a trivial query within the timeout.
 * `connect` is how the caller obtains the database, so a failure to open it is reported too.
 */
export async function checkHealth(
  connect: () => Promise<Database>,
  version: string,
): Promise<HealthReport> {
  try {
    await withTimeout(
      (async () => (await connect()).execute(sql`select 1`))(),
      HEALTH_DB_TIMEOUT_MS,
    );
    return { status: "ok", db: "ok", version };
  } catch (error) {
    // The cause goes to the server log only: it can name hosts and users.
    log.error("database check failed:", error);
    return {
      status: "error",
      db: "unreachable",
      version,
      message: ERROR_MESSAGES.databaseUnreachable,
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
