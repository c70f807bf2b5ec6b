import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { profiles, users } from "@/server/db/schema";
import { AuthBrowser, createTestAuth } from "../../helpers/test-auth";
import { createTestDatabase, describeTarget } from "../../helpers/test-database";
import { useTestDatabase } from "../../helpers/use-test-database";

describe(`Better Auth on ${describeTarget()}`, () => {
  const database = useTestDatabase();
  let clock = new Date("2026-11-22T10:00:00Z");
  let setup: ReturnType<typeof createTestAuth>;

  beforeAll(() => {
    setup = createTestAuth(database.db, {
      now: () => clock,
      adminEmails: ["boss@example.com"],
    });
  });

  it("signs up with a normalised e-mail, creates a profile, and sends a confirmation link", async () => {
    const browser = new AuthBrowser(setup.auth);
    const response = await browser.request("/api/identity/sign-up/email", {
      body: {
        email: "Jane.Doe+work@GoogleMail.com",
        password: "correct horse 1",
        name: "Jane Doe",
      },
    });
    expect(response.status).toBe(200);
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "janedoe@gmail.com"));
    expect(user?.emailVerified).toBe(false);
    const [profile] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ fullName: "Jane Doe", username: null });
    expect(user?.isAdmin).toBe(false);
    expect(setup.mailer.sent.at(-1)).toMatchObject({
      kind: "confirm-email",
      to: "janedoe@gmail.com",
    });
    expect(browser.hasSessionCookie()).toBe(false);
  });

  it("refuses sign-in before confirmation with EMAIL_NOT_VERIFIED", async () => {
    const browser = new AuthBrowser(setup.auth, "198.51.100.1");
    const response = await browser.request("/api/identity/sign-in/email", {
      body: {
        email: "janedoe@gmail.com".replace("gmail", "googlemail"),
        password: "correct horse 1",
      },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("confirms through the mailed link, which signs the user in", async () => {
    const browser = new AuthBrowser(setup.auth);
    const response = await browser.request(setup.mailer.lastLink("janedoe@gmail.com"));
    expect([200, 302]).toContain(response.status);
    expect(browser.hasSessionCookie()).toBe(true);
    const session = await browser.request("/api/identity/get-session");
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(
      "janedoe@gmail.com",
    );
  });

  it("signs in with any spelling that normalises to the same address", async () => {
    const browser = new AuthBrowser(setup.auth, "198.51.100.2");
    const response = await browser.request("/api/identity/sign-in/email", {
      body: { email: "JANE.DOE+other@googlemail.com", password: "correct horse 1" },
    });
    expect(response.status).toBe(200);
    expect(browser.hasSessionCookie()).toBe(true);
  });

  it("locks the client after 5 failures for 15 minutes, and only that client", async () => {
    const signIn = (browser: AuthBrowser, password: string) =>
      browser.request("/api/identity/sign-in/email", {
        body: { email: "janedoe@googlemail.com", password },
      });
    const attacker = new AuthBrowser(setup.auth, "192.0.2.50");
    for (let i = 0; i < 5; i++) {
      expect((await signIn(attacker, "wrong password")).status).toBe(401);
    }
    const locked = await signIn(attacker, "correct horse 1");
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { message: string }).message).toBe(
      "Too many failed login attempts. Please try again in 15 minutes.",
    );
    // A fresh browser on the attacker's IP is locked too; one on another IP signs in.
    expect(
      (await signIn(new AuthBrowser(setup.auth, "192.0.2.50"), "correct horse 1")).status,
    ).toBe(429);
    const fresh = new AuthBrowser(setup.auth, "192.0.2.99");
    expect((await signIn(fresh, "correct horse 1")).status).toBe(200);
    expect(fresh.hasSessionCookie()).toBe(true);

    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await signIn(attacker, "correct horse 1")).status).toBe(200);
  });

  it("makes ADMIN_EMAILS addresses admins at sign-up", async () => {
    const browser = new AuthBrowser(setup.auth, "198.51.100.3");
    await browser.request("/api/identity/sign-up/email", {
      body: { email: "Boss@Example.com", password: "correct horse 1", name: "Boss" },
    });
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "boss@example.com"));
    expect(user?.isAdmin).toBe(true);
  });
});

describe(`session cookies on ${describeTarget()}`, () => {
  const database = useTestDatabase();

  async function sessionCookieFor(secureCookies: boolean, email: string) {
    const { auth, mailer } = createTestAuth(database.db, { secureCookies });
    const browser = new AuthBrowser(auth, "198.51.100.40");
    await browser.request("/api/identity/sign-up/email", {
      body: { email, password: "correct horse 1", name: "C" },
    });
    const confirmed = await auth.handler(
      new Request(mailer.lastLink(email), { redirect: "manual" }),
    );
    return confirmed.headers.getSetCookie().find((line) => line.includes("session_token="))!;
  }

  it("are HttpOnly and SameSite=Lax, without Secure over plain HTTP", async () => {
    const cookie = await sessionCookieFor(false, "plain@example.com");
    expect(cookie).toMatch(/^plansmith\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("are Secure (and __Secure- prefixed) in production over HTTPS", async () => {
    const cookie = await sessionCookieFor(true, "secure@example.com");
    expect(cookie).toMatch(/^__Secure-plansmith\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe(`ADMIN_EMAILS for existing accounts on ${describeTarget()}`, () => {
  it("promotes a listed address at its next sign-in", async () => {
    const database = await createTestDatabase();
    try {
      const before = createTestAuth(database.handle.db);
      const browser = new AuthBrowser(before.auth, "198.51.100.60");
      await browser.request("/api/identity/sign-up/email", {
        body: { email: "later@example.com", password: "correct horse 1", name: "Later" },
      });
      await browser.request(before.mailer.lastLink("later@example.com"));
      const [user] = await database.handle.db
        .select()
        .from(users)
        .where(eq(users.email, "later@example.com"));
      const isAdminNow = async () =>
        (await database.handle.db.select().from(users).where(eq(users.id, user!.id)))[0]?.isAdmin;
      expect(await isAdminNow()).toBe(false);

      const after = createTestAuth(database.handle.db, { adminEmails: ["later@example.com"] });
      const signIn = await new AuthBrowser(after.auth, "198.51.100.61").request(
        "/api/identity/sign-in/email",
        {
          body: { email: "later@example.com", password: "correct horse 1" },
        },
      );
      expect(signIn.status).toBe(200);
      expect(await isAdminNow()).toBe(true);
    } finally {
      await database.dispose();
    }
  });
});
