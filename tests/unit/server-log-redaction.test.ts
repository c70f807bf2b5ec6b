import { afterEach, describe, expect, it, vi } from "vitest";
import { REDACTED } from "@/lib/logging/redact-secrets";

describe("the server logger", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("writes details through the shared redaction: no password, token or cookie", async () => {
    vi.stubEnv("LOG_LEVEL", "debug");
    const { createLogger } = await import("@/server/log");
    const lines: unknown[][] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => void lines.push(args));
    vi.spyOn(console, "log").mockImplementation((...args) => void lines.push(args));
    const log = createLogger("test");
    log.error("sign-in failed", { email: "a@example.com", password: "p4ss word" });
    log.info("request", { headers: new Headers({ cookie: "s=abc", accept: "x" }), token: "t0k" });
    const text = JSON.stringify(lines);
    expect(text).toContain("a@example.com");
    expect(text).toContain(REDACTED);
    for (const secret of ["p4ss word", "s=abc", "t0k"]) expect(text).not.toContain(secret);
  });
});
