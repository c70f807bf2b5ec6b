/**
 * Issue 10, points 8 and 12, through the app's real REST and tRPC handlers: a guessable password
 * is refused on sign-up, reset and change with a 400 field error and nothing changes; changing
 * the password needs the current one or a session signed in moments ago (a stale session, made
 * by moving its createdAt back in the database, gets 403); a change signs out every other
 * session and keeps the acting one. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import superjson from "superjson";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { accounts, sessions, users } from "@/server/db/schema";
import { ACCOUNT_ERRORS, PASSWORD_STRENGTH_TEXT } from "@/lib/errors/accounts";
import { PASSWORD_CHANGE_FRESH_AGE_SECONDS } from "@/server/services/accounts/fresh-session";
import { ACCOUNT_ACTION_LIMITS } from "@/server/services/accounts/request-limits";
import { badRequest } from "../../helpers/accounts-answers";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import type { RestBrowser } from "../../helpers/rest-client";
import { passSessionCacheAge } from "../../helpers/session-cache-clock";
import { createTestDatabase, serverUrl } from "../../helpers/test-database";

const postgres = serverUrl ? await createTestDatabase() : undefined;
// Registered before the app's own afterAll, so the database is dropped after the app closed it.
afterAll(() => postgres?.dispose());
const {
  appDb,
  createConfirmedUser,
  currentUser,
  latestLink,
  mailsTo,
  newBrowser,
  routes,
  signIn,
  signInStatus,
} = await startInMemoryApp(postgres?.url ? { DATABASE_URL: postgres.url } : {});
const trpcRoute = await import("@/app/api/trpc/[trpc]/route");

afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = "zebra kettle orbit lantern";
const NEW_PASSWORD = "copper meadow violin harbor";
/** Refused today by nothing but their length: the three examples. */
const WEAK_PASSWORDS = ["password", "12345678", "        "];
const REAUTHENTICATE = {
  error: {
    code: "REAUTHENTICATION_REQUIRED",
    message: ACCOUNT_ERRORS.reauthenticateToChangePassword,
    fieldErrors: { currentPassword: [ACCOUNT_ERRORS.reauthenticateToChangePassword] },
  },
};

/** The field error for a guessable password: a 400 on `password`, in the catalogue's words. */
function expectWeakPasswordAnswer(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(400);
  const body = answer.body as { error: { message: string; fieldErrors: unknown } };
  if (body.error.message !== PASSWORD_STRENGTH_TEXT.isEmail)
    expect(body.error.message).toMatch(/^This password is too easy to guess\./);
  expect(body).toEqual(badRequest(body.error.message, { password: [body.error.message] }));
}

/** One tRPC mutation through the real endpoint, as `browser` (its cookies, its IP). */
async function trpc(browser: RestBrowser, path: string, input: unknown) {
  const answer = await browser.call(trpcRoute.POST, `/api/trpc/${path}`, {
    body: superjson.serialize(input),
  });
  const error = answer.body?.error?.json as
    { message: string; data: { appCode: string | null; fieldErrors: unknown } } | undefined;
  return { status: answer.status, error };
}

/** Makes every session of the user older than the fresh age, as if signed in an hour ago. */
async function ageSessionsOf(userId: string) {
  const signedInAt = new Date(Date.now() - (PASSWORD_CHANGE_FRESH_AGE_SECONDS + 3600) * 1000);
  await (
    await appDb()
  )
    .update(sessions)
    .set({ createdAt: signedInAt })
    .where(eq(sessions.userId, userId));
}

async function userCount(email: string) {
  return (await (await appDb()).select().from(users).where(eq(users.email, email))).length;
}

async function passwordChangedMails(email: string) {
  return (await mailsTo(email)).filter((mail) => mail.kind === "password-changed").length;
}

