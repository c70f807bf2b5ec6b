/**
 * Races proven on PostgreSQL only. PGlite has a single connection, so "100 concurrent spends" on
 * it run one after another and pass even without the row locks they are about; only a server
 * with several connections makes transactions overlap. Such tests live in `*.postgres.test.ts`
 * files, which Vitest runs only with TEST_DATABASE_URL (vitest.config.ts; `npm test` says so
 * when they are left out). They use a barrier: a transaction of the test's own holds the
 * contended row locked until every racer is queued behind it, so all of them read and decide
 * while the others are in flight, on every run, however fast the machine.
 */
import pg from "pg";

const WAIT_STEP_MS = 5;
const WAIT_LIMIT_MS = 30_000;

/** Sessions of the database at `url` that are waiting for a lock right now. */
async function lockWaiters(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]?.n ?? 0;
}

export interface RowLockBarrier {
  /**
   * Resolves once `count` sessions wait for a lock: the racers are queued behind the barrier.
   * Resolves early when `racers` settles first (code that takes no lock never queues: the
   * test's own assertions then say what went wrong, instead of a timeout).
   */
  waiters(count: number, racers?: Promise<unknown>): Promise<void>;
  /** Ends the barrier's transaction: every queued racer goes on at once. Safe to call twice. */
  release(): Promise<void>;
}

/**
 * Opens a connection to `url`, begins a transaction and runs `lockStatement` in it (a
 * `select … for update` of the rows the racers contend for), and keeps it open until release().
 */
export async function holdRowLock(
  url: string,
  lockStatement: string,
  params: unknown[] = [],
): Promise<RowLockBarrier> {
  const holder = new pg.Client({ connectionString: url });
  const watcher = new pg.Client({ connectionString: url });
  await Promise.all([holder.connect(), watcher.connect()]);
  await holder.query("begin");
  const locked = await holder.query(lockStatement, params);
  if (locked.rowCount === 0) throw new Error(`the barrier locked nothing: ${lockStatement}`);
  let released: Promise<void> | undefined;
  return {
    async waiters(count, racers) {
      let finished = false;
      void racers?.then(
        () => (finished = true),
        () => (finished = true),
      );
      const deadline = Date.now() + WAIT_LIMIT_MS;
      let seen = await lockWaiters(watcher);
      while (seen < count && !finished) {
        if (Date.now() > deadline) {
          throw new Error(`only ${seen} of ${count} sessions came to wait behind the barrier`);
        }
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
        seen = await lockWaiters(watcher);
      }
    },
    release() {
      released ??= (async () => {
        await holder.query("rollback");
        await Promise.all([holder.end(), watcher.end()]);
      })();
      return released;
    },
  };
}

/** Whether some session of the database is waiting for a lock now (a race that should not wait). */
export async function someoneWaitsForALock(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await lockWaiters(client)) > 0;
  } finally {
    await client.end();
  }
}
