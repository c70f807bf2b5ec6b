/**
 * Better Auth's own handler (/api/identity/*) answers only what a browser is sent to; every
 * attack that went straight to it (and so around our limits and rules) now gets 404 and does
 * nothing — through the app's real route handler, database and mail outbox.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { profiles, users } from "@/server/db/schema";
import { locationOf } from "../../helpers/accounts-answers";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import type { RestBrowser } from "../../helpers/rest-client";

const { appDb, createConfirmedUser, latestLink, mailsTo, newBrowser, routes } =
  await startInMemoryApp();

const PASSWORD = "identity surface password";
const identityPost = (browser: RestBrowser, path: string, body: unknown) =>
  browser.call(routes.identityPost, `/api/identity${path}`, { body });
const identityGet = (browser: RestBrowser, path: string) =>
  browser.call(routes.identityGet, `/api/identity${path}`, { method: "GET" });

describe("/api/identity/* beyond the browser's links", () => {
  const email = "surface.owner@example.com";
  let owner: RestBrowser;
  let userId: string;
  beforeAll(async () => {
    ({
      browser: owner,
      user: { id: userId },
    } = await createConfirmedUser(email, PASSWORD, { full_name: "Surface Owner" }));
  });

  it("sends no reset mail, however often it is asked", async () => {
    const before = (await mailsTo(email)).length;
    for (let i = 0; i < 20; i++) {
      const asked = await identityPost(newBrowser(), "/request-password-reset", {
        email,
        redirectTo: "/auth/reset-password",
      });
      expect(asked.status).toBe(404);
    }
    expect((await identityPost(newBrowser(), "/forget-password", { email })).status).toBe(404);
    expect((await mailsTo(email)).length).toBe(before);
  });

  it("mails no magic link, least of all to an address without an account", async () => {
    const nobody = "no.account.here@example.com";
    const asked = await identityPost(newBrowser(), "/sign-in/magic-link", { email: nobody });
    expect(asked.status).toBe(404);
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it("creates no account around our sign-up rules (username, a 2 MB name)", async () => {
    const signUp = await identityPost(newBrowser(), "/sign-up/email", {
      email: "around.the.rules@example.com",
      password: PASSWORD,
      name: "x".repeat(2 * 1024 * 1024),
      username: "admin",
    });
    expect(signUp.status).toBe(404);
    const db = await appDb();
    expect(
      await db.select().from(users).where(eq(users.email, "around.the.rules@example.com")),
    ).toEqual([]);
    expect(await mailsTo("around.the.rules@example.com")).toEqual([]);
  });

  it("changes nothing of a signed-in user's account", async () => {
    const attempts: [string, unknown][] = [
      ["/update-user", { name: "y".repeat(2 * 1024 * 1024) }],
      ["/change-password", { currentPassword: PASSWORD, newPassword: "a new one entirely" }],
      ["/change-email", { newEmail: "taken.over@example.com" }],
      ["/delete-user", { password: PASSWORD }],
      ["/revoke-sessions", {}],
      ["/sign-out", {}],
      ["/reset-password", { token: "anything", newPassword: "a new one entirely" }],
    ];
    for (const [path, body] of attempts) {
      expect((await identityPost(owner, path, body)).status, path).toBe(404);
    }
    for (const path of ["/get-session", "/list-sessions", "/list-accounts", "/ok"]) {
      expect((await identityGet(owner, path)).status, path).toBe(404);
    }
    const db = await appDb();
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ email, name: "Surface Owner" });
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile?.fullName).toBe("Surface Owner");
    // Still signed in, with the same password.
    expect((await owner.call(routes.user, "/api/auth/user", { method: "GET" })).status).toBe(200);
  });

  it("refuses sign-in and OAuth starts there (ours are /api/auth/login and oauth-url)", async () => {
    const signIn = await identityPost(newBrowser(), "/sign-in/email", {
      email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(404);
    const social = await identityPost(newBrowser(), "/sign-in/social", { provider: "github" });
    expect(social.status).toBe(404);
  });

  it("still answers the browser's links: confirmation, magic link, reset and callbacks", async () => {
    // Tokens that are not valid still reach Better Auth, which redirects with an error.
    const confirm = await newBrowser().visit(
      routes.identityGet,
      "http://localhost:3000/api/identity/verify-email?token=not-a-token&callbackURL=/auth/confirm",
    );
    expect(confirm.status).not.toBe(404);
    const magic = await newBrowser().visit(
      routes.identityGet,
      "http://localhost:3000/api/identity/magic-link/verify?token=not-a-token&errorCallbackURL=/auth/confirm",
    );
    expect(magic.status).toBe(302);
    await newBrowser().call(routes.reset, "/api/auth/reset", { body: { email } });
    const reset = await newBrowser().visit(
      routes.identityGet,
      await latestLink(email, "reset-password"),
    );
    expect(reset.status).toBe(302);
    expect(locationOf(reset).pathname).toBe("/auth/reset-password");
    const callback = await newBrowser().visit(
      routes.identityGet,
      "http://localhost:3000/api/identity/callback/github?code=x&state=y",
    );
    expect(callback.status).not.toBe(404);
  });
});

describe("Better Auth's rate limiter", () => {
  const errorPage = (clientIp: string, forwardedFor: string) =>
    routes.identityGet(
      new Request("http://localhost:3000/api/identity/error", {
        headers: { [CLIENT_IP_HEADER]: clientIp, "x-forwarded-for": forwardedFor },
      }),
    );

  it("counts by the client IP our server resolved, not by X-Forwarded-For", async () => {
    const statuses: number[] = [];
    // Default rule: 100 requests a minute per IP and path. Every request claims another
    // X-Forwarded-For address, which must not give it a fresh budget.
    for (let i = 0; i < 101; i++) {
      statuses.push((await errorPage("192.0.2.77", `10.66.0.${i}`)).status);
    }
    expect(statuses.slice(0, 100).every((status) => status !== 429)).toBe(true);
    expect(statuses[100]).toBe(429);
    expect((await errorPage("192.0.2.78", "10.66.0.1")).status).not.toBe(429);
  });
});
