/**
 * POST /api/auth/login, GET /api/auth/session, GET /api/auth/user, POST /api/auth/signout, the
 * server-side lockout, and POST /api/auth/oauth-url with no provider configured — through the
 * app's real route handlers, database and Better Auth instance.
 */
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_FAILED_LOGINS_PER_IP } from "@/lib/auth/lockout-rules";
import { SESSION_COOKIE_CACHE_SECONDS } from "@/server/auth/session-cache";
import { loginAttempts } from "@/server/db/schema";
import { lockoutKeys, recordFailedLogin } from "@/server/services/accounts/lockout";
import {
  badRequest,
  EMAIL_NOT_CONFIRMED,
  LOGIN_FAILED,
  NOT_AUTHENTICATED,
  NOT_JSON,
  NOT_JSON_MESSAGE,
  SESSION_COOKIE_CLEARED,
  setCookies,
} from "../../helpers/accounts-answers";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { APP_ORIGIN, RestBrowser, type RestInit } from "../../helpers/rest-client";

const {
  appDb,
  createConfirmedUser,
  createUnconfirmedUser,
  currentSession,
  currentUser,
  freshIp,
  newBrowser,
  routes,
  signIn,
} = await startInMemoryApp();

const PASSWORD = "correct horse battery";
const LOCKED = {
  error: {
    code: "ACCOUNT_LOCKED",
    message: "Too many failed login attempts. Please try again in 15 minutes.",
  },
};

const login = (browser: RestBrowser, email: string, password: string) =>
  browser.call(routes.login, "/api/auth/login", { body: { email, password } });
const oauthUrl = (init: RestInit) =>
  newBrowser().call(routes.oauthUrl, "/api/auth/oauth-url", init);

/** Signs in with a new browser and expects a refusal: this status and body, and no session. */
async function expectLoginRefused(
  email: string,
  password: string,
  refusal: { status: number; body: unknown },
) {
  const browser = newBrowser();
  const answer = await login(browser, email, password);
  expect(answer.status).toBe(refusal.status);
  expect(answer.body).toEqual(refusal.body);
  expect(browser.hasSession()).toBe(false);
}

