import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import { migrateDatabase } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/open";
import { creditLedger, users } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/types";
import { getCreditBalance } from "@/server/services/credits";
import { describeTarget, serverUrl } from "../../helpers/test-database";
import { createServerDatabase, type ServerDatabase } from "../../helpers/server-database.mjs";

const ROOT = path.resolve(import.meta.dirname, "../../..");

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run credits:grant` as a child process against the test database: PGlite in a directory
 * (opened by one process at a time, so the test closes its own handle around each run) or a
 * throwaway database on the PostgreSQL server.
 */
describe(`npm run credits:grant on ${describeTarget()}`, () => {
  let dataDir = "";
  let server: ServerDatabase | null = null;
  let handle: DatabaseHandle | null = null;

  const open = async () => {
    handle ??= await openDatabase(
      server ? { databaseUrl: server.url, dataDir: os.tmpdir() } : { dataDir },
    );
    return handle.db;
  };
  const close = async () => {
    await handle?.close();
    handle = null;
  };

  async function grant(...args: string[]): Promise<Run> {
    if (!server) await close();
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/credits-grant.ts", ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: server ? os.tmpdir() : dataDir,
          DATABASE_URL: server?.url ?? "",
          LOG_LEVEL: "silent",
        },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    return { status, stdout, stderr };
  }

  beforeAll(async () => {
    if (serverUrl) server = await createServerDatabase(serverUrl, "plansmith_cli");
    else dataDir = mkdtempSync(path.join(os.tmpdir(), "plansmith-credits-cli-"));
    const db = await open();
    await migrateDatabase(handle!);
    await db.insert(users).values({ id: "u-ada", name: "Ada", email: "adalovelace@gmail.com" });
  }, 60_000);
  afterAll(async () => {
    await close();
    await server?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("adds credits to the (normalised) e-mail's account once per run, and prints the balance", async () => {
    const start = await getCreditBalance(await open(), "u-ada");
    const first = await grant(
      "--email",
      "Ada.Lovelace+ops@googlemail.com",
      "--amount",
      "50",
      "--reason",
      "Goodwill",
    );
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toContain("Added 50 credits to adalovelace@gmail.com");
    expect(first.stdout).toContain(`Balance: ${start.balance + 50} credits`);
    const actionId = /action ([0-9a-f-]{36})/.exec(first.stdout)?.[1];
    expect(actionId).toBeDefined();

    // Repeating that run by its action id adds nothing; a new run adds again.
    const repeat = await grant(
      "--email",
      "adalovelace@gmail.com",
      "--amount",
      "50",
      "--reason",
      "Goodwill",
      "--action-id",
      actionId!,
    );
    expect(repeat.status).toBe(0);
    expect(repeat.stdout).toContain("nothing was added again");
    expect((await getCreditBalance(await open(), "u-ada")).balance).toBe(start.balance + 50);

    const second = await grant(
      "--email",
      "adalovelace@gmail.com",
      "--amount",
      "7",
      "--reason",
      "More",
    );
    expect(second.status).toBe(0);
    expect((await getCreditBalance(await open(), "u-ada")).balance).toBe(start.balance + 57);
    const rows = await (
      await open()
    )
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.kind, "admin_grant"));
    expect(rows.map((row) => row.description).sort()).toEqual([
      "Added by support: Goodwill",
      "Added by support: More",
    ]);
  }, 120_000);

  it("refuses an unknown e-mail, a bad amount or a missing reason, changing nothing", async () => {
    const before = await getCreditBalance(await open(), "u-ada");
    const unknown = await grant("--email", "nobody@example.com", "--amount", "5", "--reason", "x");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No account with the e-mail nobody@example.com");
    const badAmount = await grant(
      "--email",
      "adalovelace@gmail.com",
      "--amount",
      "1.5",
      "--reason",
      "x",
    );
    expect(badAmount.status).toBe(2);
    expect(badAmount.stderr).toContain(CREDIT_ERRORS.invalidCreditAmount);
    const noReason = await grant("--email", "adalovelace@gmail.com", "--amount", "5");
    expect(noReason.status).toBe(2);
    expect(noReason.stderr).toContain("Usage: npm run credits:grant");
    expect((await getCreditBalance(await open(), "u-ada")).balance).toBe(before.balance);
  }, 120_000);
});
