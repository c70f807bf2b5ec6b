/**
 * The sweep: holds neither settled nor released within their time are expired and their credits
 * returned to the available balance. One statement does both (a data-modifying CTE), so a crash
 * can never expire a hold without freeing its credits. Every server process runs it each
 * CREDIT_HOLD_SWEEP_INTERVAL_MS; SKIP LOCKED lets two processes (or a settle in progress)
 * pass each other instead of waiting, and accounts are locked in user-id order so two sweeps
 * cannot deadlock.
 */
import { sql } from "drizzle-orm";
import { CREDIT_HOLD_SWEEP_INTERVAL_MS } from "@/lib/credits/credit-rules";
import { queryRows } from "@/server/db/query-rows";
import type { Database } from "@/server/db/types";

export async function sweepExpiredHolds(
  db: Database,
  now: Date = new Date(),
): Promise<{ released: number }> {
  const at = now.toISOString();
  const [row] = await queryRows<{ released: number | string }>(
    db,
    sql`with expired as (
          update credit_holds
          set status = 'expired', resolved_at = ${at}::timestamptz
          where status = 'open' and id in (
            select id from credit_holds
            where status = 'open' and expires_at <= ${at}::timestamptz
            for update skip locked
          )
          returning user_id, amount
        ), totals as (
          select user_id, sum(amount)::integer as amount from expired group by user_id
        ), locked as (
          select a.user_id from credit_accounts a
          join totals t on t.user_id = a.user_id
          order by a.user_id
          for update of a
        ), freed as (
          update credit_accounts a
          set held = a.held - t.amount, updated_at = now()
          from totals t join locked l on l.user_id = t.user_id
          where a.user_id = t.user_id
          returning a.user_id
        )
        select count(*)::integer as released from expired`,
  );
  return { released: Number(row?.released ?? 0) };
}

/**
 * Runs the sweep now and then every CREDIT_HOLD_SWEEP_INTERVAL_MS for the life of the process.
 * The timer is unref'd so it never keeps a process alive; a failure is reported and the next
 * run tries again. Answers a function that stops the schedule.
 */
export function startCreditHoldSweep(
  database: () => Promise<Database>,
  onError: (error: unknown) => void,
  intervalMs = CREDIT_HOLD_SWEEP_INTERVAL_MS,
): () => void {
  const run = () => {
    database()
      .then((db) => sweepExpiredHolds(db))
      .catch(onError);
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
