import type pg from "pg";

export function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T>;

export interface ServerDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function databaseUrl(serverUrl: string, name: string): string;

export function createServerDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ServerDatabase>;

export function migratedTemplate(
  serverUrl: string,
  fingerprint: string,
  migrate: (url: string) => Promise<void>,
): Promise<string>;
