/**
 * POST /api/auth/signup and POST /api/auth/resend — through the app's real route handlers,
 * database, Better Auth instance and mail outbox.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, profiles, users } from "@/server/db/schema";
import { badRequest, locationOf, NOT_JSON } from "../../helpers/accounts-answers";
import { startInMemoryApp } from "../../helpers/in-memory-app";

const {
  appDb,
  createConfirmedUser,
  createUnconfirmedUser,
  currentUser,
  expectBadEmailRequests,
  latestMail,
  mailsTo,
  newBrowser,
  routes,
  signIn,
} = await startInMemoryApp();

const PASSWORD = "a good long password";
const EMAIL_TAKEN = {
  error: {
    code: "EMAIL_TAKEN",
    message: "An account with this email already exists. Try signing in instead.",
  },
};

const signup = (body: unknown) => newBrowser().call(routes.signup, "/api/auth/signup", { body });

async function userRows(email: string) {
  return (await appDb()).select().from(users).where(eq(users.email, email));
}

/** A sign-up refused for its username: the answer, with the field error, and no account. */
async function expectUsernameRefused(
  email: string,
  username: string,
  expected: { status: number; code: string; message: string },
) {
  const answer = await signup({ email, password: PASSWORD, username });
  expect(answer.status).toBe(expected.status);
  expect(answer.body).toEqual({
    error: {
      code: expected.code,
      message: expected.message,
      fieldErrors: { username: [expected.message] },
    },
  });
  expect(await userRows(email)).toEqual([]);
}

