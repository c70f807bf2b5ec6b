import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Loads src/env.ts in a fresh Node process with exactly the given variables. */
function loadEnv(variables: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      'import("./src/env.ts").then(m => console.log(JSON.stringify(m.env.DATA_DIR)))',
    ],
    {
      cwd: ROOT,
      env: {
        NODE_ENV: "test",
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        ...variables,
      },
      encoding: "utf8",
      timeout: 30_000,
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("configuration (src/env.ts)", () => {
  it("starts with no configuration at all, on the embedded defaults", () => {
    const result = loadEnv({});
    expect(result.status).toBe(0);
    expect(result.output).toContain('".data"');
  });

  it("fails with a message naming the variable when a value is bad", () => {
    const badUrl = loadEnv({ DATABASE_URL: "mysql://localhost/db" });
    expect(badUrl.status).not.toBe(0);
    expect(badUrl.output).toContain("DATABASE_URL");

    const badPool = loadEnv({ DATABASE_POOL_SIZE: "lots" });
    expect(badPool.status).not.toBe(0);
    expect(badPool.output).toContain("DATABASE_POOL_SIZE");
  });

  it("accepts a PostgreSQL URL", () => {
    expect(loadEnv({ DATABASE_URL: "postgresql://u:p@db.internal:5432/plansmith" }).status).toBe(0);
  });
});
