/**
 * Issue 23, point A5: the app server's rule for paths no route can serve (scripts/server.mjs
 * answers them 404 before Next.js sees them), and the public routes' own segment checks, which
 * keep a NUL away from PostgreSQL even without that server in front.
 */
import { describe, expect, it } from "vitest";
import { isServablePath } from "@/lib/http/request-path";
import {
  slugFromSegment,
  UNLISTED_TOKEN_MAX_LENGTH,
  unlistedTokenFromSegment,
  usernameFromHandle,
} from "@/lib/publishing/public-paths";

describe("isServablePath", () => {
  it.each([
    "/",
    "/@ana/p/website-redesign",
    "/p/Zx_9-aB",
    "/api/og/public/ana/plan?v=3",
    "/caf%C3%A9",
    "/%E2%82%AC",
    "/a%20b",
    // The query is the routes' input, validated there.
    "/api/plans/public?author=%00",
  ])("serves %s", (target) => {
    expect(isServablePath(target)).toBe(true);
  });

  it.each([
    "/@user/p/slug%00",
    "/api/og/unlisted/x%00",
    "/api/og/public/u/x%00",
    "/api/public/avatars/x%00",
    "/p/token%00",
    "/p/%00token",
    "/p/token%0A",
    "/p/token%0d%0aSet-Cookie:x",
    "/p/token%1F",
    "/p/token%7F",
    // Percent-encodings that do not decode to UTF-8 text.
    "/p/token%FF",
    "/@user/p/slug%C0%80",
    "/p/%ED%A0%80",
    "/p/token%",
    "/p/token%G0",
  ])("refuses %s", (target) => {
    expect(isServablePath(target)).toBe(false);
  });
});

describe("the public routes' segments", () => {
  it("takes a base64url token and nothing else", () => {
    expect(unlistedTokenFromSegment("Zx_9-aBcDeFgHiJkLmNoPqRsTuVwXyZ012")).toBe(
      "Zx_9-aBcDeFgHiJkLmNoPqRsTuVwXyZ012",
    );
    for (const segment of [
      "",
      "token\u0000",
      "token%00",
      "to ken",
      "token/",
      "x".repeat(UNLISTED_TOKEN_MAX_LENGTH + 1),
    ]) {
      expect(unlistedTokenFromSegment(segment), JSON.stringify(segment)).toBeNull();
    }
  });

  it("takes a slug in any case, and nothing a slug could not be", () => {
    expect(slugFromSegment("website-redesign")).toBe("website-redesign");
    expect(slugFromSegment("Website-Redesign")).toBe("Website-Redesign");
    for (const segment of ["", "slug\u0000", "slug%00", "-slug", "two  words", "sl%FFug"]) {
      expect(slugFromSegment(segment), JSON.stringify(segment)).toBeNull();
    }
  });

  it("takes a username from /name or /@name, and no NUL", () => {
    expect(usernameFromHandle("%40ana_b")).toBe("ana_b");
    expect(usernameFromHandle("@ana\u0000")).toBeNull();
    expect(usernameFromHandle("%40ana%00")).toBeNull();
    expect(usernameFromHandle("%FF")).toBeNull();
  });
});
