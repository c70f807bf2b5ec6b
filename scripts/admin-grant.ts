/**
 * `npm run admin:grant -- <email>`: makes the account with that e-mail an admin. Run it against
 * the same configuration as the app (DATABASE_URL or DATA_DIR); with PGlite, stop the app first.
 */
import { eq } from "drizzle-orm";
import { normalizeEmail } from "../src/lib/auth/normalize-email";
import { env } from "../src/env";
import { grantAdmin } from "../src/server/auth/profile-hooks";
import { migrateDatabase } from "../src/server/db/migrate";
import { openDatabase } from "../src/server/db/open";
import { users } from "../src/server/db/schema";

const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run admin:grant -- <email>");
  process.exit(2);
}

const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(handle);
  const normalized = normalizeEmail(email);
  const [user] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalized));
  if (!user) {
    console.error(`No account with the e-mail ${normalized}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    await grantAdmin(handle.db, user.id);
    console.log(`${normalized} is now an admin.`);
  }
} finally {
  await handle.close();
}
