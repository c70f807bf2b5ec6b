/**
 * POST /api/auth/oauth-url with GitHub configured (and Google not). The environment is read when
 * the app's modules load and the auth instance is a singleton, so this file starts its own app,
 * with GitHub's client id and secret. No network is needed: Better Auth only builds the
 * authorization URL.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifications } from "@/server/db/schema";
import { badRequest } from "../../helpers/accounts-answers";
import { startInMemoryApp } from "../../helpers/in-memory-app";

const { appDb, newBrowser, routes } = await startInMemoryApp({
  GITHUB_CLIENT_ID: "test-github-client-id",
  GITHUB_CLIENT_SECRET: "test-github-client-secret",
});
const { configuredOAuthProviders } = await import("@/server/auth");

const oauthUrl = (body: unknown) =>
  newBrowser().call(routes.oauthUrl, "/api/auth/oauth-url", { body });

describe("POST /api/auth/oauth-url with GitHub configured", () => {
  it("knows GitHub is configured and Google is not", () => {
    expect(configuredOAuthProviders()).toEqual(["github"]);
  });

  it("answers { data: { url } } with GitHub's authorization URL and sets the state cookie", async () => {
    const answer = await oauthUrl({ provider: "github" });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body!)).toEqual(["data"]);
    expect(Object.keys(answer.body!.data)).toEqual(["url"]);

    const url = new URL(answer.body!.data.url as string);
    expect(`${url.origin}${url.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(url.searchParams.get("client_id")).toBe("test-github-client-id");
    expect(url.searchParams.get("redirect_uri")).toBe(
      "http://localhost:3000/api/identity/callback/github",
    );
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("scope")).toContain("user:email");
    // The secret never leaves the server.
    expect(answer.body!.data.url).not.toContain("test-github-client-secret");
    expect(answer.response.headers.get("cache-control")).toBe("no-store");
    // The state is also kept in a cookie, checked when GitHub sends the user back.
    const stateCookie = answer.response.headers
      .getSetCookie()
      .find((line) => line.startsWith("plansmith.state="));
    expect(stateCookie).toMatch(/HttpOnly/i);
    expect(stateCookie).toContain(url.searchParams.get("state")!);
  });

  it("gives every request its own state", async () => {
    const first = new URL((await oauthUrl({ provider: "github" })).body!.data.url);
    const second = new URL((await oauthUrl({ provider: "github" })).body!.data.url);
    expect(first.searchParams.get("state")).not.toBe(second.searchParams.get("state"));
  });

  it("comes back to a same-site returnTo, and to the dashboard instead of another site", async () => {
    /** Where Better Auth sends the user after GitHub, as kept with the request's state. */
    async function callbackOf(answer: Awaited<ReturnType<typeof oauthUrl>>) {
      expect(answer.status).toBe(200);
      const state = new URL(answer.body!.data.url as string).searchParams.get("state")!;
      const [row] = await (
        await appDb()
      )
        .select()
        .from(verifications)
        .where(eq(verifications.identifier, `auth-state:${state}`));
      expect(row).toBeDefined();
      return (JSON.parse(row!.value) as { callbackURL: string }).callbackURL;
    }
    expect(await callbackOf(await oauthUrl({ provider: "github", returnTo: "/plan/7" }))).toBe(
      "/plan/7",
    );
    expect(await callbackOf(await oauthUrl({ provider: "github" }))).toBe("/dashboard");
    const foreign = await oauthUrl({ provider: "github", returnTo: "https://evil.example/" });
    expect(foreign.body!.data.url).not.toContain("evil.example");
    expect(await callbackOf(foreign)).toBe("/dashboard");
  });

  it("still answers 400 for Google, which is not configured", async () => {
    const answer = await oauthUrl({ provider: "google" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(badRequest("This sign-in method is not available."));
  });

  it("answers 400 with field errors for an unknown provider", async () => {
    const answer = await oauthUrl({ provider: "GitHub" });
    expect(answer.status).toBe(400);
    expect(answer.body?.error.code).toBe("BAD_REQUEST");
    expect(Object.keys(answer.body?.error.fieldErrors)).toEqual(["provider"]);
  });
});
