import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { adminRouter } from "@/server/api/routers/admin";
import { creditLedger, users } from "@/server/db/schema";
import { createTestDatabase, describeTarget, type TestDatabase } from "../../helpers/test-database";
import { callerFor, sessionOf } from "./admin-kit";

/** Valid input for each admin procedure, so a refusal can only come from the access check. */
const VALID_INPUT: Record<string, unknown> = {
  access: undefined,
  findUser: { query: "member@example.com" },
  userCredits: { userId: "member", page: 1 },
  adjustCredits: {
    userId: "member",
    direction: "grant",
    amount: 500,
    reason: "Let me in",
    actionId: "6f1d7c1e-8d7b-4c55-9a0f-1f0c2d3e4a5b",
  },
  payments: { page: 1 },
  usageShortfalls: { page: 1 },
};

async function failureOf(call: () => Promise<unknown>): Promise<TRPCError> {
  const failure = await call().then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(TRPCError);
  return failure as TRPCError;
}

describe(`admin API access on ${describeTarget()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.db.insert(users).values([
      { id: "member", name: "Member", email: "member@example.com" },
      { id: "boss", name: "Boss", email: "boss@example.com", isAdmin: true },
    ]);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const procedures = Object.keys(adminRouter._def.procedures);

  it("has valid input for every admin procedure in this test", () => {
    // A procedure added later without an entry here would escape the checks below.
    expect(procedures.sort()).toEqual(Object.keys(VALID_INPUT).sort());
  });

  it("refuses every admin procedure to a signed-in user who is not an admin, moving nothing", async () => {
    const caller = (await callerFor(database.handle.db, sessionOf("member", false)))
      .admin as unknown as Record<string, (input: unknown) => Promise<unknown>>;
    for (const name of procedures) {
      const failure = await failureOf(() => caller[name]!(VALID_INPUT[name]));
      expect(failure.code, name).toBe("FORBIDDEN");
      expect(failure.message, name).toBe(COMMON_ERRORS.adminOnly);
    }
    expect(await database.handle.db.select().from(creditLedger)).toEqual([]);
  });

  it("answers UNAUTHORIZED to every admin procedure when signed out", async () => {
    const caller = (await callerFor(database.handle.db, null)).admin as unknown as Record<
      string,
      (input: unknown) => Promise<unknown>
    >;
    for (const name of procedures) {
      expect((await failureOf(() => caller[name]!(VALID_INPUT[name]))).code, name).toBe(
        "UNAUTHORIZED",
      );
    }
  });

  it("lets an admin in, and finds accounts by normalised e-mail or id", async () => {
    const caller = await callerFor(database.handle.db, sessionOf("boss", true));
    expect(await caller.admin.access()).toEqual({ admin: true });
    expect((await caller.admin.findUser({ query: "  MEMBER@Example.com " }))?.id).toBe("member");
    expect((await caller.admin.findUser({ query: "member" }))?.email).toBe("member@example.com");
    expect(await caller.admin.findUser({ query: "nobody@example.com" })).toBeNull();
  });
});
