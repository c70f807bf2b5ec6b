/**
 * The generated signing secret: kept in DATA_DIR when that is a folder, and only in the
 * process's memory when the data directory is in memory (DATA_DIR=memory://, the tests' app).
 * The old code treated "memory://" as a folder and wrote `memory:/auth-secret` into the current
 * directory, which is how a secret ended up committed.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "@/server/auth/secret";
import { IN_MEMORY } from "@/server/db/data-dir";

describe("resolveAuthSecret", () => {
  const startedIn = process.cwd();
  let workDir: string;

  beforeEach(() => {
    workDir = mkdtempSync(path.join(os.tmpdir(), "plansmith-secret-"));
    process.chdir(workDir);
  });
  afterEach(() => {
    process.chdir(startedIn);
    rmSync(workDir, { recursive: true, force: true });
  });

  it("writes nothing for an in-memory data directory, and keeps one secret per process", () => {
    const first = resolveAuthSecret(undefined, IN_MEMORY);
    const second = resolveAuthSecret(undefined, IN_MEMORY);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Sessions signed before a module reload (tests reset modules) still verify after it.
    expect(second).toBe(first);
    expect(existsSync(path.join(workDir, "memory:"))).toBe(false);
    expect(readdirSync(workDir)).toEqual([]);
  });

  it("keeps a generated secret in a data folder, readable by the owner only", () => {
    const dataDir = path.join(workDir, ".data");
    const secret = resolveAuthSecret(undefined, dataDir);
    const file = path.join(dataDir, "auth-secret");
    expect(readFileSync(file, "utf8")).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The next start reads the same secret, so sessions survive a restart.
    expect(resolveAuthSecret(undefined, dataDir)).toBe(secret);
    expect(resolveAuthSecret(undefined, dataDir)).not.toBe(resolveAuthSecret(undefined, IN_MEMORY));
  });

  it("uses AUTH_SECRET when it is set, and writes nothing", () => {
    expect(resolveAuthSecret("configured-secret", IN_MEMORY)).toBe("configured-secret");
    expect(resolveAuthSecret("configured-secret", path.join(workDir, ".data"))).toBe(
      "configured-secret",
    );
    expect(readdirSync(workDir)).toEqual([]);
  });
});

describe("the repository", () => {
  const root = path.resolve(import.meta.dirname, "../../..");

  it("holds no path written for an in-memory data directory, and ignores such paths", () => {
    const tracked = execFileSync("git", ["ls-files"], { cwd: root }).toString().split("\n");
    expect(tracked.filter((file) => file.startsWith("memory:"))).toEqual([]);
    // `git check-ignore` exits 0 when the path is ignored (and throws here otherwise).
    expect(() =>
      execFileSync("git", ["check-ignore", "-q", "memory:/auth-secret"], { cwd: root }),
    ).not.toThrow();
  });
});