describe("sign-up refuses guessable passwords", () => {
  it("answers 400 on the password field through REST and creates nothing", async () => {
    for (const password of [...WEAK_PASSWORDS, "weak.signup@example.com", "weak.signup"]) {
      const answer = await newBrowser().call(routes.signup, "/api/auth/signup", {
        body: { email: "weak.signup@example.com", password },
      });
      expectWeakPasswordAnswer(answer);
      if (password.includes("weak.signup")) {
        expect(answer.body?.error.message).toBe(PASSWORD_STRENGTH_TEXT.isEmail);
      }
    }
    expect(await userCount("weak.signup@example.com")).toBe(0);
    expect(await mailsTo("weak.signup@example.com")).toEqual([]);
  });

  it("answers 400 with fieldErrors through tRPC, counting the name as a guessable word", async () => {
    const weak = await trpc(newBrowser(), "auth.signUp", {
      email: "trpc.weak@example.com",
      password: "12345678",
    });
    expect(weak.status).toBe(400);
    expect(weak.error?.data.fieldErrors).toEqual({ password: [weak.error?.message] });
    const ownName = await trpc(newBrowser(), "auth.signUp", {
      email: "trpc.weak@example.com",
      password: "JaneCarter!!",
      full_name: "Jane Carter",
    });
    expect(ownName.status).toBe(400);
    expect(await userCount("trpc.weak@example.com")).toBe(0);

    const strong = await trpc(newBrowser(), "auth.signUp", {
      email: "trpc.weak@example.com",
      password: PASSWORD,
    });
    expect(strong.status).toBe(200);
    expect(await userCount("trpc.weak@example.com")).toBe(1);
  });
});

describe("reset through the mailed token refuses guessable passwords", () => {
  it("answers 400, keeps the link usable and the old password, then takes a strong one", async () => {
    const email = "reset.weak@example.com";
    await createConfirmedUser(email, PASSWORD);
    await newBrowser().call(routes.reset, "/api/auth/reset", { body: { email } });
    const token = new URL(await latestLink(email, "reset-password")).pathname.split("/").at(-1);

    for (const password of [...WEAK_PASSWORDS, email]) {
      const weak = await trpc(newBrowser(), "auth.resetPassword", { token, password });
      expect(weak.status, password).toBe(400);
      expect(weak.error?.data.fieldErrors).toEqual({ password: [weak.error?.message] });
    }
    expect(await signInStatus(email, PASSWORD)).toBe(200);

    const strong = await trpc(newBrowser(), "auth.resetPassword", {
      token,
      password: NEW_PASSWORD,
    });
    expect(strong.status).toBe(200);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
  });
});

