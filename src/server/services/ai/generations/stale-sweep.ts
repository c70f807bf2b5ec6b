/**
 * Generations of a dead process: a running generation whose heartbeat is older than
 * STALE_HEARTBEAT_MS is marked failed (stream interrupted) and its credit hold released, so the
 * user is charged nothing and may start again. Every process runs it (startStaleGenerationSweep,
 * from src/instrumentation.ts); SKIP LOCKED lets two sweeps pass each other.
 */
import { sql } from "drizzle-orm";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { queryRows } from "@/server/db/query-rows";
import type { Database } from "@/server/db/types";
import { releaseHold } from "@/server/services/credits";
import { notify } from "./channels";
import { CHUNKS_CHANNEL, STALE_HEARTBEAT_MS, STALE_SWEEP_INTERVAL_MS } from "./config";

export async function sweepStaleGenerations(
  db: Database,
  staleAfterMs: number = STALE_HEARTBEAT_MS,
): Promise<{ failed: number }> {
  const rows = await queryRows<{ id: string; user_id: string; hold_id: string | null }>(
    db,
    sql`update ai_generations
        set status = 'failed', error_code = ${ERROR_CODES.aiStreamInterrupted},
            error_message = ${AI_TEXT.streamInterrupted}, finished_at = now()
        where id in (
          select id from ai_generations
          where status = 'running'
            and heartbeat_at < now() - make_interval(secs => ${staleAfterMs / 1000})
          for update skip locked
        )
        returning id, user_id, hold_id`,
  );
  for (const row of rows) {
    if (row.hold_id) await releaseHold(db, { holdId: row.hold_id, userId: row.user_id });
    await notify(db, CHUNKS_CHANNEL, row.id);
  }
  return { failed: rows.length };
}

/** Sweeps now, then every STALE_SWEEP_INTERVAL_MS (an unref'd timer); answers the stop. */
export function startStaleGenerationSweep(
  getDb: () => Promise<Database>,
  onError: (error: unknown) => void,
): () => void {
  const run = () =>
    void getDb()
      .then((db) => sweepStaleGenerations(db))
      .catch(onError);
  run();
  const timer = setInterval(run, STALE_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
