/**
 * LISTEN for node-postgres: one dedicated connection per handle carries every channel (a pooled
 * connection would be handed to other queries between notifications). When that connection
 * fails it is dropped and re-opened on the next listen or after a pause; notifications sent while
 * it was down are lost, so callers treat NOTIFY as a wake-up hint and re-read the tables.
 */
import type { Pool, PoolClient } from "pg";

const RECONNECT_DELAY_MS = 1_000;

type Callback = (payload: string) => void;

export function postgresListener(pool: Pool) {
  const channels = new Map<string, Set<Callback>>();
  let connection: Promise<PoolClient> | undefined;
  let closed = false;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  function connect(): Promise<PoolClient> {
    connection ??= (async () => {
      const client = await pool.connect();
      client.on("notification", (message) => {
        for (const callback of channels.get(message.channel) ?? []) callback(message.payload ?? "");
      });
      client.on("error", () => {
        connection = undefined;
        client.release(true);
        if (!closed) setTimeout(() => void resubscribe(), RECONNECT_DELAY_MS).unref();
      });
      for (const channel of channels.keys()) await client.query(`LISTEN ${quote(channel)}`);
      return client;
    })().catch((error: unknown) => {
      connection = undefined;
      throw error;
    });
    return connection;
  }

  async function resubscribe() {
    if (closed || channels.size === 0) return;
    await connect().catch(() => {
      if (!closed) setTimeout(() => void resubscribe(), RECONNECT_DELAY_MS).unref();
    });
  }

  return {
    async listen(channel: string, onNotify: Callback): Promise<() => Promise<void>> {
      let set = channels.get(channel);
      const first = !set;
      if (!set) channels.set(channel, (set = new Set()));
      set.add(onNotify);
      const fresh = !connection;
      const client = await connect();
      // A fresh connection LISTENs on every known channel already.
      if (first && !fresh) await client.query(`LISTEN ${quote(channel)}`);
      return async () => {
        set.delete(onNotify);
        if (set.size > 0 || channels.get(channel) !== set) return;
        channels.delete(channel);
        const current = connection && (await connection.catch(() => undefined));
        await current?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
      };
    },
    close() {
      closed = true;
      const current = connection;
      connection = undefined;
      void current?.then((client) => client.release(true)).catch(() => undefined);
    },
  };
}
