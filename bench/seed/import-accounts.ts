/**
 * Confirmed accounts for the `import` case (bench/cases/import.mjs): each may run a few imports
 * at once, so the case spreads its worst-case imports over several accounts. Also writes the
 * worst-case document itself (a PDF bomb, generated as the tests do) to `bombPath`.
 *
 *   tsx bench/seed/import-accounts.ts <DATA_DIR> '{"emails":[…],"password":"…","bombPath":"…"}'
 */
import { writeFileSync } from "node:fs";
import { migrateDatabase } from "../../src/server/db/migrate";
import { openDatabase } from "../../src/server/db/open";
import { pdfBomb } from "../../tests/fixtures/import/adversarial";
import { createConfirmedAccount } from "./confirmed-account";

interface SeedSpec {
  emails: string[];
  password: string;
  bombPath: string;
  bombUnpackedBytes: number;
}

async function main() {
  const [dataDir, specJson] = process.argv.slice(2);
  if (!dataDir || !specJson) {
    throw new Error("usage: tsx bench/seed/import-accounts.ts <DATA_DIR> '<SeedSpec as JSON>'");
  }
  const spec = JSON.parse(specJson) as SeedSpec;
  const handle = await openDatabase({ dataDir });
  try {
    await migrateDatabase(handle);
    for (const email of spec.emails) {
      await createConfirmedAccount(handle.db, email, spec.password, "Bench import");
    }
    writeFileSync(spec.bombPath, pdfBomb(spec.bombUnpackedBytes));
    console.error(`[seed] ${spec.emails.length} accounts and ${spec.bombPath}`);
  } finally {
    await handle.close();
  }
}

await main();
