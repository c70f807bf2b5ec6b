import { describe, expect, it } from "vitest";
import {
  RESERVED_USERNAMES,
  USERNAME_MESSAGES,
  isReservedUsername,
  usernameProblem,
} from "@/lib/auth/username-rules";

/** The reserved list of spec section 5, word for word. */
const SPEC_RESERVED = [
  "admin",
  "api",
  "auth",
  "dashboard",
  "settings",
  "plan",
  "ai",
  "login",
  "signup",
  "confirm",
  "reset-password",
  "publish",
  "examples",
  "about",
  "terms",
  "privacy",
  "gdpr",
  "upwork",
];

const mixedCase = (word: string) =>
  [...word].map((ch, i) => (i % 2 === 0 ? ch.toUpperCase() : ch.toLowerCase())).join("");

describe("usernameProblem (spec section 5)", () => {
  it("accepts 3 to 30 characters", () => {
    expect(usernameProblem("abc")).toBeNull();
    expect(usernameProblem("a".repeat(30))).toBeNull();
    expect(usernameProblem("x".repeat(15))).toBeNull();
  });

  it("refuses 2 characters or fewer as too short", () => {
    expect(usernameProblem("ab")).toBe(USERNAME_MESSAGES.tooShort);
    expect(usernameProblem("a")).toBe(USERNAME_MESSAGES.tooShort);
    expect(usernameProblem("")).toBe(USERNAME_MESSAGES.tooShort);
    expect(USERNAME_MESSAGES.tooShort).toBe("Username must be at least 3 characters");
  });

  it("refuses 31 characters or more as too long", () => {
    expect(usernameProblem("a".repeat(31))).toBe(USERNAME_MESSAGES.tooLong);
    expect(usernameProblem("a".repeat(200))).toBe(USERNAME_MESSAGES.tooLong);
    expect(USERNAME_MESSAGES.tooLong).toBe("Username must be at most 30 characters");
  });

  it("accepts letters, digits, underscores and hyphens in any mix", () => {
    for (const name of ["Jane_Doe", "jane-doe", "JD2026", "___", "---", "a_b-c9", "9lives"]) {
      expect(usernameProblem(name), name).toBeNull();
    }
  });

  it.each([
    "jane doe",
    "jane.doe",
    "jane@doe",
    "jane/doe",
    "jane\\doe",
    "@jane",
    "jane!",
    "jane+doe",
    "jané",
    "ジェーン",
    "jane\u200bdoe",
    " jane",
    "jane\n",
    "emoji😀",
    "semi;colon",
    "per%cent",
  ])("refuses bad characters: %j", (name) => {
    expect(usernameProblem(name)).toBe(USERNAME_MESSAGES.invalidCharacters);
  });

  it("lists every reserved word of the spec, and otherwise only one-segment paths of the app", () => {
    const reserved: readonly string[] = RESERVED_USERNAMES;
    const extra = reserved.filter((word) => !SPEC_RESERVED.includes(word));
    expect(SPEC_RESERVED.filter((word) => !reserved.includes(word))).toEqual([]);
    // /{username} profiles: a name equal to a page of the app would never reach its profile.
    expect(extra.sort()).toEqual(["all-projects", "create-plan", "dashboard-old", "plan-old"]);
  });

  it.each(SPEC_RESERVED)("refuses the reserved word %s in any case", (word) => {
    for (const spelling of [
      word,
      word.toUpperCase(),
      mixedCase(word),
      word[0]!.toUpperCase() + word.slice(1),
    ]) {
      expect(isReservedUsername(spelling), spelling).toBe(true);
      // "ai" is also too short; every other reserved word is refused as reserved.
      expect(usernameProblem(spelling), spelling).toBe(
        word.length < 3 ? USERNAME_MESSAGES.tooShort : USERNAME_MESSAGES.reserved,
      );
    }
  });

  it("does not refuse names that only contain a reserved word", () => {
    for (const name of [
      "admins",
      "my-admin",
      "api_user",
      "planner",
      "aiden",
      "about-me",
      "terms2",
    ]) {
      expect(isReservedUsername(name), name).toBe(false);
      expect(usernameProblem(name), name).toBeNull();
    }
  });

  it("uses the messages the forms show", () => {
    expect(USERNAME_MESSAGES).toEqual({
      tooShort: "Username must be at least 3 characters",
      tooLong: "Username must be at most 30 characters",
      invalidCharacters: "Username may contain only letters, digits, underscores and hyphens",
      reserved: "This username is reserved",
      taken: "This username is already taken",
    });
  });
});
