/** Checkout's success and cancel URLs are built on the origin the browser uses. */
import { describe, expect, it } from "vitest";
import { requestOrigin } from "@/server/api/request-origin";

describe("requestOrigin", () => {
  it("uses APP_URL when it is configured, whatever the request says", () => {
    const headers = new Headers({ host: "evil.example", "x-forwarded-proto": "http" });
    expect(requestOrigin(headers, "https://app.plansmith.test/some/path")).toBe(
      "https://app.plansmith.test",
    );
  });

  it("falls back to the request's host, over HTTPS when a proxy says so", () => {
    expect(requestOrigin(new Headers({ host: "127.0.0.1:3210" }), undefined)).toBe(
      "http://127.0.0.1:3210",
    );
    expect(
      requestOrigin(
        new Headers({ host: "plans.example", "x-forwarded-proto": "https, http" }),
        undefined,
      ),
    ).toBe("https://plans.example");
  });

  it("never builds a URL from a host that is not one", () => {
    expect(requestOrigin(new Headers(), undefined)).toBe("http://localhost:3000");
    expect(requestOrigin(new Headers({ host: "a b/c" }), undefined)).toBe("http://localhost:3000");
  });
});
