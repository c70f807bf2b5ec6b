/**
 * The slug rules of public plans (spec section 5): one table of slugs and the problem each one
 * has, covering every reserved group, the length limits, hyphens, uppercase, Unicode and spaces;
 * then the reserved groups themselves and slugFromTitle.
 */
import { describe, expect, it } from "vitest";
import { RESERVED_USERNAMES } from "@/lib/auth/username-rules";
import { PUBLISHING_TEXT } from "@/lib/errors/publishing";
import {
  RESERVED_ENVIRONMENT_NAMES,
  RESERVED_HTTP_VERBS,
  RESERVED_SLUG_GROUPS,
  RESERVED_SOCIAL_BRANDS,
  RESERVED_SYSTEM_WORDS,
  SLUG_MAX_LENGTH,
  SLUG_MIN_LENGTH,
  isReservedSlug,
  slugFromTitle,
  slugProblem,
  slugProblemMessage,
  type SlugProblem,
} from "@/lib/publishing/slug-rules";

const longest = "a".repeat(SLUG_MAX_LENGTH);

const CASES: [slug: string, problem: SlugProblem | null][] = [
  // Acceptable
  ["website-redesign", null],
  ["q3-launch-2025", null],
  ["abc", null],
  ["123", null],
  ["a-b", null],
  [longest, null],
  ["help-center-plan", null],
  ["my-post", null],
  // Length
  ["", "empty"],
  ["ab", "tooShort"],
  ["a".repeat(SLUG_MIN_LENGTH - 1), "tooShort"],
  [`${longest}b`, "tooLong"],
  // Hyphens
  ["-plan", "edgeHyphen"],
  ["plan-", "edgeHyphen"],
  ["-plan-", "edgeHyphen"],
  ["---", "edgeHyphen"],
  ["my--plan", "invalidCharacters"],
  // Characters
  ["Website", "invalidCharacters"],
  ["WEBSITE-REDESIGN", "invalidCharacters"],
  ["my plan", "invalidCharacters"],
  [" plan", "invalidCharacters"],
  ["plan\t", "invalidCharacters"],
  ["café-plan", "invalidCharacters"],
  ["план-проекта", "invalidCharacters"],
  ["plan-🚀", "invalidCharacters"],
  ["my_plan", "invalidCharacters"],
  ["my.plan", "invalidCharacters"],
  ["a/b/c", "invalidCharacters"],
  ["%2e%2e", "invalidCharacters"],
  ["ｐｌａｎ", "invalidCharacters"],
  // Reserved: system words
  ["help", "reserved"],
  ["support", "reserved"],
  ["blog", "reserved"],
  ["www", "reserved"],
  ["cdn", "reserved"],
  ["static", "reserved"],
  ["null", "reserved"],
  ["true", "reserved"],
  ["api", "reserved"],
  ["admin", "reserved"],
  ["login", "reserved"],
  ["reset-password", "reserved"],
  ["well-known", "reserved"],
  // Reserved: social brand names
  ["facebook", "reserved"],
  ["twitter", "reserved"],
  ["instagram", "reserved"],
  ["linkedin", "reserved"],
  ["youtube", "reserved"],
  ["tiktok", "reserved"],
  // Reserved: HTTP verbs, WebDAV included
  ["get", "reserved"],
  ["post", "reserved"],
  ["delete", "reserved"],
  ["options", "reserved"],
  ["propfind", "reserved"],
  ["mkcol", "reserved"],
  ["version-control", "reserved"],
  // Reserved: environment names
  ["staging", "reserved"],
  ["production", "reserved"],
  ["localhost", "reserved"],
  ["sandbox", "reserved"],
  ["preview", "reserved"],
];

