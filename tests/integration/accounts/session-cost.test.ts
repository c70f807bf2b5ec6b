/**
 * What reading the session of a signed-in request costs, and that the signed cookie cache that
 * makes it cheap keeps revocation correct — on a real Better Auth instance over a real database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL). Statements are counted at the driver.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { grantAdmin } from "@/server/auth/profile-hooks";
import { SESSION_COOKIE_CACHE_SECONDS } from "@/server/auth/session-cache";
import { readSession } from "@/server/auth/session-user";
import { users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { CookieJar as Jar } from "../../helpers/cookie-jar";
import { createTestAuth, TEST_APP_URL } from "../../helpers/test-auth";
import { describeTarget } from "../../helpers/test-database";
import { useTestDatabase } from "../../helpers/use-test-database";

const PASSWORD = "correct horse battery 9";

/** Counts the statements sent to the database driver while `work` runs. */
async function countStatements<T>(db: Database, work: () => Promise<T>) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, "query");
  try {
    const result = await work();
    return { result, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

/** Moves the clock past the cookie cache's age (Date only: the database keeps real time). */
function afterCacheAge() {
  vi.useFakeTimers({
    toFake: ["Date"],
    now: Date.now() + (SESSION_COOKIE_CACHE_SECONDS + 1) * 1000,
  });
}

describe(`the session check on ${describeTarget()}`, () => {
  const database = useTestDatabase();
  let setup: ReturnType<typeof createTestAuth>;

  beforeAll(() => {
    setup = createTestAuth(database.db);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A confirmed account, signed in: the jar holds its cookies as a browser would. */
  async function signedIn(email: string): Promise<{ jar: Jar; userId: string }> {
    const { auth } = setup;
    const existing = await database.db.select().from(users).where(eq(users.email, email));
    if (existing.length === 0) {
      await auth.api.signUpEmail({ body: { email, password: PASSWORD, name: "Sam" } });
    }
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const jar = new Jar();
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password: PASSWORD },
      headers: new Headers({ origin: TEST_APP_URL }),
      returnHeaders: true,
    });
    jar.take(headers.getSetCookie());
    return { jar, userId: response.user.id };
  }

  it("costs no identity query on a warm cache, and one read on a cold one", async () => {
    const { jar } = await signedIn("warm@example.com");
    // Signing in already set the signed cache: the first read needs no query.
    expect(jar.has("session_data")).toBe(true);
    const warm = await countStatements(database.db, () => readSession(setup.auth, jar.headers()));
    expect(warm.result.user?.email).toBe("warm@example.com");
    expect(warm.statements).toBe(0);

    // Past the cache age the database is asked again — one joined read of the session and its
    // user (admin flag included), no write — and the answer carries a fresh cache.
    afterCacheAge();
    const cold = await countStatements(database.db, () => readSession(setup.auth, jar.headers()));
    expect(cold.result.user?.email).toBe("warm@example.com");
    expect(cold.statements).toBe(1);
    expect(cold.result.setCookies.some((line) => line.includes("session_data="))).toBe(true);
    jar.take(cold.result.setCookies);
    const again = await countStatements(database.db, () => readSession(setup.auth, jar.headers()));
    expect(again.statements).toBe(0);
  });

  it("refuses a session revoked elsewhere once the cache age has passed", async () => {
    const { jar } = await signedIn("revoked@example.com");
    const other = await signedIn("revoked@example.com");
    // The other device ends every session of the account (as a password change does).
    await setup.auth.api.revokeSessions({ headers: other.jar.headers() });
    afterCacheAge();
    const read = await readSession(setup.auth, jar.headers());
    expect(read.user).toBeNull();
  });

  it("answers the client's session check from the database: a revocation elsewhere is seen at once", async () => {
    const { jar } = await signedIn("checked@example.com");
    const other = await signedIn("checked@example.com");
    // Revoked by another process (its own Better Auth instance): this one's memo never saw it.
    const elsewhere = createTestAuth(database.db);
    await elsewhere.auth.api.revokeSessions({ headers: other.jar.headers() });
    // The cache still vouches for the session for its short age…
    expect((await readSession(setup.auth, jar.headers())).user).not.toBeNull();
    // …but the check the client makes (GET /api/auth/session, auth.session) asks the database,
    // and its answer clears the browser's cookies.
    const checked = await readSession(setup.auth, jar.headers(), { bypassCache: true });
    expect(checked.user).toBeNull();
    jar.take(checked.setCookies);
    expect(jar.has("session_data")).toBe(false);
    expect((await readSession(setup.auth, jar.headers())).user).toBeNull();
  });

  it("signs the acting browser out at once: the answer clears the cached session", async () => {
    const { jar } = await signedIn("leaving@example.com");
    const { headers } = await setup.auth.api.signOut({
      headers: jar.headers(),
      returnHeaders: true,
    });
    jar.take(headers.getSetCookie());
    expect(jar.has("session_data")).toBe(false);
    expect((await readSession(setup.auth, jar.headers())).user).toBeNull();
  });

  it("lets nobody make themselves admin through Better Auth's sign-up or update-user", async () => {
    const { auth } = setup;
    await auth.api
      .signUpEmail({
        body: {
          email: "sneaky@example.com",
          password: PASSWORD,
          name: "S",
          isAdmin: true,
        } as never,
      })
      .catch(() => undefined);
    const { jar } = await signedIn("sneaky@example.com");
    await auth.api
      .updateUser({ body: { isAdmin: true } as never, headers: jar.headers() })
      .catch(() => undefined);
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "sneaky@example.com"));
    expect(row?.isAdmin).toBe(false);
  });

  it("carries the admin flag in the same read, and sees a grant within the cache age", async () => {
    const { jar, userId } = await signedIn("promoted@example.com");
    expect((await readSession(setup.auth, jar.headers())).user?.isAdmin).toBe(false);
    await grantAdmin(database.db, userId);
    afterCacheAge();
    const read = await countStatements(database.db, () => readSession(setup.auth, jar.headers()));
    expect(read.result.user?.isAdmin).toBe(true);
  });
});

describe(`a session read during a database outage on ${describeTarget()}`, () => {
  it("is a 503 'try again', not a sign-out", async () => {
    const { createTestDatabase } = await import("../../helpers/test-database");
    const database = await createTestDatabase();
    const { auth } = createTestAuth(database.handle.db);
    await auth.api.signUpEmail({
      body: { email: "outage@example.com", password: PASSWORD, name: "O" },
    });
    await database.handle.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, "outage@example.com"));
    const { headers } = await auth.api.signInEmail({
      body: { email: "outage@example.com", password: PASSWORD },
      headers: new Headers({ origin: TEST_APP_URL }),
      returnHeaders: true,
    });
    // The token alone, so the read has to reach the database.
    const token = headers
      .getSetCookie()
      .map((line) => line.split(";")[0]!)
      .filter((pair) => pair.includes("session_token="))
      .join("; ");
    await database.handle.close();
    try {
      await expect(readSession(auth, new Headers({ cookie: token }))).rejects.toMatchObject({
        status: 503,
        code: "SERVICE_UNAVAILABLE",
      });
    } finally {
      await database.dispose().catch(() => undefined);
    }
  });
});
