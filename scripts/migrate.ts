/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { env } from "../src/env";
import { migrateDatabase } from "../src/server/db/migrate";
import { openDatabase } from "../src/server/db/open";

const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(handle);
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
