/**
 * Deleting an account expires the browser's session cookies. Over HTTPS they are named
 * `__Secure-…`, and browsers ignore a Set-Cookie line for such a name without `Secure`: the
 * expiry must carry it, or the cookie stays. The REST route and the tRPC procedure both answer
 * with the cookies of this one service call.
 */
import { describe, expect, it } from "vitest";
import { runAfterResponse } from "@/server/after-response";
import { userFromHeaders } from "@/server/auth/session-user";
import { deleteAccount } from "@/server/services/accounts/password";
import { AuthBrowser, createTestAuth } from "../../helpers/test-auth";
import { describeTarget } from "../../helpers/test-database";
import { useTestDatabase } from "../../helpers/use-test-database";

const PASSWORD = "quartz-lantern-meadow-91-orbit";

describe(`account deletion cookies on ${describeTarget()}`, () => {
  const database = useTestDatabase();

  async function deleteSignedInAccount(secureCookies: boolean, email: string) {
    const { auth, mailer } = createTestAuth(database.db, { secureCookies });
    const browser = new AuthBrowser(auth, "198.51.100.80");
    await browser.request("/api/identity/sign-up/email", {
      body: { email, password: PASSWORD, name: "Leaving" },
    });
    await browser.request(mailer.lastLink(email));
    expect(browser.hasSessionCookie()).toBe(true);
    const headers = new Headers({ cookie: browser.cookieHeader() });
    const user = await userFromHeaders(auth, headers);
    const { setCookies } = await deleteAccount(
      { auth, db: database.db, headers, mailer, afterResponse: runAfterResponse },
      user,
      {
        password: PASSWORD,
      },
    );
    return {
      setCookies,
      cookieNames: browser
        .cookieHeader()
        .split("; ")
        .map((c) => c.split("=")[0]),
    };
  }

  it("over HTTPS expires the __Secure- session cookie with the Secure attribute", async () => {
    const { setCookies, cookieNames } = await deleteSignedInAccount(
      true,
      "secure.leaver@example.com",
    );
    expect(cookieNames).toContain("__Secure-plansmith.session_token");
    const expiry = setCookies.find((line) => line.startsWith("__Secure-plansmith.session_token=;"));
    expect(expiry).toMatch(/Max-Age=0/);
    expect(expiry).toMatch(/; Secure/);
    // Every __Secure- line is one a browser accepts.
    for (const line of setCookies.filter((l) => l.startsWith("__Secure-"))) {
      expect(line).toMatch(/; Secure/);
    }
  });

  it("over plain HTTP expires the unprefixed cookie without Secure", async () => {
    const { setCookies } = await deleteSignedInAccount(false, "plain.leaver@example.com");
    const expiry = setCookies.find((line) => line.startsWith("plansmith.session_token=;"));
    expect(expiry).toMatch(/Max-Age=0/);
    expect(expiry).not.toMatch(/Secure/);
  });
});
