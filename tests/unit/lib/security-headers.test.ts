import { describe, expect, it } from "vitest";
import {
  NONCE_BYTES,
  NON_PAGE_CONTENT_SECURITY_POLICY,
  PAGE_CACHE_CONTROL,
  STRICT_TRANSPORT_SECURITY,
  buildPageContentSecurityPolicy,
  buildPageSecurityHeaders,
  createNonce,
  isServedOverHttps,
  scriptSourcesOf,
} from "@/lib/security/security-headers";

/** The directives of a policy as a map, for assertions that do not depend on their order. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) {
      expect(map.has(name), `${name} appears once`).toBe(false);
      map.set(name, sources);
    }
  }
  return map;
}

const SHARED_HASH = "'sha256-c2hhcmVk'";
const production = {
  scripts: { kind: "nonce", nonce: "bm9uY2U=", hashes: [SHARED_HASH] },
  development: false,
  https: false,
} as const;
const prerendered = {
  scripts: { kind: "hashes", hashes: ["'sha256-cGFnZQ=='", SHARED_HASH] },
  development: false,
  https: false,
} as const;

describe("createNonce", () => {
  it("is base64 of NONCE_BYTES random bytes and new every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(NONCE_BYTES);
    }
  });
});

describe("buildPageContentSecurityPolicy", () => {
  it("lets scripts of a rendered page run only with this request's nonce or a build hash", () => {
    const policy = buildPageContentSecurityPolicy(production);
    // No 'strict-dynamic': it would switch 'self' off, and the prerendered 404 page that
    // answers unknown paths under this policy loads its chunks with <script src> tags.
    expect(scriptSourcesOf(policy)).toEqual(["'self'", "'nonce-bm9uY2U='", SHARED_HASH]);
    expect(policy).not.toContain("unsafe-eval");
    // 'unsafe-inline' is for styles only (mermaid's <style> and style attributes).
    expect(directives(policy).get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("lets a prerendered page run its own files and exactly its hashed inline scripts", () => {
    const policy = buildPageContentSecurityPolicy(prerendered);
    expect(scriptSourcesOf(policy)).toEqual(["'self'", "'sha256-cGFnZQ=='", SHARED_HASH]);
    expect(policy).not.toContain("nonce-");
    expect(policy).not.toContain("unsafe-eval");
    expect(scriptSourcesOf(policy)).not.toContain("'unsafe-inline'");
  });

  it("allows eval and inline scripts in development only, where there is no build manifest", () => {
    for (const options of [production, prerendered]) {
      const sources = scriptSourcesOf(
        buildPageContentSecurityPolicy({ ...options, development: true }),
      );
      expect(sources).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    }
  });

  it("keeps everything else same-origin and the page out of frames", () => {
    const map = directives(buildPageContentSecurityPolicy(production));
    expect(map.get("default-src")).toEqual(["'self'"]);
    expect(map.get("connect-src")).toEqual(["'self'"]);
    expect(map.get("font-src")).toEqual(["'self'"]);
    expect(map.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(map.get("object-src")).toEqual(["'none'"]);
    expect(map.get("base-uri")).toEqual(["'none'"]);
    expect(map.get("form-action")).toEqual(["'self'"]);
    expect(map.get("frame-ancestors")).toEqual(["'none'"]);
    expect(map.has("upgrade-insecure-requests")).toBe(false);
  });

  it("upgrades insecure sub-resource requests over HTTPS only", () => {
    const map = directives(buildPageContentSecurityPolicy({ ...production, https: true }));
    expect(map.get("upgrade-insecure-requests")).toEqual([]);
  });
});

describe("buildPageSecurityHeaders", () => {
  it("sends Strict-Transport-Security when APP_URL is https", () => {
    const headers = buildPageSecurityHeaders({
      scripts: { kind: "nonce", nonce: "abc", hashes: [] },
      development: false,
      appUrl: "https://plansmith.example",
      cacheable: false,
    });
    expect(headers["Strict-Transport-Security"]).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/^max-age=\d{8,}$/);
    expect(headers["Content-Security-Policy"]).toContain("'nonce-abc'");
    expect(headers["Cache-Control"]).toBe(PAGE_CACHE_CONTROL);
  });

  it.each([undefined, "http://127.0.0.1:3000", "http://https.example"])(
    "sends no Strict-Transport-Security when APP_URL is %s",
    (appUrl) => {
      const headers = buildPageSecurityHeaders({
        scripts: { kind: "nonce", nonce: "abc", hashes: [] },
        development: false,
        appUrl,
        cacheable: false,
      });
      expect(headers).not.toHaveProperty("Strict-Transport-Security");
      expect(headers["Content-Security-Policy"]).not.toContain("upgrade-insecure-requests");
    },
  );

  it("forbids storing a page unless it is the same for everyone", () => {
    const base = { development: false, appUrl: undefined };
    const rendered = buildPageSecurityHeaders({ ...base, ...production, cacheable: false });
    expect(rendered["Cache-Control"]).toBe(PAGE_CACHE_CONTROL);
    // Next.js's own caching headers of a prerendered page stay.
    const shared = buildPageSecurityHeaders({ ...base, ...prerendered, cacheable: true });
    expect(shared).not.toHaveProperty("Cache-Control");
  });

  it("decides HTTPS from APP_URL's scheme alone", () => {
    expect(isServedOverHttps("https://a.example")).toBe(true);
    expect(isServedOverHttps("http://a.example/https://")).toBe(false);
    expect(isServedOverHttps(undefined)).toBe(false);
  });
});

describe("NON_PAGE_CONTENT_SECURITY_POLICY", () => {
  it("lets API answers and files run and load nothing", () => {
    const map = directives(NON_PAGE_CONTENT_SECURITY_POLICY);
    expect(map.get("default-src")).toEqual(["'none'"]);
    expect(map.has("script-src")).toBe(false);
    expect(map.get("frame-ancestors")).toEqual(["'none'"]);
  });
});
