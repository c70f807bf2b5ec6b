import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PAYMENTS_PAGE_SIZE } from "@/lib/admin/admin-rules";
import type { PaymentStatus } from "@/lib/credits/credit-rules";
import { payments, users } from "@/server/db/schema";
import { grantCredits, reserveCredits, settleHold } from "@/server/services/credits";
import { createTestDatabase, describeTarget, type TestDatabase } from "../../helpers/test-database";
import { callerFor, sessionOf } from "./admin-kit";

const BASE = Date.UTC(2026, 10, 1, 12, 0, 0);

function payment(
  n: number,
  fields: {
    userId: string | null;
    status?: PaymentStatus;
    refundedCents?: number;
    creditsRevoked?: number;
    creditShortfall?: number;
    disputedAt?: Date;
  },
) {
  return {
    packId: "pro",
    credits: 500,
    amountCents: 2000,
    currency: "usd",
    status: fields.status ?? "paid",
    stripeCheckoutSessionId: `cs_test_${n}`,
    stripePaymentIntentId: `pi_test_${n}`,
    refundedCents: fields.refundedCents ?? 0,
    creditsRevoked: fields.creditsRevoked ?? 0,
    creditShortfall: fields.creditShortfall ?? 0,
    disputedAt: fields.disputedAt ?? null,
    userId: fields.userId,
    // One minute apart: payment n is the n-th newest from the end.
    createdAt: new Date(BASE + n * 60_000),
  };
}

describe(`admin.payments on ${describeTarget()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.handle.db;
    await db.insert(users).values([
      { id: "boss", name: "Boss", email: "boss@example.com", isAdmin: true },
      { id: "buyer", name: "Buyer", email: "buyer@example.com" },
      { id: "gone", name: "Gone", email: "gone@example.com" },
    ]);
    await db.insert(payments).values([
      payment(1, { userId: "buyer" }),
      payment(2, {
        userId: "buyer",
        status: "refunded",
        refundedCents: 2000,
        creditsRevoked: 120,
        creditShortfall: 380,
      }),
      payment(3, {
        userId: "gone",
        status: "disputed",
        creditsRevoked: 0,
        creditShortfall: 500,
        disputedAt: new Date(BASE + 4 * 60_000),
      }),
      payment(4, {
        userId: "buyer",
        status: "partially_refunded",
        refundedCents: 1000,
        creditsRevoked: 250,
      }),
      // Many plain payments, older than the others, to fill more than one page.
      ...Array.from({ length: ADMIN_PAYMENTS_PAGE_SIZE }, (_, i) =>
        payment(-1 - i, { userId: "buyer" }),
      ),
    ]);
    // The payer of payment 3 deletes their account; the payment stays, without its user.
    await db.delete(users).where(eq(users.id, "gone"));
  });
  afterAll(async () => {
    await database.dispose();
  });

  const admin = () => callerFor(database.handle.db, sessionOf("boss", true));

  it("lists every payment newest first, page by page, with the payer's e-mail or none", async () => {
    const caller = await admin();
    const first = await caller.admin.payments({ page: 1 });
    expect(first.total).toBe(4 + ADMIN_PAYMENTS_PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(ADMIN_PAYMENTS_PAGE_SIZE);
    expect(first.items.slice(0, 4).map((row) => row.stripePaymentIntentId)).toEqual([
      "pi_test_4",
      "pi_test_3",
      "pi_test_2",
      "pi_test_1",
    ]);
    const disputed = first.items[1]!;
    expect(disputed).toMatchObject({
      userId: null,
      userEmail: null,
      status: "disputed",
      creditShortfall: 500,
    });
    expect(disputed.disputedAt).toEqual(new Date(BASE + 4 * 60_000));
    // No Stripe key here (so not a test key): the live dashboard.
    expect(disputed.stripeDashboardUrl).toBe("https://dashboard.stripe.com/payments/pi_test_3");
    expect(first.items[2]).toMatchObject({
      userEmail: "buyer@example.com",
      refundedCents: 2000,
      creditsRevoked: 120,
      creditShortfall: 380,
    });
    const second = await caller.admin.payments({ page: 2 });
    expect(second.items).toHaveLength(4);
    const ids = new Set([...first.items, ...second.items].map((row) => row.id));
    expect(ids.size).toBe(4 + ADMIN_PAYMENTS_PAGE_SIZE);
  });

  it("filters by status and by shortfall, alone and together", async () => {
    const caller = await admin();
    const intents = async (input: Parameters<typeof caller.admin.payments>[0]) =>
      (await caller.admin.payments(input)).items.map((row) => row.stripePaymentIntentId);
    expect(await intents({ shortfallOnly: true })).toEqual(["pi_test_3", "pi_test_2"]);
    expect(await intents({ status: "disputed" })).toEqual(["pi_test_3"]);
    expect(await intents({ status: "partially_refunded" })).toEqual(["pi_test_4"]);
    expect(await intents({ status: "refunded", shortfallOnly: true })).toEqual(["pi_test_2"]);
    expect(await intents({ status: "partially_refunded", shortfallOnly: true })).toEqual([]);
    const paid = await caller.admin.payments({ status: "paid" });
    expect(paid.total).toBe(1 + ADMIN_PAYMENTS_PAGE_SIZE);
  });

  it("refuses a status that is not one of the payment states", async () => {
    const caller = await admin();
    await expect(
      caller.admin.payments({ status: "pending" as PaymentStatus }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("lists AI usage beyond its hold: the user, the model, the generation and the exact credits", async () => {
    const caller = await admin();
    const db = database.handle.db;
    expect(await caller.admin.usageShortfalls({ page: 1 })).toMatchObject({ items: [], total: 0 });
    await grantCredits(db, {
      userId: "buyer",
      amount: 100,
      kind: "admin_grant",
      reference: { type: "admin_action", id: "test" },
      idempotencyKey: "grant-shortfalls",
      description: "Gift",
    });
    const settleAbove = async (generationId: string, held: number, cost: number) => {
      const { hold } = await reserveCredits(db, {
        userId: "buyer",
        amount: held,
        reference: { type: "generation", id: generationId },
        idempotencyKey: `generation:${generationId}`,
        description: "AI chat",
      });
      return settleHold(db, {
        holdId: hold.id,
        userId: "buyer",
        actual: cost,
        modelId: "openai:gpt-5",
      });
    };
    expect(await settleAbove("gen-first", 17, 56)).toMatchObject({ charged: 17, shortfall: 39 });
    // Usage within its hold leaves no row.
    expect(await settleAbove("gen-within", 10, 4)).toMatchObject({ charged: 4, shortfall: 0 });
    expect(await settleAbove("gen-second", 5, 6)).toMatchObject({ charged: 5, shortfall: 1 });

    const listed = await caller.admin.usageShortfalls({ page: 1 });
    expect(listed).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    // (Both rows may carry the same millisecond on PGlite, so their order is not asserted.)
    expect(listed.items).toHaveLength(2);
    expect(listed.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: "buyer",
          userEmail: "buyer@example.com",
          referenceType: "generation",
          referenceId: "gen-second",
          modelId: "openai:gpt-5",
          charged: 5,
          cost: 6,
          amount: 1,
        }),
        expect.objectContaining({
          referenceId: "gen-first",
          charged: 17,
          cost: 56,
          amount: 39,
        }),
      ]),
    );
  });
});
