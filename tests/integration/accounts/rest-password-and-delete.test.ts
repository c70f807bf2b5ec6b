/**
 * The signed-in-only calls POST /api/auth/update-password and DELETE /api/auth/delete, through
 * the app's real route handlers, database, Better Auth instance and mail outbox. Deletion removes
 * every row the user owns.
 */
import { afterAll, describe, expect, it, vi } from "vitest";

vi.stubEnv("DATA_DIR", "memory://");
vi.stubEnv("DATABASE_URL", "");
vi.stubEnv("RESEND_API_KEY", "");
vi.stubEnv("ADMIN_EMAILS", "");
vi.stubEnv("GITHUB_CLIENT_ID", "");
vi.stubEnv("GITHUB_CLIENT_SECRET", "");
vi.stubEnv("GOOGLE_CLIENT_ID", "");
vi.stubEnv("GOOGLE_CLIENT_SECRET", "");
vi.stubEnv("AUTH_SECRET", "rest-password-test-secret-at-least-32-chars");
vi.stubEnv("APP_URL", "http://localhost:3000");
vi.stubEnv("LOG_LEVEL", "warn");

const { eq } = await import("drizzle-orm");
const { accounts, profiles, sessions, users } = await import("@/server/db/schema");
const {
  GET,
  appDb,
  closeApp,
  createConfirmedUser,
  latestMail,
  mailsTo,
  newBrowser,
  routes,
  signIn,
} = await import("../../helpers/rest-accounts");

afterAll(closeApp);

const PASSWORD = "my current password";
const WRONG_PASSWORD = {
  error: {
    code: "WRONG_PASSWORD",
    message: "The password is not correct.",
    fieldErrors: { currentPassword: ["The password is not correct."] },
  },
};

async function rowsOf(userId: string) {
  const db = await appDb();
  const [userRows, sessionRows, accountRows, profileRows] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db.select().from(sessions).where(eq(sessions.userId, userId)),
    db.select().from(accounts).where(eq(accounts.userId, userId)),
    db.select().from(profiles).where(eq(profiles.userId, userId)),
  ]);
  return {
    users: userRows.length,
    sessions: sessionRows.length,
    accounts: accountRows.length,
    profiles: profileRows.length,
  };
}

