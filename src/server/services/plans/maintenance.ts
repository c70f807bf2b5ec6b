/**
 * The plans' housekeeping, run by every server process now and then every hour (started once
 * from src/instrumentation.ts): the trash purge, the deletion of past days' view keys and visitor
 * hashes (services/publishing/view-visitors.ts), and on PGlite a VACUUM ANALYZE of the plans
 * tables. PostgreSQL's autovacuum does the latter by itself; PGlite runs a single backend with no
 * autovacuum, and every autosave leaves a dead row version behind, so without it the tables
 * would only grow and the list's count would stop being an index-only scan.
 */
import { sql } from "drizzle-orm";
import type { Database, DatabaseKind } from "@/server/db/types";
import { forgetPastViewDays } from "@/server/services/publishing/views";
import { purgeExpiredTrash } from "./trash-purge";

export const PLANS_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

export interface MaintenanceTarget {
  db: Database;
  kind: DatabaseKind;
}

export async function runPlansMaintenance(
  { db, kind }: MaintenanceTarget,
  now = new Date(),
): Promise<{ purged: number; forgottenViewDays: number }> {
  const { count } = await purgeExpiredTrash(db, now);
  const forgottenViewDays = await forgetPastViewDays(db, now);
  if (kind === "pglite") {
    await db.execute(sql`vacuum (analyze) plans, plan_sections, plan_revisions, notifications`);
  }
  return { purged: count, forgottenViewDays };
}

/**
 * Runs the maintenance now and then every PLANS_MAINTENANCE_INTERVAL_MS for the life of the
 * process. The timer is unref'd so it never keeps a process alive; a failure is reported and the
 * next run tries again. Answers a function that stops the schedule.
 */
export function startPlansMaintenance(
  target: () => Promise<MaintenanceTarget>,
  onError: (error: unknown) => void,
): () => void {
  const run = () => {
    target()
      .then((opened) => runPlansMaintenance(opened))
      .catch(onError);
  };
  run();
  const timer = setInterval(run, PLANS_MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
