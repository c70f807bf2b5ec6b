import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/open";
import { users } from "@/server/db/schema";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "plansmith-admin-"));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function grant(email?: string) {
  return spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/admin-grant.ts", ...(email ? [email] : [])],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
}

describe("npm run admin:grant -- <email>", () => {
  it("makes the account with that (normalised) e-mail an admin", async () => {
    const setup = await openDatabase({ dataDir });
    await migrateDatabase(setup);
    await setup.db
      .insert(users)
      .values({ id: "u-admin", name: "Ada", email: "adalovelace@gmail.com" });
    await setup.close();

    const result = grant("Ada.Lovelace+ops@gmail.com");
    expect(result.stdout).toContain("adalovelace@gmail.com is now an admin.");
    expect(result.status).toBe(0);

    const check = await openDatabase({ dataDir });
    const [user] = await check.db.select().from(users).where(eq(users.id, "u-admin"));
    await check.close();
    expect(user?.isAdmin).toBe(true);
  });

  it("fails with a clear message for an unknown e-mail or none", () => {
    const unknown = grant("nobody@example.com");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No account with the e-mail nobody@example.com");
    const missing = grant();
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("Usage: npm run admin:grant -- <email>");
  });
});
