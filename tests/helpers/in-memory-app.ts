/**
 * The app itself — its real route handlers and its own singletons (database, Better Auth, mail
 * outbox) — on an in-memory PGlite database, for the integration tests that go through them.
 *
 * The app's modules read the environment when they load, so the environment has to be stubbed
 * before any of them is imported. `startInMemoryApp()` stubs it and only then imports the app,
 * dynamically. A test file awaits it at its top level, before it imports any app module that
 * reads the environment (those it imports dynamically after that). Each test file is its own
 * module graph in Vitest, so every file gets its own app, database and environment.
 */
import { afterAll, vi } from "vitest";
import { createTestDatabase, serverUrl } from "./test-database";

/** The environment of the in-memory app: no PostgreSQL, no Resend, no OAuth, no admins. */
export const IN_MEMORY_APP_ENV = {
  DATA_DIR: "memory://",
  DATABASE_URL: "",
  RESEND_API_KEY: "",
  ADMIN_EMAILS: "",
  GITHUB_CLIENT_ID: "",
  GITHUB_CLIENT_SECRET: "",
  GOOGLE_CLIENT_ID: "",
  GOOGLE_CLIENT_SECRET: "",
  AUTH_SECRET: "in-memory-app-test-secret-at-least-32-chars",
  APP_URL: "http://localhost:3000",
  TRUSTED_ORIGINS: "",
  LOG_LEVEL: "warn",
};

export type InMemoryAppEnv = Partial<
  Record<keyof typeof IN_MEMORY_APP_ENV | "RESEND_BASE_URL", string>
>;

/**
 * Stubs the environment ({@link IN_MEMORY_APP_ENV} with `env` over it), then imports the app's
 * accounts route handlers and the helpers around them, and closes the app after the file's tests.
 * Call it once, at the top level of a test file.
 */
export async function startInMemoryApp(env: InMemoryAppEnv = {}) {
  for (const [name, value] of Object.entries({ ...IN_MEMORY_APP_ENV, ...env })) {
    vi.stubEnv(name, value);
  }
  const app = await import("./rest-accounts");
  afterAll(closeApp);
  return app;
}

/**
 * {@link startInMemoryApp} on the test target: a fresh database of the PostgreSQL server when
 * TEST_DATABASE_URL is set (dropped after the file), else PGlite in memory.
 */
export async function startAppOnTestTarget(env: InMemoryAppEnv = {}) {
  if (!serverUrl) return startInMemoryApp(env);
  const database = await createTestDatabase({ migrate: false });
  await database.handle.close();
  // Registered before the app's own afterAll, so the database is dropped after the app closed it.
  afterAll(() => database.dispose());
  return startInMemoryApp({ ...env, DATABASE_URL: database.url! });
}

/** Closes the app's database, forgets the app's singletons and restores the environment. */
export async function closeApp(): Promise<void> {
  const globalForApp = globalThis as unknown as {
    plansmithDb?: Promise<{ close(): Promise<void> }>;
    plansmithAuth?: unknown;
  };
  await globalForApp.plansmithDb?.then((handle) => handle.close());
  globalForApp.plansmithDb = undefined;
  globalForApp.plansmithAuth = undefined;
  vi.unstubAllEnvs();
}
