import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, IN_MEMORY } from "@/server/db/open";
import { checkHealth } from "@/server/services/health/check-health";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { createTestDatabase, describeTarget, type TestDatabase } from "../helpers/test-database";

describe(`health on ${describeTarget()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("reports ok with the build version when the database answers", async () => {
    const report = await checkHealth(async () => database.handle.db, "build-7");
    expect(report).toEqual({ status: "ok", db: "ok", version: "build-7" });
  });
});

describe("health without a database", () => {
  it("reports the database unreachable when PostgreSQL refuses connections", async () => {
    // Port 1 on loopback: nothing listens, so the connection is refused at once.
    const handle = await openDatabase({
      databaseUrl: "postgres://nobody:secret@127.0.0.1:1/none",
      dataDir: IN_MEMORY,
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const report = await checkHealth(async () => handle.db, "build-7");
      expect(report).toEqual({
        status: "error",
        db: "unreachable",
        version: "build-7",
        message: COMMON_ERRORS.databaseUnreachable,
      });
      // The cause is logged for operators, never returned to the caller.
      expect(JSON.stringify(report)).not.toContain("secret");
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
      await handle.close();
    }
  });

  it("reports a failure to open the database", async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      const report = await checkHealth(() => Promise.reject(new Error("cannot open")), "b");
      expect(report.status).toBe("error");
    } finally {
      console.error = original;
    }
  });
});
