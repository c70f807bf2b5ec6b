import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

/**
 * The one place that reads `process.env`. Every variable is declared and validated here, so a
 * bad configuration fails at start-up with a message naming the variable, not at request time.
 * `next.config.ts` imports this module, which makes `next build` and `next start` validate it.
 *
 * Nothing is required: with no configuration the app runs on its embedded defaults
 * (PGlite in DATA_DIR, outbox mail, offline AI model, payments off).
 */
const postgresUrl = z
  .string()
  .url()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), {
    message: "must be a postgres:// or postgresql:// connection URL",
  });

export const env = createEnv({
  shared: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  },
  server: {
    /** Unset: embedded PGlite in DATA_DIR. Set: a real PostgreSQL server. */
    DATABASE_URL: postgresUrl.optional(),
    /** Where embedded data lives (PGlite database, local files). */
    DATA_DIR: z.string().min(1).default(".data"),
    /** Size of the PostgreSQL connection pool per app process (DATABASE_URL only). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Log verbosity of the server. */
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  },
  client: {
    /** Set at build time by scripts/build.mjs; identifies the deployed build for update checks. */
    NEXT_PUBLIC_BUILD_ID: z.string().min(1).default("development"),
  },
  runtimeEnv: {
    NODE_ENV: process.env.NODE_ENV,
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    LOG_LEVEL: process.env.LOG_LEVEL,
    NEXT_PUBLIC_BUILD_ID: process.env.NEXT_PUBLIC_BUILD_ID,
  },
  skipValidation: process.env.SKIP_ENV_VALIDATION === "1",
  emptyStringAsUndefined: true,
});
