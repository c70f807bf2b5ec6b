/**
 * Migration 0006_gmail_one_domain: accounts stored with googlemail.com before gmail.com became the
 * one spelling move to gmail.com, so a sign-in with either spelling (both now normalise to
 * gmail.com) finds them; an address whose gmail.com twin already exists is left alone, so the
 * migration can never make two accounts share an address.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeEmail } from "@/lib/auth/normalize-email";
import { migrateDatabase, MIGRATIONS_FOLDER } from "@/server/db/migrate";
import { users } from "@/server/db/schema";
import { createTestDatabase, describeTarget, type TestDatabase } from "../../helpers/test-database";

const MIGRATION_TAG = "0006_gmail_one_domain";

/** A copy of the migrations folder that stops just before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "plansmith-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe(`migration ${MIGRATION_TAG} on ${describeTarget()}`, () => {
  let database: TestDatabase;
  let olderFolder: string;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    olderFolder = migrationsBefore(MIGRATION_TAG);
    await migrateDatabase(database.handle, olderFolder);
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(olderFolder, { recursive: true, force: true });
  });

  it("moves googlemail.com accounts to gmail.com, except where that address is taken", async () => {
    const db = database.handle.db;
    // As the old rule stored them: Gmail addresses normalised, googlemail.com kept. Plain SQL,
    // because the schema module describes the newest tables, not the ones before this migration.
    await db.execute(sql`
      insert into users (id, name, email) values
        ('u-only-googlemail', '', 'solo@googlemail.com'),
        ('u-twin-gmail', '', 'twin@gmail.com'),
        ('u-twin-googlemail', '', 'twin@googlemail.com'),
        ('u-other', '', 'someone@example.com'),
        ('u-lookalike', '', 'x@notgooglemail.com')`);

    await migrateDatabase(database.handle);

    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .orderBy(asc(users.id));
    expect(rows).toEqual([
      { id: "u-lookalike", email: "x@notgooglemail.com" },
      { id: "u-only-googlemail", email: "solo@gmail.com" },
      { id: "u-other", email: "someone@example.com" },
      { id: "u-twin-gmail", email: "twin@gmail.com" },
      // Its twin already had gmail.com: left as it was rather than breaking the unique address.
      { id: "u-twin-googlemail", email: "twin@googlemail.com" },
    ]);
    // Either spelling of the moved account now finds it.
    const stored = new Set(rows.map((row) => row.email));
    expect(stored.has(normalizeEmail("Solo@GoogleMail.com"))).toBe(true);
    expect(stored.has(normalizeEmail("s.o.l.o+x@gmail.com"))).toBe(true);
  });
});
