/**
 * The unit project shares a module cache between files (vitest.config.ts, `isolate: false`), so
 * a file that replaces a module with vi.mock must be listed to run in a cache of its own; an
 * unlisted one would see the real module whenever another file imported it first.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MODULE_MOCKING_UNIT_TESTS } from "../../vitest.config";

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("unit files that mock modules", () => {
  it("are all listed to run isolated, and every listed file still mocks one", () => {
    const mocking = testFiles("tests/unit")
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, "utf8")))
      .filter((file) => !file.endsWith("module-mocks.test.ts"))
      .sort();
    expect(mocking).toEqual([...MODULE_MOCKING_UNIT_TESTS].sort());
  });
});
