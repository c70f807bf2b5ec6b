/**
 * A PostgreSQL outage on demand, for the outage spec: a TCP proxy (node:net) in front of the
 * server of TEST_DATABASE_URL, which can refuse and drop every connection for a while, and a
 * fresh database on that server for the test, dropped afterwards.
 */
import net from "node:net";
import type pg from "pg";
import { createServerDatabase, withClient } from "../../helpers/server-database.mjs";

export interface FlakyProxy {
  port: number;
  /** Drops every open connection and refuses new ones until `restore()`. */
  cutOff(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (a free port) and pipes each connection to `target`. */
export async function startFlakyProxy(target: { host: string; port: number }): Promise<FlakyProxy> {
  let down = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cutOff() {
      down = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface ScratchDatabase {
  /** URL of the new database on the real server. */
  url: string;
  /** The same database, reached through `host:port` instead (the proxy). */
  urlThrough(host: string, port: number): string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const database = await createServerDatabase(serverUrl, "plansmith_e2e");
  return {
    url: database.url,
    urlThrough(host, port) {
      const through = new URL(database.url);
      through.hostname = host;
      through.port = String(port);
      return through.toString();
    },
    drop: database.drop,
  };
}

/** Runs one query on `url` (the real server, not the proxy) and closes the connection. */
export function queryDatabase<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  return withClient(url, async (client) => (await client.query<T>(text, values)).rows);
}
