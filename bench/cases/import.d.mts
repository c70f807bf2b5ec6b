// Types of import.mjs for the TypeScript test of its seeding (the bench itself is plain .mjs).
import type { PrepareContext } from "../lib/seed.mjs";

export const PASSWORD: string;
export const ACCOUNTS: string[];
export const cases: {
  name: string;
  description: string;
  prepare(context: PrepareContext): Promise<void>;
  run(context: unknown): Promise<unknown>;
}[];
