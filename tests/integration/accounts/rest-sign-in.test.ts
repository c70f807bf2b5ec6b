/**
 * POST /api/auth/login, GET /api/auth/session, GET /api/auth/user, POST /api/auth/signout, the
 * server-side lockout, and POST /api/auth/oauth-url with no provider configured — through the
 * app's real route handlers, database and Better Auth instance.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.stubEnv("DATA_DIR", "memory://");
vi.stubEnv("DATABASE_URL", "");
vi.stubEnv("RESEND_API_KEY", "");
vi.stubEnv("ADMIN_EMAILS", "");
vi.stubEnv("GITHUB_CLIENT_ID", "");
vi.stubEnv("GITHUB_CLIENT_SECRET", "");
vi.stubEnv("GOOGLE_CLIENT_ID", "");
vi.stubEnv("GOOGLE_CLIENT_SECRET", "");
vi.stubEnv("AUTH_SECRET", "rest-sign-in-test-secret-at-least-32-chars");
vi.stubEnv("APP_URL", "http://localhost:3000");
vi.stubEnv("LOG_LEVEL", "warn");

const { eq } = await import("drizzle-orm");
const { loginAttempts } = await import("@/server/db/schema");
const {
  GET,
  RestBrowser,
  appDb,
  closeApp,
  createConfirmedUser,
  freshIp,
  newBrowser,
  routes,
  signIn,
} = await import("../../helpers/rest-accounts");

afterAll(closeApp);

const PASSWORD = "correct horse battery";
const LOGIN_FAILED = { error: { code: "INVALID_CREDENTIALS", message: "Login failed" } };
const LOCKED = {
  error: {
    code: "ACCOUNT_LOCKED",
    message: "Too many failed login attempts. Please try again in 15 minutes.",
  },
};
const NOT_AUTHENTICATED = {
  error: { code: "NOT_AUTHENTICATED", message: "User not authenticated" },
};

const login = (browser: InstanceType<typeof RestBrowser>, email: string, password: string) =>
  browser.call(routes.login, "/api/auth/login", { body: { email, password } });

describe("POST /api/auth/login", () => {
  let userId: string;
  beforeAll(async () => {
    ({
      user: { id: userId },
    } = await createConfirmedUser("Login.User@Example.com", PASSWORD, { full_name: "Lo Gin" }));
  });

  it("answers { data: { user } } and sets the session cookie", async () => {
    const browser = newBrowser();
    const answer = await login(browser, "login.user@example.com", PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        user: {
          id: userId,
          email: "login.user@example.com",
          name: "Lo Gin",
          emailVerified: true,
          isAdmin: false,
        },
      },
    });
    expect(answer.response.headers.get("cache-control")).toBe("no-store");
    expect(answer.response.headers.getSetCookie().join("\n")).toMatch(
      /plansmith\.session_token=[^;]+;.*HttpOnly/i,
    );
    expect(browser.hasSession()).toBe(true);
  });

  it("accepts any spelling of the address that normalises alike", async () => {
    const answer = await login(newBrowser(), "  LOGIN.USER@EXAMPLE.COM ", PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body?.data.user.id).toBe(userId);
  });

  it("answers 401 'Login failed' for a wrong password, and sets no cookie", async () => {
    const browser = newBrowser();
    const answer = await login(browser, "login.user@example.com", "not the password");
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(LOGIN_FAILED);
    expect(browser.hasSession()).toBe(false);
  });

  it("answers the same 401 'Login failed' for an unknown address", async () => {
    const answer = await login(newBrowser(), "nobody-here@example.com", PASSWORD);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(LOGIN_FAILED);
  });

  it("answers 403 EMAIL_NOT_CONFIRMED before the address is confirmed", async () => {
    const signup = await newBrowser().call(routes.signup, "/api/auth/signup", {
      body: { email: "unconfirmed@example.com", password: PASSWORD },
    });
    expect(signup.status).toBe(201);
    const browser = newBrowser();
    const answer = await login(browser, "unconfirmed@example.com", PASSWORD);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      error: {
        code: "EMAIL_NOT_CONFIRMED",
        message: "Email not confirmed. Please check your inbox for the confirmation email.",
      },
    });
    expect(browser.hasSession()).toBe(false);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const answer = await newBrowser().call(routes.login, "/api/auth/login", {
      rawBody: "{not json",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: { code: "BAD_REQUEST", message: "The request body must be JSON." },
    });
  });

  it("answers 400 with field errors for missing fields", async () => {
    const empty = await newBrowser().call(routes.login, "/api/auth/login", { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: {
        code: "BAD_REQUEST",
        message: "Email is required",
        fieldErrors: { email: ["Email is required"], password: ["Password is required"] },
      },
    });

    const noBody = await newBrowser().call(routes.login, "/api/auth/login");
    expect(noBody.status).toBe(400);
    expect(noBody.body?.error.fieldErrors).toEqual({
      email: ["Email is required"],
      password: ["Password is required"],
    });

    const badEmail = await newBrowser().call(routes.login, "/api/auth/login", {
      body: { email: "not-an-address", password: "" },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body?.error.fieldErrors).toEqual({
      email: ["Enter a valid email address"],
      password: ["Password is required"],
    });
  });
});

describe("GET /api/auth/session and GET /api/auth/user", () => {
  it("answers { data: { session: null } } when signed out", async () => {
    const answer = await newBrowser().call(routes.session, "/api/auth/session", GET);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { session: null } });
  });

  it("answers 401 'User not authenticated' for the user when signed out", async () => {
    const answer = await newBrowser().call(routes.user, "/api/auth/user", GET);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(NOT_AUTHENTICATED);
  });

  it("answers 401 for a forged session cookie", async () => {
    const headers = new Headers({
      cookie: "plansmith.session_token=forged.value",
      "x-forwarded-for": freshIp(),
    });
    const response = await routes.user(
      new Request("http://localhost:3000/api/auth/user", { headers }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(NOT_AUTHENTICATED);
  });

  it("answers the session and the user when signed in", async () => {
    const { browser, user } = await createConfirmedUser("session.user@example.com", PASSWORD);
    const session = await browser.call(routes.session, "/api/auth/session", GET);
    expect(session.status).toBe(200);
    expect(Object.keys(session.body!.data)).toEqual(["session"]);
    expect(session.body!.data.session).toEqual({
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      user,
    });
    const expiresAt = Date.parse(session.body!.data.session.expiresAt);
    // Sessions last 30 days.
    expect(expiresAt - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);

    const me = await browser.call(routes.user, "/api/auth/user", GET);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ data: { user } });
    expect(user).toEqual({
      id: expect.any(String),
      email: "session.user@example.com",
      name: "",
      emailVerified: true,
      isAdmin: false,
    });
  });
});

describe("POST /api/auth/signout", () => {
  it("ends the session: the cookie is cleared and the session no longer works", async () => {
    const { browser } = await createConfirmedUser("signout.user@example.com", PASSWORD);
    expect((await browser.call(routes.user, "/api/auth/user", GET)).status).toBe(200);

    const answer = await browser.call(routes.signout, "/api/auth/signout");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { signedOut: true } });
    expect(answer.response.headers.getSetCookie().join("\n")).toMatch(
      /plansmith\.session_token=;.*Max-Age=0/i,
    );
    expect(browser.hasSession()).toBe(false);

    expect((await browser.call(routes.session, "/api/auth/session", GET)).body).toEqual({
      data: { session: null },
    });
    expect((await browser.call(routes.user, "/api/auth/user", GET)).status).toBe(401);
  });

  it("deletes the session row, so a copied cookie stops working too", async () => {
    await createConfirmedUser("signout.copy@example.com", PASSWORD);
    const { browser, answer } = await signIn("signout.copy@example.com", PASSWORD);
    expect(answer.status).toBe(200);
    // The cookie as an attacker might have copied it.
    const copied = answer.response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const withCopy = () =>
      routes.user(
        new Request("http://localhost:3000/api/auth/user", {
          headers: { cookie: copied, "x-forwarded-for": freshIp() },
        }),
      );
    expect((await withCopy()).status).toBe(200);
    await browser.call(routes.signout, "/api/auth/signout");
    const after = await withCopy();
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual(NOT_AUTHENTICATED);
  });

  it("answers the same when nobody is signed in", async () => {
    const answer = await newBrowser().call(routes.signout, "/api/auth/signout");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { signedOut: true } });
  });
});

describe("login lockout", () => {
  const email = "locked.user@example.com";
  beforeAll(async () => {
    await createConfirmedUser(email, PASSWORD);
  });

  it("locks after 5 failures with 429 and the spec's message, even for a fresh client", async () => {
    const attacker = newBrowser();
    for (let i = 0; i < 5; i++) {
      const failed = await login(attacker, email, `wrong password ${i}`);
      expect(failed.status).toBe(401);
      expect(failed.body).toEqual(LOGIN_FAILED);
    }
    // The right password no longer gets in, from the same client…
    const locked = await login(attacker, email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(LOCKED);
    // …nor from a fresh client on another IP.
    const fresh = new RestBrowser(freshIp());
    const stillLocked = await login(fresh, "Locked.User@EXAMPLE.com", PASSWORD);
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.body).toEqual(LOCKED);
    expect(fresh.hasSession()).toBe(false);
  });

  it("counts per client IP as well: the locked IP cannot try other addresses", async () => {
    const other = "ip.locked.other@example.com";
    await createConfirmedUser(other, PASSWORD);
    const attacker = newBrowser();
    for (let i = 0; i < 5; i++) {
      const address = `nobody-${i}@example.com`;
      expect((await login(attacker, address, "wrong password")).status).toBe(401);
    }
    const locked = await login(attacker, other, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(LOCKED);
    // The address itself is not locked: from another IP it signs in.
    expect((await login(newBrowser(), other, PASSWORD)).status).toBe(200);
  });

  it("is cleared by a successful login", async () => {
    const address = "clears.count@example.com";
    await createConfirmedUser(address, PASSWORD);
    const browser = newBrowser();
    for (let i = 0; i < 4; i++)
      expect((await login(browser, address, "wrong one")).status).toBe(401);
    const db = await appDb();
    const count = async () =>
      (
        await db
          .select({ failures: loginAttempts.failures })
          .from(loginAttempts)
          .where(eq(loginAttempts.key, `email:${address}`))
      )[0]?.failures ?? 0;
    expect(await count()).toBe(4);
    expect((await login(browser, address, PASSWORD)).status).toBe(200);
    expect(await count()).toBe(0);
    // Four more failures do not lock: the count started again.
    for (let i = 0; i < 4; i++) {
      const failed = await login(browser, address, "wrong again");
      expect(failed.status).toBe(401);
    }
    expect((await login(browser, address, PASSWORD)).status).toBe(200);
  });

  it("counts unconfirmed-email refusals as failed attempts", async () => {
    const address = "unconfirmed.lock@example.com";
    const signup = await newBrowser().call(routes.signup, "/api/auth/signup", {
      body: { email: address, password: PASSWORD },
    });
    expect(signup.status).toBe(201);
    const browser = newBrowser();
    for (let i = 0; i < 5; i++) {
      const refused = await login(browser, address, PASSWORD);
      expect(refused.status).toBe(403);
      expect(refused.body?.error.code).toBe("EMAIL_NOT_CONFIRMED");
    }
    const locked = await login(newBrowser(), address, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(LOCKED);
  });
});

describe("POST /api/auth/oauth-url without providers", () => {
  it.each(["github", "google"])("answers 400 for %s, which is not configured", async (provider) => {
    const answer = await newBrowser().call(routes.oauthUrl, "/api/auth/oauth-url", {
      body: { provider },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: { code: "BAD_REQUEST", message: "This sign-in method is not available." },
    });
  });

  it("answers 400 with field errors for an unknown or missing provider", async () => {
    const unknown = await newBrowser().call(routes.oauthUrl, "/api/auth/oauth-url", {
      body: { provider: "myspace" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body?.error.code).toBe("BAD_REQUEST");
    expect(Object.keys(unknown.body?.error.fieldErrors)).toEqual(["provider"]);

    const missing = await newBrowser().call(routes.oauthUrl, "/api/auth/oauth-url", { body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body?.error.fieldErrors)).toEqual(["provider"]);

    const notJson = await newBrowser().call(routes.oauthUrl, "/api/auth/oauth-url", {
      rawBody: "provider=github",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body?.error.message).toBe("The request body must be JSON.");
  });
});
