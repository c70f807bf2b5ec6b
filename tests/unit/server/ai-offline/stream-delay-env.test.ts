/**
 * AI_OFFLINE_STREAM_DELAY_MS: validated by src/env.ts (an integer 0–1000, default 15), loaded in
 * a fresh Node process like tests/integration/env.test.ts does.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../../..");

function loadDelay(value?: string) {
  const result = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      'import("./src/env.ts").then(m => console.log(JSON.stringify(m.env.AI_OFFLINE_STREAM_DELAY_MS)))',
    ],
    {
      cwd: ROOT,
      env: {
        NODE_ENV: "test",
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        ...(value === undefined ? {} : { AI_OFFLINE_STREAM_DELAY_MS: value }),
      },
      encoding: "utf8",
      timeout: 30_000,
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("AI_OFFLINE_STREAM_DELAY_MS", () => {
  it("defaults to 15 and accepts 0", () => {
    expect(loadDelay().output.trim()).toBe("15");
    expect(loadDelay("0").output.trim()).toBe("0");
  });

  it("refuses values outside 0–1000, naming the variable", () => {
    for (const bad of ["1001", "-1", "fast"]) {
      const result = loadDelay(bad);
      expect(result.status, bad).not.toBe(0);
      expect(result.output).toContain("AI_OFFLINE_STREAM_DELAY_MS");
    }
  });
}, 60_000);
