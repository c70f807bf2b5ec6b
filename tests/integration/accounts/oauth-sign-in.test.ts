/**
 * GitHub and Google sign-in end to end, through the app's real route handlers and Better Auth's
 * real provider code: POST /api/auth/oauth-url, the provider's authorization endpoint, the
 * callback (code exchange, profile, account linking, session). The providers are a local server
 * speaking their wire protocol; the global HTTP dispatcher sends github.com, api.github.com,
 * oauth2.googleapis.com … there, so real HTTP is exchanged.
 */
import { and, eq } from "drizzle-orm";
import { getGlobalDispatcher, setGlobalDispatcher } from "undici";
import { afterAll, describe, expect, it } from "vitest";
import { accounts, profiles, sessions, users } from "@/server/db/schema";
import {
  providerDispatcher,
  startFakeOAuthProviders,
  type GitHubUser,
  type GoogleUser,
} from "../../helpers/fake-oauth-providers";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import type { RestBrowser } from "../../helpers/rest-client";

const CLIENTS = {
  github: { clientId: "gh-client-id", clientSecret: "gh-client-secret-value" },
  google: { clientId: "google-client-id.apps", clientSecret: "google-client-secret-value" },
};

const providers = await startFakeOAuthProviders(CLIENTS);
const previousDispatcher = getGlobalDispatcher();
setGlobalDispatcher(providerDispatcher(providers.url));
afterAll(async () => {
  setGlobalDispatcher(previousDispatcher);
  await providers.close();
});

const { appDb, createConfirmedUser, createUnconfirmedUser, currentUser, newBrowser, routes } =
  await startInMemoryApp({
    GITHUB_CLIENT_ID: CLIENTS.github.clientId,
    GITHUB_CLIENT_SECRET: CLIENTS.github.clientSecret,
    GOOGLE_CLIENT_ID: CLIENTS.google.clientId,
    GOOGLE_CLIENT_SECRET: CLIENTS.google.clientSecret,
  });

const PASSWORD = "saffron-tundra-ripple-82-beacon";
const APP = "http://localhost:3000";

let githubId = 5_000;
function githubUser(email: string, verified = true, name: string | null = "Octo Cat"): GitHubUser {
  githubId += 1;
  return {
    id: githubId,
    login: `octo${githubId}`,
    name,
    email: null,
    emails: [{ email, primary: true, verified }],
  };
}

/**
 * The browser's whole round trip: ask the app for the provider's URL, open it (the provider
 * redirects back at once), and open the callback. Answers where the callback sent the browser.
 */
