import { describe, expect, it } from "vitest";
import { isPrefetchRequest } from "@/lib/http/prefetch-request";

describe("isPrefetchRequest", () => {
  it.each([
    [{ "next-router-prefetch": "1" }],
    [{ "sec-purpose": "prefetch" }],
    [{ "sec-purpose": "prefetch;prerender" }],
    [{ purpose: "prefetch" }],
    [{ "x-purpose": "preview" }],
    [{ "x-moz": "prefetch" }],
  ])("recognises %o", (headers) => {
    expect(isPrefetchRequest(new Headers(headers))).toBe(true);
  });

  it("treats an ordinary navigation as an opened page", () => {
    expect(
      isPrefetchRequest(new Headers({ accept: "text/html", "sec-fetch-mode": "navigate" })),
    ).toBe(false);
    expect(isPrefetchRequest(new Headers())).toBe(false);
  });
});
