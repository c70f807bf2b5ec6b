/**
 * The per-process memo of session reads answered from the signed cookie cache
 * (src/server/auth/session-memo.ts): the same cookies are answered without Better Auth's
 * signature checks, and never differently from what Better Auth's cache would answer — in
 * particular, a session revoked elsewhere is refused as soon as without the memo.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE_CACHE_SECONDS } from "@/server/auth/session-cache";
import {
  cookieCacheExpiry,
  SessionMemo,
  sessionCookiesOf,
  sessionMemoOf,
} from "@/server/auth/session-memo";
import { runAfterResponse } from "@/server/after-response";
import { readSession, type SessionRead } from "@/server/auth/session-user";
import { deleteAccount } from "@/server/services/accounts/password";
import { users } from "@/server/db/schema";
import { CookieJar } from "../../helpers/cookie-jar";
import { createTestAuth, TEST_APP_URL } from "../../helpers/test-auth";
import { describeTarget } from "../../helpers/test-database";
import { useTestDatabase } from "../../helpers/use-test-database";

const PASSWORD = "correct horse battery 9";

/** Moves Date (only) to `seconds` after `from`; the database keeps real time. */
function clockAt(from: number, seconds: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: from + seconds * 1000 });
}

/** The jar's cookies as Set-Cookie lines (a copy of a browser's cookies). */
function jarLines(jar: CookieJar): string[] {
  return (jar.headers().get("cookie") ?? "").split("; ").filter(Boolean);
}

/** When the jar's signed cookie cache ends, as written in the cookie (epoch ms). */
function cacheEndOf(jar: CookieJar): number {
  const cookies = sessionCookiesOf(jar.headers().get("cookie"));
  const end = cookies?.cacheData ? cookieCacheExpiry(cookies.cacheData) : null;
  expect(end).not.toBeNull();
  return end!;
}