async function signInWith(provider: "github" | "google", browser: RestBrowser = newBrowser()) {
  const started = await browser.call(routes.oauthUrl, "/api/auth/oauth-url", {
    body: { provider },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  // The browser leaves for the provider: plain fetch, through the dispatcher, to the fake.
  const atProvider = await fetch(started.body!.data.url as string, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const callback = atProvider.headers.get("location")!;
  expect(callback.startsWith(`${APP}/api/identity/callback/${provider}?`)).toBe(true);
  const landed = await browser.visit(routes.identityGet, callback);
  expect(landed.status).toBe(302);
  const location = new URL(landed.headers.get("location")!, APP);
  return {
    browser,
    callback,
    landing: `${location.pathname}${location.search}`,
    setCookies: landed.headers.getSetCookie(),
  };
}

async function userByEmail(email: string) {
  const [row] = await (await appDb()).select().from(users).where(eq(users.email, email));
  return row;
}

async function accountsOf(userId: string) {
  return (await appDb())
    .select({ providerId: accounts.providerId, accountId: accounts.accountId })
    .from(accounts)
    .where(eq(accounts.userId, userId));
}

describe("GitHub sign-in", () => {
  it("a new user gets an account, a profile and a session, and lands on the dashboard", async () => {
    const octo = githubUser("New.Octo@Example.com");
    providers.signInAs("github", octo);
    providers.requests.length = 0;

    const { browser, landing, setCookies } = await signInWith("github");
    expect(landing).toBe("/dashboard");
    expect(browser.hasSession()).toBe(true);
    // Like every sign-in, it makes this browser a trusted device of the account (login lockout).
    expect(setCookies.join("\n")).toMatch(/^plansmith\.trusted_device=v1\.[^;]+;.*HttpOnly/m);

    const user = await userByEmail("new.octo@example.com");
    expect(user).toMatchObject({ name: "Octo Cat", emailVerified: true, isAdmin: false });
    expect(await accountsOf(user!.id)).toEqual([
      { providerId: "github", accountId: String(octo.id) },
    ]);
    const [profile] = await (
      await appDb()
    )
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ fullName: "Octo Cat" });
    expect((await currentUser(browser)).body?.data.user).toMatchObject({
      id: user!.id,
      email: "new.octo@example.com",
      emailVerified: true,
    });

    // Real HTTP reached the provider: code exchange with the secret, then the profile calls.
    const calls = providers.requests.map((r) => `${r.method} ${r.host}${r.path}`);
    expect(calls).toEqual([
      "GET github.com/login/oauth/authorize",
      "POST github.com/login/oauth/access_token",
      "GET api.github.com/user",
      "GET api.github.com/user/emails",
    ]);
    const exchange = new URLSearchParams(providers.requests[1]!.body);
    expect(exchange.get("client_secret")).toBe(CLIENTS.github.clientSecret);
    expect(exchange.get("redirect_uri")).toBe(`${APP}/api/identity/callback/github`);

    // Signing in again finds the same user through the linked account.
    const again = await signInWith("github");
    expect(again.landing).toBe("/dashboard");
    expect((await currentUser(again.browser)).body?.data.user.id).toBe(user!.id);
  });

  it("a Gmail address in another spelling is the same account, stored normalised", async () => {
    const { user: existing } = await createConfirmedUser("dotted.person@gmail.com", PASSWORD);
    providers.signInAs("github", githubUser("Dotted.Person@googlemail.com"));
    const { browser, landing } = await signInWith("github");
    expect(landing).toBe("/dashboard");
    expect((await currentUser(browser)).body?.data.user.id).toBe(existing.id);
    expect(await userByEmail("Dotted.Person@googlemail.com".toLowerCase())).toBeUndefined();
    expect((await accountsOf(existing.id)).map((a) => a.providerId).sort()).toEqual([
      "credential",
      "github",
    ]);
  });

  it("links to an existing confirmed account when GitHub says the address is verified", async () => {
    const { user: existing } = await createConfirmedUser("linked.person@example.com", PASSWORD);
    providers.signInAs("github", githubUser("linked.person@example.com", true));
    const { browser, landing } = await signInWith("github");
    expect(landing).toBe("/dashboard");
    expect((await currentUser(browser)).body?.data.user.id).toBe(existing.id);
    expect((await accountsOf(existing.id)).map((a) => a.providerId).sort()).toEqual([
      "credential",
      "github",
    ]);
  });

  it("refuses to link when GitHub has not verified the address: error page, no session", async () => {
    const { user: existing } = await createConfirmedUser("careful.person@example.com", PASSWORD);
    providers.signInAs("github", githubUser("careful.person@example.com", false));
    const { browser, landing } = await signInWith("github");
    expect(landing).toBe("/auth/login?error=account_not_linked");
    expect(browser.hasSession()).toBe(false);
    expect(await accountsOf(existing.id)).toEqual([
      { providerId: "credential", accountId: existing.id },
    ]);
  });

  it("refuses to link to an account whose owner never confirmed the address", async () => {
    // Someone signed up with this address and never proved it was theirs: GitHub's verified
    // owner must not inherit (or be handed) that account.
    await createUnconfirmedUser("squatted@example.com", PASSWORD);
    const squatter = (await userByEmail("squatted@example.com"))!;
    providers.signInAs("github", githubUser("squatted@example.com", true));
    const { browser, landing } = await signInWith("github");
    expect(landing).toBe("/auth/login?error=account_not_linked");
    expect(browser.hasSession()).toBe(false);
    expect(await accountsOf(squatter.id)).toEqual([
      { providerId: "credential", accountId: squatter.id },
    ]);
  });
});

describe("Google sign-in", () => {
  it("a new user signs in with a signed id_token and gets an account and a session", async () => {
    const person: GoogleUser = {
      sub: "google-sub-1001",
      email: "g.user@example.org",
      email_verified: true,
      name: "Gee User",
    };
    providers.signInAs("google", person);
    providers.requests.length = 0;
    const { browser, landing } = await signInWith("google");
    expect(landing).toBe("/dashboard");
    expect(browser.hasSession()).toBe(true);
    const user = await userByEmail("g.user@example.org");
    expect(user).toMatchObject({ name: "Gee User", emailVerified: true });
    expect(await accountsOf(user!.id)).toEqual([
      { providerId: "google", accountId: "google-sub-1001" },
    ]);
    const calls = providers.requests.map((r) => `${r.method} ${r.host}${r.path}`);
    expect(calls.slice(0, 2)).toEqual([
      "GET accounts.google.com/o/oauth2/v2/auth",
      "POST oauth2.googleapis.com/token",
    ]);
    // PKCE: the code verifier goes with the code.
    expect(new URLSearchParams(providers.requests[1]!.body).get("code_verifier")).toBeTruthy();
  });
});

describe("failed callbacks", () => {
  async function sessionCount() {
    return (await (await appDb()).select({ id: sessions.id }).from(sessions)).length;
  }

  it("a callback whose state is not this browser's lands on the login page with an error", async () => {
    providers.signInAs("github", githubUser("victim.state@example.com"));
    const attacker = newBrowser();
    const started = await attacker.call(routes.oauthUrl, "/api/auth/oauth-url", {
      body: { provider: "github" },
    });
    const atProvider = await fetch(started.body!.data.url as string, { redirect: "manual" });
    const callback = atProvider.headers.get("location")!;
    // Login CSRF: the callback is opened by another browser, without the state cookie.
    const before = await sessionCount();
    const victim = newBrowser();
    const landed = await victim.visit(routes.identityGet, callback);
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get("location")!, APP);
    expect(location.pathname).toBe("/auth/login");
    expect(location.searchParams.get("error")).toBe("state_mismatch");
    expect(victim.hasSession()).toBe(false);
    expect(await sessionCount()).toBe(before);
    expect(await userByEmail("victim.state@example.com")).toBeUndefined();
  });

  it("an error from the provider (access denied) lands on the login page, no session", async () => {
    providers.denyNext("access_denied");
    const before = await sessionCount();
    const { browser, landing } = await signInWith("github");
    expect(landing).toBe("/auth/login?error=access_denied");
    expect(browser.hasSession()).toBe(false);
    expect(await sessionCount()).toBe(before);
  });

  it("a code the provider does not accept lands on the login page, no session", async () => {
    providers.signInAs("github", githubUser("bad.code@example.com"));
    const browser = newBrowser();
    const started = await browser.call(routes.oauthUrl, "/api/auth/oauth-url", {
      body: { provider: "github" },
    });
    const atProvider = await fetch(started.body!.data.url as string, { redirect: "manual" });
    const callback = new URL(atProvider.headers.get("location")!);
    callback.searchParams.set("code", "forged-code");
    const landed = await browser.visit(routes.identityGet, callback.toString());
    const location = new URL(landed.headers.get("location")!, APP);
    expect(`${location.pathname}${location.search}`).toBe("/auth/login?error=invalid_code");
    expect(browser.hasSession()).toBe(false);
    expect(
      await (
        await appDb()
      )
        .select()
        .from(users)
        .where(and(eq(users.email, "bad.code@example.com"))),
    ).toEqual([]);
  });
});