describe("POST /api/auth/signup", () => {
  it("creates the account with its profile, answers 201, and mails a confirmation link", async () => {
    const browser = newBrowser();
    const created = await browser.call(routes.signup, "/api/auth/signup", {
      body: {
        email: "New.Person@Example.com",
        password: PASSWORD,
        full_name: "  New Person ",
        username: "NewPerson",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      data: { email: "new.person@example.com", confirmationRequired: true },
    });
    // No session before the address is confirmed.
    expect(browser.hasSession()).toBe(false);

    const [user] = await userRows("new.person@example.com");
    expect(user).toMatchObject({ name: "New Person", emailVerified: false });
    const db = await appDb();
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({
      fullName: "New Person",
      username: "NewPerson",
    });
    expect(user?.isAdmin).toBe(false);
    const credentials = await db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(credentials.map((account) => account.providerId)).toEqual(["credential"]);

    const mail = await latestMail("new.person@example.com", "confirm-email");
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/api\/identity\/verify-email\?token=/);

    // The link confirms the address; then the password signs in.
    const confirmed = await browser.visit(routes.identityGet, mail.link!);
    expect([200, 302]).toContain(confirmed.status);
    const [after] = await userRows("new.person@example.com");
    expect(after?.emailVerified).toBe(true);
    const { answer } = await signIn("new.person@example.com", PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body?.data.user).toMatchObject({
      id: user!.id,
      email: "new.person@example.com",
      name: "New Person",
    });
  });

  it("answers 409 for an address that already has an account, and sends no mail", async () => {
    await createUnconfirmedUser("taken@example.com", PASSWORD);
    const before = (await mailsTo("taken@example.com")).length;

    const again = await signup({ email: "taken@example.com", password: "another copper lantern" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(EMAIL_TAKEN);
    expect(await userRows("taken@example.com")).toHaveLength(1);
    expect(await mailsTo("taken@example.com")).toHaveLength(before);
  });

  it("answers 409 for a confirmed account, whatever the extra fields", async () => {
    await createConfirmedUser("confirmed.taken@example.com", PASSWORD);
    const again = await signup({
      email: "CONFIRMED.TAKEN@example.com",
      password: PASSWORD,
      full_name: "Someone Else",
      username: "someone_else",
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(EMAIL_TAKEN);
    // The username was not given to anyone.
    const check = await (
      await appDb()
    )
      .select()
      .from(profiles)
      .where(sql`lower(${profiles.username}) = 'someone_else'`);
    expect(check).toEqual([]);
  });

  it("treats two spellings that normalise alike as one account", async () => {
    const first = await createUnconfirmedUser("Jane.Doe+plans@gmail.com", PASSWORD);
    expect(first.body?.data.email).toBe("janedoe@gmail.com");

    for (const spelling of ["janedoe@gmail.com", "JANE.DOE@GMAIL.COM", "j.a.n.e.doe+x@gmail.com"]) {
      const again = await signup({ email: spelling, password: PASSWORD });
      expect(again.status, spelling).toBe(409);
      expect(again.body).toEqual(EMAIL_TAKEN);
    }
    expect(await userRows("janedoe@gmail.com")).toHaveLength(1);
    // googlemail.com is the same mailbox: the same account, whichever spelling comes first.
    const googlemail = await signup({ email: "Jane.Doe@GoogleMail.com", password: PASSWORD });
    expect(googlemail.status).toBe(409);
    expect(googlemail.body).toEqual(EMAIL_TAKEN);
    expect(await userRows("janedoe@googlemail.com")).toHaveLength(0);
  });

  it("answers 409 for a username taken ignoring case, and creates nothing", async () => {
    await createConfirmedUser("owner@example.com", PASSWORD, { username: "TakenName" });
    await expectUsernameRefused("late@example.com", "takenname", {
      status: 409,
      code: "USERNAME_TAKEN",
      message: "This username is already taken",
    });
    expect(await mailsTo("late@example.com")).toEqual([]);
  });

  it("answers 400 for a reserved username, and creates nothing", async () => {
    await expectUsernameRefused("admin.wannabe@example.com", "Admin", {
      status: 400,
      code: "BAD_REQUEST",
      message: "This username is reserved",
    });
  });

  it("answers 400 with field errors for missing, short or malformed fields", async () => {
    const empty = await signup({});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(
      badRequest("Email is required", {
        email: ["Email is required"],
        password: ["Password is required"],
      }),
    );

    const weak = await signup({ email: "weak@example.com", password: "short", username: "ab" });
    expect(weak.status).toBe(400);
    expect(weak.body?.error.fieldErrors).toEqual({
      password: ["Password must be at least 8 characters"],
      username: [
        "Username must be at least 3 characters",
        "Username may contain only letters, digits, underscores and hyphens",
      ],
    });
    expect(await userRows("weak@example.com")).toEqual([]);

    const badEmail = await signup({
      email: "weak.example.com",
      password: PASSWORD,
      username: "a b c",
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body?.error.fieldErrors).toEqual({
      email: ["Enter a valid email address"],
      username: ["Username may contain only letters, digits, underscores and hyphens"],
    });

    const notJson = await newBrowser().call(routes.signup, "/api/auth/signup", {
      rawBody: "email=a@b.c",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual(NOT_JSON);
  });
});

describe("POST /api/auth/resend", () => {
  const resend = (email: string, extra: Record<string, unknown> = {}) =>
    newBrowser().call(routes.resend, "/api/auth/resend", { body: { email, ...extra } });

  it("sends the confirmation again for an unconfirmed account: { alreadyConfirmed, message }", async () => {
    await createUnconfirmedUser("resend.me@example.com", PASSWORD);
    const before = await mailsTo("resend.me@example.com");
    expect(before.map((mail) => mail.kind)).toEqual(["confirm-email"]);

    const answer = await resend("Resend.Me@Example.com");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ alreadyConfirmed: false, message: "Confirmation email sent" });
    const after = await mailsTo("resend.me@example.com");
    expect(after.map((mail) => mail.kind)).toEqual(["confirm-email", "confirm-email"]);

    // The new link works: it signs in and lands on a page of this app.
    const browser = newBrowser();
    const confirmed = await browser.visit(routes.identityGet, after[0]!.link!);
    expect(confirmed.status).toBe(302);
    expect(locationOf(confirmed).origin).toBe("http://localhost:3000");
    expect(browser.hasSession()).toBe(true);
    expect((await currentUser(browser)).body?.data.user.email).toBe("resend.me@example.com");
  });

  it("answers alreadyConfirmed for a confirmed account, and sends nothing", async () => {
    await createConfirmedUser("already@example.com", PASSWORD);
    const before = (await mailsTo("already@example.com")).length;
    const answer = await resend("already@example.com");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      alreadyConfirmed: true,
      message: "Email is already confirmed. Please try logging in.",
    });
    expect(await mailsTo("already@example.com")).toHaveLength(before);
  });

  it("answers a non-existing address exactly like an unconfirmed one, and mails nobody", async () => {
    await createUnconfirmedUser("pending@example.com", PASSWORD);
    const existing = await resend("pending@example.com");
    const missing = await resend("never-signed-up@example.com");
    expect(missing.status).toBe(existing.status);
    expect(missing.body).toEqual(existing.body);
    expect(missing.response.headers.get("cache-control")).toBe("no-store");
    expect(await mailsTo("never-signed-up@example.com")).toEqual([]);
  });

  it("never links to another site, whatever returnTo says", async () => {
    await createUnconfirmedUser("redirect@example.com", PASSWORD);
    const answer = await resend("redirect@example.com", { returnTo: "https://evil.example/steal" });
    expect(answer.body).toEqual({ alreadyConfirmed: false, message: "Confirmation email sent" });
    const [mail] = await mailsTo("redirect@example.com");
    expect(mail?.kind).toBe("confirm-email");
    const callback = new URL(mail!.link!).searchParams.get("callbackURL")!;
    expect(callback).toMatch(/^\/(?!\/)/);
    expect(callback).not.toContain("evil.example");
    // Following the link stays on this site.
    const landing = await newBrowser().visit(routes.identityGet, mail!.link!);
    expect(locationOf(landing).origin).toBe("http://localhost:3000");
  });

  it("answers 400 with field errors for a missing or malformed address", async () => {
    await expectBadEmailRequests(routes.resend, "/api/auth/resend", {
      malformed: "nope",
      rawBody: "{",
    });
  });
});