describe(`the session memo on ${describeTarget()}`, () => {
  const database = useTestDatabase();
  let setup: ReturnType<typeof createTestAuth>;

  beforeAll(() => {
    setup = createTestAuth(database.db);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A confirmed account, signed in: the jar holds its cookies. */
  async function signedIn(email: string, auth = setup.auth) {
    const existing = await database.db.select().from(users).where(eq(users.email, email));
    if (existing.length === 0) {
      await auth.api.signUpEmail({ body: { email, password: PASSWORD, name: "Sam" } });
    }
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const jar = new CookieJar();
    const { headers } = await auth.api.signInEmail({
      body: { email, password: PASSWORD },
      headers: new Headers({ origin: TEST_APP_URL }),
      returnHeaders: true,
    });
    jar.take(headers.getSetCookie());
    return { jar };
  }

  it("answers the same cookies again without asking Better Auth", async () => {
    const { jar } = await signedIn("again@example.com");
    const asked = vi.spyOn(setup.auth.api, "getSession");
    const first = await readSession(setup.auth, jar.headers());
    const second = await readSession(setup.auth, jar.headers());
    expect(first.user?.email).toBe("again@example.com");
    expect(second).toEqual(first);
    expect(second.setCookies).toEqual([]);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  /** Reads the jar twice: the second read must come from the memo (Better Auth asked once). */
  async function remembered(jar: CookieJar) {
    const asked = vi.spyOn(setup.auth.api, "getSession");
    expect((await readSession(setup.auth, jar.headers())).user).not.toBeNull();
    expect((await readSession(setup.auth, jar.headers())).user).not.toBeNull();
    expect(asked).toHaveBeenCalledTimes(1);
    asked.mockRestore();
  }

  /** Every way this process ends a session, with the browser (jar) whose session must end. */
  const endings: [string, (email: string) => Promise<CookieJar>][] = [
    [
      "its own sign-out",
      async (email) => {
        const { jar } = await signedIn(email);
        await remembered(jar);
        const stolen = new CookieJar();
        stolen.take(jarLines(jar));
        await setup.auth.api.signOut({ headers: jar.headers() });
        return stolen;
      },
    ],
    [
      '"sign out everywhere" from another browser',
      async (email) => {
        const { jar } = await signedIn(email);
        const other = await signedIn(email);
        await remembered(jar);
        await setup.auth.api.revokeSessions({ headers: other.jar.headers() });
        return jar;
      },
    ],
    [
      "a password change in another browser (other sessions end)",
      async (email) => {
        const { jar } = await signedIn(email);
        const other = await signedIn(email);
        await remembered(jar);
        await setup.auth.api.revokeOtherSessions({ headers: other.jar.headers() });
        return jar;
      },
    ],
    [
      "a password reset",
      async (email) => {
        const { jar } = await signedIn(email);
        await remembered(jar);
        await setup.auth.api.requestPasswordReset({
          body: { email, redirectTo: `${TEST_APP_URL}/auth/reset-password` },
        });
        const link = new URL(setup.mailer.lastLink(email));
        const token = link.searchParams.get("token") ?? link.pathname.split("/").pop()!;
        await setup.auth.api.resetPassword({ body: { newPassword: `${PASSWORD}!`, token } });
        return jar;
      },
    ],
    [
      "the account's deletion in another browser",
      async (email) => {
        const { jar } = await signedIn(email);
        const other = await signedIn(email);
        await remembered(jar);
        const headers = other.jar.headers();
        const user = (await readSession(setup.auth, headers)).user;
        await deleteAccount(
          {
            auth: setup.auth,
            db: database.db,
            headers,
            mailer: setup.mailer,
            afterResponse: runAfterResponse,
          },
          user,
          { password: PASSWORD },
        );
        return jar;
      },
    ],
  ];

  it.each(endings)("refuses a remembered session at once after %s", async (_how, endSession) => {
    const email = `ended-${endings.findIndex(([how]) => how === _how)}@example.com`;
    const jar = await endSession(email);
    const read = await readSession(setup.auth, jar.headers());
    expect(read.user).toBeNull();
    // Answered by the database, which clears the browser's cookies.
    expect(read.setCookies.some((line) => /session_token=;/.test(line))).toBe(true);
    expect((await readSession(setup.auth, jar.headers())).user).toBeNull();
  });

  it("refuses a session ended by another process when the cookie's cache ends, not a cache age after the memo saw it", async () => {
    const { jar } = await signedIn("revoked-late@example.com");
    const other = await signedIn("revoked-late@example.com");
    const cacheEnd = cacheEndOf(jar);
    // First seen late in the cookie cache's life, so the memo has only a few seconds left.
    clockAt(cacheEnd, -10);
    expect((await readSession(setup.auth, jar.headers())).user).not.toBeNull();
    // Another process (its own Better Auth instance, same secret and database) ends it.
    const elsewhere = createTestAuth(database.db);
    await elsewhere.auth.api.revokeSessions({ headers: other.jar.headers() });
    // Still inside the cache's age: Better Auth's cache would vouch for it too.
    expect((await readSession(setup.auth, jar.headers())).user).not.toBeNull();
    // Past the end written in the cookie: the database is asked, and says no.
    clockAt(cacheEnd, 1);
    expect((await readSession(setup.auth, jar.headers())).user).toBeNull();
  });

  it("never keeps a read from the database (it sends a fresh cache) or a bypassing read", async () => {
    const { jar } = await signedIn("database@example.com");
    clockAt(cacheEndOf(jar), 1);
    const asked = vi.spyOn(setup.auth.api, "getSession");
    const fromDatabase = await readSession(setup.auth, jar.headers());
    expect(fromDatabase.setCookies.some((line) => line.includes("session_data="))).toBe(true);
    await readSession(setup.auth, jar.headers());
    expect(asked).toHaveBeenCalledTimes(2);
    // The client's session check always reaches the database.
    jar.take(fromDatabase.setCookies);
    await readSession(setup.auth, jar.headers());
    await readSession(setup.auth, jar.headers(), { bypassCache: true });
    await readSession(setup.auth, jar.headers(), { bypassCache: true });
    expect(asked).toHaveBeenCalledTimes(5);
  });

  it("keeps one memo per Better Auth instance: another secret verifies for itself", async () => {
    const { jar } = await signedIn("secret@example.com");
    expect((await readSession(setup.auth, jar.headers())).user).not.toBeNull();
    const stranger = createTestAuth(database.db, {
      secret: "another-secret-that-is-at-least-32-characters",
    });
    expect((await readSession(stranger.auth, jar.headers())).user).toBeNull();
  });

  it("answers signed out without asking anyone when no session cookie is sent", async () => {
    const asked = vi.spyOn(setup.auth.api, "getSession");
    const headers = new Headers({ cookie: "theme=dark; other.session_token=x" });
    expect((await readSession(setup.auth, headers)).user).toBeNull();
    expect(asked).not.toHaveBeenCalled();
    expect(sessionMemoOf(setup.auth)).toBe(sessionMemoOf(setup.auth));
  });
});

describe("SessionMemo", () => {
  const cacheEnding = (expiresAt: number) =>
    Buffer.from(JSON.stringify({ session: {}, expiresAt, signature: "s" })).toString("base64url");
  const read = (expiresAt: number): SessionRead => ({
    user: { id: "u", email: "a@example.com", name: "A", emailVerified: true, isAdmin: false },
    session: { expiresAt: new Date(expiresAt), createdAt: new Date(0) },
    setCookies: [],
  });
  const cookiesFor = (token: string, expiresAt: number) =>
    sessionCookiesOf(
      `theme=dark; plansmith.session_token=${token}; plansmith.session_data=${cacheEnding(expiresAt)}`,
    )!;

  it("keys by every session cookie's exact value and nothing else", () => {
    const a = sessionCookiesOf("plansmith.session_token=t.sig; plansmith.session_data=d; x=1")!;
    const b = sessionCookiesOf("x=2; plansmith.session_data=d; plansmith.session_token=t.sig")!;
    const c = sessionCookiesOf("plansmith.session_token=t.sig2; plansmith.session_data=d")!;
    const secure = sessionCookiesOf("__Secure-plansmith.session_token=t.sig")!;
    expect(a.key).toBe(b.key);
    expect(c.key).not.toBe(a.key);
    expect(a).toMatchObject({ token: "t.sig", cacheData: "d" });
    expect(secure.token).toBe("t.sig");
    expect(sessionCookiesOf("x=1; plansmithy.session_token=t")).toBeNull();
    expect(sessionCookiesOf(null)).toBeNull();
  });

  it("reads the cache's end from the cookie, and nothing from what it cannot read", () => {
    expect(cookieCacheExpiry(cacheEnding(1_234))).toBe(1_234);
    expect(cookieCacheExpiry("not base64 json")).toBeNull();
    expect(cookieCacheExpiry(Buffer.from('{"expiresAt":"soon"}').toString("base64url"))).toBeNull();
  });

  it("ends an entry at the first of the cookie cache's end, the session's end and the cache age", () => {
    let now = 1_000_000;
    const memo = new SessionMemo({ maxEntries: 10, now: () => now });
    const cookies = cookiesFor("a", now + 5_000);
    memo.remember(cookies, read(now + 60_000));
    now += 4_999;
    expect(memo.recall(cookies)).not.toBeNull();
    now += 1;
    expect(memo.recall(cookies)).toBeNull();

    const sessionEnds = cookiesFor("b", now + 20_000);
    memo.remember(sessionEnds, read(now + 1_000));
    now += 1_000;
    expect(memo.recall(sessionEnds)).toBeNull();

    // A cookie claiming a far end is still held no longer than the cache age.
    const farCookie = cookiesFor("c", now + 3_600_000);
    memo.remember(farCookie, read(now + 3_600_000));
    now += SESSION_COOKIE_CACHE_SECONDS * 1000;
    expect(memo.recall(farCookie)).toBeNull();
  });

  it("keeps only cache answers for a signed-in session, and at most its bound, oldest out first", () => {
    const now = 1_000_000;
    const memo = new SessionMemo({ maxEntries: 2, now: () => now });
    memo.remember(cookiesFor("x", now + 5_000), { ...read(now + 60_000), setCookies: ["a=b"] });
    memo.remember(cookiesFor("y", now + 5_000), { user: null, session: null, setCookies: [] });
    memo.remember(cookiesFor("z", now - 1), read(now + 60_000));
    expect(memo.size).toBe(0);
    const [first, second, third] = ["1", "2", "3"].map((t) => cookiesFor(t, now + 5_000));
    for (const cookies of [first!, second!, third!]) memo.remember(cookies, read(now + 60_000));
    expect(memo.size).toBe(2);
    expect(memo.recall(first!)).toBeNull();
    expect(memo.recall(third!)).not.toBeNull();
  });
});
