import { describe, expect, it } from "vitest";
import { describeErrorForLog } from "@/server/log-error-description";

/** Drizzle's wrapper: the SQL and its parameters in the message, the driver's error as cause. */
function failedQuery() {
  const driver = Object.assign(new Error('new row violates check constraint "c1"'), {
    code: "23514",
    constraint: "c1",
    table: "sessions",
    detail: "Failing row contains (tok_secret_123, user-1).",
  });
  return Object.assign(
    new Error('Failed query: insert into "sessions" ("token") values ($1)\nparams: tok_secret_123'),
    {
      query: 'insert into "sessions" ("token") values ($1)',
      params: ["tok_secret_123"],
      cause: driver,
    },
  );
}

describe("describeErrorForLog", () => {
  it("keeps the SQL and the database's reason, never the parameters or the failing row", () => {
    const text = describeErrorForLog(failedQuery());
    expect(text).toContain('insert into "sessions"');
    expect(text).toContain("1 parameters, not logged");
    expect(text).toContain('violates check constraint "c1"');
    expect(text).toContain("code 23514, constraint c1, table sessions");
    expect(text).not.toContain("tok_secret_123");
    expect(text).not.toContain("Failing row");
  });

  it("keeps stack frames but not the stack's first line, which repeats the message", () => {
    const text = describeErrorForLog(failedQuery());
    expect(text).toMatch(/\n\s+at /);
    expect(text.match(/params:/g)).toBeNull();
  });

  it("stops on a cause that points back to its own error", () => {
    const error = new Error("loop");
    (error as { cause?: unknown }).cause = error;
    expect(describeErrorForLog(error).split("\n")[0]).toBe("Error: loop");
  });
});
