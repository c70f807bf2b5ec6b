import path from "node:path";
import { defineConfig } from "drizzle-kit";
import { env } from "./src/env";

// drizzle-kit talks to the same database the app would open: PostgreSQL when DATABASE_URL is
// set, otherwise the embedded PGlite directory (stop `npm run dev` first: one process at a time).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
  ...(env.DATABASE_URL
    ? { dbCredentials: { url: env.DATABASE_URL } }
    : { driver: "pglite", dbCredentials: { url: path.resolve(env.DATA_DIR, "pglite") } }),
});
