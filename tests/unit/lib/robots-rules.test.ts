import { describe, expect, it } from "vitest";
import { SIGNED_IN_ROUTES } from "@/lib/routes/app-routes";
import {
  robotsDisallowRules,
  SITEMAP_STATIC_PATHS,
  signedInDisallowRules,
} from "@/lib/routes/robots-rules";

/** How Google, Bing and most crawlers read a Disallow rule: a prefix, `$` ending it. */
function blocked(path: string): boolean {
  return robotsDisallowRules().some((rule) =>
    rule.endsWith("$") ? path === rule.slice(0, -1) : path.startsWith(rule),
  );
}

describe("robots.txt rules", () => {
  it("keeps crawlers out of every signed-in page, unlisted links and the API", () => {
    for (const route of SIGNED_IN_ROUTES) {
      expect(blocked(route.replaceAll(/:\w+/g, "x")), route).toBe(true);
    }
    for (const path of ["/p/abc123", "/api/plans/public", "/api/trpc/x", "/auth/login"]) {
      expect(blocked(path), path).toBe(true);
    }
  });

  it("lets crawlers read the landing and info pages, profiles and public plans", () => {
    for (const path of [
      ...SITEMAP_STATIC_PATHS,
      "/@ana",
      "/@ana/p/website-redesign",
      "/ana/p/website-redesign",
      // Profiles whose names start like an app page stay readable.
      "/settingsfan",
      "/plans-by-ana",
      "/aiden",
      "/administrator",
    ]) {
      expect(blocked(path), path).toBe(false);
    }
  });

  it("writes one rule per area", () => {
    const rules = signedInDisallowRules();
    expect(new Set(rules).size).toBe(rules.length);
    expect(rules).toEqual(
      expect.arrayContaining(["/dashboard$", "/plan/", "/settings/", "/admin/"]),
    );
  });
});
