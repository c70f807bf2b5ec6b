/**
 * The app on the test target (PGlite in memory, or a fresh PostgreSQL database) with OpenAI models
 * served by the local fake, for suites that call the real route handlers. App modules are only
 * imported after the environment is set, so nothing here imports them statically.
 */
import { eq } from "drizzle-orm";
import { afterAll } from "vitest";
import { users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { startFakeOpenAiServer } from "../../helpers/fake-openai-server";
import { startAppOnTestTarget, type InMemoryAppEnv } from "../../helpers/in-memory-app";

/** Starts the fake and the app configured to use it (plus `env`); both close after the file. */
export async function startAppWithFakeOpenAi(env: Record<string, string> = {}) {
  const fake = await startFakeOpenAiServer();
  // The registry is cached per process; a suite that ran before may have built it without the fake.
  const globalForRegistry = globalThis as unknown as { plansmithModelRegistry?: unknown };
  globalForRegistry.plansmithModelRegistry = undefined;
  const app = await startAppOnTestTarget({
    OPENAI_API_KEY: fake.apiKey,
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODELS: "gpt-5-mini",
    ...env,
  } as InMemoryAppEnv);
  afterAll(async () => {
    globalForRegistry.plansmithModelRegistry = undefined;
    await fake.close();
  });
  return { fake, ...app };
}

/** Grants the account of `email` credits as an admin would (once per account); answers its id. */
export async function grantTestCredits(db: Database, email: string, amount = 500): Promise<string> {
  const { grantCredits } = await import("@/server/services/credits");
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await grantCredits(db, {
    userId: user!.id,
    amount,
    kind: "admin_grant",
    reference: { type: "admin_action", id: "test" },
    idempotencyKey: `grant-${user!.id}`,
    description: "Test credits",
  });
  return user!.id;
}
