import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script without type declarations
import { missingOptionalEntries } from "../../../scripts/complete-lockfile.mjs";

const lock = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../../package-lock.json"), "utf8"),
) as { packages: Record<string, unknown> };

describe("package-lock.json", () => {
  it("lists every optional platform package, so `npm ci` accepts it (run `npm install` to fix)", () => {
    expect((missingOptionalEntries(lock) as [string, unknown][]).map(([key]) => key)).toEqual([]);
  });

  it("finds optional packages that a lock leaves out", () => {
    const partial = {
      packages: {
        "": { devDependencies: { next: "16.0.0" } },
        "node_modules/next": {
          version: "16.0.0",
          dev: true,
          optionalDependencies: { "@next/swc-x": "16.0.0" },
        },
      },
    };
    expect(missingOptionalEntries(partial)).toEqual([
      ["node_modules/@next/swc-x", { version: "16.0.0", optional: true, dev: true }],
    ]);
  });
});