describe("POST /api/auth/update-password", () => {
  it("answers 401 with the spec's message without a session", async () => {
    const answer = await newBrowser().call(routes.updatePassword, "/api/auth/update-password", {
      body: { password: "a brand new password", currentPassword: PASSWORD },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error: {
        code: "NOT_AUTHENTICATED",
        message: "You must be logged in to update your password",
      },
    });
  });

  it("answers 403 for a wrong current password and keeps the old one", async () => {
    const { browser } = await createConfirmedUser("wrong.current@example.com", PASSWORD);
    const answer = await browser.call(routes.updatePassword, "/api/auth/update-password", {
      body: { password: "a brand new password", currentPassword: "not my password" },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(WRONG_PASSWORD);
    expect((await signIn("wrong.current@example.com", PASSWORD)).answer.status).toBe(200);
    expect((await signIn("wrong.current@example.com", "a brand new password")).answer.status).toBe(
      401,
    );
    expect((await mailsTo("wrong.current@example.com")).map((mail) => mail.kind)).not.toContain(
      "password-changed",
    );
  });

  it("answers 400 with field errors for a missing or too short new password", async () => {
    const { browser } = await createConfirmedUser("short.new@example.com", PASSWORD);
    const missing = await browser.call(routes.updatePassword, "/api/auth/update-password", {
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: {
        code: "BAD_REQUEST",
        message: "Password is required",
        fieldErrors: { password: ["Password is required"] },
      },
    });
    const short = await browser.call(routes.updatePassword, "/api/auth/update-password", {
      body: { password: "short", currentPassword: PASSWORD },
    });
    expect(short.status).toBe(400);
    expect(short.body?.error.fieldErrors).toEqual({
      password: ["Password must be at least 8 characters"],
    });
    const notJson = await browser.call(routes.updatePassword, "/api/auth/update-password", {
      rawBody: "password",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body?.error.message).toBe("The request body must be JSON.");
    expect((await signIn("short.new@example.com", PASSWORD)).answer.status).toBe(200);
  });

  it("changes the password: the new one signs in, the old one does not, and a mail tells the owner", async () => {
    const email = "changer@example.com";
    const { browser } = await createConfirmedUser(email, PASSWORD);
    // Another device signed in as the same user.
    const { browser: otherDevice } = await signIn(email, PASSWORD);
    expect((await otherDevice.call(routes.user, "/api/auth/user", GET)).status).toBe(200);

    const answer = await browser.call(routes.updatePassword, "/api/auth/update-password", {
      body: { password: "my brand new password", currentPassword: PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { updated: true } });

    // This browser stays signed in; the other device is signed out.
    expect((await browser.call(routes.user, "/api/auth/user", GET)).status).toBe(200);
    expect((await otherDevice.call(routes.user, "/api/auth/user", GET)).status).toBe(401);

    expect((await signIn(email, "my brand new password")).answer.status).toBe(200);
    const old = await signIn(email, PASSWORD);
    expect(old.answer.status).toBe(401);
    expect(old.answer.body).toEqual({
      error: { code: "INVALID_CREDENTIALS", message: "Login failed" },
    });

    const mail = await latestMail(email, "password-changed");
    expect(mail.link).toBeNull();
  });

  it("takes the spec's payload { password } alone (no current password)", async () => {
    const email = "no.current@example.com";
    const { browser } = await createConfirmedUser(email, PASSWORD);
    const answer = await browser.call(routes.updatePassword, "/api/auth/update-password", {
      body: { password: "another new password" },
    });
    expect(answer.status).toBe(200);
    expect((await signIn(email, "another new password")).answer.status).toBe(200);
    expect((await signIn(email, PASSWORD)).answer.status).toBe(401);
    await latestMail(email, "password-changed");
  });
});

describe("DELETE /api/auth/delete", () => {
  const remove = (browser: ReturnType<typeof newBrowser>, body: unknown) =>
    browser.call(routes.deleteAccount, "/api/auth/delete", { method: "DELETE", body });

  it("answers 401 with the spec's message without a session", async () => {
    const answer = await remove(newBrowser(), { password: PASSWORD });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error: { code: "NOT_AUTHENTICATED", message: "You must be logged in to delete your account" },
    });
  });

  it("answers 403 for a wrong password and deletes nothing", async () => {
    const { browser, user } = await createConfirmedUser("keep.me@example.com", PASSWORD);
    const answer = await remove(browser, { password: "not my password" });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(WRONG_PASSWORD);
    expect(await rowsOf(user.id)).toMatchObject({ users: 1, accounts: 1, profiles: 1 });
    expect((await browser.call(routes.user, "/api/auth/user", GET)).status).toBe(200);
  });

  it("answers 400 with field errors without a password", async () => {
    const { browser, user } = await createConfirmedUser("no.password@example.com", PASSWORD);
    const answer = await remove(browser, {});
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: {
        code: "BAD_REQUEST",
        message: "Password is required",
        fieldErrors: { password: ["Password is required"] },
      },
    });
    const notJson = await browser.call(routes.deleteAccount, "/api/auth/delete", {
      method: "DELETE",
      rawBody: "{password}",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body?.error.message).toBe("The request body must be JSON.");
    expect((await rowsOf(user.id)).users).toBe(1);
  });

  it("deletes the user and everything it owns, ends the session, mails, and frees the address", async () => {
    const email = "Leaving.User@Example.com";
    const { browser, user } = await createConfirmedUser(email, PASSWORD, {
      full_name: "Leaving User",
      username: "leaving_user",
    });
    // A second session, on another device.
    const { browser: otherDevice } = await signIn(email, PASSWORD);
    const before = await rowsOf(user.id);
    expect(before).toMatchObject({ users: 1, accounts: 1, profiles: 1 });
    expect(before.sessions).toBeGreaterThanOrEqual(2);

    const answer = await remove(browser, { password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { deleted: true } });
    expect(answer.response.headers.getSetCookie().join("\n")).toMatch(
      /plansmith\.session_token=;.*Max-Age=0/i,
    );
    expect(browser.hasSession()).toBe(false);

    expect(await rowsOf(user.id)).toEqual({ users: 0, sessions: 0, accounts: 0, profiles: 0 });
    expect((await browser.call(routes.user, "/api/auth/user", GET)).status).toBe(401);
    const other = await otherDevice.call(routes.user, "/api/auth/user", GET);
    expect(other.status).toBe(401);
    expect(other.body).toEqual({
      error: { code: "NOT_AUTHENTICATED", message: "User not authenticated" },
    });
    expect((await otherDevice.call(routes.session, "/api/auth/session", GET)).body).toEqual({
      data: { session: null },
    });
    expect((await signIn(email, PASSWORD)).answer.status).toBe(401);

    await latestMail("leaving.user@example.com", "account-deleted");

    // The address, and the username, can be used again.
    const again = await newBrowser().call(routes.signup, "/api/auth/signup", {
      body: { email, password: "a fresh start password", username: "leaving_user" },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({
      data: { email: "leaving.user@example.com", confirmationRequired: true },
    });
    const [newUser] = await (
      await appDb()
    )
      .select()
      .from(users)
      .where(eq(users.email, "leaving.user@example.com"));
    expect(newUser?.id).not.toBe(user.id);
  });
});