describe("POST /api/auth/update-password", () => {
  const update = (browser: RestBrowser, body: unknown) =>
    browser.call(routes.updatePassword, "/api/auth/update-password", { body });

  it("refuses a guessable password with 400, keeping the password and every session", async () => {
    const email = "change.weak@example.com";
    const { browser } = await createConfirmedUser(email, PASSWORD);
    const { browser: otherDevice } = await signIn(email, PASSWORD);
    for (const password of [...WEAK_PASSWORDS, email]) {
      expectWeakPasswordAnswer(await update(browser, { password, currentPassword: PASSWORD }));
      expectWeakPasswordAnswer(await update(browser, { password }));
    }
    expect(await signInStatus(email, PASSWORD)).toBe(200);
    expect((await currentUser(otherDevice)).status).toBe(200);
    expect(await passwordChangedMails(email)).toBe(0);
  });

  it("takes { password } alone only from a fresh session; a stale one gets 403", async () => {
    const email = "stale.session@example.com";
    const { browser: stale, user } = await createConfirmedUser(email, PASSWORD);
    await ageSessionsOf(user.id);

    const refused = await update(stale, { password: NEW_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(REAUTHENTICATE);
    expect(await signInStatus(email, PASSWORD)).toBe(200);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(401);
    expect((await currentUser(stale)).status).toBe(200);
    expect(await passwordChangedMails(email)).toBe(0);

    // Signing in again gives a fresh session, which may change it without the current one.
    const { browser: fresh } = await signIn(email, PASSWORD);
    const accepted = await update(fresh, { password: NEW_PASSWORD });
    expect(accepted.status).toBe(200);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
    expect((await currentUser(fresh)).status).toBe(200);
    // Other sessions end once their short signed cookie cache has expired.
    passSessionCacheAge();
    expect((await currentUser(stale)).status).toBe(401);
  });

  it("takes the current password from a stale session; a wrong one is 403", async () => {
    const email = "stale.with.current@example.com";
    const { browser, user } = await createConfirmedUser(email, PASSWORD);
    const { browser: otherDevice } = await signIn(email, PASSWORD);
    await ageSessionsOf(user.id);

    const wrong = await update(browser, { password: NEW_PASSWORD, currentPassword: "not it" });
    expect(wrong.status).toBe(403);
    expect(wrong.body?.error.code).toBe("WRONG_PASSWORD");
    expect((await currentUser(otherDevice)).status).toBe(200);

    const answer = await update(browser, { password: NEW_PASSWORD, currentPassword: PASSWORD });
    expect(answer.status).toBe(200);
    // The acting browser stays signed in; every other session ends.
    expect((await currentUser(browser)).status).toBe(200);
    // Other sessions end once their short signed cookie cache has expired.
    passSessionCacheAge();
    expect((await currentUser(otherDevice)).status).toBe(401);
    expect(
      await (await appDb()).select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(1);
    expect(await passwordChangedMails(email)).toBe(1);
  });

  it("lets an account without a password (OAuth) set one only from a fresh session", async () => {
    const email = "oauth.only@example.com";
    const { browser, user } = await createConfirmedUser(email, PASSWORD);
    // What an account created by GitHub or Google sign-in looks like: no credential account.
    await (await appDb()).delete(accounts).where(eq(accounts.userId, user.id));
    expect(await signInStatus(email, PASSWORD)).toBe(401);

    const withGuess = await update(browser, { password: NEW_PASSWORD, currentPassword: "guess" });
    expect(withGuess.status).toBe(403);
    await ageSessionsOf(user.id);
    expect((await update(browser, { password: NEW_PASSWORD })).status).toBe(403);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(401);

    await (
      await appDb()
    )
      .update(sessions)
      .set({ createdAt: new Date() })
      .where(eq(sessions.userId, user.id));
    expect((await update(browser, { password: NEW_PASSWORD })).status).toBe(200);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
  });
});

describe("guessing the current password from a stolen session", () => {
  it("is limited: after the allowance even the right password answers 429", async () => {
    const email = "guessed@example.com";
    const { browser } = await createConfirmedUser(email, PASSWORD);
    const { max } = ACCOUNT_ACTION_LIMITS["password-change"].perEmail;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const guess = await browser.call(routes.updatePassword, "/api/auth/update-password", {
        body: { password: NEW_PASSWORD, currentPassword: `guess number ${attempt}` },
      });
      expect(guess.status).toBe(403);
    }
    const right = await browser.call(routes.updatePassword, "/api/auth/update-password", {
      body: { password: NEW_PASSWORD, currentPassword: PASSWORD },
    });
    expect(right.status).toBe(429);
    expect(await signInStatus(email, PASSWORD)).toBe(200);
  });
});

describe("tRPC auth.updatePassword", () => {
  it("follows the same rules: weak 400, stale 403, current password accepted", async () => {
    const email = "trpc.change@example.com";
    const { browser, user } = await createConfirmedUser(email, PASSWORD);
    const { browser: otherDevice } = await signIn(email, PASSWORD);
    await ageSessionsOf(user.id);

    const weak = await trpc(browser, "auth.updatePassword", {
      password: "12345678",
      currentPassword: PASSWORD,
    });
    expect(weak.status).toBe(400);
    expect(weak.error?.data.fieldErrors).toEqual({ password: [weak.error?.message] });

    const stale = await trpc(browser, "auth.updatePassword", { password: NEW_PASSWORD });
    expect(stale.status).toBe(403);
    expect(stale.error?.data.appCode).toBe("REAUTHENTICATION_REQUIRED");
    expect(stale.error?.message).toBe(ACCOUNT_ERRORS.reauthenticateToChangePassword);

    const wrong = await trpc(browser, "auth.updatePassword", {
      password: NEW_PASSWORD,
      currentPassword: "not my password",
    });
    expect(wrong.status).toBe(403);
    expect(wrong.error?.data.appCode).toBe("WRONG_PASSWORD");
    expect(await signInStatus(email, PASSWORD)).toBe(200);

    const changed = await trpc(browser, "auth.updatePassword", {
      password: NEW_PASSWORD,
      currentPassword: PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await currentUser(browser)).status).toBe(200);
    // Other sessions end once their short signed cookie cache has expired.
    passSessionCacheAge();
    expect((await currentUser(otherDevice)).status).toBe(401);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
  });
});