/** GET /api/auth/user with nothing but this cookie, as a client that is not a browser would. */
const userWithCookie = (cookie: string) =>
  routes.user(
    new Request(`${APP_ORIGIN}/api/auth/user`, {
      headers: { cookie, [CLIENT_IP_HEADER]: freshIp() },
    }),
  );

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
    expect(setCookies(answer)).toMatch(/plansmith\.session_token=[^;]+;.*HttpOnly/i);
    expect(browser.hasSession()).toBe(true);
  });

  it("accepts any spelling of the address that normalises alike", async () => {
    const answer = await login(newBrowser(), "  LOGIN.USER@EXAMPLE.COM ", PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body?.data.user.id).toBe(userId);
  });

  it("answers 401 'Login failed' for a wrong password, and sets no cookie", async () => {
    await expectLoginRefused("login.user@example.com", "not the password", {
      status: 401,
      body: LOGIN_FAILED,
    });
  });

  it("answers the same 401 'Login failed' for an unknown address", async () => {
    const answer = await login(newBrowser(), "nobody-here@example.com", PASSWORD);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(LOGIN_FAILED);
  });

  it("answers 403 EMAIL_NOT_CONFIRMED before the address is confirmed", async () => {
    await createUnconfirmedUser("unconfirmed@example.com", PASSWORD);
    await expectLoginRefused("unconfirmed@example.com", PASSWORD, {
      status: 403,
      body: EMAIL_NOT_CONFIRMED,
    });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const answer = await newBrowser().call(routes.login, "/api/auth/login", {
      rawBody: "{not json",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(NOT_JSON);
  });

  it("answers 400 with field errors for missing fields", async () => {
    const empty = await newBrowser().call(routes.login, "/api/auth/login", { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(
      badRequest("Email is required", {
        email: ["Email is required"],
        password: ["Password is required"],
      }),
    );

    const noBody = await newBrowser().call(routes.login, "/api/auth/login");
    expect(noBody.status).toBe(400);
    expect(noBody.body?.error.fieldErrors).toEqual({
      email: ["Email is required"],
      password: ["Password is required"],
    });

    const badEmail = await login(newBrowser(), "not-an-address", "");
    expect(badEmail.status).toBe(400);
    expect(badEmail.body?.error.fieldErrors).toEqual({
      email: ["Enter a valid email address"],
      password: ["Password is required"],
    });
  });
});

describe("GET /api/auth/session and GET /api/auth/user", () => {
  it("answers { data: { session: null } } when signed out", async () => {
    const answer = await currentSession(newBrowser());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { session: null } });
  });

  it("answers 401 'User not authenticated' for the user when signed out", async () => {
    const answer = await currentUser(newBrowser());
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(NOT_AUTHENTICATED);
  });

  it("answers 401 for a forged session cookie", async () => {
    const response = await userWithCookie("plansmith.session_token=forged.value");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(NOT_AUTHENTICATED);
  });

  it("answers the session and the user when signed in", async () => {
    const { browser, user } = await createConfirmedUser("session.user@example.com", PASSWORD);
    const session = await currentSession(browser);
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

    const me = await currentUser(browser);
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
    expect((await currentUser(browser)).status).toBe(200);

    const answer = await browser.call(routes.signout, "/api/auth/signout");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { signedOut: true } });
    expect(setCookies(answer)).toMatch(SESSION_COOKIE_CLEARED);
    expect(browser.hasSession()).toBe(false);

    expect((await currentSession(browser)).body).toEqual({ data: { session: null } });
    expect((await currentUser(browser)).status).toBe(401);
  });

  it("deletes the session row, so a copied cookie stops working too", async () => {
    await createConfirmedUser("signout.copy@example.com", PASSWORD);
    const { browser, answer } = await signIn("signout.copy@example.com", PASSWORD);
    expect(answer.status).toBe(200);
    // The cookies as an attacker might have copied them: all of them (the signed session cache
    // included), or the session token alone.
    const pairs = answer.response.headers.getSetCookie().map((line) => line.split(";")[0]!);
    const copied = pairs.join("; ");
    const tokenOnly = pairs.filter((pair) => pair.includes("session_token=")).join("; ");
    expect((await userWithCookie(copied)).status).toBe(200);
    await browser.call(routes.signout, "/api/auth/signout");
    const after = await userWithCookie(tokenOnly);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual(NOT_AUTHENTICATED);
    // The signed cache is trusted for its short age at most; then the revoked session is refused.
    vi.useFakeTimers({
      toFake: ["Date"],
      now: Date.now() + (SESSION_COOKIE_CACHE_SECONDS + 1) * 1000,
    });
    try {
      expect((await userWithCookie(copied)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
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

  it("locks the client after 5 failures with 429 and the spec's message, not other clients", async () => {
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
    // …nor from a fresh browser on the same IP (cleared cookies and storage are no way around it)…
    const sameIp = new RestBrowser(attacker.ip);
    expect(await login(sameIp, "Locked.User@EXAMPLE.com", PASSWORD)).toMatchObject({
      status: 429,
      body: LOCKED,
    });
    expect(sameIp.hasSession()).toBe(false);
    // …but the person whose address it is signs in from elsewhere (issue 23: no lock-out by others).
    expect((await login(newBrowser(), email, PASSWORD)).status).toBe(200);
  });

  it("never locks a shared IP out for failures on other accounts", async () => {
    // One office NAT: five people each mistype their own password once...
    const sharedIp = freshIp();
    const colleagues = ["a", "b", "c", "d", "e"].map((name) => `nat.${name}@example.com`);
    // Six accounts, each a password hash: made side by side, with room on a loaded machine.
    await Promise.all(
      [...colleagues, "nat.sixth@example.com"].map((address) =>
        createConfirmedUser(address, PASSWORD),
      ),
    );
    for (const address of colleagues) {
      expect((await login(new RestBrowser(sharedIp), address, "wrong password")).status).toBe(401);
    }
    // ...and a sixth person behind the same IP still signs in with the right password.
    const sixth = new RestBrowser(sharedIp);
    expect((await login(sixth, "nat.sixth@example.com", PASSWORD)).status).toBe(200);
    expect(sixth.hasSession()).toBe(true);
  }, 90_000);

  it("still locks one IP that fails on many accounts, after its larger budget", async () => {
    const address = "ip.budget.victim@example.com";
    await createConfirmedUser(address, PASSWORD);
    const guesserIp = freshIp();
    // Earlier failures of this IP on other addresses, counted straight into the lockout.
    const db = await appDb();
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_IP - 1; i++) {
      await recordFailedLogin(
        db,
        lockoutKeys({
          email: `guess-${i}@example.com`,
          clientIp: guesserIp,
          trustedDeviceId: null,
        }),
        new Date(),
      );
    }
    const guesser = new RestBrowser(guesserIp);
    expect((await login(guesser, "one.more.guess@example.com", "wrong")).status).toBe(401);
    const locked = await login(guesser, address, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(LOCKED);
    // The address itself is not locked: from another IP it signs in.
    expect((await login(newBrowser(), address, PASSWORD)).status).toBe(200);
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
          .where(eq(loginAttempts.key, `client:ip:${browser.ip}|${address}`))
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
    await createUnconfirmedUser(address, PASSWORD);
    const browser = newBrowser();
    for (let i = 0; i < 5; i++) {
      const refused = await login(browser, address, PASSWORD);
      expect(refused.status).toBe(403);
      expect(refused.body?.error.code).toBe("EMAIL_NOT_CONFIRMED");
    }
    const locked = await login(new RestBrowser(browser.ip), address, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(LOCKED);
  });
});

describe("POST /api/auth/oauth-url without providers", () => {
  it.each(["github", "google"])("answers 400 for %s, which is not configured", async (provider) => {
    const answer = await oauthUrl({ body: { provider } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(badRequest("This sign-in method is not available."));
  });

  it("answers 400 with field errors for an unknown or missing provider", async () => {
    const unknown = await oauthUrl({ body: { provider: "myspace" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body?.error.code).toBe("BAD_REQUEST");
    expect(Object.keys(unknown.body?.error.fieldErrors)).toEqual(["provider"]);

    const missing = await oauthUrl({ body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body?.error.fieldErrors)).toEqual(["provider"]);

    const notJson = await oauthUrl({ rawBody: "provider=github" });
    expect(notJson.status).toBe(400);
    expect(notJson.body?.error.message).toBe(NOT_JSON_MESSAGE);
  });
});
