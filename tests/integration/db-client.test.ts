import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/server/db/open";
import { queryRows } from "@/server/db/query-rows";

const ROOT = path.resolve(import.meta.dirname, "../..");
const globalForDb = globalThis as unknown as { plansmithDb?: Promise<{ close(): Promise<void> }> };

const tempDirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "plansmith-db-"));
  tempDirs.push(dir);
  return dir;
}

afterEach(async () => {
  const handle = globalForDb.plansmithDb;
  globalForDb.plansmithDb = undefined;
  await handle?.then((h) => h.close()).catch(() => undefined);
  vi.unstubAllEnvs();
  vi.resetModules();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the app's database handle", () => {
  it("opens nothing at import time (so next build never touches a database)", async () => {
    vi.stubEnv("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none");
    await import("@/server/db/client");
    await import("@/server/api/root");
    expect(globalForDb.plansmithDb).toBeUndefined();
  });

  it("opens PGlite in DATA_DIR on first use, migrated, and reuses the one handle", async () => {
    vi.stubEnv("DATA_DIR", tempDir());
    const { getDb, getDatabaseHandle } = await import("@/server/db/client");
    const [first, second] = await Promise.all([getDatabaseHandle(), getDatabaseHandle()]);
    expect(first).toBe(second);
    expect(first.kind).toBe("pglite");
    const rows = await queryRows<{ ok: number }>(await getDb(), sql`select 1 as ok`);
    expect(rows).toEqual([{ ok: 1 }]);
    const migrations = await queryRows<{ count: number }>(
      first.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(migrations).toHaveLength(1);
  });

  it("answers 503 from /api/health when PostgreSQL is unreachable, and tries again later", async () => {
    vi.stubEnv("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { GET } = await import("@/app/api/health/route");
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "error", db: "unreachable" });
    // A failed open is forgotten, so the next request tries to connect again.
    expect(globalForDb.plansmithDb).toBeUndefined();
  });

  it("answers 200 from /api/health on the embedded database", async () => {
    vi.stubEnv("DATA_DIR", tempDir());
    const { GET } = await import("@/app/api/health/route");
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("a second copy of the module (another server chunk) knows the handle the first opened", async () => {
    // The production build copies open.ts into several chunks; LISTEN needs every copy to find
    // the handle behind the shared database, else followers only poll.
    const first = await import("@/server/db/open");
    const handle = await first.openDatabase({ dataDir: first.IN_MEMORY });
    try {
      vi.resetModules();
      const second = await import("@/server/db/open");
      expect(second).not.toBe(first);
      expect(second.handleOfDatabase(handle.db)).toBe(handle);
    } finally {
      await handle.close();
    }
  });
});

describe("PGlite on disk", () => {
  it("keeps data across restarts", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table notes (body text)`);
    await first.db.execute(sql`insert into notes values ('kept')`);
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await queryRows(second.db, sql`select body from notes`)).toEqual([{ body: "kept" }]);
    await second.close();
  });
});

describe("npm run db:migrate", () => {
  it("applies the migrations to the configured database and exits 0", () => {
    const dataDir = tempDir();
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Migrations applied (pglite)");
  });
});
