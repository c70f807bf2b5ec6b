/**
 * GET /api/profile, PUT /api/profile and POST /api/profile/check-username, through the app's real
 * route handlers, database and Better Auth instance: the profile's shape, the username rules of
 * spec section 5 and uniqueness ignoring case.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RESERVED_USERNAMES } from "@/lib/auth/username-rules";
import { users } from "@/server/db/schema";
import {
  badRequest,
  NOT_AUTHENTICATED,
  NOT_JSON,
  NOT_JSON_MESSAGE,
} from "../../helpers/accounts-answers";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import type { RestBrowser } from "../../helpers/rest-client";

const { appDb, createConfirmedUser, currentUser, GET, newBrowser, routes } = await startInMemoryApp(
  { ADMIN_EMAILS: "Boss@Example.com" },
);

const PASSWORD = "profile password 1";
const RESERVED = "This username is reserved";
const TAKEN = "This username is already taken";

type Browser = RestBrowser;
const getProfile = (browser: Browser) => browser.call(routes.getProfile, "/api/profile", GET);
const putProfile = (browser: Browser, body: unknown) =>
  browser.call(routes.putProfile, "/api/profile", { method: "PUT", body });
const checkUsername = (browser: Browser, username: unknown) =>
  browser.call(routes.checkUsername, "/api/profile/check-username", { body: { username } });
/** A word as it is, in capitals, and capitalised. */
const casings = (word: string) => [
  word,
  word.toUpperCase(),
  word[0]!.toUpperCase() + word.slice(1),
];

describe("GET /api/profile", () => {
  it("answers 401 'User not authenticated' when signed out", async () => {
    const answer = await getProfile(newBrowser());
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(NOT_AUTHENTICATED);
  });

  it("answers { data: { profile } } with full_name, username and is_admin", async () => {
    const { browser, user } = await createConfirmedUser("Reader@Example.com", PASSWORD, {
      full_name: "Rea Der",
      username: "Reader_1",
    });
    const answer = await getProfile(browser);
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("cache-control")).toBe("no-store");
    expect(answer.body).toEqual({
      data: {
        profile: {
          id: user.id,
          email: "reader@example.com",
          full_name: "Rea Der",
          username: "Reader_1",
          is_admin: false,
          bio: "",
          avatar_url: null,
        },
      },
    });
  });

  it("answers nulls for a profile without name or username", async () => {
    const { browser, user } = await createConfirmedUser("bare@example.com", PASSWORD);
    expect((await getProfile(browser)).body).toEqual({
      data: {
        profile: {
          id: user.id,
          email: "bare@example.com",
          full_name: null,
          username: null,
          is_admin: false,
          bio: "",
          avatar_url: null,
        },
      },
    });
  });

  it("shows is_admin for an ADMIN_EMAILS address", async () => {
    const { browser, user } = await createConfirmedUser("boss@example.com", PASSWORD);
    expect(user.isAdmin).toBe(true);
    expect((await getProfile(browser)).body?.data.profile.is_admin).toBe(true);
  });
});

