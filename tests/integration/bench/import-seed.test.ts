/**
 * The `import` benchmark's seed refuses to run without the run's database choice (PostgreSQL's
 * URL or PGlite's data directory): see import-seed.postgres.test.ts for the seed landing in the
 * run's PostgreSQL database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runSeedScript } from "../../../bench/lib/seed.mjs";

const projectDir = path.resolve(import.meta.dirname, "../../..");

describe("the import benchmark's seed", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "plansmith-import-seed-"));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a seed without the run's database choice", async () => {
    await expect(
      runSeedScript({ projectDir, dataDir, log: () => undefined }, "import-accounts.ts", {}),
    ).rejects.toThrow(/databaseUrl/);
  });
});
