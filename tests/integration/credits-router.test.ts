/**
 * `credits.*` through the app router, on PGlite and PostgreSQL: each user sees only their own
 * balance, ledger and payments, both histories page by CREDIT_PAGE_SIZE, and buying answers
 * PAYMENTS_OFF while no payment provider is configured (the test environment sets no Stripe key).
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/env";
import { CREDIT_CURRENCY, CREDIT_PACKS } from "@/lib/credits/credit-packs";
import { CREDIT_PAGE_SIZE } from "@/lib/credits/credit-rules";
import { ERROR_CODES } from "@/lib/errors/codes";
import { appRouter } from "@/server/api/root";
import { createTRPCContext, type Session } from "@/server/api/trpc";
import { payments, users } from "@/server/db/schema";
import { grantCredits } from "@/server/services/credits";
import { createTestDatabase, describeTarget, type TestDatabase } from "../helpers/test-database";

function sessionOf(id: string): Session {
  return {
    user: { id, email: `${id}@example.com`, name: id, emailVerified: true, isAdmin: false },
  };
}

async function failureOf(call: Promise<unknown>): Promise<TRPCError> {
  const failure = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(TRPCError);
  return failure as TRPCError;
}

const appCodeOf = (error: TRPCError) => (error.cause as { code?: string } | undefined)?.code;

describe(`credits API on ${describeTarget()}`, () => {
  let database: TestDatabase;
  /** Grants to "buyer" beyond the signup bonus: enough for two ledger pages and a bit. */
  const GRANTS = CREDIT_PAGE_SIZE + 5;
  /** Payments recorded for "buyer": more than a page. */
  const PAYMENTS = CREDIT_PAGE_SIZE + 3;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await db.insert(users).values([
      { id: "buyer", name: "Buyer", email: "buyer@example.com" },
      { id: "neighbour", name: "Neighbour", email: "neighbour@example.com" },
    ]);
    for (let index = 0; index < GRANTS; index += 1) {
      await grantCredits(db, {
        userId: "buyer",
        amount: index + 1,
        kind: "admin_grant",
        reference: { type: "admin_action", id: `grant-${index}` },
        idempotencyKey: `test-grant-${index}`,
        description: `Grant number ${index}`,
      });
    }
    const pack = CREDIT_PACKS[0]!;
    await db.insert(payments).values(
      Array.from({ length: PAYMENTS }, (_, index) => ({
        userId: "buyer",
        packId: pack.id,
        credits: pack.credits,
        amountCents: pack.priceCents,
        currency: CREDIT_CURRENCY.toLowerCase(),
        status: "paid" as const,
        stripeCheckoutSessionId: `cs_test_buyer_${index}`,
        // Distinct times, so "newest first" is defined.
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    );
  });
  afterAll(async () => {
    await database.dispose();
  });

  const callerFor = async (userId: string | null) =>
    appRouter.createCaller(
      await createTRPCContext({
        headers: new Headers({ host: "127.0.0.1:3210" }),
        db: database.handle.db,
        resolveSession: async () => (userId ? sessionOf(userId) : null),
      }),
    );

  it("answers each user's own balance, the signup bonus included", async () => {
    const buyer = await callerFor("buyer");
    const neighbour = await callerFor("neighbour");
    const granted = (GRANTS * (GRANTS + 1)) / 2;
    const bonus = env.CREDITS_SIGNUP_BONUS;
    expect(await buyer.credits.balance()).toEqual({
      balance: bonus + granted,
      held: 0,
      available: bonus + granted,
    });
    expect(await neighbour.credits.balance()).toEqual({
      balance: bonus,
      held: 0,
      available: bonus,
    });
  });

  it("answers the overview: balance, the configured packs, payments off, the currency", async () => {
    const overview = await (await callerFor("neighbour")).credits.overview();
    expect(overview).toEqual({
      balance: { balance: env.CREDITS_SIGNUP_BONUS, held: 0, available: env.CREDITS_SIGNUP_BONUS },
      packs: CREDIT_PACKS,
      paymentsEnabled: false,
      currency: CREDIT_CURRENCY,
    });
  });

  it("pages the ledger newest first, and never shows another user's rows", async () => {
    const buyer = await callerFor("buyer");
    const first = await buyer.credits.ledger({ page: 1 });
    const second = await buyer.credits.ledger({ page: 2 });
    expect(first.total).toBe(GRANTS + 1);
    expect(first.pageSize).toBe(CREDIT_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil((GRANTS + 1) / CREDIT_PAGE_SIZE));
    expect(first.items).toHaveLength(CREDIT_PAGE_SIZE);
    expect(second.items).toHaveLength(GRANTS + 1 - CREDIT_PAGE_SIZE);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    expect(all.every((entry) => entry.userId === "buyer")).toBe(true);
    // Newest first: the last grant on top, the signup bonus at the very end.
    expect(all[0]!.description).toBe(`Grant number ${GRANTS - 1}`);
    expect(all.at(-1)!.kind).toBe("signup_bonus");
    expect(all[0]!.balanceAfter).toBe((await buyer.credits.balance()).balance);

    const neighbour = await (await callerFor("neighbour")).credits.ledger({ page: 1 });
    expect(neighbour.total).toBe(1);
    expect(neighbour.items.map((entry) => [entry.userId, entry.kind])).toEqual([
      ["neighbour", "signup_bonus"],
    ]);
    // Past the last page: nothing, not an error.
    expect((await buyer.credits.ledger({ page: 50 })).items).toEqual([]);
  });

  it("pages the payment history newest first, and never shows another user's payments", async () => {
    const buyer = await callerFor("buyer");
    const first = await buyer.credits.payments({ page: 1 });
    const second = await buyer.credits.payments({ page: 2 });
    expect(first.total).toBe(PAYMENTS);
    expect(first.items).toHaveLength(CREDIT_PAGE_SIZE);
    expect(second.items).toHaveLength(PAYMENTS - CREDIT_PAGE_SIZE);
    const times = [...first.items, ...second.items].map((payment) => payment.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect([...first.items, ...second.items].every((payment) => payment.userId === "buyer")).toBe(
      true,
    );

    const neighbour = await (await callerFor("neighbour")).credits.payments({ page: 1 });
    expect(neighbour).toMatchObject({ items: [], total: 0 });
  });

  it("refuses to start a checkout while payments are off, with PAYMENTS_OFF", async () => {
    const failure = await failureOf(
      (await callerFor("buyer")).credits.startCheckout({
        packId: CREDIT_PACKS[1]!.id,
        clickId: crypto.randomUUID(),
      }),
    );
    expect(appCodeOf(failure)).toBe(ERROR_CODES.paymentsOff);
  });

  it("rejects malformed input before any work", async () => {
    const buyer = await callerFor("buyer");
    expect((await failureOf(buyer.credits.ledger({ page: 0 }))).code).toBe("BAD_REQUEST");
    expect((await failureOf(buyer.credits.payments({ page: 1.5 }))).code).toBe("BAD_REQUEST");
    expect(
      (await failureOf(buyer.credits.startCheckout({ packId: "pro", clickId: "not-a-uuid" }))).code,
    ).toBe("BAD_REQUEST");
  });

  it("answers UNAUTHORIZED to every procedure when signed out", async () => {
    const anonymous = await callerFor(null);
    const calls = [
      anonymous.credits.balance(),
      anonymous.credits.overview(),
      anonymous.credits.ledger({ page: 1 }),
      anonymous.credits.payments({ page: 1 }),
      anonymous.credits.startCheckout({ packId: "pro", clickId: crypto.randomUUID() }),
    ];
    for (const call of calls) expect((await failureOf(call)).code).toBe("UNAUTHORIZED");
  });
});
