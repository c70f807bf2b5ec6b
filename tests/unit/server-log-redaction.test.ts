import { inspect } from "node:util";
import { DrizzleQueryError } from "drizzle-orm/errors";
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

/**
 * Issue 23, point A5: a public page's lookup that fails (here as Drizzle reports it, the unlisted
 * token among the query's parameters) leaves the token neither in the server log line nor in the
 * error Next.js then logs by itself (it prints the thrown error with its fields and its cause).
 */
describe("a failed lookup of a public page", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  const TOKEN = "Zx9unlistedTokenSECRET_0123456789";

  function failedTokenQuery(): Error {
    const driver = Object.assign(new Error("canceling statement due to statement timeout"), {
      code: "57014",
      params: [TOKEN],
    });
    return new DrizzleQueryError(
      'select "plans"."id" from "plans" where "plans"."unlisted_token" = $1',
      [TOKEN, "unlisted"],
      driver,
    );
  }

  it("is logged without its parameters and rethrown holding none of them", async () => {
    vi.stubEnv("LOG_LEVEL", "debug");
    const { withConcealedFailure } = await import("@/server/concealed-failure");
    const lines: unknown[][] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => void lines.push(args));

    // What Next.js would print for the original error: the token, twice (message and fields).
    expect(inspect(failedTokenQuery(), { depth: 10 })).toContain(TOKEN);

    const thrown = await withConcealedFailure("public-pages", "unlisted plan lookup", () =>
      Promise.reject(failedTokenQuery()),
    ).catch((error: unknown) => error as Error);

    expect(thrown).toBeInstanceOf(Error);
    const shownByNext = [inspect(thrown, { depth: 10 }), String(thrown), thrown.stack ?? ""];
    for (const text of shownByNext) expect(text).not.toContain(TOKEN);
    expect(thrown.cause).toBeUndefined();
    expect(thrown.message).toContain("unlisted plan lookup failed");

    const logged = lines.map((args) => args.map((arg) => inspect(arg, { depth: 10 })).join(" "));
    expect(logged.join("\n")).toContain('"plans"."unlisted_token" = $1');
    expect(logged.join("\n")).toContain("2 parameters, not logged");
    expect(logged.join("\n")).not.toContain(TOKEN);
  });

  it("answers what the lookup answered when it succeeds", async () => {
    const { withConcealedFailure } = await import("@/server/concealed-failure");
    await expect(withConcealedFailure("s", "w", async () => 42)).resolves.toBe(42);
  });
});
