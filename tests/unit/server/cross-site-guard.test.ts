import { describe, expect, it } from "vitest";
import { crossSiteRefusal, parseOrigins } from "@/server/api/cross-site-guard";

const APP = "https://plansmith.example";
const TRUSTED = [APP, "https://partner.example"];

function request(method: string, headers: Record<string, string>, url = `${APP}/api/auth/login`) {
  return new Request(url, { method, headers });
}
const statusOf = (req: Request, body: "json" | "multipart" = "json") =>
  crossSiteRefusal(req, body, TRUSTED)?.status ?? "ok";

describe("crossSiteRefusal", () => {
  const json = { "content-type": "application/json; charset=utf-8" };

  it("lets safe methods through whatever they carry", () => {
    expect(statusOf(request("GET", { origin: "https://evil.example" }))).toBe("ok");
    expect(statusOf(request("HEAD", { "sec-fetch-site": "cross-site" }))).toBe("ok");
  });

  it("accepts this site, a trusted origin, and the request's own host", () => {
    expect(statusOf(request("POST", { ...json, origin: APP }))).toBe("ok");
    expect(statusOf(request("POST", { ...json, origin: "https://partner.example" }))).toBe("ok");
    const ownHost = request(
      "POST",
      { ...json, origin: "http://127.0.0.1:4000", host: "127.0.0.1:4000" },
      "http://127.0.0.1:4000/api/auth/login",
    );
    expect(statusOf(ownHost)).toBe("ok");
  });

  it("refuses another site's Origin, a null Origin and a cross-site Sec-Fetch-Site with 403", () => {
    expect(statusOf(request("POST", { ...json, origin: "https://evil.example" }))).toBe(403);
    expect(statusOf(request("POST", { ...json, origin: "https://plansmith.example.evil" }))).toBe(
      403,
    );
    expect(statusOf(request("DELETE", { ...json, origin: "null" }))).toBe(403);
    expect(statusOf(request("PUT", { ...json, "sec-fetch-site": "cross-site" }))).toBe(403);
    // A sibling subdomain is not this site either.
    expect(statusOf(request("POST", { ...json, "sec-fetch-site": "same-site" }))).toBe(403);
    expect(statusOf(request("POST", { ...json, "sec-fetch-site": "same-origin" }))).toBe("ok");
    expect(statusOf(request("POST", { ...json, "sec-fetch-site": "none" }))).toBe("ok");
  });

  it("requires the body type a form cannot send: JSON, or multipart for uploads (415)", () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      expect(statusOf(request("POST", { origin: APP, "content-type": type }))).toBe(415);
    }
    expect(statusOf(request("POST", {}))).toBe(415);
    expect(statusOf(request("POST", { "content-type": "APPLICATION/JSON" }))).toBe("ok");
    const upload = { "content-type": "multipart/form-data; boundary=x" };
    expect(statusOf(request("POST", upload), "multipart")).toBe("ok");
    expect(statusOf(request("POST", json), "multipart")).toBe(415);
    expect(
      statusOf(request("POST", { ...upload, origin: "https://evil.example" }), "multipart"),
    ).toBe(403);
  });
});

describe("parseOrigins", () => {
  it("reads comma-separated URLs as origins and skips what is not a URL", () => {
    expect(parseOrigins(" https://a.example/path , http://b.example:8080,nonsense,")).toEqual([
      "https://a.example",
      "http://b.example:8080",
    ]);
    expect(parseOrigins(undefined)).toEqual([]);
  });
});
