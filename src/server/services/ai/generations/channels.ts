/**
 * PostgreSQL LISTEN/NOTIFY for generations. One LISTEN per database handle and channel in this
 * process, fanned out in memory to every follower (not one connection per follower):
 * - CHUNKS_CHANNEL: a generation wrote a batch or ended → wake its followers;
 * - CANCEL_CHANNEL: stop was asked on some instance → the instance running it aborts it.
 * A Database that is not a handle's own (a transaction) has no LISTEN: followers then rely on
 * their FOLLOW_POLL_MS re-reads, and stop reaches only this process.
 */
import { sql } from "drizzle-orm";
import { handleOfDatabase } from "@/server/db/open";
import type { Database, DatabaseHandle } from "@/server/db/types";
import { CANCEL_CHANNEL, CHUNKS_CHANNEL } from "./config";

type Wake = () => void;

interface Hub {
  followers: Map<string, Set<Wake>>;
  ready: Promise<void>;
}

/**
 * Per-process state, kept on globalThis: the production build copies this module into several
 * server chunks (each route's), and one process must share one LISTEN per channel and one map of
 * the generations it runs, whichever chunk started them (like the database handle, open.ts).
 */
const globalForChannels = globalThis as unknown as {
  plansmithGenerationChannels?: {
    hubs: WeakMap<DatabaseHandle, Hub>;
    cancelListeners: WeakMap<DatabaseHandle, Promise<void>>;
    runningHere: Map<string, AbortController>;
  };
};
globalForChannels.plansmithGenerationChannels ??= {
  hubs: new WeakMap(),
  cancelListeners: new WeakMap(),
  runningHere: new Map(),
};
const { hubs, cancelListeners } = globalForChannels.plansmithGenerationChannels;

/** Generations this process runs: stop aborts their provider call through these. */
export const runningHere = globalForChannels.plansmithGenerationChannels.runningHere;

export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

function hubOf(handle: DatabaseHandle): Hub {
  let hub = hubs.get(handle);
  if (!hub) {
    const followers = new Map<string, Set<Wake>>();
    const ready = handle
      .listen(CHUNKS_CHANNEL, (generationId) => {
        for (const wake of followers.get(generationId) ?? []) wake();
      })
      .then(() => undefined);
    hub = { followers, ready };
    hubs.set(handle, hub);
    // A failed LISTEN is retried by the next follower; meanwhile followers poll.
    ready.catch(() => hubs.delete(handle));
  }
  return hub;
}

/**
 * Calls `wake` whenever `generationId` writes or ends (as far as NOTIFY reaches); answers the
 * unsubscribe. Resolves once the LISTEN is in place, so nothing committed after it is missed.
 */
export async function subscribe(
  db: Database,
  generationId: string,
  wake: Wake,
): Promise<() => void> {
  const handle = handleOfDatabase(db);
  if (!handle) return () => {};
  const hub = hubOf(handle);
  let set = hub.followers.get(generationId);
  if (!set) hub.followers.set(generationId, (set = new Set()));
  set.add(wake);
  await hub.ready.catch(() => undefined);
  return () => {
    set.delete(wake);
    if (set.size === 0 && hub.followers.get(generationId) === set) {
      hub.followers.delete(generationId);
    }
  };
}

/** Makes this process abort its generations when any instance NOTIFYs a stop for them. */
export function listenForCancels(db: Database): Promise<void> {
  const handle = handleOfDatabase(db);
  if (!handle) return Promise.resolve();
  let listening = cancelListeners.get(handle);
  if (!listening) {
    listening = handle
      .listen(CANCEL_CHANNEL, (generationId) => {
        runningHere.get(generationId)?.abort(new GenerationStopped());
      })
      .then(() => undefined);
    cancelListeners.set(handle, listening);
    listening.catch(() => cancelListeners.delete(handle));
  }
  return listening.catch(() => undefined);
}

/** The abort reason of a stop (as opposed to a timeout). */
export class GenerationStopped extends Error {
  constructor() {
    super("Stopped by its owner");
    this.name = "GenerationStopped";
  }
}
