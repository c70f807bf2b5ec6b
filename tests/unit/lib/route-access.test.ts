import { describe, expect, it } from "vitest";
import { isKnownPagePath } from "@/lib/routes/app-routes";
import { decidePageRequest } from "@/lib/routes/page-guard";
import {
  DEFAULT_POST_LOGIN_PATH,
  isPublicProfilePath,
  LOGIN_PATH,
  loginUrlFor,
  normalizePathname,
  routeAccess,
  safeReturnPath,
  type RouteAccess,
} from "@/lib/routes/route-access";

/** Spec section 2: which paths need no sign-in. */
const ACCESS_TABLE: [path: string, access: RouteAccess][] = [
  // Landing and info pages
  ["/", "public"],
  ["/about", "public"],
  ["/examples", "public"],
  ["/terms", "public"],
  ["/privacy", "public"],
  ["/gdpr", "public"],
  ["/upwork", "public"],
  ["/about/", "public"],
  // Auth pages
  ["/auth/login", "public"],
  ["/auth/sign-up", "public"],
  ["/auth/confirm", "public"],
  ["/auth/reset-password", "public"],
  ["/auth/reset-password/", "public"],
  // Published plans by slug: /p/**
  ["/p", "public"],
  ["/p/website-redesign", "public"],
  ["/p/a/b/c", "public"],
  // Published plans under a profile: /@*/p/**
  ["/@jane/p/website-redesign", "public"],
  ["/@jane_doe-99/p/x/y", "public"],
  ["/@a/p/plan", "public"],
  // Public profiles: /@ + 3–30 of letters, digits, underscore, hyphen
  ["/@jane", "public"],
  ["/@Jane_Doe-1", "public"],
  ["/@abc", "public"],
  ["/@" + "a".repeat(30), "public"],
  ["/%40jane", "public"],
  ["/@ab", "signed-in"],
  ["/@" + "a".repeat(31), "signed-in"],
  ["/@jane.doe", "signed-in"],
  ["/@jane!", "signed-in"],
  ["/@", "signed-in"],
  ["/@jane/settings", "signed-in"],
  // Everything else needs a signed-in user
  ["/dashboard", "signed-in"],
  ["/dashboard-old", "signed-in"],
  ["/all-projects", "signed-in"],
  ["/plan/123", "signed-in"],
  ["/plan-old/123", "signed-in"],
  ["/create-plan", "signed-in"],
  ["/create-plan/new", "signed-in"],
  ["/create-plan/manual", "signed-in"],
  ["/create-plan/existing", "signed-in"],
  ["/ai", "signed-in"],
  ["/ai/thread/abc", "signed-in"],
  ["/settings", "signed-in"],
  ["/settings/profile", "signed-in"],
  ["/settings/payments", "signed-in"],
  ["/settings/security", "signed-in"],
  ["/settings/username", "signed-in"],
  ["/settings/plan-customization", "signed-in"],
  ["/admin/dashboard", "signed-in"],
  ["/admin/resources", "signed-in"],
  // One segment that could be a username: a public profile (404 when nobody has that name)
  ["/jane", "public"],
  ["/pricing", "public"],
  ["/About", "public"],
  ["/aboutus", "public"],
  ["/examples-old", "public"],
  ["/jane/p/website-redesign", "public"],
  ["/@jane/p/website-redesign", "public"],
  ["/p/unlisted-token", "public"],
  // …but never a signed-in page of the app, and nothing deeper under a name
  ["/admin", "signed-in"],
  ["/jane/settings", "signed-in"],
  ["/jane/p", "signed-in"],
  ["/ja", "signed-in"],
  ["/pp/x", "signed-in"],
];

describe("routeAccess (spec section 2)", () => {
  it("has a table of at least 40 paths", () => {
    expect(ACCESS_TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ACCESS_TABLE)("%s is %s", (path, access) => {
    expect(routeAccess(path)).toBe(access);
  });
});

describe("isPublicProfilePath", () => {
  it.each([
    ["/@jane", true],
    ["/@ja", false],
    ["/@jane/p/plan", false],
    ["/jane", true],
    ["/ja", false],
    ["/dashboard", false],
    ["/about", false],
  ])("%s → %s", (path, expected) => {
    expect(isPublicProfilePath(path)).toBe(expected);
  });
});

describe("normalizePathname", () => {
  it.each([
    ["/", "/"],
    ["/about/", "/about"],
    ["/about//", "/about"],
    ["about", "/about"],
    ["/%40jane", "/@jane"],
    ["/%E0%A4%A", "/%E0%A4%A"],
  ])("%s → %s", (input, output) => {
    expect(normalizePathname(input)).toBe(output);
  });
});

describe("safeReturnPath", () => {
  it.each([
    ["/plan/1?tab=chat", "/plan/1?tab=chat"],
    ["/settings/profile", "/settings/profile"],
    [null, DEFAULT_POST_LOGIN_PATH],
    ["", DEFAULT_POST_LOGIN_PATH],
    ["https://evil.example", DEFAULT_POST_LOGIN_PATH],
    ["//evil.example/x", DEFAULT_POST_LOGIN_PATH],
    ["/\\evil.example", DEFAULT_POST_LOGIN_PATH],
    ["/auth/login?redirect=/x", DEFAULT_POST_LOGIN_PATH],
    ["javascript:alert(1)", DEFAULT_POST_LOGIN_PATH],
  ])("%s → %s", (input, output) => {
    expect(safeReturnPath(input)).toBe(output);
  });

  it("builds the login URL with the return path, or plain when it is the default", () => {
    expect(loginUrlFor("/plan/1?x=2")).toBe(`${LOGIN_PATH}?redirect=%2Fplan%2F1%3Fx%3D2`);
    expect(loginUrlFor("/dashboard")).toBe(LOGIN_PATH);
  });
});

describe("decidePageRequest (the proxy's rule)", () => {
  const visit = (
    pathname: string,
    opts: { hasSession?: boolean; isBot?: boolean; search?: string } = {},
  ) =>
    decidePageRequest({
      pathname,
      search: opts.search ?? "",
      hasSession: opts.hasSession ?? false,
      isBot: opts.isBot ?? false,
    });

  it("sends signed-out visitors of a signed-in page to login with their return path", () => {
    expect(visit("/dashboard")).toEqual({ action: "redirect", location: LOGIN_PATH });
    expect(visit("/plan/42", { search: "?s=2" })).toEqual({
      action: "redirect",
      location: "/auth/login?redirect=%2Fplan%2F42%3Fs%3D2",
    });
  });

  it("lets signed-in visitors through", () => {
    expect(visit("/dashboard", { hasSession: true })).toEqual({ action: "allow" });
  });

  it("lets everyone open public pages", () => {
    for (const path of ["/", "/about", "/auth/login", "/p/x", "/@jane", "/@jane/p/x"]) {
      expect(visit(path)).toEqual({ action: "allow" });
    }
  });

  it("lets unknown paths through to the 404 page instead of asking to sign in", () => {
    expect(visit("/no/such/page")).toEqual({ action: "allow" });
    expect(isKnownPagePath("/no/such/page")).toBe(false);
  });

  it("answers crawlers' unknown paths with a bare 404, but serves them known pages", () => {
    expect(visit("/no/such/page", { isBot: true })).toEqual({ action: "bot-not-found" });
    expect(visit("/about", { isBot: true })).toEqual({ action: "allow" });
    expect(visit("/@jane/p/plan", { isBot: true })).toEqual({ action: "allow" });
  });
});
