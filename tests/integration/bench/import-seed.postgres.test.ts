/**
 * The `import` benchmark's accounts land in the database its server uses: PostgreSQL when the
 * run has one (BENCH_DATABASE_URL). Its prepare step once dropped the run's databaseUrl, so on
 * PostgreSQL it seeded a PGlite nobody served and every sign-in answered 401. PostgreSQL only:
 * on PGlite the seed and the server share the data directory whatever the context says, and the
 * bug only showed with a PostgreSQL run.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { ACCOUNTS, PASSWORD, cases } from "../../../bench/cases/import.mjs";
import { users } from "@/server/db/schema";
import { createTestAuth, TEST_APP_URL } from "../../helpers/test-auth";
import { createTestDatabase } from "../../helpers/test-database";

const projectDir = path.resolve(import.meta.dirname, "../../..");
const importCase = cases.find((benchCase) => benchCase.name === "import")!;

describe("the import benchmark's seed on PostgreSQL", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "plansmith-import-seed-"));
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("puts confirmed accounts into the run's PostgreSQL database, where they sign in", async () => {
    const database = await createTestDatabase();
    try {
      await importCase.prepare({
        projectDir,
        dataDir,
        databaseUrl: database.url!,
        log: () => undefined,
        onCleanup: (step) => cleanups.push(step),
      });
      const seeded = await database.handle.db
        .select({ email: users.email, confirmed: users.emailVerified })
        .from(users)
        .where(inArray(users.email, ACCOUNTS));
      expect(seeded.map((row) => row.email).sort()).toEqual(ACCOUNTS);
      expect(seeded.every((row) => row.confirmed)).toBe(true);
      const { auth } = createTestAuth(database.handle.db);
      const signedIn = await auth.api.signInEmail({
        body: { email: ACCOUNTS[0]!, password: PASSWORD },
        headers: new Headers({ origin: TEST_APP_URL }),
      });
      expect(signedIn.user.email).toBe(ACCOUNTS[0]);
      // Nothing went to a PGlite in the data directory that no server would read.
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
    } finally {
      await database.dispose();
    }
  }, 120_000);
});
