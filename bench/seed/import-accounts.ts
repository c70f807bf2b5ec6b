/**
 * Confirmed accounts for the `import` case (bench/cases/import.mjs): each may run a few imports
 * at once, so the case spreads its worst-case imports over several accounts.
 *
 *   tsx bench/seed/import-accounts.ts <DATA_DIR> '{"emails":[…],"password":"…"}'
 */
import { migrateDatabase } from "../../src/server/db/migrate";
import { openDatabase } from "../../src/server/db/open";
import { createConfirmedAccount } from "./confirmed-account";

interface SeedSpec {
  emails: string[];
  password: string;
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
    console.error(`[seed] ${spec.emails.length} accounts for the import case`);
  } finally {
    await handle.close();
  }
}

await main();
