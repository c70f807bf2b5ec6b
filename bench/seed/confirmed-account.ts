import { eq } from "drizzle-orm";
import { createAuth } from "../../src/server/auth/auth";
import { users } from "../../src/server/db/schema";
import type { Database } from "../../src/server/db/types";

/**
 * A confirmed account for a benchmark, created through Better Auth so the password works at
 * POST /api/auth/login; answers the user id.
 */
export async function createConfirmedAccount(
  db: Database,
  email: string,
  password: string,
  name: string,
): Promise<string> {
  const auth = createAuth({
    db,
    secret: "bench-seed-secret-signs-nothing-that-is-kept",
    appUrl: "http://127.0.0.1",
    secureCookies: false,
    adminEmails: [],
    mailer: { send: async () => undefined },
  });
  await auth.api.signUpEmail({ body: { email, password, name } });
  const [user] = await db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return user!.id;
}
