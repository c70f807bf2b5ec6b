import { beforeAll, describe, expect, it } from "vitest";
import { EMAIL_NOT_CONFIRMED, NOT_AUTHENTICATED } from "../../helpers/accounts-answers";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { RestBrowser } from "../../helpers/rest-client";

const { appDb, currentUser, mailsTo, routes } = await startInMemoryApp();

describe("REST accounts: sign-up → confirm → sign in", () => {
  const browser = new RestBrowser();
  beforeAll(async () => {
    await appDb();
  });

  it("signs up, confirms through the outbox link, and reads the user", async () => {
    const created = await browser.call(routes.signup, "/api/auth/signup", {
      body: {
        email: "Ann.Lee+x@gmail.com",
        password: "a good copper lantern",
        full_name: "Ann Lee",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      data: { email: "annlee@gmail.com", confirmationRequired: true },
    });

    const refused = await browser.call(routes.login, "/api/auth/login", {
      body: { email: "annlee@gmail.com", password: "a good copper lantern" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(EMAIL_NOT_CONFIRMED);

    const [mail] = await mailsTo("annlee@gmail.com");
    expect(mail?.kind).toBe("confirm-email");
    await browser.visit(routes.identityGet, mail!.link!);

    const signedIn = await new RestBrowser("203.0.113.11").call(routes.login, "/api/auth/login", {
      body: { email: "ANN.LEE@gmail.com", password: "a good copper lantern" },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body?.data.user).toMatchObject({ email: "annlee@gmail.com", isAdmin: false });

    const me = await currentUser(browser);
    expect(me.status).toBe(200);
    expect(me.body?.data.user.email).toBe("annlee@gmail.com");
  });

  it("answers 401 'User not authenticated' without a session", async () => {
    const anonymous = await currentUser(new RestBrowser());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(NOT_AUTHENTICATED);
  });

  it("answers 400 with field errors for bad input", async () => {
    const bad = await new RestBrowser().call(routes.login, "/api/auth/login", {
      body: { email: "nope" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body?.error.code).toBe("BAD_REQUEST");
    expect(bad.body?.error.fieldErrors.email).toEqual(["Enter a valid email address"]);
  });
});