describe("PUT /api/profile", () => {
  let browser: Browser;
  let userId: string;
  beforeAll(async () => {
    ({
      browser,
      user: { id: userId },
    } = await createConfirmedUser("editor@example.com", PASSWORD, { username: "editor" }));
    await createConfirmedUser("rival@example.com", PASSWORD, { username: "RivalName" });
  });

  it("answers 401 'User not authenticated' when signed out", async () => {
    const answer = await putProfile(newBrowser(), { full_name: "Nobody" });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(NOT_AUTHENTICATED);
  });

  it("updates the name and username and answers { data: { profile } }", async () => {
    const answer = await putProfile(browser, { full_name: "  Ed Itor ", username: "Ed-Itor_2" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        profile: {
          id: userId,
          email: "editor@example.com",
          full_name: "Ed Itor",
          username: "Ed-Itor_2",
          is_admin: false,
          bio: "",
          avatar_url: null,
        },
      },
    });
    expect((await getProfile(browser)).body?.data.profile.username).toBe("Ed-Itor_2");
    // The account's name follows the profile.
    const [user] = await (await appDb()).select().from(users).where(eq(users.id, userId));
    expect(user?.name).toBe("Ed Itor");
    expect((await currentUser(browser)).body?.data.user.name).toBe("Ed Itor");
  });

  it("changes only the fields sent, and clears them with null", async () => {
    const nameOnly = await putProfile(browser, { full_name: "Only Name" });
    expect(nameOnly.body?.data.profile).toMatchObject({
      full_name: "Only Name",
      username: "Ed-Itor_2",
    });
    const cleared = await putProfile(browser, { full_name: null, username: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body?.data.profile).toMatchObject({ full_name: null, username: null });
    const restored = await putProfile(browser, { username: "editor" });
    expect(restored.body?.data.profile.username).toBe("editor");
  });

  it("lets the user keep its own name in another case", async () => {
    const answer = await putProfile(browser, { username: "EDITOR" });
    expect(answer.status).toBe(200);
    expect(answer.body?.data.profile.username).toBe("EDITOR");
  });

  it("answers 409 for a username taken ignoring case, and keeps the old one", async () => {
    for (const username of ["RivalName", "rivalname", "RIVALNAME"]) {
      const answer = await putProfile(browser, { username });
      expect(answer.status, username).toBe(409);
      expect(answer.body).toEqual({
        error: { code: "USERNAME_TAKEN", message: TAKEN, fieldErrors: { username: [TAKEN] } },
      });
    }
    expect((await getProfile(browser)).body?.data.profile.username).toBe("EDITOR");
  });

  it("answers 400 with the reason for every reserved word, in any case", async () => {
    for (const word of RESERVED_USERNAMES.filter((reserved) => reserved.length >= 3)) {
      for (const username of casings(word)) {
        const answer = await putProfile(browser, { username });
        expect(answer.status, username).toBe(400);
        expect(answer.body).toEqual(badRequest(RESERVED, { username: [RESERVED] }));
      }
    }
    // "ai" is reserved too, but already too short for a username.
    const ai = await putProfile(browser, { username: "AI" });
    expect(ai.status).toBe(400);
    expect(ai.body?.error.fieldErrors.username).toContain("Username must be at least 3 characters");
    expect((await getProfile(browser)).body?.data.profile.username).toBe("EDITOR");
  });

  it("answers 400 with field errors for bad usernames and names", async () => {
    const short = await putProfile(browser, { username: "ab" });
    expect(short.status).toBe(400);
    expect(short.body?.error.fieldErrors.username).toContain(
      "Username must be at least 3 characters",
    );
    const long = await putProfile(browser, { username: "a".repeat(31) });
    expect(long.status).toBe(400);
    expect(long.body?.error.fieldErrors.username).toContain(
      "Username must be at most 30 characters",
    );
    for (const username of ["has space", "dot.ted", "at@sign", "ümlaut", "slash/name"]) {
      const bad = await putProfile(browser, { username });
      expect(bad.status, username).toBe(400);
      expect(bad.body?.error.fieldErrors.username).toEqual([
        "Username may contain only letters, digits, underscores and hyphens",
      ]);
    }
    const longName = await putProfile(browser, { full_name: "x".repeat(121) });
    expect(longName.status).toBe(400);
    expect(longName.body?.error.fieldErrors).toEqual({ full_name: ["Name is too long"] });
    expect((await putProfile(browser, { username: "a".repeat(30) })).status).toBe(200);
    expect((await putProfile(browser, { username: "abc" })).status).toBe(200);
  });

  it("answers 400 for unknown fields and for a body that is not JSON", async () => {
    const unknown = await putProfile(browser, { is_admin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body?.error.code).toBe("BAD_REQUEST");
    expect((await getProfile(browser)).body?.data.profile.is_admin).toBe(false);

    const notJson = await browser.call(routes.putProfile, "/api/profile", {
      method: "PUT",
      rawBody: "full_name=x",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual(NOT_JSON);
  });
});

describe("POST /api/profile/check-username", () => {
  let browser: Browser;
  beforeAll(async () => {
    ({ browser } = await createConfirmedUser("checker@example.com", PASSWORD, {
      username: "Checker",
    }));
    await createConfirmedUser("holder@example.com", PASSWORD, { username: "HolderName" });
  });

  it("answers 401 'User not authenticated' when signed out", async () => {
    const answer = await checkUsername(newBrowser(), "free_name");
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(NOT_AUTHENTICATED);
  });

  it("answers { data: { available: true, reason: null } } for a free name", async () => {
    const answer = await checkUsername(browser, "free_name-1");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { available: true, reason: null } });
  });

  it("answers available for the user's own current name, in any case", async () => {
    for (const username of ["Checker", "checker", "CHECKER"]) {
      expect((await checkUsername(browser, username)).body, username).toEqual({
        data: { available: true, reason: null },
      });
    }
  });

  it("answers available: false with the reason for a name taken ignoring case", async () => {
    for (const username of ["HolderName", "holdername", "HOLDERNAME"]) {
      const answer = await checkUsername(browser, username);
      expect(answer.status).toBe(200);
      expect(answer.body, username).toEqual({ data: { available: false, reason: TAKEN } });
    }
  });

  it("answers available: false with the reason for every reserved word, in any case", async () => {
    for (const word of RESERVED_USERNAMES) {
      for (const username of casings(word)) {
        const answer = await checkUsername(browser, username);
        expect(answer.status).toBe(200);
        expect(answer.body?.data.available, username).toBe(false);
        expect(answer.body?.data.reason).toBe(
          word.length < 3 ? "Username must be at least 3 characters" : RESERVED,
        );
      }
    }
  });

  it("answers available: false with the reason for bad lengths and characters", async () => {
    const cases: [string, string | null][] = [
      ["", "Username must be at least 3 characters"],
      ["ab", "Username must be at least 3 characters"],
      ["xyz", null],
      ["z".repeat(30), null],
      ["z".repeat(31), "Username must be at most 30 characters"],
      ["with space", "Username may contain only letters, digits, underscores and hyphens"],
      [" padded ", "Username may contain only letters, digits, underscores and hyphens"],
      ["émile", "Username may contain only letters, digits, underscores and hyphens"],
    ];
    for (const [username, reason] of cases) {
      const answer = await checkUsername(browser, username);
      expect(answer.status).toBe(200);
      expect(answer.body, JSON.stringify(username)).toEqual({
        data: { available: reason === null, reason },
      });
    }
  });

  it("answers 400 for a missing username or a body that is not JSON", async () => {
    const missing = await browser.call(routes.checkUsername, "/api/profile/check-username", {
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body?.error.code).toBe("BAD_REQUEST");
    expect(Object.keys(missing.body?.error.fieldErrors)).toEqual(["username"]);
    const notJson = await browser.call(routes.checkUsername, "/api/profile/check-username", {
      rawBody: "username=x",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body?.error.message).toBe(NOT_JSON_MESSAGE);
  });
});
