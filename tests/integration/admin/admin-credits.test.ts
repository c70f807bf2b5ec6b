import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_REASON_MAX_LENGTH } from "@/lib/admin/admin-rules";
import { MAX_CREDITS_PER_OPERATION } from "@/lib/credits/credit-rules";
import { ADMIN_TEXT } from "@/lib/errors/admin";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import { adminCreditActions, users } from "@/server/db/schema";
import {
  getCreditBalance,
  reserveCredits,
  spendCredits,
  verifyCreditBalances,
} from "@/server/services/credits";
import { createTestDatabase, describeTarget, type TestDatabase } from "../../helpers/test-database";
import { actionId, adminLedgerRows, callerFor, sessionOf } from "./admin-kit";

async function failureOf(call: Promise<unknown>): Promise<TRPCError> {
  const failure = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(TRPCError);
  return failure as TRPCError;
}

describe(`admin credit adjustments on ${describeTarget()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.db.insert(users).values([
      { id: "boss", name: "Boss", email: "boss@example.com", isAdmin: true },
      { id: "ada", name: "Ada", email: "adalovelace@gmail.com" },
      { id: "bob", name: "Bob", email: "bob@example.com" },
      { id: "cy", name: "Cy", email: "cy@example.com" },
      { id: "dee", name: "Dee", email: "dee@example.com" },
    ]);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const admin = () => callerFor(database.handle.db, sessionOf("boss", true));
  const rowsOf = (userId: string, kind: "admin_grant" | "admin_revoke") =>
    adminLedgerRows(database.handle.db, userId, kind);

  it("grants once per action id, however often it is sent", async () => {
    const caller = await admin();
    const before = (await caller.admin.userCredits({ userId: "ada" })).balance;
    const input = {
      userId: "ada",
      direction: "grant" as const,
      amount: 50,
      reason: "  Goodwill\nfor the outage ",
      actionId: actionId(),
    };
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await caller.admin.adjustCredits(input));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(results.every((result) => result.moved === 50)).toBe(true);
    const again = await caller.admin.adjustCredits(input);
    expect(again.replayed).toBe(true);

    const balance = await getCreditBalance(database.handle.db, "ada");
    expect(balance.balance).toBe(before.balance + 50);
    const rows = await rowsOf("ada", "admin_grant");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 50,
      referenceType: "admin_action",
      referenceId: input.actionId,
      description: "Added by support: Goodwill for the outage",
    });
    // What the admin page shows for the account.
    const page = await caller.admin.userCredits({ userId: "ada" });
    expect(page.user.email).toBe("adalovelace@gmail.com");
    expect(page.balance).toEqual(balance);
    expect(page.ledger.items[0]?.description).toBe("Added by support: Goodwill for the outage");
    // The ledger's reference is a record of who did it and why: one, however often it was sent.
    const records = await database.handle.db
      .select()
      .from(adminCreditActions)
      .where(eq(adminCreditActions.id, input.actionId));
    expect(records).toEqual([
      expect.objectContaining({
        actor: "boss",
        userId: "ada",
        direction: "grant",
        requested: 50,
        moved: 50,
        reason: "Goodwill for the outage",
      }),
    ]);

    // A new action is a new movement.
    await caller.admin.adjustCredits({ ...input, actionId: actionId() });
    expect((await getCreditBalance(database.handle.db, "ada")).balance).toBe(before.balance + 100);
  });

  it("revokes once per action id", async () => {
    const caller = await admin();
    const start = await getCreditBalance(database.handle.db, "bob");
    const input = {
      userId: "bob",
      direction: "revoke" as const,
      amount: 5,
      reason: "Granted by mistake",
      actionId: actionId(),
    };
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push(await caller.admin.adjustCredits(input));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(results.every((r) => r.moved === 5 && r.shortfall === 0)).toBe(true);
    expect((await getCreditBalance(database.handle.db, "bob")).balance).toBe(start.balance - 5);
    const rows = await rowsOf("bob", "admin_revoke");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: -5,
      description: "Removed by support: Granted by mistake",
    });
  });

  it("reports credits already spent as the shortfall and never goes below zero", async () => {
    const caller = await admin();
    const db = database.handle.db;
    const start = await getCreditBalance(db, "cy");
    await caller.admin.adjustCredits({
      userId: "cy",
      direction: "grant",
      amount: 50,
      reason: "Trial",
      actionId: actionId(),
    });
    // The user spends all but 10 of what they have.
    await spendCredits(db, {
      userId: "cy",
      amount: start.balance + 40,
      reference: { type: "generation", id: "g-1" },
      idempotencyKey: "test-spend-cy",
      description: "Plan draft",
    });
    const revoke = await caller.admin.adjustCredits({
      userId: "cy",
      direction: "revoke",
      amount: 30,
      reason: "Trial ended",
      actionId: actionId(),
    });
    expect(revoke).toMatchObject({ moved: 10, shortfall: 20, replayed: false });
    expect(revoke.balance).toEqual({ balance: 0, held: 0, available: 0 });
    expect(ADMIN_TEXT.revoked(revoke.moved, revoke.shortfall)).toBe(
      "Removed 10; 20 had already been spent.",
    );
    // Nothing left: a further revoke takes nothing and stays at zero.
    const empty = await caller.admin.adjustCredits({
      userId: "cy",
      direction: "revoke",
      amount: 5,
      reason: "Again",
      actionId: actionId(),
    });
    expect(empty).toMatchObject({ moved: 0, shortfall: 5 });
    expect(await getCreditBalance(db, "cy")).toEqual({ balance: 0, held: 0, available: 0 });
    // Both are on record with what was asked and what moved.
    const records = await db
      .select({
        direction: adminCreditActions.direction,
        requested: adminCreditActions.requested,
        moved: adminCreditActions.moved,
      })
      .from(adminCreditActions)
      .where(and(eq(adminCreditActions.userId, "cy"), eq(adminCreditActions.direction, "revoke")))
      .orderBy(adminCreditActions.requested);
    expect(records).toEqual([
      { direction: "revoke", requested: 5, moved: 0 },
      { direction: "revoke", requested: 30, moved: 10 },
    ]);
  });

  it("leaves credits held for work in flight alone", async () => {
    const caller = await admin();
    const db = database.handle.db;
    const start = await getCreditBalance(db, "dee");
    await reserveCredits(db, {
      userId: "dee",
      amount: start.available - 4,
      reference: { type: "generation", id: "g-2" },
      idempotencyKey: "test-hold-dee",
      description: "Plan draft",
    });
    const revoke = await caller.admin.adjustCredits({
      userId: "dee",
      direction: "revoke",
      amount: 10,
      reason: "Cleanup",
      actionId: actionId(),
    });
    expect(revoke).toMatchObject({ moved: 4, shortfall: 6 });
    expect(revoke.balance).toEqual({
      balance: start.balance - 4,
      held: start.available - 4,
      available: 0,
    });
  });

  it("refuses an action id reused for another account or amount, moving nothing", async () => {
    const caller = await admin();
    const id = actionId();
    await caller.admin.adjustCredits({
      userId: "ada",
      direction: "grant",
      amount: 3,
      reason: "Once",
      actionId: id,
    });
    const adaBalance = await getCreditBalance(database.handle.db, "ada");
    const bobBalance = await getCreditBalance(database.handle.db, "bob");
    // A revoke that found nothing to take (cy is at zero) keeps its action id too.
    const emptyId = actionId();
    const empty = await caller.admin.adjustCredits({
      userId: "cy",
      direction: "revoke",
      amount: 2,
      reason: "Nothing there",
      actionId: emptyId,
    });
    expect(empty).toMatchObject({ moved: 0, shortfall: 2 });
    for (const changed of [
      { userId: "bob", direction: "grant", amount: 3, actionId: id },
      { userId: "ada", direction: "grant", amount: 4, actionId: id },
      { userId: "ada", direction: "revoke", amount: 3, actionId: id },
      { userId: "cy", direction: "grant", amount: 2, actionId: emptyId },
      { userId: "bob", direction: "revoke", amount: 2, actionId: emptyId },
    ] as const) {
      const failure = await failureOf(caller.admin.adjustCredits({ reason: "Once", ...changed }));
      expect(failure.code, JSON.stringify(changed)).toBe("CONFLICT");
      expect(failure.message).toBe(ADMIN_TEXT.actionIdReused);
    }
    expect(await getCreditBalance(database.handle.db, "ada")).toEqual(adaBalance);
    expect(await getCreditBalance(database.handle.db, "bob")).toEqual(bobBalance);
  });

  it("validates amount, reason and action id with the catalogue's words", async () => {
    const caller = await admin();
    const valid = {
      userId: "ada",
      direction: "grant" as const,
      amount: 1,
      reason: "Fine",
      actionId: actionId(),
    };
    const cases: [Partial<typeof valid>, string][] = [
      [{ amount: 0 }, CREDIT_ERRORS.invalidCreditAmount],
      [{ amount: 2.5 }, CREDIT_ERRORS.invalidCreditAmount],
      [{ amount: MAX_CREDITS_PER_OPERATION + 1 }, CREDIT_ERRORS.invalidCreditAmount],
      [{ reason: " \n\t " }, ADMIN_TEXT.reasonRequired],
      [
        { reason: "x".repeat(ADMIN_REASON_MAX_LENGTH + 1) },
        ADMIN_TEXT.reasonTooLong(ADMIN_REASON_MAX_LENGTH),
      ],
      [{ actionId: "double-click" }, ADMIN_TEXT.actionIdInvalid],
    ];
    const before = await getCreditBalance(database.handle.db, "ada");
    for (const [change, message] of cases) {
      const failure = await failureOf(caller.admin.adjustCredits({ ...valid, ...change }));
      expect(failure.code).toBe("BAD_REQUEST");
      expect(JSON.stringify(failure.cause)).toContain(message);
    }
    // The longest reason allowed is taken.
    await caller.admin.adjustCredits({ ...valid, reason: "y".repeat(ADMIN_REASON_MAX_LENGTH) });
    expect((await getCreditBalance(database.handle.db, "ada")).balance).toBe(before.balance + 1);
  });

  it("answers NOT_FOUND for an account that does not exist", async () => {
    const caller = await admin();
    const failure = await failureOf(
      caller.admin.adjustCredits({
        userId: "ghost",
        direction: "grant",
        amount: 1,
        reason: "Hello",
        actionId: actionId(),
      }),
    );
    expect(failure.code).toBe("NOT_FOUND");
    expect(failure.message).toBe(ADMIN_TEXT.userNotFound);
    expect((await failureOf(caller.admin.userCredits({ userId: "ghost" }))).code).toBe("NOT_FOUND");
  });

  it("keeps every balance equal to the sum of its ledger", async () => {
    expect((await verifyCreditBalances(database.handle.db)).ok).toBe(true);
  });
});
