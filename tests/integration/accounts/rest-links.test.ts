/**
 * The mailed-link calls, POST /api/auth/reset and POST /api/auth/magic-link: they never reveal
 * whether an account exists, and the links they mail work — through the app's real route
 * handlers, Better Auth's own /api/identity endpoints and the mail outbox.
 */
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/server/db/schema";
import { locationOf, LOGIN_FAILED } from "../../helpers/accounts-answers";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { passSessionCacheAge } from "../../helpers/session-cache-clock";
import type { RestAnswer } from "../../helpers/rest-client";

const {
  appDb,
  createConfirmedUser,
  currentUser,
  expectBadEmailRequests,
  freshIp,
  latestLink,
  latestMail,
  mailsTo,
  newBrowser,
  routes,
  signIn,
  signInStatus,
} = await startInMemoryApp();
const { appMailer, getAuth } = await import("@/server/auth");
const { AppError } = await import("@/lib/app-error");
const { ACCOUNT_ERRORS } = await import("@/lib/errors/accounts");
const { resetPasswordWithToken } = await import("@/server/services/accounts/password");
const { runAfterResponse } = await import("@/server/after-response");

const PASSWORD = "the first password";
const CHECK_INBOX = {
  data: { sent: true, message: "If an account exists for this email, we have sent a link to it." },
};

/**
 * Asks with an address that has an account and one that has none: both get the same answer,
 * which tells the user to check the inbox.
 */
async function expectSameAnswerForBoth(
  ask: (address: string) => Promise<RestAnswer>,
  existingAddress: string,
  missingAddress: string,
) {
  const existing = await ask(existingAddress);
  const missing = await ask(missingAddress);
  expect(existing.status).toBe(200);
  expect(existing.body).toEqual(CHECK_INBOX);
  expect(missing.status).toBe(existing.status);
  expect(missing.body).toEqual(existing.body);
  return missing;
}

function tokenOf(resetLink: string): string {
  // Better Auth's reset link: /api/identity/reset-password/{token}?callbackURL=…
  const token = new URL(resetLink).pathname.split("/").at(-1);
  expect(token).toBeTruthy();
  return token!;
}

/** What a route hands the password service: the app's auth, database and mailer, a fresh IP. */
async function serviceContext() {
  return {
    auth: await getAuth(),
    db: await appDb(),
    headers: new Headers({ [CLIENT_IP_HEADER]: freshIp() }),
    mailer: appMailer,
    afterResponse: runAfterResponse,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/auth/reset", () => {
  const email = "forgetful@example.com";
  beforeAll(async () => {
    await createConfirmedUser(email, PASSWORD);
  });

  const reset = (address: string) =>
    newBrowser().call(routes.reset, "/api/auth/reset", { body: { email: address } });

  it("answers an existing and a non-existing address identically; mails only the account", async () => {
    const missing = await expectSameAnswerForBoth(
      reset,
      "Forgetful@Example.com",
      "no-such-account@example.com",
    );
    expect(missing.response.headers.get("cache-control")).toBe("no-store");

    const mail = await latestMail(email, "reset-password");
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/api\/identity\/reset-password\/[^/?]+\?/);
    expect(await mailsTo("no-such-account@example.com")).toEqual([]);
  });

  it("sets a new password through the mailed link and our service, not Better Auth's endpoint", async () => {
    const { browser: signedIn } = await signIn(email, PASSWORD);
    expect((await currentUser(signedIn)).status).toBe(200);

    await reset(email);
    const link = await latestLink(email, "reset-password");
    // The link lands on the app's reset page with the token.
    const browser = newBrowser();
    const landing = await browser.visit(routes.identityGet, link);
    expect(landing.status).toBe(302);
    const page = locationOf(landing);
    expect(page.pathname).toBe("/auth/reset-password");
    expect(page.searchParams.get("token")).toBe(tokenOf(link));

    const token = page.searchParams.get("token")!;
    // Better Auth's own endpoint is closed: it would skip our password rules.
    const direct = await browser.call(routes.identityPost, "/api/identity/reset-password", {
      body: { token, newPassword: "the second password" },
    });
    expect(direct.status).toBe(404);
    const ctx = await serviceContext();
    const setPassword = (password: string) => resetPasswordWithToken(ctx, { token, password });
    await setPassword("the second password");

    expect(await signInStatus(email, "the second password")).toBe(200);
    const old = await signIn(email, PASSWORD);
    expect(old.answer.status).toBe(401);
    expect(old.answer.body).toEqual(LOGIN_FAILED);
    // A reset signs out every session (once their short cookie cache has expired), and the
    // owner is told by mail.
    passSessionCacheAge();
    expect((await currentUser(signedIn)).status).toBe(401);
    expect((await mailsTo(email))[0]?.kind).toBe("password-changed");

    // The link works once.
    await expect(setPassword("the third password")).rejects.toMatchObject({ status: 400 });
  });

  it("sets a new password with the service resetPasswordWithToken, once per link", async () => {
    await reset(email);
    const token = tokenOf(await latestLink(email, "reset-password"));
    const ctx = await serviceContext();
    await resetPasswordWithToken(ctx, { token, password: "the service password" });
    expect(await signInStatus(email, "the service password")).toBe(200);
    expect(await signInStatus(email, "the second password")).toBe(401);

    const reused = resetPasswordWithToken(ctx, { token, password: "yet another password" });
    await expect(reused).rejects.toBeInstanceOf(AppError);
    await expect(reused).rejects.toMatchObject({
      code: "LINK_EXPIRED",
      status: 400,
      // The reset link's own words, not the sign-in link's.
      message: ACCOUNT_ERRORS.resetLinkExpired,
    });
  });

  it("answers 400 with field errors for a missing or malformed address", async () => {
    await expectBadEmailRequests(routes.reset, "/api/auth/reset", {
      malformed: "forgetful",
      rawBody: "x",
    });
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
  const latestMagicLink = () => latestLink("magicuser@gmail.com", "magic-link");

  it("answers an existing and a non-existing address identically; mails only the account", async () => {
    await expectSameAnswerForBoth(
      magicLink,
      "MAGIC.USER+anything@gmail.com",
      "no-magic-here@example.com",
    );

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
    const link = await latestMagicLink();
    const browser = newBrowser();
    const landing = await browser.visit(routes.identityGet, link);
    expect(landing.status).toBe(302);
    expect(locationOf(landing).pathname).toBe("/dashboard");
    expect(browser.hasSession()).toBe(true);
    const me = await currentUser(browser);
    expect(me.status).toBe(200);
    expect(me.body?.data.user).toMatchObject({ id: userId, email: "magicuser@gmail.com" });

    // The link works once.
    const second = newBrowser();
    const reused = await second.visit(routes.identityGet, link);
    expect(second.hasSession()).toBe(false);
    expect(reused.headers.get("location") ?? "").toContain("error=");
  });

  it("comes back to a same-site returnTo, never to another site", async () => {
    await magicLink(email, { returnTo: "/plan/42" });
    const local = new URL(await latestMagicLink());
    expect(local.searchParams.get("callbackURL")).toBe("/plan/42");

    await magicLink(email, { returnTo: "https://evil.example/" });
    const foreign = new URL(await latestMagicLink());
    expect(foreign.searchParams.get("callbackURL")).toBe("/dashboard");
  });

  it("answers 400 with field errors for a missing or malformed address", async () => {
    await expectBadEmailRequests(routes.magicLink, "/api/auth/magic-link", {
      malformed: "magic@",
      rawBody: "]",
    });
  });
});
