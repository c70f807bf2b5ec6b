import type pg from "pg";

export function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T>;

export interface ServerDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function createServerDatabase(serverUrl: string, prefix: string): Promise<ServerDatabase>;
