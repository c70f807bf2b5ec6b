/**
 * DATA_DIR, the embedded defaults' folder (PGlite, local files, the generated auth secret), or
 * "memory://" for a throwaway in-memory app (the tests): nothing is then written anywhere, not
 * even a folder named `memory:` in the current directory.
 */
export const IN_MEMORY = "memory://";

/** Whether the data directory lives in this process's memory only. */
export function isInMemoryDataDir(dataDir: string): boolean {
  return dataDir === IN_MEMORY;
}
