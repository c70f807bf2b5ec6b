// Integration files about PGlite itself, or about SQL whose PGlite path differs from
// PostgreSQL's (the data directory, migrations, LISTEN/NOTIFY within one process, full-text
// search, row locks on one connection). CI runs the whole integration suite once on PostgreSQL
// and these files again on PGlite (scripts/test.mjs); a local run without TEST_DATABASE_URL runs
// everything on PGlite. A new file that tests PGlite behaviour belongs in this list.
export const PGLITE_SPECIFIC_TESTS = [
  "tests/integration/db-client.test.ts",
  "tests/integration/db-migrate.test.ts",
  "tests/integration/accounts/gmail-one-domain-migration.test.ts",
  "tests/integration/plans/plan-search.test.ts",
  "tests/integration/plans/search-symbols.test.ts",
  "tests/integration/credits/ledger-core.test.ts",
  "tests/integration/ai/generations-run.test.ts",
  "tests/integration/publishing/publish.test.ts",
];
