import { describe, expect, it } from "vitest";
import {
  REDACT_MAX_DEPTH,
  REDACTED,
  isSecretFieldName,
  redactSecrets,
} from "@/lib/logging/redact-secrets";
import { expectLinearGrowth } from "../../helpers/linear-growth";

describe("redactSecrets (the one rule for log lines, client and server)", () => {
  it("recognises secret field names in any case and spelling", () => {
    for (const name of [
      "password",
      "currentPassword",
      "newPassword",
      "new_password",
      "PASSWORD",
      "token",
      "sessionToken",
      "access_token",
      "secret",
      "clientSecret",
      "cookie",
      "Set-Cookie",
      "authorization",
      "apiKey",
      "X-Api-Key",
      "code",
      "codeVerifier",
      "otp",
    ]) {
      expect(isSecretFieldName(name), name).toBe(true);
    }
    for (const name of ["email", "username", "full_name", "title", "appCode", "body", "id"]) {
      expect(isSecretFieldName(name), name).toBe(false);
    }
  });

  it("redacts the sign-in and password-change inputs the logger link used to print", () => {
    expect(redactSecrets({ email: "a@example.com", password: "hunter2 hunter2" })).toEqual({
      email: "a@example.com",
      password: REDACTED,
    });
    expect(
      redactSecrets({ currentPassword: "old secret words", password: "new secret words" }),
    ).toEqual({ currentPassword: REDACTED, password: REDACTED });
  });

  it("redacts at any depth, in arrays, Maps, Headers and FormData, without changing the input", () => {
    const input = {
      batch: [{ json: { user: { Password: "p1" }, note: "kept" } }],
      map: new Map<string, unknown>([
        ["apiKey", "k1"],
        ["name", "n"],
      ]),
    };
    const copy = structuredClone(input);
    const out = redactSecrets(input) as typeof input;
    expect(out.batch[0]!.json).toEqual({ user: { Password: REDACTED }, note: "kept" });
    expect([...out.map]).toEqual([
      ["apiKey", REDACTED],
      ["name", "n"],
    ]);
    expect(input).toEqual(copy);

    const headers = new Headers({ cookie: "session=abc", authorization: "Bearer t", accept: "x" });
    expect(redactSecrets(headers)).toEqual({
      accept: "x",
      authorization: REDACTED,
      cookie: REDACTED,
    });
    const form = new FormData();
    form.set("password", "p2");
    form.set("email", "e@example.com");
    expect(redactSecrets(form)).toEqual({ password: REDACTED, email: "e@example.com" });
  });

  it("leaves plain values alone and survives cycles and hostile depth", () => {
    expect(redactSecrets("password")).toBe("password");
    expect(redactSecrets(42)).toBe(42);
    expect(redactSecrets(null)).toBe(null);
    const cyclic: Record<string, unknown> = { token: "t" };
    cyclic.self = cyclic;
    expect(redactSecrets(cyclic)).toEqual({ token: REDACTED, self: "[circular]" });
    let deep: unknown = { password: "deep secret" };
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(JSON.stringify(redactSecrets(deep))).not.toContain("deep secret");
    expect(JSON.stringify(redactSecrets(deep))).toContain("[nested too deep]");
    expect(REDACT_MAX_DEPTH).toBeLessThan(100);
  });

  it("redacts wide input in linear time", () => {
    const wide = (keys: number) =>
      Object.fromEntries(
        Array.from({ length: keys }, (_, i) => [`k${i}`, { token: "t", list: [1, "x"] }]),
      );
    expectLinearGrowth("wide objects", wide, (value) => redactSecrets(value), { size: 1_000 });
  });

  it("hands errors at any depth to the describer the server passes", () => {
    const out = redactSecrets(
      { failure: new Error("boom") },
      { describeError: (error) => `described ${error.message}` },
    );
    expect(out).toEqual({ failure: "described boom" });
  });
});
