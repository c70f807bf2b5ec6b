/**
 * The mailed-link calls, POST /api/auth/reset and POST /api/auth/magic-link: they never reveal
 * whether an account exists, and the links they mail work — through the app's real route
 * handlers, Better Auth's own /api/identity endpoints and the mail outbox.
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
vi.stubEnv("AUTH_SECRET", "rest-links-test-secret-at-least-32-chars!");
vi.stubEnv("APP_URL", "http://localhost:3000");
vi.stubEnv("LOG_LEVEL", "warn");

const { eq } = await import("drizzle-orm");
const { users } = await import("@/server/db/schema");
const { appMailer, getAuth } = await import("@/server/auth");
const { AppError } = await import("@/lib/app-error");
const { resetPasswordWithToken } = await import("@/server/services/accounts/password");
const {
  GET,
  RestBrowser,
  appDb,
  closeApp,
  createConfirmedUser,
  freshIp,
  latestMail,
  mailsTo,
  newBrowser,
  routes,
  signIn,
} = await import("../../helpers/rest-accounts");

afterAll(closeApp);

const PASSWORD = "the first password";
const CHECK_INBOX = {
  data: { sent: true, message: "If an account exists for this email, we have sent a link to it." },
};

function tokenOf(resetLink: string): string {
  // Better Auth's reset link: /api/identity/reset-password/{token}?callbackURL=…
  const token = new URL(resetLink).pathname.split("/").at(-1);
  expect(token).toBeTruthy();
  return token!;
}

describe("POST /api/auth/reset", () => {
  const email = "forgetful@example.com";
  beforeAll(async () => {
    await createConfirmedUser(email, PASSWORD);
  });

  const reset = (address: string) =>
    newBrowser().call(routes.reset, "/api/auth/reset", { body: { email: address } });

  it("answers an existing and a non-existing address identically; mails only the account", async () => {
    const existing = await reset("Forgetful@Example.com");
    const missing = await reset("no-such-account@example.com");
    expect(existing.status).toBe(200);
    expect(existing.body).toEqual(CHECK_INBOX);
    expect(missing.status).toBe(existing.status);
    expect(missing.body).toEqual(existing.body);
    expect(missing.response.headers.get("cache-control")).toBe("no-store");

    const mail = await latestMail(email, "reset-password");
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/api\/identity\/reset-password\/[^/?]+\?/);
    expect(await mailsTo("no-such-account@example.com")).toEqual([]);
  });

  it("sets a new password through the mailed link and Better Auth's reset endpoint", async () => {
    const { browser: signedIn } = await signIn(email, PASSWORD);
    expect((await signedIn.call(routes.user, "/api/auth/user", GET)).status).toBe(200);

    await reset(email);
    const link = (await latestMail(email, "reset-password")).link!;
    // The link lands on the app's reset page with the token.
    const browser = newBrowser();
    const landing = await browser.visit(routes.identityGet, link);
    expect(landing.status).toBe(302);
    const page = new URL(landing.headers.get("location")!, "http://localhost:3000");
    expect(page.pathname).toBe("/auth/reset-password");
    expect(page.searchParams.get("token")).toBe(tokenOf(link));

    const answer = await browser.call(routes.identityPost, "/api/identity/reset-password", {
      body: { token: page.searchParams.get("token"), newPassword: "the second password" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true });

    expect((await signIn(email, "the second password")).answer.status).toBe(200);
    const old = await signIn(email, PASSWORD);
    expect(old.answer.status).toBe(401);
    expect(old.answer.body).toEqual({
      error: { code: "INVALID_CREDENTIALS", message: "Login failed" },
    });
    // A reset signs out every session, and the owner is told by mail.
    expect((await signedIn.call(routes.user, "/api/auth/user", GET)).status).toBe(401);
    expect((await mailsTo(email))[0]?.kind).toBe("password-changed");

    // The link works once.
    const again = await browser.call(routes.identityPost, "/api/identity/reset-password", {
      body: { token: page.searchParams.get("token"), newPassword: "the third password" },
    });
    expect(again.status).toBe(400);
  });

  it("sets a new password with the service resetPasswordWithToken, once per link", async () => {
    await reset(email);
    const token = tokenOf((await latestMail(email, "reset-password")).link!);
    const ctx = {
      auth: await getAuth(),
      db: await appDb(),
      headers: new Headers({ "x-forwarded-for": freshIp() }),
      mailer: appMailer,
    };
    await resetPasswordWithToken(ctx, { token, password: "the service password" });
    expect((await signIn(email, "the service password")).answer.status).toBe(200);
    expect((await signIn(email, "the second password")).answer.status).toBe(401);

    const reused = resetPasswordWithToken(ctx, { token, password: "yet another password" });
    await expect(reused).rejects.toBeInstanceOf(AppError);
    await expect(reused).rejects.toMatchObject({
      code: "LINK_EXPIRED",
      status: 400,
      message: "Your login link has expired. Please request a new one.",
    });
  });

  it("answers 400 with field errors for a missing or malformed address", async () => {
    const missing = await newBrowser().call(routes.reset, "/api/auth/reset", { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: {
        code: "BAD_REQUEST",
        message: "Email is required",
        fieldErrors: { email: ["Email is required"] },
      },
    });
    const malformed = await reset("forgetful");
    expect(malformed.status).toBe(400);
    expect(malformed.body?.error.fieldErrors).toEqual({ email: ["Enter a valid email address"] });
    const notJson = await newBrowser().call(routes.reset, "/api/auth/reset", { rawBody: "x" });
    expect(notJson.status).toBe(400);
    expect(notJson.body?.error.message).toBe("The request body must be JSON.");
  });
});

describe("POST /api/auth/magic-link", () => {
  const email = "magic.user@gmail.com";
  let userId: string;
  beforeAll(async () => {
    ({
      user: { id: userId },
    } = await createConfirmedUser("Magic.User@gmail.com", PASSWORD));
  });

  const magicLink = (address: string, extra: Record<string, unknown> = {}) =>
    newBrowser().call(routes.magicLink, "/api/auth/magic-link", {
      body: { email: address, ...extra },
    });

  it("answers an existing and a non-existing address identically; mails only the account", async () => {
    const existing = await magicLink("MAGIC.USER+anything@gmail.com");
    const missing = await magicLink("no-magic-here@example.com");
    expect(existing.status).toBe(200);
    expect(existing.body).toEqual(CHECK_INBOX);
    expect(missing.status).toBe(existing.status);
    expect(missing.body).toEqual(existing.body);

    const mail = await latestMail("magicuser@gmail.com", "magic-link");
    expect(mail.link).toMatch(
      /^http:\/\/localhost:3000\/api\/identity\/magic-link\/verify\?token=/,
    );
    expect(await mailsTo("no-magic-here@example.com")).toEqual([]);
    // Nothing was created for the unknown address either.
    const db = await appDb();
    expect(
      await db.select().from(users).where(eq(users.email, "no-magic-here@example.com")),
    ).toEqual([]);
  });

  it("signs in through the mailed link and lands on the dashboard", async () => {
    await magicLink(email);
    const link = (await latestMail("magicuser@gmail.com", "magic-link")).link!;
    const browser = new RestBrowser(freshIp());
    const landing = await browser.visit(routes.identityGet, link);
    expect(landing.status).toBe(302);
    expect(new URL(landing.headers.get("location")!, "http://localhost:3000").pathname).toBe(
      "/dashboard",
    );
    expect(browser.hasSession()).toBe(true);
    const me = await browser.call(routes.user, "/api/auth/user", GET);
    expect(me.status).toBe(200);
    expect(me.body?.data.user).toMatchObject({ id: userId, email: "magicuser@gmail.com" });

    // The link works once.
    const second = new RestBrowser(freshIp());
    const reused = await second.visit(routes.identityGet, link);
    expect(second.hasSession()).toBe(false);
    expect(reused.headers.get("location") ?? "").toContain("error=");
  });

  it("comes back to a same-site returnTo, never to another site", async () => {
    await magicLink(email, { returnTo: "/plan/42" });
    const local = new URL((await latestMail("magicuser@gmail.com", "magic-link")).link!);
    expect(local.searchParams.get("callbackURL")).toBe("/plan/42");

    await magicLink(email, { returnTo: "https://evil.example/" });
    const foreign = new URL((await latestMail("magicuser@gmail.com", "magic-link")).link!);
    expect(foreign.searchParams.get("callbackURL")).toBe("/dashboard");
  });

  it("answers 400 with field errors for a missing or malformed address", async () => {
    const missing = await newBrowser().call(routes.magicLink, "/api/auth/magic-link", {
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: {
        code: "BAD_REQUEST",
        message: "Email is required",
        fieldErrors: { email: ["Email is required"] },
      },
    });
    const malformed = await magicLink("magic@");
    expect(malformed.status).toBe(400);
    expect(malformed.body?.error.fieldErrors).toEqual({ email: ["Enter a valid email address"] });
    const notJson = await newBrowser().call(routes.magicLink, "/api/auth/magic-link", {
      rawBody: "]",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body?.error.message).toBe("The request body must be JSON.");
  });
});
