/**
 * Confirmed accounts for the `import` case (bench/cases/import.mjs): each may run a few imports
 * at once, so the case spreads its worst-case imports over several accounts. Also writes the
 * worst-case document itself (a PDF bomb, generated as the tests do) to `bombPath`.
 *
 *   tsx bench/seed/import-accounts.ts <DATA_DIR> '{"emails":[…],"password":"…","bombPath":"…"}'
 *
 * The accounts go into the database the server will use (seed-run.ts: PostgreSQL with
 * BENCH_DATABASE_URL, else PGlite in DATA_DIR); seeding PGlite while the server ran on
 * PostgreSQL made every sign-in answer 401.
 */
import { writeFileSync } from "node:fs";
import { pdfBomb } from "../../tests/fixtures/import/adversarial";
import { createConfirmedAccount } from "./confirmed-account";
import { readSeedArgs, withSeedDatabase } from "./seed-run";

interface SeedSpec {
  emails: string[];
  password: string;
  bombPath: string;
  bombUnpackedBytes: number;
}

const { dataDir, spec } = readSeedArgs<SeedSpec>("import-accounts.ts");
await withSeedDatabase(dataDir, async (db) => {
  for (const email of spec.emails) {
    await createConfirmedAccount(db, email, spec.password, "Bench import");
  }
});
writeFileSync(spec.bombPath, pdfBomb(spec.bombUnpackedBytes));
console.error(`[seed] ${spec.emails.length} accounts and ${spec.bombPath}`);
