// Types of seed.mjs and of what a case's prepare() gets, for the TypeScript tests (the bench
// itself is plain .mjs).
export interface PrepareContext {
  projectDir: string;
  dataDir: string;
  /** The run's PostgreSQL database, or "" for the embedded PGlite in dataDir. */
  databaseUrl: string;
  log(message: string): void;
  /** Registers a clean-up the run awaits at its end, however it ends. */
  onCleanup(step: () => Promise<unknown>): void;
}

export function runSeedScript(
  context: Pick<PrepareContext, "projectDir" | "dataDir" | "log"> & { databaseUrl?: string },
  script: string,
  spec: unknown,
): Promise<void>;
