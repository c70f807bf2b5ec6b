/**
 * The signed-in-only calls POST /api/auth/update-password and DELETE /api/auth/delete, through
 * the app's real route handlers, database, Better Auth instance and mail outbox. Deletion removes
 * every row the user owns.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accounts, profiles, sessions, users } from "@/server/db/schema";
import {
  badRequest,
  LOGIN_FAILED,
  NOT_AUTHENTICATED,
  NOT_JSON_MESSAGE,
  SESSION_COOKIE_CLEARED,
  setCookies,
} from "../../helpers/accounts-answers";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { passSessionCacheAge } from "../../helpers/session-cache-clock";
import type { RestBrowser, RestInit } from "../../helpers/rest-client";

const {
  appDb,
  createConfirmedUser,
  currentSession,
  currentUser,
  latestMail,
  mailsTo,
  newBrowser,
  routes,
  signIn,
  signInStatus,
} = await startInMemoryApp();

const PASSWORD = "my current password";
const WRONG_PASSWORD = {
  error: {
    code: "WRONG_PASSWORD",
    message: "The password is not correct.",
    fieldErrors: { currentPassword: ["The password is not correct."] },
  },
};
const PASSWORD_REQUIRED = badRequest("Password is required", {
  password: ["Password is required"],
});

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

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/auth/update-password", () => {
  const updatePassword = (browser: RestBrowser, init: RestInit) =>
    browser.call(routes.updatePassword, "/api/auth/update-password", init);

  it("answers 401 with the spec's message without a session", async () => {
    const answer = await updatePassword(newBrowser(), {
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
    const answer = await updatePassword(browser, {
      body: { password: "a brand new password", currentPassword: "not my password" },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(WRONG_PASSWORD);
    expect(await signInStatus("wrong.current@example.com", PASSWORD)).toBe(200);
    expect(await signInStatus("wrong.current@example.com", "a brand new password")).toBe(401);
    expect((await mailsTo("wrong.current@example.com")).map((mail) => mail.kind)).not.toContain(
      "password-changed",
    );
  });

  it("answers 400 with field errors for a missing or too short new password", async () => {
    const { browser } = await createConfirmedUser("short.new@example.com", PASSWORD);
    const missing = await updatePassword(browser, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(PASSWORD_REQUIRED);
    const short = await updatePassword(browser, {
      body: { password: "short", currentPassword: PASSWORD },
    });
    expect(short.status).toBe(400);
    expect(short.body?.error.fieldErrors).toEqual({
      password: ["Password must be at least 8 characters"],
    });
    const notJson = await updatePassword(browser, { rawBody: "password" });
    expect(notJson.status).toBe(400);
    expect(notJson.body?.error.message).toBe(NOT_JSON_MESSAGE);
    expect(await signInStatus("short.new@example.com", PASSWORD)).toBe(200);
  });

  it("changes the password: the new one signs in, the old one does not, and a mail tells the owner", async () => {
    const email = "changer@example.com";
    const { browser } = await createConfirmedUser(email, PASSWORD);
    // Another device signed in as the same user.
    const { browser: otherDevice } = await signIn(email, PASSWORD);
    expect((await currentUser(otherDevice)).status).toBe(200);

    const answer = await updatePassword(browser, {
      body: { password: "my brand new password", currentPassword: PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { updated: true } });

    // This browser stays signed in; the other device is signed out (once its short cookie
    // cache has expired).
    expect((await currentUser(browser)).status).toBe(200);
    passSessionCacheAge();
    expect((await currentUser(otherDevice)).status).toBe(401);

    expect(await signInStatus(email, "my brand new password")).toBe(200);
    const old = await signIn(email, PASSWORD);
    expect(old.answer.status).toBe(401);
    expect(old.answer.body).toEqual(LOGIN_FAILED);

    const mail = await latestMail(email, "password-changed");
    expect(mail.link).toBeNull();
  });

  it("takes the spec's payload { password } alone from a fresh session (just signed in)", async () => {
    const email = "no.current@example.com";
    const { browser } = await createConfirmedUser(email, PASSWORD);
    const answer = await updatePassword(browser, { body: { password: "another new password" } });
    expect(answer.status).toBe(200);
    expect(await signInStatus(email, "another new password")).toBe(200);
    expect(await signInStatus(email, PASSWORD)).toBe(401);
    await latestMail(email, "password-changed");
  });
});

describe("DELETE /api/auth/delete", () => {
  const remove = (browser: RestBrowser, body: unknown) =>
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
    expect((await currentUser(browser)).status).toBe(200);
  });

  it("answers 400 with field errors without a password", async () => {
    const { browser, user } = await createConfirmedUser("no.password@example.com", PASSWORD);
    const answer = await remove(browser, {});
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(PASSWORD_REQUIRED);
    const notJson = await browser.call(routes.deleteAccount, "/api/auth/delete", {
      method: "DELETE",
      rawBody: "{password}",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body?.error.message).toBe(NOT_JSON_MESSAGE);
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
    expect(setCookies(answer)).toMatch(SESSION_COOKIE_CLEARED);
    expect(browser.hasSession()).toBe(false);

    expect(await rowsOf(user.id)).toEqual({ users: 0, sessions: 0, accounts: 0, profiles: 0 });
    expect((await currentUser(browser)).status).toBe(401);
    passSessionCacheAge();
    const other = await currentUser(otherDevice);
    expect(other.status).toBe(401);
    expect(other.body).toEqual(NOT_AUTHENTICATED);
    expect((await currentSession(otherDevice)).body).toEqual({ data: { session: null } });
    expect(await signInStatus(email, PASSWORD)).toBe(401);

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
