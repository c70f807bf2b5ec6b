/**
 * Cross-site request forgery: a page on another site can make the victim's browser POST a form
 * (text/plain, urlencoded or multipart) with the victim's cookies. Every state-changing REST
 * route and tRPC mutation refuses such a request — another site's Origin or Sec-Fetch-Site: 403,
 * a body that is not JSON: 415 — while callers that are not browsers (no Origin) keep working.
 * Through the app's real route handlers, database and Better Auth instance.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { APP_ORIGIN, type RestBrowser } from "../../helpers/rest-client";

const { appDb, createConfirmedUser, currentUser, newBrowser, routes, signInStatus } =
  await startInMemoryApp();
const importRoute = await import("@/app/api/plans/import/route");
const trpcRoute = await import("@/app/api/trpc/[trpc]/route");

const PASSWORD = "csrf test password";
const EVIL = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
const CROSS_SITE = {
  error: { code: "CROSS_SITE_REQUEST", message: "Requests from other sites are not accepted." },
};
const JSON_REQUIRED = {
  error: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the request body as JSON (Content-Type: application/json).",
  },
};

/** What a cross-site <form enctype="text/plain"> sends: JSON-looking text, not JSON. */
function formPost(
  browser: RestBrowser,
  handler: Parameters<RestBrowser["call"]>[0],
  path: string,
  body: unknown,
  headers: Record<string, string | null> = EVIL,
) {
  return browser.call(handler, path, {
    rawBody: JSON.stringify(body),
    contentType: "text/plain",
    headers,
  });
}

describe("CSRF on the accounts REST adapters", () => {
  const attacker = "csrf.attacker@example.com";
  const victim = "csrf.victim@example.com";
  let victimBrowser: RestBrowser;
  beforeAll(async () => {
    await createConfirmedUser(attacker, PASSWORD);
    ({ browser: victimBrowser } = await createConfirmedUser(victim, PASSWORD));
  });

  it("a cross-site form cannot sign the victim into the attacker's account (login CSRF)", async () => {
    const credentials = { email: attacker, password: PASSWORD };
    const browser = newBrowser();
    const crossSite = await formPost(browser, routes.login, "/api/auth/login", credentials);
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual(CROSS_SITE);
    // A browser that sends only Sec-Fetch-Site is judged by it.
    const fetchSiteOnly = await formPost(browser, routes.login, "/api/auth/login", credentials, {
      origin: null,
      "sec-fetch-site": "cross-site",
    });
    expect(fetchSiteOnly.status).toBe(403);
    // Even from our own origin, a form body is not JSON.
    const ownOrigin = await formPost(browser, routes.login, "/api/auth/login", credentials, {});
    expect(ownOrigin.status).toBe(415);
    expect(ownOrigin.body).toEqual(JSON_REQUIRED);
    expect(browser.hasSession()).toBe(false);
  });

  it("a cross-site form cannot create an account", async () => {
    const email = "csrf.signup@example.com";
    const answer = await formPost(newBrowser(), routes.signup, "/api/auth/signup", {
      email,
      password: PASSWORD,
    });
    expect(answer.status).toBe(403);
    const db = await appDb();
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("a cross-site form cannot change the signed-in victim's password", async () => {
    const answer = await formPost(
      victimBrowser,
      routes.updatePassword,
      "/api/auth/update-password",
      {
        password: "chosen by the attacker",
      },
    );
    expect(answer.status).toBe(403);
    expect((await currentUser(victimBrowser)).status).toBe(200);
    expect(await signInStatus(victim, PASSWORD)).toBe(200);
    expect(await signInStatus(victim, "chosen by the attacker")).toBe(401);
  });

  it("every state-changing route refuses another site (403) and a body that is not JSON (415)", async () => {
    const stateChanging = [
      [routes.login, "/api/auth/login", "POST"],
      [routes.signout, "/api/auth/signout", "POST"],
      [routes.oauthUrl, "/api/auth/oauth-url", "POST"],
      [routes.magicLink, "/api/auth/magic-link", "POST"],
      [routes.signup, "/api/auth/signup", "POST"],
      [routes.resend, "/api/auth/resend", "POST"],
      [routes.reset, "/api/auth/reset", "POST"],
      [routes.updatePassword, "/api/auth/update-password", "POST"],
      [routes.deleteAccount, "/api/auth/delete", "DELETE"],
      [routes.putProfile, "/api/profile", "PUT"],
      [routes.checkUsername, "/api/profile/check-username", "POST"],
    ] as const;
    for (const [handler, path, method] of stateChanging) {
      const crossSite = await victimBrowser.call(handler, path, {
        method,
        body: {},
        headers: EVIL,
      });
      expect(crossSite.status, `${method} ${path} from another site`).toBe(403);
      const notJson = await victimBrowser.call(handler, path, {
        method,
        rawBody: "email=a@b.c",
        contentType: "application/x-www-form-urlencoded",
      });
      expect(notJson.status, `${method} ${path} as a form`).toBe(415);
    }
    // None of it signed the victim out or deleted anything.
    expect((await currentUser(victimBrowser)).status).toBe(200);
  });

  it("keeps working for callers that are not browsers (no Origin) and for our own pages", async () => {
    const script = newBrowser();
    const noOrigin = await script.call(routes.login, "/api/auth/login", {
      body: { email: victim, password: PASSWORD },
      headers: { origin: null },
    });
    expect(noOrigin.status).toBe(200);
    const ownPage = await newBrowser().call(routes.login, "/api/auth/login", {
      body: { email: victim, password: PASSWORD },
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(ownPage.status).toBe(200);
  });
});

describe("CSRF on the upload route and tRPC", () => {
  let browser: RestBrowser;
  beforeAll(async () => {
    ({ browser } = await createConfirmedUser("csrf.upload@example.com", PASSWORD));
  });

  const multipart = () => {
    const form = new FormData();
    form.set("file", new File(["# Plan\n\nText"], "plan.md", { type: "text/markdown" }));
    return form;
  };

  it("POST /api/plans/import takes multipart only from this site", async () => {
    const crossSite = await importRoute.POST(
      new Request(`${APP_ORIGIN}/api/plans/import`, {
        method: "POST",
        headers: EVIL,
        body: multipart(),
      }),
    );
    expect(crossSite.status).toBe(403);
    const asJson = await browser.call(importRoute.POST, "/api/plans/import", { body: {} });
    expect(asJson.status).toBe(415);
  });

  it("a cross-site multipart form cannot run a tRPC mutation (sign-out)", async () => {
    const signOut = (headers: Record<string, string>, body: BodyInit) =>
      trpcRoute.POST(
        new Request(`${APP_ORIGIN}/api/trpc/auth.signOut`, { method: "POST", headers, body }),
      );
    const sessionCookie = await sessionCookieOf(browser);
    const crossSite = await signOut({ ...EVIL, cookie: sessionCookie }, multipart());
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    // From our own origin, a form is still not JSON.
    const ownOrigin = await signOut({ origin: APP_ORIGIN, cookie: sessionCookie }, multipart());
    expect(ownOrigin.status).toBe(415);
    expect((await currentUser(browser)).status).toBe(200);
  });
});

/** The Cookie header `browser` sends, to replay it by hand as the victim's browser would. */
async function sessionCookieOf(browser: RestBrowser): Promise<string> {
  let sent = "";
  await browser.call(
    async (request) => {
      sent = request.headers.get("cookie") ?? "";
      return new Response(null, { status: 204 });
    },
    "/echo",
    { method: "GET" },
  );
  return sent;
}
