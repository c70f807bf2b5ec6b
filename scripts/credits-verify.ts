/**
 * `npm run credits:verify`: checks that every credit balance equals the sum of its ledger rows
 * and every `held` equals the sum of its open holds. Prints a summary (user ids only, no other
 * personal data) and exits with 1 when anything disagrees, so it can run from cron or CI.
 * Run it against the same configuration as the app (DATABASE_URL or DATA_DIR); with PGlite,
 * stop the app first (one process per data directory). See docs/operations.md.
 */
import { env } from "../src/env";
import { migrateDatabase } from "../src/server/db/migrate";
import { openDatabase } from "../src/server/db/open";
import { verifyCreditBalances } from "../src/server/services/credits";

const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(handle);
  const report = await verifyCreditBalances(handle.db);
  const accounts = `${report.checked} credit account${report.checked === 1 ? "" : "s"}`;
  if (report.ok) {
    console.log(
      `OK: checked ${accounts}; every balance equals its ledger and every hold total matches.`,
    );
  } else {
    console.error(`MISMATCH: checked ${accounts}; ${report.mismatches.length} disagree:`);
    for (const m of report.mismatches) {
      const account = m.missingAccount ? " (no account row)" : "";
      console.error(
        `  user ${m.userId}${account}: balance ${m.balance}, ledger sum ${m.ledgerSum}; ` +
          `held ${m.held}, open holds ${m.openHolds}`,
      );
    }
    console.error("See docs/operations.md, 'Credits ledger', for what to do.");
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