describe("slugProblem", () => {
  it.each(CASES)("%j → %s", (slug, problem) => {
    expect(slugProblem(slug)).toBe(problem);
  });

  it("the table covers every reserved group and every problem", () => {
    const reserved = CASES.filter(([, problem]) => problem === "reserved").map(([slug]) => slug);
    for (const group of Object.values(RESERVED_SLUG_GROUPS)) {
      expect(reserved.some((slug) => (group as readonly string[]).includes(slug))).toBe(true);
    }
    const problems = new Set(CASES.map(([, problem]) => problem));
    // "taken" and "oldAddress" only the server knows (they depend on stored plans).
    const serverOnly = ["taken", "oldAddress"];
    for (const problem of Object.keys(PUBLISHING_TEXT.slug).filter(
      (key) => !serverOnly.includes(key),
    )) {
      expect(problems).toContain(problem);
    }
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it("each problem (and 'taken', 'oldAddress') has its sentence in the catalogue", () => {
    for (const problem of Object.keys(PUBLISHING_TEXT.slug) as (
      SlugProblem | "taken" | "oldAddress"
    )[]) {
      expect(slugProblemMessage(problem)).toBe(PUBLISHING_TEXT.slug[problem]);
    }
  });
});

describe("reserved groups", () => {
  const groups = {
    system: RESERVED_SYSTEM_WORDS,
    social: RESERVED_SOCIAL_BRANDS,
    http: RESERVED_HTTP_VERBS,
    environment: RESERVED_ENVIRONMENT_NAMES,
  };

  it.each(Object.entries(groups))("every %s word is refused", (_, words) => {
    for (const word of words) {
      // Words shorter than the minimum are refused for their length first.
      expect(slugProblem(word)).toBe(word.length < SLUG_MIN_LENGTH ? "tooShort" : "reserved");
      expect(isReservedSlug(word)).toBe(true);
      // Written as a slug could be: lowercase letters, digits and inner hyphens.
      expect(word).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it("has the examples of the issue in the right groups", () => {
    expect(RESERVED_SYSTEM_WORDS).toEqual(
      expect.arrayContaining([
        "help",
        "support",
        "blog",
        "www",
        "cdn",
        "static",
        "null",
        "true",
        "api",
        "admin",
        "login",
      ]),
    );
    expect(RESERVED_SOCIAL_BRANDS).toEqual(expect.arrayContaining(["facebook", "twitter"]));
    expect(RESERVED_HTTP_VERBS).toEqual(expect.arrayContaining(["get", "post", "delete"]));
    expect(RESERVED_ENVIRONMENT_NAMES).toEqual(
      expect.arrayContaining(["staging", "production", "localhost"]),
    );
  });

  it("HTTP verbs: every method of the IANA registry (RFC 9110, PATCH and WebDAV)", () => {
    const iana = [
      "acl",
      "baseline-control",
      "bind",
      "checkin",
      "checkout",
      "connect",
      "copy",
      "delete",
      "get",
      "head",
      "label",
      "link",
      "lock",
      "merge",
      "mkactivity",
      "mkcalendar",
      "mkcol",
      "mkredirectref",
      "mkworkspace",
      "move",
      "options",
      "orderpatch",
      "patch",
      "post",
      "pri",
      "propfind",
      "proppatch",
      "put",
      "query",
      "rebind",
      "report",
      "search",
      "trace",
      "unbind",
      "uncheckout",
      "unlink",
      "unlock",
      "update",
      "updateredirectref",
      "version-control",
    ];
    expect(RESERVED_HTTP_VERBS).toEqual(expect.arrayContaining(iana));
  });

  it("includes every reserved username: /{username} paths of the app are never plan slugs either", () => {
    for (const username of RESERVED_USERNAMES) expect(isReservedSlug(username)).toBe(true);
  });

  it("the groups do not repeat a word", () => {
    const all = Object.values(groups).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("slugFromTitle", () => {
  it.each([
    ["Website Redesign", "website-redesign"],
    ["  Q3 launch: 2025!  ", "q3-launch-2025"],
    ["Café crème brûlée", "cafe-creme-brulee"],
    ["Ｆｕｌｌｗｉｄｔｈ Ｔｉｔｌｅ", "fullwidth-title"],
    ["my__plan--v2", "my-plan-v2"],
    ["План проекта", ""],
    ["🚀🚀", ""],
    ["---", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it("cuts a long title at a word boundary within the maximum length", () => {
    const title = "word ".repeat(40);
    const slug = slugFromTitle(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^word(?:-word)+$/);
    expect(slugProblem(slug)).toBeNull();
  });

  it("cuts a title with no word boundary hard, and never ends on a hyphen", () => {
    expect(slugFromTitle("x".repeat(100))).toBe("x".repeat(SLUG_MAX_LENGTH));
    const slug = slugFromTitle(`${"y".repeat(SLUG_MAX_LENGTH - 1)} z`);
    expect(slug).toBe("y".repeat(SLUG_MAX_LENGTH - 1));
  });

  it("whatever it makes of a title passes the character and hyphen rules", () => {
    for (const title of ["A -- B", "-lead", "trail-", "Ünïcödé ✓ Plan", "a\u0301b"]) {
      const slug = slugFromTitle(title);
      expect(slug).not.toBe("");
      expect(["invalidCharacters", "edgeHyphen", "tooLong"]).not.toContain(slugProblem(slug));
    }
  });
});
